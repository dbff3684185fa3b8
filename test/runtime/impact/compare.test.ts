/**
 * compareScores on hands scored under the Bermuda Triangle and its club-night variant
 * (regulations/examples/bermuda-club-night.yaml: house limit 1000 instead of 2000, mahjong 10 instead of 20, +10 for
 * three dragon sets, `only-minors` removed), and on made-up results for the derived causes. Expected values are
 * worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import {
  UNATTRIBUTED_RULE, compareScores, compileScorer, parseHand, regulationChangesOf, scoreHand,
  type CompiledScorer, type RegulationIR, type ScoreItem, type ScoreResult, type WinOptions,
} from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const bermuda = irOfFile('regulations/bermuda-triangle.yaml');
const club = irOfFile('regulations/examples/bermuda-club-night.yaml');
const alternative = irOfFile('test/fixtures/impact/bermuda-declare-alternative.yaml');
const scorers = new Map<RegulationIR, CompiledScorer>();
const scorerOf = (ir: RegulationIR) => scorers.get(ir) ?? scorers.set(ir, compileScorer(ir)).get(ir)!;

function score(ir: RegulationIR, hand: string, options: Partial<WinOptions> = {}): ScoreResult {
  const parsed = parseHand(hand);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return scoreHand(scorerOf(ir), parsed.hand, options);
}

function both(hand: string, options: Partial<WinOptions> = {}, b: RegulationIR = club) {
  return { a: score(bermuda, hand, options), b: score(b, hand, options), context: regulationChangesOf(bermuda, b) };
}

describe('compareScores on the club night', () => {
  it('a hand whose only change is the mahjong value changes by (20 - 10) x 2^doublings, attributed to mahjong', () => {
    // exposed pung of majors 4 + mahjong + only tile 2; doublings: dragon pung 1, one suit with honors 1
    // Bermuda (4 + 20 + 2) x 4 = 104; club night (4 + 10 + 2) x 4 = 64; delta -(20 - 10) x 2^2 = -40
    const { a, b, context } = both('123m456m789m2m[777z]+2m', { seat: 'S' });
    expect([a.total, b.total]).toEqual([104, 64]);
    expect(compareScores(a, b, context)).toEqual({ changed: true, delta: -40, declarabilityChanged: false, rules: ['mahjong'] });
    expect(compareScores(a, b).rules).toEqual(['mahjong']);
  });

  it('removing a doubling: only-minors is named with mahjong', () => {
    // concealed pung of minors 555p 4 + mahjong + only tile 2 (only 8p completes 345 555 88)
    // Bermuda (4 + 20 + 2) x 2 (only minors) = 52, not declarable (only minors is no internal doubling);
    // club night 4 + 10 + 2 = 16, not declarable: delta -36, declarability the same
    const { a, b, context } = both('234m345p555p678s8p+8p', { seat: 'S' });
    expect(compareScores(a, b, context)).toEqual({ changed: true, delta: -36, declarabilityChanged: false, rules: ['mahjong', 'only-minors'] });
  });

  it('both capped at the house limit: the limit is the cause, not the points under it', () => {
    // East seat and round: concealed pungs of majors 4 x 8 = 32 + mahjong + only tile 2; doublings: dragons 3 + own
    // wind 1 + round wind 1 + one suit with honors 1 + only pungs 1 = 7
    // Bermuda (32 + 20 + 2) x 128 > 2000 -> 2000; club (32 + 10 + 10 bonus + 2) x 128 > 1000 -> 1000
    const { a, b, context } = both('111z555z666z777z2m+2m', { seat: 'E', round: 'E' });
    expect([a.total, b.total]).toEqual([2000, 1000]);
    expect(compareScores(a, b, context).rules).toEqual(['scoring.house-limit']);
    expect(compareScores(a, b).rules).toEqual(['scoring.house-limit']);
  });

  it('a limit hand: the same fraction of another house limit names house-limit', () => {
    // thirteen wonders (6.13): limit 1 -> 2000 under Bermuda, 1000 at the club night
    const { a, b, context } = both('1m9m1p9p1s9s1z2z3z4z5z6z7z+1m', { win: 'wall' });
    expect([a.total, a.limit, b.total, b.limit]).toEqual([2000, 1, 1000, 1]);
    expect(compareScores(a, b, context)).toEqual({ changed: true, delta: -1000, declarabilityChanged: false, rules: ['scoring.house-limit'] });
    expect(compareScores(a, b).rules).toEqual(['scoring.house-limit']);
  });

  it('an unchanged value with a changed explanation is not a change but still names its rules', () => {
    // concealed pungs of majors 3 x 8 = 24 + only tile 2; doublings: dragons 3 + one suit with honors 1
    // Bermuda (24 + 20 + 2) x 16 = 736; club (24 + 10 + 10 bonus + 2) x 16 = 736
    const { a, b, context } = both('123m555z666z777z2m+2m', { seat: 'S' });
    expect(compareScores(a, b, context)).toEqual({ changed: false, delta: 0, declarabilityChanged: false, rules: ['mahjong', 'three-dragon-sets-bonus'] });
  });

  it('a non-winning hand: declarability null on both sides', () => {
    // concealed pung of majors 111p 8 + exposed pung of majors [555z] 4 = 12; dragon pung x2 -> 24 under both
    const { a, b, context } = both('111p234p567s9s[555z]');
    expect([a.total, b.total, a.declarable, b.declarable]).toEqual([24, 24, null, null]);
    expect(compareScores(a, b, context)).toEqual({ changed: false, delta: 0, declarabilityChanged: false, rules: [] });
  });

  it('a changed declaration rule: the hand becomes declarable with the same value, caused by declare', () => {
    // seven pairs 11m 33m 55m 77m 99m 11z 22z (E seat and round): pair of own wind 2 + pair of the round wind 2
    // + mahjong 20 + only tile 2 = 26; one suit with honors x2 -> 52 under both; Bermuda's 4.1.7 lets seven pairs be
    // declared only as a limit hand, the alternative reading with an internal doubling (one suit)
    const { a, b, context } = both('113355779m1122z+9m', {}, alternative);
    expect([a.total, a.declarable, b.total, b.declarable]).toEqual([52, false, 52, true]);
    expect(compareScores(a, b, context)).toEqual({ changed: true, delta: 0, declarabilityChanged: true, rules: ['scoring.declare'] });
    // without knowing the regulations, nothing in the explanation moved: the declaration rule is named anyway
    expect(compareScores(a, b).rules).toEqual(['scoring.declare']);
  });
});

describe('compareScores derived causes', () => {
  const item = (id: string, kind: ScoreItem['kind'], value: number): ScoreItem => ({ id, kind, clause: 'c', value, count: 1, name: { ru: id, en: id } });
  const result = (over: Partial<ScoreResult>): ScoreResult => ({
    total: 0, declarable: true, limit: null, items: [], excluded: [], points: 0, doublings: 0, complete: true,
    shape: 'standard', melds: [], wait: 'none', alternatives: [], ...over,
  });

  it('a hand complete under one regulation only names the shape that completes it', () => {
    const a = result({ total: 2, declarable: false, complete: false, items: [item('pair-dragons', 'points', 2)] });
    const b = result({ total: 1000, declarable: true, complete: true, limit: 1, shape: 'wind-rose', items: [item('wind-rose-limit', 'limit', 1)] });
    expect(compareScores(a, b).rules).toEqual(['pair-dragons', 'wind-rose-limit', 'wind-rose']);
  });

  it('a change of the base (no item of its own) is named from the settings, else unattributed', () => {
    const a = result({ total: 40, items: [item('mahjong', 'points', 20)], points: 20, doublings: 1 });
    const b = result({ total: 60, items: [item('mahjong', 'points', 20)], points: 20, doublings: 1 });
    expect(compareScores(a, b, { settingsChanged: new Set(['scoring.base']) }).rules).toEqual(['scoring.base']);
    expect(compareScores(a, b).rules).toEqual([UNATTRIBUTED_RULE]);
  });

  it('a rule whose definition changed without changing its contribution (e.g. its tags) is named when nothing else is', () => {
    const a = result({ total: 40, declarable: true, items: [item('one-suit', 'doubling', 1)] });
    const b = result({ total: 40, declarable: false, items: [item('one-suit', 'doubling', 1)] });
    expect(compareScores(a, b, { rulesChanged: new Set(['one-suit']), settingsChanged: new Set() }).rules).toEqual(['one-suit']);
  });

  it('items that only follow another reading are dropped when a changed rule remains', () => {
    const a = result({ total: 64, items: [item('mahjong', 'points', 20), item('pung-minor-concealed', 'points', 4), item('only-minors', 'doubling', 1)] });
    const b = result({ total: 40, items: [item('mahjong', 'points', 10), item('chow-bonus', 'points', 10)] });
    expect(compareScores(a, b, { rulesChanged: new Set(['mahjong', 'only-minors']) }).rules).toEqual(['mahjong', 'only-minors']);
    expect(compareScores(a, b).rules).toEqual(['mahjong', 'pung-minor-concealed', 'only-minors', 'chow-bonus']);
  });
});

describe('regulationChangesOf', () => {
  it('lists the club night changes: mahjong, the added bonus, the removed only-minors, the house limit', () => {
    const c = regulationChangesOf(bermuda, club);
    expect([...c.rulesChanged].sort()).toEqual(['mahjong', 'only-minors', 'three-dragon-sets-bonus']);
    expect([...c.settingsChanged]).toEqual(['scoring.house-limit']);
  });

  it('finds nothing between a regulation and itself compiled twice', () => {
    const c = regulationChangesOf(bermuda, irOfFile('regulations/bermuda-triangle.yaml'));
    expect([c.rulesChanged.size, c.settingsChanged.size]).toEqual([0, 0]);
  });

  it('names the declaration rule of the alternative reading', () => {
    const c = regulationChangesOf(bermuda, alternative);
    expect([...c.settingsChanged]).toEqual(['scoring.declare']);
    expect(c.rulesChanged.size).toBe(0);
  });
});
