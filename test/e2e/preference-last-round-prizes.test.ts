/**
 * The last round (section 9) and the prize places (section 1) of the 2011 festival as a judge meets them: `reglament
 * pulya` and `reglament standings` through the built dist/cli/main.cjs (npm test builds first), on
 * test/fixtures/pulya/last-round.yaml, test/fixtures/events/preference-last-round.yaml and preference-7-players.yaml.
 * Expected values are worked out by hand in the fixtures' comments and below.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as run } from '../support/run-cli.js';

const festival = 'regulations/preference-festival-2011.yaml';
const dir = mkdtempSync(join(tmpdir(), 'reglament-last-round-'));

/** Writes a pulya file of uncontested 6s at A, B, C (deal k dealt by the k-th player clockwise) with the mark. */
function pulyaFile(name: string, deals: number, announcedInDeal: number): string {
  const ps = ['A', 'B', 'C'];
  const lines = Array.from({ length: deals }, (_, i) => {
    const dealer = ps[i % 3]!;
    const declarer = ps[(i + 1) % 3]!;
    const pass = ps.filter((p) => p !== declarer).map((p) => `${p}: pass`).join(', ');
    return `  - { dealer: ${dealer}, contract: 6, declarer: ${declarer}, defenders: { ${pass} } }`;
  });
  const file = join(dir, name);
  writeFileSync(file, ['players: [A, B, C]', `last-round: { announced-in-deal: ${announcedInDeal} }`, 'deals:', ...lines, ''].join('\n'));
  return file;
}

describe('reglament pulya: the last round', () => {
  it('marks the deal it was announced in and the deals after it; the 2 required at three are there: no warning', () => {
    const r = run('pulya', festival, 'test/fixtures/pulya/last-round.yaml');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Сдача 2: раздаёт B; C играет 6 — A: пас, B: пас  [объявлен последний круг]');
    expect(r.out).toContain('Сдача 3: раздаёт C; A играет 6 — B: пас, C: пас  [последний круг 1/2]');
    expect(r.out).toContain('Сдача 4: раздаёт A; B играет 6 — A: пас, C: пас  [последний круг 2/2]');
    expect(r.out).toContain('Последний круг: объявлен в сдаче 2; после неё сыграно 2 из 2 по регламенту: сдачи 3-4 — 9.');
    expect(r.out).not.toContain('Сдача 1: раздаёт A; B играет 6 — A: пас, C: пас  [');
  });

  it('--lang en and --json report it as well', () => {
    const en = run('pulya', festival, 'test/fixtures/pulya/last-round.yaml', '--lang', 'en');
    expect(en.out).toContain('The last round: announced in deal 2; 2 deal(s) played after it of the 2 the regulation requires: deals 3-4');
    const json = JSON.parse(run('pulya', festival, 'test/fixtures/pulya/last-round.yaml', '--json').out);
    expect(json.lastRound).toMatchObject({ announcedInDeal: 2, deals: [3, 4], required: 2, minutesBeforeEnd: 8 });
    // Pools: declarers B, C, A, B -> A 2, B 4, C 2, mean 8/3: A = C = 20·(−2/3) = −40/3; B = 20·(4/3) = 80/3.
    expect(json.players.B.netExact).toBe('80/3');
  });

  it('a pulya that stopped early: a warning at the mark with its position, the pulya still settled (exit 0)', () => {
    // Announced in deal 3 of 4: 1 deal after it, 2 required at three.
    const file = pulyaFile('short.yaml', 4, 3);
    const r = run('pulya', festival, file);
    expect(r.code).toBe(0);
    expect(r.err).toContain(`${file}:2:34  предупреждение  pulya/last-round-short  за столом на 3 после сдачи 3, в которой объявлен последний круг, играется ещё 2`);
    expect(r.err).toContain('записано только 1');
    expect(r.out).toContain('Итог пули');
    const en = run('pulya', festival, file, '--lang', 'en');
    expect(en.err).toContain('warning  pulya/last-round-short  at a table of 3, 2 deal(s) follow deal 3');
  });

  it('a pulya that went on too long: a warning at the first extra deal', () => {
    // Announced in deal 1 of 4: deals 2 and 3 are the last round, deal 4 (line 7 of the file) is extra.
    const file = pulyaFile('long.yaml', 4, 1);
    const r = run('pulya', festival, file);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:7:\\d+  предупреждение  pulya/last-round-long`));
    expect(r.out).toContain('[последний круг 3/2]');
  });

  it('an announcement in a deal the pulya does not have is a warning: the deals are still scored, nothing is checked', () => {
    const r = run('pulya', festival, pulyaFile('beyond.yaml', 2, 3));
    expect(r.code).toBe(0);
    expect(r.err).toContain('предупреждение  pulya/last-round-deal  последний круг объявлен в сдаче 3, а в пуле записано сдач: 2; последний круг не проверяется');
    expect(r.out).toContain('Итог пули');
  });
});

describe('reglament standings: the last round of a table given as its pulya', () => {
  const event = 'test/fixtures/events/preference-last-round.yaml';

  it('warns about the table that stopped early and still counts its pulya', () => {
    const r = run('standings', event, '--json', '--lang', 'en');
    expect(r.code).toBe(0);
    expect(r.err).toContain('table 2 in round 1, pulya.last-round.announced-in-deal  warning  pulya/last-round-short');
    // boris +40 -> 4 points; dina 0 (not above 0, 2nd at three) -> 2; zhanna −40 -> 1 (fixture comments).
    const rows = JSON.parse(r.out).standings as Array<{ player: string; points: number; vists: number }>;
    const of = (p: string) => rows.find((x) => x.player === p);
    expect([of('boris'), of('dina'), of('zhanna')].map((x) => [x?.points, x?.vists])).toEqual([[4, 40], [2, 0], [1, -40]]);
  });

  it('the warning follows --lang', () => {
    expect(run('standings', event).err).toContain('за столом на 3 после сдачи 1, в которой объявлен последний круг, играется ещё 2');
    expect(run('standings', event, '--lang', 'en').err).toContain('at a table of 3, 2 deal(s) follow deal 1');
  });
});

describe('reglament standings: the prize places (section 1)', () => {
  const small = 'test/fixtures/events/preference-7-players.yaml';

  it('--json: after the final, places 1-3 (dina, vera, egor) carry prize: true; the other fields unchanged', () => {
    // The final (fixture): dina 1st, vera 2nd (25 each, dina's round-1 whists 30 > 25), egor 3rd, gleb 4th.
    const j = JSON.parse(run('standings', small, '--json').out);
    const rows = j.standings as Array<Record<string, unknown>>;
    expect(rows.filter((r) => r.prize === true).map((r) => r.player)).toEqual(['dina', 'vera', 'egor']);
    expect(rows.some((r) => 'prizeTie' in r)).toBe(false);
    expect(Object.keys(rows.find((r) => r.player === 'gleb')!)).not.toContain('prize');
    expect(j.prizePlaces).toEqual({ places: 3, clause: '1', decided: true, players: ['dina', 'vera', 'egor'], ties: [], withheld: [] });
    expect(rows.map((r) => [r.player, r.rank])).toEqual([['dina', 1], ['vera', 2], ['egor', 3], ['gleb', 4], ['zhanna', 5], ['boris', 6], ['anna', 7]]);
  });

  it('--json before the final: nobody is marked, the places are not decided', () => {
    const j = JSON.parse(run('standings', small, '--after-round', '1', '--json').out);
    expect((j.standings as Array<Record<string, unknown>>).some((r) => 'prize' in r)).toBe(false);
    expect(j.prizePlaces).toMatchObject({ decided: false, players: [] });
  });

  it('text, CSV and HTML mark the prize places and name them under the table', () => {
    const text = run('standings', small).out;
    expect(text.split('\n')[2]).toMatch(/Статус\s+Приз$/);
    expect(text.split('\n').filter((l) => l.endsWith('призовое')).map((l) => l.trim().split(/\s+/)[2])).toEqual(['dina', 'vera', 'egor']);
    expect(text).toContain('Призовые места: 1-3 (1).');
    expect(run('standings', small, '--lang', 'en').out).toContain('Prize places: 1-3 (1).');
    const csv = run('standings', small, '--format', 'csv').out.split('\r\n');
    // Russian CSV (the default language) is for Russian spreadsheets: `;` between the cells.
    expect(csv[0]).toMatch(/;Приз$/);
    expect(csv[3]).toBe('3;Егор;egor;2;-10;2;2;висты;финал;призовое');
    expect(csv[4]).toMatch(/;финал;$/);
    const html = run('standings', small, '--format', 'html').out;
    expect(html.match(/<tr class="prize">/g)?.length).toBe(3);
    const before = run('standings', small, '--after-round', '1').out;
    expect(before).not.toContain('Приз ');
    expect(before).toContain('Призовые места: 1-3 (1). Отмечаются, когда места окончательны (сыгран финал или, без финала, последний тур).');
  });

  it('check --assumptions lists the last round\'s assumption', () => {
    const r = run('check', '--assumptions', festival);
    expect(r.code).toBe(0);
    expect(r.out).toContain('[preference.last-round]');
  });
});
