/**
 * The SBR readings of issue 17, in the Sichuan ledger, worked out by hand from the reference note (section 4:
 * "Forbidden (missing) suit still in hand at wall end: -48, paid to nobody, and the player counts as non-ready. No
 * penalty if every discard the player made was of the forbidden suit. Declaring a set of the forbidden suit: -48
 * always") and the 2025 change list ("При нескольких объявлений игрока засчитывается только первое из них"):
 * - a set of the void suit is fined when declared (a pung can be recorded now), and the wall-end fine looks at the
 *   standing tiles, so a declared set held to the wall end is not fined twice (`wall-end-tiles: standing`);
 * - a player whose every discard was of his void suit is not fined at wall end (`exemption`);
 * - several declarations on one discard: in 2025 the first (a pung or kong call) stands and the hu does not count;
 *   before 2025 the hu counts and the call is withdrawn.
 * Players A, B, C, D; every void suit bamboo (s).
 */
import { describe, expect, it } from 'vitest';
import type { RegulationIR } from '../../../runtime/index.js';
import { readSichuanDeal, settleSichuanDeal, type SichuanDealResult } from '../../../games/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const sbr24 = irOfFile('regulations/sbr-2024.yaml');
const sbr25 = irOfFile('regulations/sbr-2025.yaml');
const VOID = { A: 's', B: 's', C: 's', D: 's' };

function ok(ir: RegulationIR, events: unknown[]): SichuanDealResult {
  const read = readSichuanDeal({ players: ['A', 'B', 'C', 'D'], void: VOID, events });
  if (!read.input) throw new Error(JSON.stringify(read.problems));
  const r = settleSichuanDeal(ir, read.input);
  expect(r.problems).toEqual([]);
  return r;
}
const pts = (r: SichuanDealResult) => ({ ...r.points });
const fines = (r: SichuanDealResult) => r.adjustments.map((a) => [a.player, a.points, a.event]);
/** The regulation with the void-suit setting changed. */
const withVoid = (ir: RegulationIR, change: object): RegulationIR =>
  ({ ...ir, sichuan: { ...ir.sichuan!, voidSuit: { ...ir.sichuan!.voidSuit, value: { ...ir.sichuan!.voidSuit.value, ...change } } } });

describe('void suit fines', () => {
  it('a pung of the void suit is recorded and fined when declared: -48', () => {
    // A claims B's 7s (his void suit): -48 at event 0. At the wall end A ("[777s]123m456m789m5m") holds the suit, so is
    // not ready; his standing tiles hold none, and the pung was fined already: nothing more. Nobody is ready: no payment.
    const r = ok(sbr25, [{ pung: 'A', tile: '7s', from: 'B' }, { 'wall-end': { A: '[777s]123m456m789m5m', B: false, C: false, D: false } }]);
    expect(fines(r)).toEqual([['A', -48, 0]]);
    expect(pts(r)).toEqual({ A: -48, B: 0, C: 0, D: 0 });
  });

  it('a declared kong of the void suit held to the wall end is fined once (-48), not twice', () => {
    // A's concealed kong 5s: B, C, D pay 2 each (+6), A -48 (declared set). At the wall end A is not ready (he holds
    // the suit), so the kong is returned (-6). A: 6 - 6 - 48 = -48; B, C, D: -2 + 2 = 0.
    const events = [{ kong: 'concealed', player: 'A', tile: '5s' }, { 'wall-end': { A: '{5555s}123m456m789m5m', B: false, C: false, D: false } }];
    const r = ok(sbr25, events);
    expect(fines(r)).toEqual([['A', -48, 0]]);
    expect(pts(r)).toEqual({ A: -48, B: 0, C: 0, D: 0 });
    // The alternative reading (`wall-end-tiles: all`): the wall-end fine too, -48 - 48 = -96.
    const all = ok(withVoid(sbr25, { wallEndTiles: 'all' }), events);
    expect(fines(all)).toEqual([['A', -48, 0], ['A', -48, 1]]);
    expect(all.points.A).toBe(-96);
  });

  it('a declared set the events did not record is fined when the wall-end hand shows it', () => {
    // No pung event: A's wall-end hand "[777s]123m456m789m5m" shows the declared pung of his void suit: -48 once.
    const r = ok(sbr24, [{ 'wall-end': { A: '[777s]123m456m789m5m', B: false, C: false, D: false } }]);
    expect(fines(r)).toEqual([['A', -48, 0]]);
  });

  it('no wall-end fine for a player whose every discard was of his void suit; he is still not ready', () => {
    // A waits on 3m with "123m456m789m12m55m": characters only, full flush 2 fans -> 4; B, C (false) and D pay him 4
    // each. D holds 3s and 5s: not ready; every discard of his was bamboo, so no -48. A +12; B, C, D -4.
    const events = [{ 'wall-end': { A: '123m456m789m12m55m', B: false, C: false, D: '123m456m789m1p2p3s5s' }, 'all-discards-void': ['D'] }];
    const r = ok(sbr25, events);
    expect(r.adjustments).toEqual([]);
    expect(r.notes.map((n) => n.rule)).toContain('void-suit');
    expect(pts(r)).toEqual({ A: 12, B: -4, C: -4, D: -4 });
    // Without the exemption (another regulation): D -4 - 48 = -52.
    expect(ok(withVoid(sbr25, { exemption: null }), events).points.D).toBe(-52);
  });
});

describe('several declarations on one discard', () => {
  it('2025: B calls pung on C\'s discard, then hu on it: only the first declaration counts, the hu does not', () => {
    // No payment for the pung; the hu is ignored, B stays in the deal; nobody is ready at the wall end.
    const r = ok(sbr25, [{ pung: 'B', tile: '5p', from: 'C' }, { hu: { B: 2 }, from: 'discard', discarder: 'C' }, { 'wall-end': { A: false, B: false, C: false, D: false } }]);
    expect(pts(r)).toEqual({ A: 0, B: 0, C: 0, D: 0 });
    expect(r.winners).toEqual([]);
    expect(r.notes.map((n) => n.rule)).toContain('declarations');
  });

  it('2024: the later declaration counts: the hu is paid and the claim withdrawn (a kong returned)', () => {
    // B's kong from C's discard: C pays 2. B then hus on that discard (4): the kong is withdrawn (B returns 2), C
    // pays 4. B: 2 - 2 + 4 = 4; C: -2 + 2 - 4 = -4.
    const r = ok(sbr24, [{ kong: 'discard', player: 'B', tile: '5p', from: 'C' }, { hu: { B: 4 }, from: 'discard', discarder: 'C' }, { 'wall-end': { A: false, C: false, D: false } }]);
    expect(r.payments.map((p) => [p.from, p.to, p.amount, p.rule])).toEqual([['C', 'B', 2, 'kong-discard'], ['B', 'C', 2, 'kong-void'], ['C', 'B', 4, 'hu-discard']]);
    expect(pts(r)).toEqual({ A: 0, B: 4, C: -4, D: 0 });
  });

  it('2025, the same kong then hu: the kong stands, the hu does not count', () => {
    // C pays B 2 for the kong; the hu is ignored. At the wall end B is ready with 1 and the others are not: A, C, D
    // pay B 1 each. B: 2 + 3 = 5; C: -2 - 1 = -3; A, D: -1.
    const r = ok(sbr25, [{ kong: 'discard', player: 'B', tile: '5p', from: 'C' }, { hu: { B: 4 }, from: 'discard', discarder: 'C' }, { 'wall-end': { A: false, B: 1, C: false, D: false } }]);
    expect(pts(r)).toEqual({ A: -1, B: 5, C: -3, D: -1 });
  });

  it('another player\'s hu on the discard after a pung is not a second declaration', () => {
    // B pungs C's 5p; D hus on C's next discard (2): C pays D 2.
    const r = ok(sbr25, [{ pung: 'B', tile: '5p', from: 'C' }, { hu: { D: 2 }, from: 'discard', discarder: 'C' }, { 'wall-end': { A: false, B: false, C: false } }]);
    expect(pts(r)).toEqual({ A: 0, B: 0, C: -2, D: 2 });
  });
});

describe('reading the new events', () => {
  it('a pung needs its tile and the discarder; all-discards-void names players with a wall-end hand', () => {
    const r = readSichuanDeal({
      players: ['A', 'B', 'C', 'D'], void: VOID,
      events: [{ pung: 'A', tile: '7s' }, { pung: 'A', tile: '7x', from: 'A' }, { 'wall-end': { A: false }, 'all-discards-void': ['B'] }],
    });
    expect(r.problems.map((p) => [p.code, p.path.join('.')])).toEqual([
      ['deal/format', 'events.0'],
      ['deal/format', 'events.1.tile'],
      ['deal/format', 'events.1.from'],
      ['deal/format', 'events.2.all-discards-void.0'],
    ]);
  });
});
