/**
 * Sichuan under SBR as a user runs it: `reglament deal` on test/fixtures/sichuan/, `standings` and `seat` on
 * test/fixtures/events/sbr-session.yaml, `diff` of the two editions, `score` of one hand. The built
 * `dist/cli/main.cjs` (npm test builds first). Expected values are worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { runCli as run } from '../support/run-cli.js';

const sbr24 = 'regulations/sbr-2024.yaml';
const sbr25 = 'regulations/sbr-2025.yaml';
const session = 'test/fixtures/events/sbr-session.yaml';
const sanctions = 'test/fixtures/events/sbr-sanctions.yaml';


describe('reglament deal (Sichuan)', () => {
  it('--json: the ledger with rule, clause and reason per payment, and the game points', () => {
    // test/fixtures/sichuan/deal-basic.yaml: A's concealed kong 5m, 2 from B, C, D (+6); B hus on C's discard with
    // 123p 456p 789p 123s 55s, no fan, 1 (C pays 1); C self-draws an 8: A and D pay 8 + 1 = 9 each (B is out);
    // wall end: A waits on 3m with [5555m] 123m 678m 24m 99m, full flush 4 (kong fan not counted), D is not ready
    // and pays A 4. A: 6 - 9 + 4 = 1; B: -2 + 1 = -1; C: -2 - 1 + 18 = 15; D: -2 - 9 - 4 = -15.
    const r = run('deal', sbr25, 'test/fixtures/sichuan/deal-basic.yaml', '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.points).toEqual({ A: 1, B: -1, C: 15, D: -15 });
    expect(j.winners).toEqual(['B', 'C']);
    expect(j.payments).toContainEqual(expect.objectContaining({ from: 'D', to: 'A', amount: 4, rule: 'wall-end', clause: 'Табл. 6', event: 3 }));
    expect(j.hands['1:B']).toMatchObject({ total: 1, declarable: true });
    expect(j.hands['3:A']).toMatchObject({ hand: '[5555m]123m678m24m99m+3m', total: 4, items: [expect.objectContaining({ id: 'full-flush' })] });
  });

  it('text: Russian by default, English with --lang en', () => {
    const ru = run('deal', sbr25, 'test/fixtures/sichuan/deal-basic.yaml');
    expect(ru.code).toBe(0);
    expect(ru.out).toMatch(/3\. A -> C\s+9\s+Ху со стены \[hu-self-draw\]\s+Табл\. 6 \(Ху со стены\)\s+Ху со стены: 8 \+ 1/);
    expect(ru.out).toMatch(/2\. C -> B\s+1\s+Ху с чужого сброса \[hu-discard\]\s+Табл\. 6 \(Ху на сброс\)\s+Ху с чужого сброса: стоимость руки 1/);
    expect(ru.out).toContain('Игровые очки за сдачу:');
    const en = run('deal', sbr25, 'test/fixtures/sichuan/deal-basic.yaml', '--lang', 'en');
    expect(en.out).toMatch(/4\. D -> A\s+4\s+Wall end \[wall-end\]\s+Табл\. 6\s+wall end: D not ready, A ready, best value 4 \(waiting on 3m\)/);
    expect(en.out).toMatch(/C\s+\+15\s+\(Hu 2\)/);
  });

  it('bad input: positioned diagnostics, exit 2, nothing on stdout', () => {
    const r = run('deal', sbr25, 'test/fixtures/sichuan/deal-bad.yaml', '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain('test/fixtures/sichuan/deal-bad.yaml:5:5  error  deal/format  a kong from a discard needs from');
    expect(r.err).toMatch(/deal-bad\.yaml:6:\d+  error  deal\/unknown-player  the winner 'Z' is not at the table/);
    const u = run('deal', sbr25, 'test/fixtures/sichuan/deal-unfinished.yaml');
    expect(u.code).toBe(2);
    expect(u.err).toContain('deal/unfinished');
  });
});

describe('reglament standings and seat (SBR event)', () => {
  it('--json: tournament points 4-3-2-1 by game points and penalties, then game points', () => {
    // Table 1 (A, B, C, D): deal 1 recorded A +8, B -8; deal 2 is deal-basic (A +1, B -1, C +15, D -15); D has two
    // minor violations: the first is a warning (0), the second brings his total to 2 (-2).
    //   A 9, B -9, C 15, D -17 -> C 4, A 3, B 2, D 1.
    // Table 2 (E, F, G, H): E +4 - 2 = 2, F +4 - 2 = 2, G -4 + 2 - 8 (penalty) = -10, H -4 + 2 = -2.
    //   E and F tie for places 1-2: (4 + 3) / 2 = 3.5 each; H 2; G 1.
    // Standings by points, then game points: C 4/15; E, F 3.5/2 (shared rank 2); A 3/9; H 2/-2; B 2/-9; G 1/-10; D 1/-17.
    const r = run('standings', session, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out).standings as Array<{ player: string; rank: number; points: number; gamePoints: number; vists: number; mahjongs: number; tieBreak: string | null }>;
    expect(rows.map((x) => [x.player, x.rank, x.points, x.gamePoints, x.mahjongs])).toEqual([
      ['C', 1, 4, 15, 1], ['E', 2, 3.5, 2, 1], ['F', 2, 3.5, 2, 1], ['A', 4, 3, 9, 1],
      ['H', 5, 2, -2, 0], ['B', 6, 2, -9, 1], ['G', 7, 1, -10, 1], ['D', 8, 1, -17, 0],
    ]);
    expect(rows.every((x) => x.vists === x.gamePoints)).toBe(true);
    // H (2 / -2) and B (2 / -9), G (1 / -10) and D (1 / -17) are separated by game points.
    expect(rows.map((x) => x.tieBreak)).toEqual(['points', 'tied', 'points', 'points', 'game-points', 'points', 'game-points', null]);
    expect(JSON.parse(r.out).order).toEqual(['points', 'game-points']);
  });

  it('text names the game points', () => {
    const r = run('standings', session, '--lang', 'en');
    expect(r.out).toMatch(/Place\s+Player\s+Id\s+Points\s+Game points/);
    expect(r.out).toContain('Order: points, then game points (Подсчёт результата)');
    const csv = run('standings', session, '--format', 'csv', '--lang', 'en');
    expect(csv.out.split('\r\n')[0]).toMatch(/^Place,Player,Id,Points,Game points,Mahjongs,/);
  });

  it('sanctions beyond the scale: a tournament point taken and a disqualification, explained in the text', () => {
    // test/fixtures/events/sbr-sanctions.yaml: D's 8 minor violations: 0, 2, 4, 8, 16, 24, 48 after the 1st..7th,
    // the 8th adds nothing -> -48. A 8, C 0, B -8, D -48 -> A 4, C 3, B 2, D 1; D 1 - 1 = 0 tournament points.
    const j = run('standings', sanctions, '--json');
    expect(j.code).toBe(0);
    const rows = JSON.parse(j.out).standings as Array<{ player: string; points: number; gamePoints: number; out: boolean; outReason?: string }>;
    expect(rows.map((x) => [x.player, x.points, x.gamePoints, x.out])).toEqual([['A', 4, 8, false], ['C', 3, 0, false], ['B', 2, -8, false], ['D', 0, -48, true]]);
    expect(rows[3]!.outReason).toBe('disqualified');
    const en = run('standings', sanctions, '--lang', 'en');
    expect(en.out).toMatch(/Глеб\s+D\s+0\s+-48\s+0\s+0\s+disqualified in round 1/);
    expect(en.out).toContain("Judge's sanctions:\n  D: -1 tournament points (round 1; Штрафы (шкала прогрессивного штрафа); нарушения сверх шкалы)");
    expect(en.out).toContain('D: disqualified in round 1, table 1 (Штрафы (шкала прогрессивного штрафа); нарушения продолжаются)');
    const ru = run('standings', sanctions);
    expect(ru.out).toContain('D: -1 ТО (тур 1; Штрафы (шкала прогрессивного штрафа); нарушения сверх шкалы)');
  });

  it('a disqualified player with a part in a later deal of the session: reported at that deal (an assumption of SBR 2025)', () => {
    // test/fixtures/events/sbr-disqualified-later.yaml: D disqualified in deal 1, deal 2 records his win of 4 from A.
    // The deal counts as recorded: A 8 - 4 = 4, C 0, B -8, D 4 - 48 = -44 -> A 4, C 3, B 2, D 1 tournament points.
    const r = run('standings', 'test/fixtures/events/sbr-disqualified-later.yaml', '--json', '--lang', 'en');
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out).standings as Array<{ player: string; points: number; gamePoints: number }>;
    expect(rows.map((x) => [x.player, x.points, x.gamePoints])).toEqual([['A', 4, 4], ['C', 3, 0], ['B', 2, -8], ['D', 1, -44]]);
    expect(r.err).toContain('sbr-disqualified-later.yaml: deal 2 of table 1 in round 1, mahjong  warning  event/disqualified-in-deal  deal 2: D was disqualified in deal 1 of this session and takes no further part in it (Штрафы (шкала прогрессивного штрафа)), but this deal gives him a win, +4 game points');
  });

  it('seat --round 2: strongest with strongest by those standings', () => {
    const r = run('seat', session, '--round', '2', '--json');
    expect(r.code).toBe(0);
    const tables = (JSON.parse(r.out).tables as string[][]).map((t) => [...t].sort());
    expect(tables).toEqual([['A', 'C', 'E', 'F'], ['B', 'D', 'G', 'H']]);
    // Round 1 by lot from the seed: the 8 players at two tables; no wind (no Sichuan amount depends on one).
    const first = JSON.parse(run('seat', session, '--round', '1', '--json').out);
    expect([first.method, first.wind, first.clause]).toEqual(['lot', null, 'Варианты правил']);
    expect((first.tables as string[][]).flat().sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });
});

describe('the two editions', () => {
  /**
   * The change list (seed 001_0594dac5fb0fa79e.txt), sentence by sentence, and the rule each one changes: `id` null
   * where the sentence is table procedure with no effect on any amount or standing. Before: the edition before 2025
   * (shared/reference/mahjong-scoring.md section 4: false Hu 8 to each, no scale, no tournament points); after: the
   * sentence's own figures.
   */
  const CHANGE_LIST: Array<{ text: string; id: string | null; change?: 'changed' | 'added'; field?: string; before?: unknown; after?: unknown }> = [
    { text: 'турнирные очки, ТО, по схеме 4-3-2-1', id: 'tournament.table-points.places', change: 'changed', field: 'value', before: [0, 0, 0, 0], after: [4, 3, 2, 1] },
    { text: 'двухкомпонентную систему ... турнирные очки ... и игровые очки', id: 'tournament.standings', change: 'changed', field: 'value', before: ['game-points'], after: ['points', 'game-points'] },
    { text: 'Место игрока ... определяется по сумме игровых очков и штрафов (so was the session ranked before: per tour, game points with penalties)', id: null },
    { text: 'Неначисление очков за объявленные конги для руки с неправильным количеством костей', id: 'sichuan.kong-void', change: 'changed', field: 'value',
      before: ['robbed', 'hu-on-next-discard', 'not-ready-at-wall-end', 'false-hu'], after: ['robbed', 'hu-on-next-discard', 'not-ready-at-wall-end', 'false-hu', 'wrong-tile-count'] },
    { text: 'Применение карточек запрещённой масти', id: null },
    { text: 'Запрет наличия двух рук в зоне «квадрата»', id: null },
    { text: 'Проверка всех рук после окончания сдачи (the same kong-void change)', id: null },
    { text: 'Запрет на взятие костей других игроков по объявлениям при мёртвой руке', id: 'sichuan.dead-hand-claims', change: 'changed', field: 'value', before: true, after: false },
    { text: '8 очков для руки в ожидании со структурой, 16 очков ... без структуры', id: 'sichuan.false-hu', change: 'changed', field: 'not-waiting', before: 8, after: 16 },
    // The 2024 rules already barred the hu (a player who passes a hu cannot hu until his next draw): the change is the penalty.
    { text: '«Непроверяемый фуритен» ... влечёт штраф за ложный маджонг', id: 'sichuan.furiten', change: 'changed', field: 'value', before: 'barred', after: 'false-hu' },
    { text: 'При нескольких объявлений игрока засчитывается только первое', id: 'sichuan.declarations', change: 'changed', field: 'value', before: 'every', after: 'first' },
    { text: 'шкале: 0 (предупреждение) - 2 -4 - 8 - 16 - 24 - 48 игровых очков', id: 'sichuan.minor-violations', change: 'added', field: 'value', after: [0, 2, 4, 8, 16, 24, 48] },
    { text: 'После 48 игровых очков может последовать штраф в турнирных очках или дисквалификация', id: 'tournament.sanctions', change: 'added', field: 'value', after: ['tournament-points', 'disqualification'] },
    { text: 'дисквалификация (the list is silent on the rest of the session: sbr-2025.yaml assumes the player takes no further part)', id: 'tournament.after-disqualification', change: 'added', field: 'value', after: 'no-further-part' },
  ];

  it('diff shows exactly the changes of the 2025 list, each with its figures', () => {
    const r = run('diff', sbr24, sbr25, '--format', 'json');
    expect(r.code).toBe(0);
    type Change = { id: string; change: string; before?: Record<string, unknown>; after?: Record<string, unknown> };
    const changes = JSON.parse(r.out).changes as Change[];
    const expected = CHANGE_LIST.filter((c) => c.id !== null);
    expect(changes.map((c) => `${c.change} ${c.id}`).sort()).toEqual(expected.map((c) => `${c.change} ${c.id}`).sort());
    for (const e of expected) {
      const c = changes.find((x) => x.id === e.id)!;
      if (e.change === 'changed') expect([e.id, c.before?.[e.field!]]).toEqual([e.id, e.before]);
      expect([e.id, c.after?.[e.field!]]).toEqual([e.id, e.after]);
    }
    // 7 changed + 3 added, nothing removed.
    const text = run('diff', sbr24, sbr25, '--lang', 'en');
    expect(text.out).toContain('Changes: 10 (7 changed, 3 added, 0 removed)');
  });

  it('score --json keeps the hand contract (total 16 for the session-1 example)', () => {
    // kong 1 + root 1 + full flush 2 = 4 fans -> 2^4 = 16
    const r = run('score', sbr25, '[4444m]111m123m789m5m+5m', '--void', 's', '--win', 'wall', '--json');
    expect(JSON.parse(r.out)).toMatchObject({ total: 16 });
  });
});
