/**
 * Scoring and settling whole deals (runtime/mahjong/deal.ts) under the bundled regulations: Repino-2008 Д.1
 * (the discarder pays for everyone, and its exemptions), Д.2 (false mahjong that stops the deal), Б.8 (a fixed
 * penalty); Bermuda 4.3 (false mahjong, both variants); the East doubling of the settlement; redeals; and the
 * problems of a bad deal. Hand values are worked out by hand from the regulation's tables (В.6 for Repino: base 0,
 * exposed/concealed pung of minors 2/4, of majors 4/8, pair of dragons 2, mahjong 20, from the wall 2, only tile 2;
 * doublings for dragon / seat / round pungs, one suit with honors 1, one suit without 3, only majors 1, only
 * minors 1, only honors 3, no chow 1, last tile 1, ...).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../../games/index.js';
import { compileScorer, DEAL_PROBLEM_CODES, scoreDeal, type CompiledScorer, type DealInput, type DealResult } from '../../../runtime/index.js';

const root = join(import.meta.dirname, '..', '..', '..');

function scorerOf(name: string): CompiledScorer {
  const { ir, diagnostics } = compileRegulationFile(join(root, 'regulations', name));
  if (!ir) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return compileScorer(ir);
}

const repino = scorerOf('repino-2008.yaml');
const bermuda = scorerOf('bermuda-triangle.yaml');
const seats = ['Anna', 'Boris', 'Vera', 'Gleb']; // East, South, West, North

/** Payments as [from, to, amount, rule] quadruples. */
const ledger = (r: DealResult) => r.payments.map((p) => [p.from, p.to, p.amount, p.rule]);
const vists = (r: DealResult) => ({ ...r.vists });
const codes = (r: DealResult) => r.problems.map((p) => p.code);

// Loser hands used in several deals (Repino, round East):
// - Anna East "222p456m789p1s2s5s9s": concealed pung of minors 4 -> 4; not calling (1s 2s 5s 9s cannot become a set
//   and a pair with one tile).
// - Vera West "123p456p789p1m5m9m3s": chows only, no pair -> 0; not calling.
// - Gleb North "[666z]13m46m79m1p5p3z4z": exposed dragon pung 4, one dragon doubling -> 8; not calling.
// - Gleb North "345p678m234s7s8s2m5m": chows only -> 0 (only minors doubles 0); not calling.
// Boris South "[111z][222z][555z]123m7z+7z" on a discarded Red dragon: exposed pungs of majors 3 x 4 = 12, pair of
// dragons 2, mahjong 20, only tile (a single wait on 7z) 2 -> 36; doublings: dragon pung, own wind (South), round
// wind (East), one suit with honors -> 4; 36 x 2^4 = 576.
const honorsWinner = '[111z][222z][555z]123m7z+7z';

describe('Repino Д.1: the discarder pays for everyone', () => {
  it('a discard feeding three declared honor pungs: the discarder pays the whole amount, no other payment', () => {
    const r = scoreDeal(repino, {
      seats, round: 'E',
      hands: { Anna: '222p456m789p1s2s5s9s', Boris: honorsWinner, Vera: '123p456p789p1m5m9m3s', Gleb: '[666z]13m46m79m1p5p3z4z' },
      win: { player: 'Boris', from: 'discard', discarder: 'Anna' },
    });
    expect(r.problems).toEqual([]);
    expect(r.scores.Boris!.total).toBe(576);
    // All losers would have paid 576 x 2 (Anna is East) + 576 + 576 = 2304; Anna pays it alone; the losers' differences
    // (Vera would have paid Anna 8, Anna Gleb 8, Vera Gleb 8) are not settled.
    expect(ledger(r)).toEqual([['Anna', 'Boris', 2304, 'discarder-pays-for-all']]);
    expect(r.payments[0]!.clause).toBe('Д.1');
    expect(vists(r)).toEqual({ Anna: -2304, Boris: 2304, Vera: 0, Gleb: 0 });
    expect(r).toMatchObject({ mahjong: 'Boris', limit: false, redeal: false });
  });

  it('exemption: the discarder is calling (waits on 9s), so the usual settlement applies', () => {
    // Anna "222p456m789p1s2s3s9s" is worth 4 as before and waits on 9s.
    const r = scoreDeal(repino, {
      seats, round: 'E',
      hands: { Anna: '222p456m789p1s2s3s9s', Boris: honorsWinner, Vera: '123p456p789p1m5m9m3s', Gleb: '[666z]13m46m79m1p5p3z4z' },
      win: { player: 'Boris', from: 'discard', discarder: 'Anna' },
    });
    expect(r.problems).toEqual([]);
    // Boris 576: Anna (East) 1152, Vera 576, Gleb 576. Losers: Anna 4 vs Vera 0 -> Vera pays 4 x 2 = 8; Anna 4 vs
    // Gleb 8 -> Anna pays 4 x 2 = 8; Vera 0 vs Gleb 8 -> Vera pays 8.
    expect(ledger(r)).toEqual([
      ['Anna', 'Boris', 1152, 'settlement'], ['Vera', 'Boris', 576, 'settlement'], ['Gleb', 'Boris', 576, 'settlement'],
      ['Vera', 'Anna', 8, 'settlement'], ['Anna', 'Gleb', 8, 'settlement'], ['Vera', 'Gleb', 8, 'settlement'],
    ]);
    // Anna -1152 + 8 - 8; Vera -576 - 8 - 8; Gleb -576 + 8 + 8.
    expect(vists(r)).toEqual({ Anna: -1152, Boris: 2304, Vera: -592, Gleb: -560 });
    expect(r.notes).toEqual([expect.objectContaining({ rule: 'discarder-pays-for-all', clause: 'Д.1' })]);
  });

  it('exemption: the discarder holds only honors', () => {
    // Anna "333z444z666z1z2z5z7z" (East, not calling): concealed pungs of majors 3 x 8 = 24; dragon pung 1 + only
    // honors 3 doublings -> 24 x 16 = 384.
    const r = scoreDeal(repino, {
      seats, round: 'E',
      hands: { Anna: '333z444z666z1z2z5z7z', Boris: honorsWinner, Vera: '123p456p789p1m5m9m3s', Gleb: '345p678m234s7s8s2m5m' },
      win: { player: 'Boris', from: 'discard', discarder: 'Anna' },
    });
    expect(r.problems).toEqual([]);
    expect(r.scores.Anna!.total).toBe(384);
    // Boris: 1152 + 576 + 576. Losers: Vera and Gleb (0) each pay Anna 384 x 2 = 768; Vera and Gleb are equal.
    expect(ledger(r)).toEqual([
      ['Anna', 'Boris', 1152, 'settlement'], ['Vera', 'Boris', 576, 'settlement'], ['Gleb', 'Boris', 576, 'settlement'],
      ['Vera', 'Anna', 768, 'settlement'], ['Gleb', 'Anna', 768, 'settlement'],
    ]);
    expect(vists(r)).toEqual({ Anna: -1152 + 1536, Boris: 2304, Vera: -576 - 768, Gleb: -576 - 768 });
  });

  it('a one-suit hand with three declared melds fed by a discard of that suit', () => {
    // Boris "[123s][345s][789s]22s55s+5s" (no 1-9 run, so not the half-limit "run, pung and a pair"): 555s completed
    // by the discard is an exposed pung of minors 2, mahjong 20; two waits (2s, 5s), no only tile -> 22; one suit
    // without honors 3 doublings -> 22 x 8 = 176.
    // Anna "222p456m789p1m4p7z9m" (East): 4, not calling, not of the bamboo suit only.
    const r = scoreDeal(repino, {
      seats, round: 'E',
      hands: { Anna: '222p456m789p1m4p7z9m', Boris: '[123s][345s][789s]22s55s+5s', Vera: '123p456p789p1m5m9m3s', Gleb: '345p678m234s7s8s2m5m' },
      win: { player: 'Boris', from: 'discard', discarder: 'Anna' },
    });
    expect(r.problems).toEqual([]);
    expect(r.scores.Boris!.total).toBe(176);
    // 176 x 2 + 176 + 176 = 704.
    expect(ledger(r)).toEqual([['Anna', 'Boris', 704, 'discarder-pays-for-all']]);
  });

  it('three declared terminal pungs fed by a discarded terminal', () => {
    // Boris "[111m][999p][111s]777z9s+9s": exposed pungs of majors 12, concealed Red pung 8, mahjong 20, only tile
    // (single wait on 9s) 2 -> 42; doublings: dragon pung, only majors, no chow -> 42 x 8 = 336.
    // Anna "222p456m789p3m4p6z5s" (East): 4, not calling.
    const r = scoreDeal(repino, {
      seats, round: 'E',
      hands: { Anna: '222p456m789p3m4p6z5s', Boris: '[111m][999p][111s]777z9s+9s', Vera: '123p456p678s2m5m8m3z', Gleb: '345p678m234s7s8s2m5m' },
      win: { player: 'Boris', from: 'discard', discarder: 'Anna' },
    });
    expect(r.problems).toEqual([]);
    expect(r.scores.Boris!.total).toBe(336);
    // 336 x 2 + 336 + 336 = 1344.
    expect(ledger(r)).toEqual([['Anna', 'Boris', 1344, 'discarder-pays-for-all']]);
  });

  it('does not apply to a self-drawn win, nor to a win that does not need three declared melds', () => {
    // The same one-suit hand drawn from the wall: 555s is concealed (4), mahjong 20, from the wall 2 -> 26 x 8 = 208.
    const r = scoreDeal(repino, {
      seats, round: 'E',
      hands: { Anna: '222p456m789p1m4p7z9m', Boris: '[123s][345s][789s]22s55s+5s', Vera: '123p456p789p1m5m9m3s', Gleb: '345p678m234s7s8s2m5m' },
      win: { player: 'Boris', from: 'wall' },
    });
    expect(r.problems).toEqual([]);
    expect(r.scores.Boris!.total).toBe(208);
    expect(r.payments.every((p) => p.rule === 'settlement')).toBe(true);
    // 208 x 2 from Anna + 208 + 208 = 832; Anna 4 collects 4 x 2 from Vera and from Gleb.
    expect(vists(r)).toEqual({ Anna: -416 + 16, Boris: 832, Vera: -208 - 8, Gleb: -208 - 8 });
  });
});

describe('Repino Д.2: a false mahjong that stops the deal', () => {
  it('a calling player gets his best self-drawn mahjong, the others their value + 50; the offender pays all', () => {
    // Vera (West) "[555z]456m789m55p99s" waits on 5p or 9s. Self-drawn on 5p: exposed dragon pung 4, concealed pung of
    // minors 4, mahjong 20, from the wall 2 (two waits: no only tile) -> 30, dragon doubling -> 60. On 9s: 4 + 8
    // (concealed pung of majors) + 20 + 2 = 34 -> 68. Best: 68.
    // Anna 4 + 50 = 54; Gleb 8 + 50 = 58. Boris pays 54 + 68 + 58 = 180.
    const r = scoreDeal(repino, {
      seats, round: 'E',
      hands: { Anna: '222p456m789p1s2s5s9s', Boris: '123s456s789s11m2p3p+4z', Vera: '[555z]456m789m55p99s', Gleb: '[666z]13m46m79m1p5p3z4z' },
      penalties: [{ rule: 'false-mahjong-stopped', player: 'Boris' }],
    });
    expect(r.problems).toEqual([]);
    expect(ledger(r)).toEqual([
      ['Boris', 'Anna', 54, 'false-mahjong-stopped'], ['Boris', 'Vera', 68, 'false-mahjong-stopped'], ['Boris', 'Gleb', 58, 'false-mahjong-stopped'],
    ]);
    expect(vists(r)).toEqual({ Anna: 54, Boris: -180, Vera: 68, Gleb: 58 });
    expect(r.payments[1]!.reason!.en).toContain('9s');
    expect(r.mahjong).toBeUndefined();
  });
});

describe('Repino Б.8 and redeals', () => {
  const hands = { Anna: '222p456m789p1s2s5s9s', Boris: '123s456s789s11m2p3p', Vera: '[555z]456m789m55p99s', Gleb: '[666z]13m46m79m1p5p3z4z' };

  it('a redeal gives 0 to everyone', () => {
    const r = scoreDeal(repino, { seats, round: 'E', hands, redeal: true });
    expect(r.problems).toEqual([]);
    expect(r.payments).toEqual([]);
    expect(vists(r)).toEqual({ Anna: 0, Boris: 0, Vera: 0, Gleb: 0 });
    expect(r).toMatchObject({ redeal: true, limit: false });
    expect(r.mahjong).toBeUndefined();
  });

  it('ignoring the "last deal" call: -50 to the offender, paid to nobody', () => {
    const r = scoreDeal(repino, { seats, round: 'E', hands, redeal: true, penalties: [{ rule: 'ignored-last-deal', player: 'Gleb' }] });
    expect(r.adjustments).toEqual([{ player: 'Gleb', vists: -50, rule: 'ignored-last-deal', clause: 'Б.8' }]);
    expect(vists(r)).toEqual({ Anna: 0, Boris: 0, Vera: 0, Gleb: -50 });
  });
});

describe('winner flags', () => {
  it('last tile doubles the winner\'s hand; a self-drawn win is settled with East paying double', () => {
    // Vera "[555z]456m789m55p99s+9s" from the wall, last tile: 34 (as in Д.2 above) with dragon + last tile doublings
    // -> 34 x 4 = 136. Boris "123s456s678s11m2p3p": chows and a pair of 1m -> 0.
    // Payments: Anna (East) 272, Boris 136, Gleb 136 = 544. Losers: Anna 4 vs Boris 0 -> Boris pays 8; Anna 4 vs
    // Gleb 8 -> Anna pays 8; Boris 0 vs Gleb 8 -> Boris pays 8.
    const r = scoreDeal(repino, {
      seats, round: 'E',
      hands: { Anna: '222p456m789p1s2s5s9s', Boris: '123s456s678s11m2p3p', Vera: '[555z]456m789m55p99s+9s', Gleb: '[666z]13m46m79m1p5p3z4z' },
      win: { player: 'Vera', from: 'wall' }, flags: { lastTile: true },
    });
    expect(r.problems).toEqual([]);
    expect(r.scores.Vera!.total).toBe(136);
    expect(vists(r)).toEqual({ Anna: -272 + 8 - 8, Boris: -136 - 8 - 8, Vera: 544, Gleb: -136 + 8 + 8 });
  });
});

describe('Bermuda 4.3: false mahjong', () => {
  // Anna (East) "123m456m789m2m[777z]+2m": exposed dragon pung 4, mahjong 20, only tile 2 -> 26; one suit with
  // honors and dragon pung doublings -> 104. Boris "123p456p789p1s5s9s3z" 0; Vera (West, round South)
  // "234s567s11z22z3z4z5z": pair of the round wind 2, one suit with honors (for all players, Удв. 1) -> 4;
  // Gleb "345p678s1m9m1p9p1s9s6z" 0.
  const hands = { Anna: '123m456m789m2m[777z]+2m', Boris: '123p456p789p1s5s9s3z', Vera: '234s567s11z22z3z4z5z', Gleb: '345p678s1m9m1p9p1s9s6z' };
  const win = { player: 'Anna', from: 'discard' as const, discarder: 'Boris' };

  it('the settlement of the deal itself: East wins, everyone pays double', () => {
    const r = scoreDeal(bermuda, { seats, round: 'S', hands, win });
    expect(r.problems).toEqual([]);
    // 104 x 2 from each = 624. Losers: Boris 0 pays Vera 4, Gleb 0 pays Vera 4, Boris and Gleb equal.
    expect(vists(r)).toEqual({ Anna: 624, Boris: -208 - 4, Vera: -208 + 8, Gleb: -208 - 4 });
  });

  it('the deal goes on: -100 to the offender alone, paid to nobody', () => {
    const r = scoreDeal(bermuda, { seats, round: 'S', hands, win, penalties: [{ rule: 'false-mahjong-continued', player: 'Vera' }] });
    expect(r.problems).toEqual([]);
    expect(r.adjustments).toEqual([{ player: 'Vera', vists: -100, rule: 'false-mahjong-continued', clause: '4.3' }]);
    expect(r.payments.filter((p) => p.rule !== 'settlement')).toEqual([]);
    expect(vists(r)).toEqual({ Anna: 624, Boris: -212, Vera: -200 - 100, Gleb: -212 });
  });

  it('a redeal with the penalty: -100 alone', () => {
    const drawn = { ...hands, Anna: '123m456m789m2m[777z]' };
    const r = scoreDeal(bermuda, { seats, round: 'S', hands: drawn, redeal: true, penalties: [{ rule: 'false-mahjong-continued', player: 'Vera' }] });
    expect(r.problems).toEqual([]);
    expect(r.payments).toEqual([]);
    expect(vists(r)).toEqual({ Anna: 0, Boris: 0, Vera: -100, Gleb: 0 });
  });

  it('the deal is stopped: +80 to each of the three innocents, -240 and the 100 fine to the offender, the win is void', () => {
    const r = scoreDeal(bermuda, { seats, round: 'S', hands, win, penalties: [{ rule: 'false-mahjong-stopped', player: 'Vera' }] });
    expect(r.problems).toEqual([]);
    expect(ledger(r)).toEqual([
      ['Vera', 'Anna', 80, 'false-mahjong-stopped'], ['Vera', 'Boris', 80, 'false-mahjong-stopped'], ['Vera', 'Gleb', 80, 'false-mahjong-stopped'],
    ]);
    // "налагается вистовой штраф в размере 100 вистов" for every false mahjong: -340 = -3 x 80 paid to the
    // innocents and -100 paid to nobody.
    expect(r.adjustments).toEqual([{ player: 'Vera', vists: -100, rule: 'false-mahjong-stopped', clause: '4.3' }]);
    expect(vists(r)).toEqual({ Anna: 80, Boris: 80, Vera: -340, Gleb: 80 });
    expect(r.mahjong).toBeUndefined();
  });

  it('the offender\'s own false declaration: his hand may carry +tile, he is not the winner', () => {
    const r = scoreDeal(bermuda, {
      seats, round: 'S', hands: { ...hands, Anna: '123m456m789m2m[777z]', Vera: '234s567s11z22z3z4z5z+6z' },
      win: { player: 'Vera', from: 'discard', discarder: 'Boris' }, penalties: [{ rule: 'false-mahjong-stopped', player: 'Vera' }],
    });
    expect(r.problems).toEqual([]);
    expect(vists(r)).toEqual({ Anna: 80, Boris: 80, Vera: -340, Gleb: 80 });
    expect(r.notes.map((n) => n.text.en).join('\n')).toContain('False mahjong by Vera');
  });
});

describe('problems of a deal (reported, never thrown)', () => {
  const hands = { Anna: '222p456m789p1s2s5s9s', Boris: honorsWinner, Vera: '123p456p789p1m5m9m3s', Gleb: '[666z]13m46m79m1p5p3z4z' };
  const win = { player: 'Boris', from: 'discard' as const, discarder: 'Anna' };
  const deal = (over: Partial<DealInput>): DealResult => scoreDeal(repino, { seats, round: 'E', hands, win, ...over });

  it('a winner whose hand cannot be declared: a false mahjong, nothing settled', () => {
    // "123s456s789s11m5p6p+4z" is not complete.
    const r = deal({ hands: { ...hands, Boris: '123s456s789s11m5p6p+4z' } });
    expect(codes(r)).toEqual(['deal/not-declarable']);
    expect(r.problems[0]!.message).toContain('false-mahjong-stopped');
    expect(r.payments).toEqual([]);
    expect(r.mahjong).toBeUndefined();
  });

  it('a complete hand without an internal doubling is not declarable under В.5', () => {
    // "[222s]456m789m678p5s+5s": exposed pung of minors 2, mahjong 20, only tile 2; no doubling (three suits, a
    // terminal, chows, combination points).
    const r = deal({ hands: { ...hands, Boris: '[222s]456m789m678p5s+5s' } });
    expect(codes(r)).toEqual(['deal/not-declarable']);
    expect(r.problems[0]!.message).toContain('В.5');
  });

  it('the winner without +tile, another player with one', () => {
    expect(codes(deal({ hands: { ...hands, Boris: '[111z][222z][555z]123m7z' } }))).toEqual(['deal/win-tile-missing']);
    expect(codes(deal({ hands: { ...hands, Vera: '123p456p789p1m5m9m3s+3s' } }))).toEqual(['deal/unexpected-win-tile']);
  });

  it('a bad hand gives its hand/ code, naming the player', () => {
    const r = deal({ hands: { ...hands, Vera: '123p456p789p1m5m9m' } });
    expect(r.problems).toEqual([expect.objectContaining({ code: 'hand/tile-count', player: 'Vera' })]);
    expect(r.scores.Vera).toBeUndefined();
    expect(r.scores.Anna!.total).toBe(4);
  });

  it('an unknown penalty, with "did you mean"; a penalty that applies by itself', () => {
    const r = deal({ penalties: [{ rule: 'false-mahjong-stoped', player: 'Vera' }] });
    expect(codes(r)).toEqual(['deal/unknown-penalty']);
    expect(r.problems[0]!.message).toContain("did you mean 'false-mahjong-stopped'");
    expect(codes(deal({ penalties: [{ rule: 'discarder-pays-for-all', player: 'Anna' }] }))).toEqual(['deal/automatic-penalty']);
  });

  it('players that are not at the table, a missing hand', () => {
    expect(codes(deal({ win: { player: 'Borris', from: 'wall' } }))).toContain('deal/unknown-player');
    expect(codes(deal({ hands: { Anna: hands.Anna, Boris: hands.Boris, Vera: hands.Vera } }))).toEqual(['deal/missing-hand']);
  });

  it('the discarder: required for a discard, not allowed on a self-draw, not the winner', () => {
    expect(codes(deal({ win: { player: 'Boris', from: 'discard' } }))).toEqual(['deal/discarder-missing']);
    expect(codes(deal({ win: { player: 'Boris', from: 'wall', discarder: 'Anna' } }))).toEqual(['deal/discarder-on-self-draw']);
    expect(codes(deal({ win: { player: 'Boris', from: 'discard', discarder: 'Boris' } }))).toEqual(['deal/discarder-is-winner']);
  });

  it('more copies of a tile than a set has', () => {
    // Boris holds 1z x 3 and 5z x 3; Vera cannot hold two more 1z.
    const r = deal({ hands: { ...hands, Vera: '123p456p789p11z5m9m3s' } });
    expect(codes(r)).toEqual(['deal/too-many-copies']);
    expect(r.problems[0]!.message).toContain('1z');
  });

  it('a deal without a result, a redeal with a win, bad seats', () => {
    const drawn = { ...hands, Boris: '[111z][222z][555z]123m7z' };
    expect(codes(scoreDeal(repino, { seats, round: 'E', hands: drawn }))).toEqual(['deal/no-result']);
    expect(codes(deal({ redeal: true }))).toEqual(['deal/redeal-with-win']);
    expect(codes(deal({ seats: ['Anna', 'Anna', 'Vera', 'Gleb'] }))).toEqual(['deal/seats']);
  });

  it('every problem of a bad deal has its Russian text, and the English is the message', () => {
    const bad: Array<Partial<DealInput>> = [
      { win: { player: 'Boris', from: 'discard' } },
      { win: { player: 'Boris', from: 'wall', discarder: 'Anna' } },
      { win: { player: 'Boris', from: 'discard', discarder: 'Boris' } },
      { win: { player: 'Borris', from: 'wall' } },
      { redeal: true },
      { seats: ['Anna', 'Anna', 'Vera', 'Gleb'] },
      { penalties: [{ rule: 'false-mahjong-stoped', player: 'Vera' }] },
      { hands: { ...hands, Vera: '123p456p789p1m5m9m' } },
      { hands: { ...hands, Vera: '123p456p789p11z5m9m3s' } },
      { hands: { ...hands, Vera: '123p456p789p1m5m9m3s+3s' } },
    ];
    const problems = bad.flatMap((b) => deal(b).problems);
    expect(problems.length).toBeGreaterThanOrEqual(bad.length);
    for (const p of problems) {
      expect(p.text.en).toBe(p.message);
      expect(p.text.ru).toMatch(/[а-яё]{3}/);
      expect(p.text.ru).not.toMatch(/\b(the|is|not|hand|player|winner)\b/); // no English words left
    }
  });

  it('counts agree with their numbers: 5 раз, 4 экземпляра', () => {
    // Boris holds 1z x 3 and Vera two more: 1z is held 5 times, a set has 4 of it.
    const r = deal({ hands: { ...hands, Vera: '123p456p789p11z5m9m3s' } });
    expect(r.problems[0]!.text.ru).toBe('в руках 1z встречается 5 раз, а в комплекте 4 экземпляра');
  });

  it('a hand that cannot be read: the player, the position and the notation\'s own Russian', () => {
    const r = deal({ hands: { ...hands, Vera: '123p456p789p1m5m9m' } });
    expect(r.problems[0]!.text.ru).toMatch(/^рука игрока Vera, знак \d+: .*\(в «123p456p789p1m5m9m»\)$/);
  });
});

describe('problem codes', () => {
  it('every deal/ code written in runtime/mahjong/deal.ts is listed in DEAL_PROBLEM_CODES', () => {
    const written = new Set([...readFileSync(join(root, 'runtime', 'mahjong', 'deal.ts'), 'utf8').matchAll(/'(deal\/[a-z-]+)'/g)].map((m) => m[1]!));
    expect([...written].sort()).toEqual([...DEAL_PROBLEM_CODES].sort());
  });
});
