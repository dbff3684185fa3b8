/**
 * Repino-2008 Д.1, first case: "если игрок имеет девять и более открытых костей одной масти (без Ветров и
 * Драконов), а другой игрок выкинет кость этой масти, что позволит первому собрать Маджонг из чистой масти, то
 * выбросивший кость платит штраф". The parenthesis counts the nine exposed tiles; "чистая масть" is the
 * regulation's own term, which admits winds and dragons (В.6: "Чистая масть (с Драконами и Ветрами)", "Чистая масть
 * без Драконов и Ветров"), so a one-suit hand with honors fed by a tile of its suit makes the discarder pay for all.
 * Hand values worked out by hand from В.6 (exposed pung of minors 2, pair of dragons 2, mahjong 20, ...).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../../games/index.js';
import { compileScorer, scoreDeal, type DealResult } from '../../../runtime/index.js';

const { ir } = compileRegulationFile(join(import.meta.dirname, '..', '..', '..', 'regulations', 'repino-2008.yaml'));
const repino = compileScorer(ir!);
const seats = ['Anna', 'Boris', 'Vera', 'Gleb']; // East, South, West, North
const ledger = (r: DealResult) => r.payments.map((p) => [p.from, p.to, p.amount, p.rule]);

// Anna (East) "222p456m789p1m4p7z9m": concealed pung of minors 4, not calling, not of the bamboo suit only.
// Vera "123p456p789p1m5m9m3s" and Gleb "345p678m234s7s8s2m5m": chows only, 0.
const losers = { Anna: '222p456m789p1m4p7z9m', Vera: '123p456p789p1m5m9m3s', Gleb: '345p678m234s7s8s2m5m' };

describe('Repino Д.1: a one-suit hand with honors fed by a tile of its suit', () => {
  it('the discarder pays for everyone', () => {
    // Boris "[123s][345s][789s]55z66s+6s": 666s completed by the discard is an exposed pung of minors 2, pair of
    // dragons 2, mahjong 20; waits 5z and 6s (no only tile) -> 24; one suit with honors 1 doubling -> 48.
    // Everyone would have paid 48 x 2 (Anna is East) + 48 + 48 = 192: Anna pays it alone, nothing else is settled.
    const r = scoreDeal(repino, { seats, round: 'E', hands: { ...losers, Boris: '[123s][345s][789s]55z66s+6s' }, win: { player: 'Boris', from: 'discard', discarder: 'Anna' } });
    expect(r.problems).toEqual([]);
    expect(r.scores.Boris!.total).toBe(48);
    expect(ledger(r)).toEqual([['Anna', 'Boris', 192, 'discarder-pays-for-all']]);
  });

  it('a discarded dragon is not "a tile of this suit": the usual settlement', () => {
    // Boris "[123s][345s][789s]666s5z+5z": concealed pung of minors 4, pair of dragons 2, mahjong 20, only tile (5z
    // alone) 2 -> 28; one suit with honors -> 56. Anna pays 112, Vera and Gleb 56 each; losers: Vera and Gleb each
    // pay Anna 4 x 2 = 8.
    const r = scoreDeal(repino, { seats, round: 'E', hands: { ...losers, Boris: '[123s][345s][789s]666s5z+5z' }, win: { player: 'Boris', from: 'discard', discarder: 'Anna' } });
    expect(r.problems).toEqual([]);
    expect(r.scores.Boris!.total).toBe(56);
    expect(r.payments.every((p) => p.rule === 'settlement')).toBe(true);
    expect({ ...r.vists }).toEqual({ Anna: -112 + 16, Boris: 224, Vera: -56 - 8, Gleb: -56 - 8 });
  });
});
