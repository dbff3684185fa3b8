/**
 * `reglament pulya` as a user runs it: the built `dist/cli/main.cjs` (npm test builds first) on the files of
 * test/fixtures/pulya/. Expected values are worked out in the comments.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as run } from '../support/run-cli.js';

const festival = 'regulations/preference-festival-2011.yaml';
const fixture = (name: string) => `test/fixtures/pulya/${name}`;


describe('reglament pulya', () => {
  it('--json on a finished sheet: the same shape with net (a number), its exact value and its display', () => {
    // Pools 0/0/4 (mean 4/3), mountains 2/0/16 (mean 6), A and B wrote 24 on C:
    // A = 20·(−4/3) − 10·(2 − 6) + 24 = 112/3; B = −80/3 + 60 + 24 = 172/3; C = 160/3 − 100 − 48 = −284/3.
    // `net` is the nearest double (112/3 = 37.333…), `netExact` the fraction, `netDisplay` 2 decimals (clause 8).
    const r = run('pulya', festival, fixture('reference-sheet.json'), '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { players: Record<string, { net: unknown }> };
    expect(json).toEqual({
      players: {
        A: { pool: 0, mountain: 2, whists: { C: 24 }, net: 112 / 3, netExact: '112/3', netDisplay: '+37.33' },
        B: { pool: 0, mountain: 0, whists: { C: 24 }, net: 172 / 3, netExact: '172/3', netDisplay: '+57.33' },
        C: { pool: 4, mountain: 16, whists: {}, net: -284 / 3, netExact: '-284/3', netDisplay: '-94.67' },
      },
    });
    expect(r.out).toContain('"net": 37.333333333333336');
    expect(typeof json.players.C!.net).toBe('number');
  });

  it('--json output reads back as a sheet: its result keys are recomputed, not trusted', () => {
    // The reference sheet's output (A +112/3, B +172/3, C −284/3) with C's net tampered to 0: read back, the sheet
    // (pools, mountains, whists) is what counts, so the nets are the same three fractions again.
    const first = JSON.parse(run('pulya', festival, fixture('reference-sheet.json'), '--json').out) as {
      players: Record<string, { net: number; netExact: string }>;
    };
    first.players.C!.net = 0;
    first.players.C!.netExact = '0';
    const file = join(mkdtempSync(join(tmpdir(), 'pulya-')), 'again.json');
    writeFileSync(file, JSON.stringify(first));
    const r = run('pulya', festival, file, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const again = JSON.parse(r.out) as { players: Record<string, { netExact: string }> };
    expect(Object.fromEntries(Object.entries(again.players).map(([p, e]) => [p, e.netExact]))).toEqual({ A: '112/3', B: '172/3', C: '-284/3' });
  });

  it('--json: a whole result is an integer in net and in netExact', () => {
    // Pools all 0; mountains 3/0/0 (mean 1); A wrote 5 on B.
    // A = −10·(3 − 1) + 5 = −15; B = −10·(0 − 1) − 5 = 5; C = −10·(0 − 1) = 10 (sum 0).
    const r = run('pulya', festival, fixture('even-sheet.yaml'), '--json');
    expect(r.code).toBe(0);
    const { players } = JSON.parse(r.out) as { players: Record<string, Record<string, unknown>> };
    expect(players.A).toEqual({ pool: 0, mountain: 3, whists: { B: 5 }, net: -15, netExact: '-15', netDisplay: '-15.00' });
    expect(players.B).toMatchObject({ net: 5, netExact: '5', netDisplay: '+5.00' });
    expect(players.C).toMatchObject({ net: 10, netExact: '10', netDisplay: '+10.00' });
  });

  it('text on deals: every entry with its rule, the clauses, the sheet and the results (Russian by default)', () => {
    // Deal 1: C makes 7 (pool 4), A 8 × 2 = 16 and B 8 × 1 = 8 whists. Deal 2: C's 9 down 1: mountain 16, A and B
    // 16 × 1 for tricks + 16 consolation = 32 each. Deal 3: all-pass at 2: A 8, B 6, C 6.
    // Sheet: A mountain 8, whists 48; B 6, 40; C pool 4, mountain 22. Means: pool 4/3, mountain 12.
    // A = −80/3 + 40 + 48 = 184/3 (+61.33); B = −80/3 + 60 + 40 = 220/3 (+73.33); C = 160/3 − 100 − 88 = −404/3.
    const r = run('pulya', festival, fixture('three-deals.yaml'));
    expect(r.code).toBe(0);
    expect(r.out).toContain('Сдача 2: раздаёт B; C играет 9 треф — A: вист, B: вист');
    expect(r.out).toMatch(/A\s+висты на C\s+16\s+вист: 8 × 2 взятки\s+\[seven\]/);
    expect(r.out).toMatch(/B\s+висты на C\s+8\s+вист: 8 × 1 взятка\s+\[seven\]/);
    expect(r.out).toMatch(/C\s+гора\s+16\s+Девятерная без 1: 16 × 1 в гору\s+\[nine\]/);
    expect(r.out).toMatch(/A\s+висты на C\s+16\s+консоляция \(вистующий\): 16 × 1 = 16\s+\[preference\.consolation\]/);
    expect(r.out).toContain('preference.consolation: 8. при подсаде разыгрывающего консоляцию пишут не только вистующие, но и сдатчик');
    // Parts: pool 20 × (0 − 4/3) = −26.67, mountain −10 × (8 − 12) = +40, whists +48 for A;
    // C: 20 × (4 − 4/3) = +53.33, −10 × (22 − 12) = −100, −88.
    expect(r.out).toMatch(/A\s+0\s+8\s+C: 48\s+-26,67\s+\+40,00\s+\+48,00\s+\+61,33\s+184\/3/);
    expect(r.out).toMatch(/C\s+4\s+22\s+—\s+\+53,33\s+-100,00\s+-88,00\s+-134,67\s+-404\/3/);
    const en = run('pulya', festival, fixture('three-deals.yaml'), '--lang', 'en');
    expect(en.out).toContain('Deal 3: dealer C; all-pass №1');
    expect(en.out).toContain('Deal 2: dealer B; C plays 9 clubs — A: whist, B: whist');
    expect(en.out).toMatch(/B\s+0\s+6\s+C: 40\s+-26\.67\s+\+60\.00\s+\+40\.00\s+\+73\.33\s+220\/3/);
  });

  it('bad deals: every problem with its position, exit 2', () => {
    const r = run('pulya', festival, fixture('bad-deals.yaml'), '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain('bad-deals.yaml:7:15  error  pulya/exit  after 1 all-pass(es) the least contract is 7');
    expect(r.err).toContain('bad-deals.yaml:14:16  error  pulya/not-allowed  half-whist is allowed on 6, 7 only');
    expect(r.err).toContain('bad-deals.yaml:17:15  error  pulya/unknown-player');
    expect(r.err).not.toMatch(/at .*\.js:\d+/);
  });

  it('a missing file is bad input (exit 2); a regulation without preference conventions is a regulation error (exit 1)', () => {
    expect(run('pulya', festival, fixture('missing.yaml'))).toMatchObject({ code: 2, err: expect.stringContaining('pulya/file-missing') });
    // In Russian by default, naming the games by their names (the modules' `name`), and in English with --lang en.
    expect(run('pulya', 'regulations/repino-2008.yaml', fixture('reference-sheet.json'))).toMatchObject({
      code: 1,
      err: expect.stringContaining('ошибка: regulations/repino-2008.yaml: команде `pulya` нужен регламент игры preference (преферанс), а этот — для игры «классический маджонг» (mahjong-classical); для него: reglament score / reglament deal'),
    });
    expect(run('pulya', 'regulations/repino-2008.yaml', fixture('reference-sheet.json'), '--lang', 'en')).toMatchObject({
      code: 1,
      err: expect.stringContaining('error: regulations/repino-2008.yaml: `pulya` needs a preference regulation (preference), this one is for classical mahjong (mahjong-classical; use reglament score / reglament deal)'),
    });
    expect(run('score', festival, '123m456m789m2m[777z]+2m')).toMatchObject({ code: 1, err: expect.stringContaining('а этот — для игры «преферанс» (preference); для него: reglament pulya') });
  });
});
