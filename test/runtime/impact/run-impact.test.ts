/**
 * runImpact on the hands of test/fixtures/impact/club-night.hands (Bermuda Triangle -> its club night), on generated
 * hands, and with a scorer that throws; generateImpactCorpus against generateCorpus. Expected values are worked out
 * by hand in the comments (and in test/runtime/impact/compare.test.ts for each hand).
 */
import { describe, expect, it } from 'vitest';
import {
  IMPACT_WINNING_SHARE, compileScorer, createImpactTally, formatWinFlags, generateCorpus, generateImpactCorpus, impactReportOf,
  impactSettingsOf, mergeImpactTally, parseHand, regulationChangesOf, runImpact, tallyImpactHand,
  type CompiledScorer, type ImpactHand, type WinOptions,
} from '../../../runtime/index.js';
import { DEFAULT_WIN_OPTIONS, formatHand } from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const bermuda = compileScorer(irOfFile('regulations/bermuda-triangle.yaml'));
const club = compileScorer(irOfFile('regulations/examples/bermuda-club-night.yaml'));

function hand(text: string, options: Partial<WinOptions> = {}, source?: string): ImpactHand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { hand: parsed.hand, options: { ...DEFAULT_WIN_OPTIONS, ...options }, text, ...(source ? { source } : {}) };
}

const CLUB_HANDS: ImpactHand[] = [
  hand('123m456m789m2m[777z]+2m', { seat: 'S' }, 'h:1'), // 104 -> 64: mahjong
  hand('234m345p555p678s8p+8p', { seat: 'S' }, 'h:2'), // 52 -> 16: mahjong, only-minors
  hand('123m555z666z777z2m+2m', { seat: 'S' }, 'h:3'), // 736 -> 736: explanation only
  hand('111z555z666z777z2m+2m', { seat: 'E', round: 'E' }, 'h:4'), // 2000 -> 1000: house-limit
  hand('1m9m1p9p1s9s1z2z3z4z5z6z7z+1m', { win: 'wall' }, 'h:5'), // 2000 -> 1000: house-limit
  hand('111p234p567s9s[555z]', {}, 'h:6'), // 24 -> 24, not a winner
];

describe('runImpact', () => {
  it('counts the club night changes of the fixture hands', () => {
    const r = runImpact(bermuda, club, CLUB_HANDS);
    // changed: hands 1, 2, 4, 5; deltas -40, -36, -1000, -1000 (sum -2076); hand 3 changes only its explanation
    expect(r).toMatchObject({
      hands: 6, changed: 4, increased: 0, decreased: 4, declarabilityChanged: 0, declarableGained: 0, declarableLost: 0,
      explanationOnly: 1, failed: 0, failures: [],
    });
    expect(r.byRule).toEqual({ 'scoring.house-limit': 2, mahjong: 2, 'only-minors': 1 });
    expect(Object.keys(r.byRule)).toEqual(['mahjong', 'scoring.house-limit', 'only-minors']); // most hands first, then by id
    expect(r.histogram).toMatchObject({ count: 4, sumDelta: -2076, minDelta: -1000, maxDelta: -36 });
    expect(r.histogram.buckets.map((b) => [b.label, b.count])).toEqual([
      ['-4999…-1000', 2], ['-999…-500', 0], ['-499…-100', 0], ['-99…-50', 0], ['-49…-10', 2], ['-9…-1', 0], ['0', 0],
    ]);
    expect(r.regulationChanges).toEqual({ settings: ['scoring.house-limit'], rules: ['mahjong', 'only-minors', 'three-dragon-sets-bonus'] });
  });

  it('keeps the most affected hands: largest difference first, then input order', () => {
    const r = runImpact(bermuda, club, CLUB_HANDS, undefined, { examples: 3 });
    expect(r.examples.map((e) => [e.source, e.old.total, e.new.total, e.delta, e.rules])).toEqual([
      ['h:4', 2000, 1000, -1000, ['scoring.house-limit']],
      ['h:5', 2000, 1000, -1000, ['scoring.house-limit']],
      ['h:1', 104, 64, -40, ['mahjong']],
    ]);
    const first = r.examples[0]!;
    expect(first).toMatchObject({ hand: '111z555z666z777z2m+2m', flags: [], declarabilityChanged: false });
    expect(first.items).toEqual([
      { id: 'mahjong', old: { kind: 'points', value: 20, count: 1 }, new: { kind: 'points', value: 10, count: 1 } },
      { id: 'scoring.house-limit', old: { kind: 'cap', value: 2000, count: 1 }, new: { kind: 'cap', value: 1000, count: 1 } },
      { id: 'three-dragon-sets-bonus', old: null, new: { kind: 'points', value: 10, count: 1 } },
    ]);
    expect(r.examples[2]!.flags).toEqual(['--seat', 'S']);
    expect(runImpact(bermuda, club, CLUB_HANDS, undefined, { examples: 0 }).examples).toEqual([]);
  });

  it('a regulation against itself changes nothing', () => {
    const r = runImpact(bermuda, bermuda, generateImpactCorpus(11, 300));
    expect(r).toMatchObject({ hands: 300, changed: 0, explanationOnly: 0, byRule: {}, examples: [], regulationChanges: { settings: [], rules: [] } });
  });

  it('reports progress every N hands and at the end', () => {
    const seen: number[] = [];
    runImpact(bermuda, club, generateImpactCorpus(3, 25), (n) => seen.push(n), { progressEvery: 10 });
    expect(seen).toEqual([10, 20, 25]);
  });

  it('a hand whose scoring throws is a failure, not an exception', () => {
    const broken = { ...club, points: null, shapes: null } as unknown as CompiledScorer; // makes scoreHand throw
    const r = runImpact(bermuda, broken, CLUB_HANDS.slice(0, 2));
    expect(r.hands).toBe(0);
    expect(r.failed).toBe(2);
    expect(r.failures.map((f) => f.source)).toEqual(['h:1', 'h:2']);
  });
});

describe('mergeImpactTally', () => {
  it('parts tallied apart and merged in order give the report of one run', () => {
    // 2,000 generated hands in parts of 300 (the last 200), each a tally of its own with the hands' indexes in the
    // run, merged in order: the same report as runImpact over all of them (examples, histogram, rules, counts).
    const hands = [...generateImpactCorpus(5, 2000)];
    const whole = runImpact(bermuda, club, hands, undefined, { examples: 15 });
    const settings = impactSettingsOf(bermuda, club, { examples: 15 });
    const tally = createImpactTally();
    for (let first = 0; first < hands.length; first += 300) {
      const part = createImpactTally(true);
      hands.slice(first, first + 300).forEach((h, i) => tallyImpactHand(part, settings, h, first + i));
      mergeImpactTally(tally, part, 15, 20);
    }
    const merged = impactReportOf(tally, regulationChangesOf(bermuda.ir, club.ir));
    expect(whole.changed).toBeGreaterThan(15); // more changed hands than examples: the merge had to choose
    expect(merged).toEqual(whole);
  });

  it('keeps the first failures of the run, in its order', () => {
    const broken = { ...club, points: null, shapes: null } as unknown as CompiledScorer; // makes scoreHand throw
    const settings = impactSettingsOf(bermuda, broken, {});
    const tally = createImpactTally();
    for (const part of [CLUB_HANDS.slice(0, 2), CLUB_HANDS.slice(2, 5)]) {
      const t = createImpactTally(true);
      part.forEach((h) => tallyImpactHand(t, settings, h, 0));
      mergeImpactTally(tally, t, 10, 3);
    }
    // The 5 winning hands fail (h:1 to h:5); 3 are listed: the first part's two, then the second part's first
    expect(tally.failed).toBe(5);
    expect(tally.failures.map((f) => f.source)).toEqual(['h:1', 'h:2', 'h:3']);
  });
});

describe('generateImpactCorpus', () => {
  it('is generateCorpus with the impact share of winning hands, parsed, one at a time', () => {
    const lazy = [...generateImpactCorpus(42, 200)];
    const eager = generateCorpus(42, 200, { winningShare: IMPACT_WINNING_SHARE });
    // the text is the canonical notation of the same hand (what a committee reads in the examples)
    expect(lazy.map((h) => h.text)).toEqual(eager.map((g) => {
      const parsed = parseHand(g.notation);
      return parsed.ok ? formatHand(parsed.hand) : g.notation;
    }));
    expect(lazy.map((h) => h.options)).toEqual(eager.map((g) => g.options));
    const winners = lazy.filter((h) => h.hand.winTile !== null).length;
    expect(winners).toBeGreaterThan(120); // about 150 of 200
    expect(winners).toBeLessThan(180);
  });
});

describe('formatWinFlags', () => {
  it('writes the flags of `reglament score` that differ from the defaults', () => {
    expect(formatWinFlags(DEFAULT_WIN_OPTIONS)).toEqual([]);
    expect(formatWinFlags({ ...DEFAULT_WIN_OPTIONS, seat: 'N', win: 'wall', lastTile: true, kongOnKong: true }))
      .toEqual(['--seat', 'N', '--win', 'wall', '--last-tile', '--kong-on-kong']);
  });
});
