/**
 * `reglament deal` as a user runs it: the built `dist/cli/main.cjs` (npm test builds first) on the deal files of
 * test/fixtures/deals/. Expected values are worked out in the comments of the fixtures and of
 * test/runtime/mahjong/deal.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runCli as run } from '../support/run-cli.js';

const repino = 'regulations/repino-2008.yaml';
const bermuda = 'regulations/bermuda-triangle.yaml';
const fixture = (name: string) => `test/fixtures/deals/${name}.yaml`;


describe('reglament deal', () => {
  it('--json: players, payments, adjustments, vists (Repino Д.1: the discarder pays for everyone)', () => {
    const r = run('deal', repino, fixture('repino-discarder-pays-honors'), '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    // Boris: (12 + 2 + 20 + 2) x 2^4 = 576; Anna (East) pays 576 x 2 + 576 + 576 = 2304 alone.
    expect(j.players.Boris).toMatchObject({ seat: 'S', total: 576, declarable: true });
    expect(j.players.Anna).toMatchObject({ seat: 'E', total: 4 });
    expect(j.payments).toEqual([expect.objectContaining({ from: 'Anna', to: 'Boris', amount: 2304, rule: 'discarder-pays-for-all', clause: 'Д.1' })]);
    expect(j.adjustments).toEqual([]);
    expect(j.vists).toEqual({ Anna: -2304, Boris: 2304, Vera: 0, Gleb: 0 });
  });

  it('text: each hand with its items, the ledger with rule and clause, the net per player (Russian by default)', () => {
    const r = run('deal', repino, fixture('repino-discarder-calling'));
    expect(r.code).toBe(0);
    expect(r.out).toContain('── Boris (Юг) ──');
    expect(r.out).toContain('Итого: 576');
    expect(r.out).toMatch(/Anna -> Boris\s+1152\s+Расчёт\s+А\.2\s+стоимость руки 576, ×2 Восток/);
    expect(r.out).toMatch(/Итог сдачи:\n\s+Anna\s+-1152\n\s+Boris\s+\+2304/);
    expect(run('deal', repino, fixture('repino-discarder-calling'), '--lang', 'en').out).toContain('Net of the deal:');
  });

  it('Repino Д.2: the offender pays each player his best mahjong or his value + 50', () => {
    const j = JSON.parse(run('deal', repino, fixture('repino-false-mahjong-replay'), '--json').out);
    // Anna 4 + 50, Vera's best self-drawn mahjong 68 (on 9s), Gleb 8 + 50.
    expect(j.vists).toEqual({ Anna: 54, Boris: -180, Vera: 68, Gleb: 58 });
  });

  it('Bermuda 4.3: a stopped deal gives +80 to each innocent, -240 and the 100-vist fine to the offender', () => {
    const j = JSON.parse(run('deal', bermuda, fixture('bermuda-false-mahjong-stopped'), '--json').out);
    expect(j.vists).toEqual({ Anna: 80, Boris: 80, Vera: -340, Gleb: 80 });
    expect(j.mahjong).toBeNull();
  });

  it('a redeal gives 0 to everyone', () => {
    const j = JSON.parse(run('deal', repino, fixture('redeal'), '--json').out);
    expect(j).toMatchObject({ payments: [], redeal: true, vists: { Anna: 0, Boris: 0, Vera: 0, Gleb: 0 } });
  });

  it('a bad deal file: one line per problem naming the position, exit 2', () => {
    const r = run('deal', repino, fixture('bad-unknown-key'), '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trim().split('\n')).toEqual([
      "test/fixtures/deals/bad-unknown-key.yaml:9:38  error  deal/format  unknown key 'discardr'; did you mean 'discarder'? (keys here: player, from, discarder, last-tile, immediate-calling, heavenly, earthly, kong-on-kong, last-of-kind)",
    ]);
  });

  it('a classical deal does not take a riichi circumstance: the unknown key lists classical mahjong\'s keys only', () => {
    const r = run('deal', repino, fixture('bad-riichi-key'), '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toEqual([
      "test/fixtures/deals/bad-riichi-key.yaml:10:55  error  deal/format  unknown key 'ippatsu' (keys here: player, from, discarder, last-tile, immediate-calling, heavenly, earthly, kong-on-kong, last-of-kind)",
    ]);
  });

  it('a missing deal file exits 2; a missing regulation exits 1', () => {
    const r = run('deal', repino, 'test/fixtures/deals/none.yaml');
    expect(r.code).toBe(2);
    expect(r.err).toContain('deal/file-missing');
    expect(run('deal', 'regulations/none.yaml', fixture('redeal')).code).toBe(1);
  });
});
