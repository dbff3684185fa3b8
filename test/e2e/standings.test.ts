/**
 * `reglament standings` and `reglament seat` as a user runs them: the built `dist/cli/main.cjs` (npm test builds
 * first) on the fixture events test/fixtures/events/standings-*.yaml. Expected values are worked out by hand in the
 * fixtures' comments and below.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli as run, CLI as main } from '../support/run-cli.js';

const bermuda = 'test/fixtures/events/standings-bermuda.yaml';
const repino = 'test/fixtures/events/standings-repino.yaml';


type Row = { player: string; rank: number; points: number; vists: number; mahjongs: number; out: boolean; tieBreak: string | null };
const brief = (rows: Row[]) => rows.map((r) => [r.player, r.rank, r.points, r.vists, r.mahjongs, r.out, r.tieBreak]);

describe('reglament standings', () => {
  it('is built', () => {
    expect(existsSync(main)).toBe(true);
  });

  it('--json: rank order with points, vists, mahjongs, out and the tie-break (Bermuda, after round 2)', () => {
    // After round 2 (see the fixture): J (carries B) 2 + 4 = 6, 30 + 200 = 230, 2 mj; E 3 + 2 = 5, 20 - 10 = 10, 2 mj;
    // I (late entry) 4, 60; F 3 + 1 = 4, 20 - 50 = -30; A 4 + 0 = 4, 70 - 140 = -70; D 0 + 2 = 2, -70;
    // H (withdrew after 1) 1, -20; C 1 + 0 = 1, -10 - 60 = -70; G 0 + 1 = 1, -120 - 20 = -140
    const r = run('standings', bermuda, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(brief(j.standings)).toEqual([
      ['J', 1, 6, 230, 2, false, 'points'],
      ['E', 2, 5, 10, 2, false, 'points'],
      ['I', 3, 4, 60, 1, false, 'vists'],
      ['F', 4, 4, -30, 1, false, 'vists'],
      ['A', 5, 4, -70, 1, false, 'points'],
      ['D', 6, 2, -70, 1, false, 'points'],
      ['H', 7, 1, -20, 1, true, 'vists'],
      ['C', 8, 1, -70, 1, false, 'vists'],
      ['G', 9, 1, -140, 1, false, null],
    ]);
    expect(j.standings[0]).toMatchObject({ name: 'Юрий', carries: ['B'], roundPoints: [2, 4] });
    expect(j.standings[2]).toMatchObject({ roundPoints: [null, 4], played: 1 });
    expect(j.standings[6]).toMatchObject({ outReason: 'withdrawn', withdrawnAfter: 1 });
    expect(j).toMatchObject({ afterRound: 2, order: ['points', 'vists', 'mahjongs'], clause: '3.4' });
  });

  it('--after-round 1: equal rows share the rank; the table penalty (4.3) counts in the sum', () => {
    // A 4 (70); E and F 3 each ((4 + 2) / 2), 20 vists, 1 mahjong: rank 2 both; B 2 (30); C 1 (-10); H 1 (-20);
    // D 0 (-90); G 0 (-20 - 100 = -120)
    const j = JSON.parse(run('standings', bermuda, '--after-round', '1', '--json').out);
    expect(brief(j.standings)).toEqual([
      ['A', 1, 4, 70, 1, false, 'points'],
      ['E', 2, 3, 20, 1, false, 'tied'],
      ['F', 2, 3, 20, 1, false, 'points'],
      ['B', 4, 2, 30, 1, false, 'points'],
      ['C', 5, 1, -10, 1, false, 'vists'],
      ['H', 6, 1, -20, 1, true, 'points'],
      ['D', 7, 0, -90, 0, false, 'vists'],
      ['G', 8, 0, -120, 1, false, null],
    ]);
  });

  it('per-deal points with bands, a limit hand, a redeal and a deal scored from the hands (Repino Б.7)', () => {
    // A 5 + 0 - 3 = 2, B 1 + 6 - 3 = 4, C 0 + 0 - 3 = -3, D -1 + 0 + 9 = 8 (see the fixture);
    // vists: A 300 - 208 - 2000 = -1908, B -20 + 624 - 2000 = -1396, C -80 - 208 - 2000 - 50 (Б.8) = -2338,
    // D -200 - 208 + 6000 = 5592
    const r = run('standings', repino, '--json');
    expect(r.code).toBe(0);
    expect(brief(JSON.parse(r.out).standings)).toEqual([
      ['D', 1, 8, 5592, 1, false, 'points'],
      ['B', 2, 4, -1396, 1, false, 'points'],
      ['A', 3, 2, -1908, 1, false, 'points'],
      ['C', 4, -3, -2338, 0, false, null],
    ]);
  });

  it('text: a table with the tie-break column, in Russian by default and in English', () => {
    const ru = run('standings', bermuda, '--after-round', '1');
    expect(ru.code).toBe(0);
    expect(ru.out).toContain('Турнирная таблица после тура 1');
    expect(ru.out).toMatch(/Место\s+Игрок\s+Код\s+Очки\s+Висты\s+Маджонги\s+Т1\s+Решило\s+Статус/);
    expect(ru.out).toMatch(/\n\s+2\s+Дина\s+E\s+3\s+20\s+1\s+3\s+равенство\n/);
    expect(ru.out).toContain('снятие после 1-го тура');
    expect(ru.out).toContain('Порядок: очки, затем висты, затем маджонги (3.4)');
    const en = run('standings', bermuda, '--lang', 'en');
    expect(en.out).toMatch(/Place\s+Player\s+Id\s+Points\s+Vists\s+Mahjongs\s+R1\s+R2\s+Decided by\s+Status/);
    expect(en.out).toMatch(/\n\s+3\s+Ирина\s+I\s+4\s+60\s+1\s+—\s+4\s+vists\n/);
  });

  it('--format csv and html', () => {
    const csv = run('standings', bermuda, '--format', 'csv', '--lang', 'en', '--after-round', '1').out.split('\r\n');
    expect(csv[0]).toBe('Place,Player,Id,Points,Vists,Mahjongs,R1,Decided by,Status');
    expect(csv[2]).toBe('2,Дина,E,3,20,1,3,tied,');
    expect(csv[0]!.startsWith('\uFEFF')).toBe(false);
    const html = run('standings', bermuda, '--format', 'html').out;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/<(link|script)\b|src=/);
    expect(html).toContain('<td>Юрий (вместо B)</td>');
  });

  it('--format csv in Russian (the default) is for Russian spreadsheets: a UTF-8 BOM, `;`, a decimal comma', () => {
    // Repino two rounds (see its golden): F has 10.5 + 4 = 14.5 points, A 5 + 4.5 = 9.5; written 14,5 and 9,5.
    const out = run('standings', 'test/fixtures/events/repino-two-rounds.yaml', '--format', 'csv').out;
    expect(out.startsWith('\uFEFFМесто;Игрок;Код;Очки;Висты;Маджонги;Т1;Т2;Решило;Статус\r\n')).toBe(true);
    const lines = out.slice(1).split('\r\n');
    expect(lines[1]).toBe('1;Егор;F;14,5;5998;2;10,5;4;очки;');
    expect(lines[2]).toBe('2;Анна;A;9,5;136;2;5;4,5;очки;');
    expect(lines).toHaveLength(10); // the header, 8 players, and the empty string after the last \r\n
    expect(out.slice(1)).toBe(run('standings', 'test/fixtures/events/repino-two-rounds.yaml', '--format', 'csv', '--lang', 'ru').out.slice(1));
  });

  it('bad input: an unknown file, a round the event has not played', () => {
    expect(run('standings', 'test/fixtures/events/no-such-event.yaml').code).toBe(2);
    const r = run('standings', bermuda, '--after-round', '7');
    expect(r.code).toBe(2);
    expect(r.err).toContain('ошибка: --after-round 7: туров в турнире: 2');
    expect(run('standings', bermuda, '--after-round', 'x').code).toBe(2);
  });
});

describe('reglament seat', () => {
  it('--json round 2: strongest with strongest by the standings after round 1, substitute and late entry in', () => {
    // After round 1: A 4; E = F 3 (by id); J in B's place 2; C 1; I (enters in round 2) 0, 0 vists; D 0, -90;
    // G 0, -120; H withdrew. Tables of four in that order; South is the wind of round 2 (4.1.6).
    const r = run('seat', bermuda, '--round', '2', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ round: 2, tables: [['A', 'E', 'F', 'J'], ['C', 'I', 'D', 'G']], wind: 'S', sittingOut: [], method: 'strongest-with-strongest' });
  });

  it('round 3 from the standings after round 2', () => {
    // J, E, I, F | A, D, C, G (H withdrew); round 3: West
    expect(JSON.parse(run('seat', bermuda, '--round', '3', '--json').out)).toMatchObject({ tables: [['J', 'E', 'I', 'F'], ['A', 'D', 'C', 'G']], wind: 'W' });
  });

  it('round 1 by lot: the same seed gives the same tables', () => {
    const a = JSON.parse(run('seat', bermuda, '--round', '1', '--json').out);
    const b = JSON.parse(run('seat', bermuda, '--round', '1', '--json').out);
    expect(a).toEqual(b);
    expect(a.method).toBe('lot');
    // round 1: A..H (I enters in round 2; J is a substitute from round 2)
    expect(a.tables.flat().sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });

  it('text: tables with seat winds', () => {
    const r = run('seat', bermuda, '--round', '2');
    expect(r.out).toContain('Стол 1: В Анна (A), Ю Дина (E), З Егор (F), С Юрий (J)');
    expect(r.out).toContain('Преимущественный ветер: Юг');
  });

  it('bad input: a round too far, no --round', () => {
    expect(run('seat', bermuda, '--round', '4').code).toBe(2);
    expect(run('seat', bermuda).code).toBe(2);
  });
});
