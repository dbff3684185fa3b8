/**
 * A preference sheet's numbers are bounded (issue #21, Low: "pulya numbers of 1e16 or more"): a pool of 1e16 once
 * ended `reglament pulya`, `standings`, `event record`, `event import` and the desk with exit 3 or a 500, because
 * settling works in exact fractions of safe integers. Now a pool, mountain or whists is at most MAX_PULYA_NUMBER
 * (1,000,000) in size with at most 2 decimals, refused where it comes in with `pulya/number` at its position, in
 * Russian and English.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, formatExact, settlePulya, sum } from '../../games/index.js';
import { MAX_PULYA_NUMBER, type RegulationIR } from '../../runtime/index.js';
import { openStore } from '../../store/index.js';
import { createStore, request, tempFolder, useDesk } from '../support/desk.js';
import { runCli, ROOT } from '../support/run-cli.js';

const REGULATION = join(ROOT, 'regulations', 'preference-festival-2011.yaml');
const THREE = [{ id: 'A', name: 'Анна' }, { id: 'B', name: 'Борис' }, { id: 'C', name: 'Вера' }];

/** A finished sheet of A, B, C: A's pool is `pool`, every other number 0. */
const sheet = (pool: number) => ({ players: { A: { pool, mountain: 0, whists: {} }, B: { pool: 0, mountain: 0, whists: {} }, C: { pool: 0, mountain: 0, whists: {} } } });

/** The same sheet as YAML text (the number written as given: `1e16` stays `1e16`). */
const sheetYaml = (pool: string, indent = '') =>
  [`players:`, `  A: {pool: ${pool}, mountain: 0, whists: {}}`, `  B: {pool: 0, mountain: 0, whists: {}}`, `  C: {pool: 0, mountain: 0, whists: {}}`].map((l) => indent + l).join('\n') + '\n';

let compiled: RegulationIR | undefined;
const festival = (): RegulationIR => (compiled ??= compileRegulationFile(REGULATION).ir!);

describe('settling a sheet', () => {
  it('refuses a number beyond the bound at its path, in both languages, and throws nothing', () => {
    for (const pool of [1e16, 1e300, -1e16, MAX_PULYA_NUMBER + 0.01]) {
      const r = settlePulya(festival(), sheet(pool));
      expect(r.problems).toEqual([expect.objectContaining({ code: 'pulya/number', path: ['players', 'A', 'pool'] })]);
      expect(r.problems[0]!.text!.ru).toContain('пуля игрока A');
      expect(r.problems[0]!.text!.en).toContain('pool of A');
      expect(r.players).toEqual({});
    }
    const decimals = settlePulya(festival(), { players: { A: { pool: 0, mountain: 0.125, whists: { B: 1e-7 } }, B: {}, C: {} } });
    expect(decimals.problems.map((p) => p.path)).toEqual([['players', 'A', 'mountain'], ['players', 'A', 'whists', 'B']]);
    expect(decimals.problems[0]!.text!.en).toBe('mountain of A: 0.125 has too many decimals: a number of a sheet has at most 2 (a half-whist is 0.5)');
  });

  it('settles a sheet at the bound exactly', () => {
    // Section 7 as in test/fixtures/events/preference-7-players.yaml: net = 20 (pool - mean pool) - 10 (mountain -
    // mean mountain) + whists written - whists written on him. Pools 1,000,000, 0, 0: mean 1,000,000 / 3.
    // A: 20 * (1,000,000 - 1,000,000/3) = 20 * 2,000,000/3 = 40,000,000/3; B and C: 20 * (-1,000,000/3) = -20,000,000/3.
    const r = settlePulya(festival(), sheet(MAX_PULYA_NUMBER));
    expect(r.problems).toEqual([]);
    expect(Object.fromEntries(Object.entries(r.players).map(([p, e]) => [p, formatExact(e.net)]))).toEqual({ A: '40000000/3', B: '-20000000/3', C: '-20000000/3' });
    // A half-whist and two decimals are numbers of a sheet: whists 0.5 written by B on C, 7.25 by C on A.
    const halves = settlePulya(festival(), { players: { A: {}, B: { whists: { C: 0.5 } }, C: { whists: { A: 7.25 } } } });
    expect(halves.problems).toEqual([]);
  });

  it('never throws on any number (fast-check): either refused or settled zero-sum', () => {
    const number = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -2e6, max: 2e6 }).map((n) => n / 100));
    fc.assert(
      fc.property(fc.array(number, { minLength: 9, maxLength: 9 }), (x) => {
        const data = { players: { A: { pool: x[0], mountain: x[1], whists: { B: x[2], C: x[3] } }, B: { pool: x[4], mountain: x[5], whists: { A: x[6] } }, C: { pool: x[7], mountain: x[8] } } };
        const r = settlePulya(festival(), data);
        if (r.problems.length > 0) return r.problems.every((p) => p.code === 'pulya/number');
        return sum(Object.values(r.players).map((e) => e.net)).num === 0;
      }),
      { numRuns: 300 },
    );
  });
});

describe('reglament pulya', () => {
  it('refuses pool 1e16 with a positioned line, exit 2, in English and in Russian', () => {
    const file = join(tempFolder('pulya-numbers-'), 'sheet.yaml');
    writeFileSync(file, sheetYaml('1e16'));
    const en = runCli('pulya', REGULATION, file, '--lang', 'en');
    expect(en.code).toBe(2);
    expect(en.out).toBe('');
    // Line 2 (players:, then A), column 13 (2 spaces, then `A: {pool: `).
    expect(en.err.split('\n')[0]).toBe(`${file}:2:13  error  pulya/number  pool of A: 10000000000000000 is too large: a number of a sheet is at most 1000000 in size`);
    const ru = runCli('pulya', REGULATION, file);
    expect(ru.code).toBe(2);
    expect(ru.err.split('\n')[0]).toBe(`${file}:2:13  ошибка  pulya/number  пуля игрока A: 10000000000000000 — слишком много: число на листе не больше 1000000 по модулю`);
    expect(en.err + ru.err).not.toMatch(/\n\s+at |internal error/);
  });
});

/** A store of A, B, C under the festival regulation with round 1 seated at one table. */
function seatedStore(): string {
  const file = createStore('preference-festival-2011', 7, THREE);
  const store = openStore(file);
  store.record({ kind: 'seating', round: 1, payload: { tables: [{ players: ['A', 'B', 'C'] }] } });
  store.close();
  return file;
}

describe('event record and event import', () => {
  it('event record refuses the result at the number, exit 2, and writes nothing', () => {
    const file = seatedStore();
    const entry = join(tempFolder('pulya-numbers-'), 'result.yaml');
    writeFileSync(entry, `kind: result\nround: 1\ntable: 1\npayload:\n  pulya:\n${sheetYaml('1e16', '    ')}`);
    const r = runCli('event', 'record', file, entry);
    expect(r.code).toBe(2);
    // Line 7 (kind, round, table, payload:, pulya:, players:, then A), column 17 (6 spaces, then `A: {pool: `).
    expect(r.err.split('\n')[0]).toBe(`${entry}:7:17  ошибка  pulya/number  пуля игрока A: 10000000000000000 — слишком много: число на листе не больше 1000000 по модулю`);
    expect(r.err).not.toMatch(/\n\s+at /);
    const store = openStore(file);
    expect(store.toEventData().rounds[0]!.tables[0]!.pulya).toBeUndefined();
    store.close();
  });

  it('event import refuses an event file whose table sheet has such a number, at its line', () => {
    const folder = tempFolder('pulya-numbers-');
    const event = join(folder, 'event.yaml');
    const players = THREE.map((p) => `  - {id: ${p.id}, name: ${p.name}}`).join('\n');
    writeFileSync(event, `regulation: ${REGULATION}\nseed: 7\nplayers:\n${players}\nrounds:\n  - tables:\n      - players: [A, B, C]\n        pulya:\n${sheetYaml('-1e16', '          ')}`);
    const r = runCli('event', 'import', join(folder, 'event.db'), event, '--lang', 'en');
    expect(r.code).toBe(2);
    // Line 12 (regulation, seed, players: + 3, rounds:, - tables:, - players, pulya:, players:, then A), column 23
    // (10 spaces of indent, 2 more, then `A: {pool: `, 10 characters).
    expect(r.err.split('\n')[0]).toBe(`${event}:12:23  error  pulya/number  pool of A: -10000000000000000 is too large: a number of a sheet is at most 1000000 in size`);
  });
});

describe('the desk', () => {
  const desk = useDesk(seatedStore);

  it('answers a result of pool 1e16 with 400 naming the field, and still opens the event', async () => {
    const before = await request(`${desk.api()}/api/event`);
    const version = before.body.version as number;
    const answer = await request(`${desk.api()}/api/entries`, { json: { version, entry: { kind: 'result', round: 1, table: 1, payload: { pulya: sheet(1e16) } } } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'payload.pulya.players.A.pool' }));
    const after = await request(`${desk.api()}/api/event`);
    expect(after.status).toBe(200);
    expect(after.body.version).toBe(version);
  });
});
