/**
 * The hand's facts record (hand-facts.ts): counts, kinds and roots, worked out by hand from the tiles.
 */
import { describe, expect, it } from 'vitest';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import { buildHandFacts, HandFactsRecord } from '../../../runtime/mahjong/hand-facts.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { DEFAULT_WIN_OPTIONS } from '../../../runtime/mahjong/score-types.js';
import { irOfFile } from '../../support/compile-inline.js';

const scorer = compileScorer(irOfFile('regulations/sbr-2025.yaml'));

function factsOf(text: string) {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return buildHandFacts(scorer, parsed.hand, DEFAULT_WIN_OPTIONS);
}

describe('hand facts', () => {
  it('counts a root whichever melds hold the four copies', () => {
    // 5m: three standing + one in the declared chow [345m] = 4 copies, not one kong: 1 root.
    expect(factsOf('555m678m1p234s[345m]+1p').roots).toBe(1);
    // 5m: a declared pung [555m] + one standing (in 567m) = 4 copies: 1 root.
    expect(factsOf('567m1p234s678s[555m]+1p').roots).toBe(1);
    // 2p: 222p + 234p standing = 4 copies: 1 root.
    expect(factsOf('222p234p678p567m9s+9s').roots).toBe(1);
    // A declared kong {5555m} is one kong, not a root: 0.
    expect(factsOf('678m1p234s678s{5555m}+1p').roots).toBe(0);
  });

  it('counts every tile, the kinds held and the suits', () => {
    // 123m 456m 789m 55p [777z]: 9 + 1 + 1 kinds = 11; suits m and p = 2; 7z counted 3 times.
    const f = factsOf('123m456m789m5p[777z]+5p');
    expect(f.kinds).toBe(11);
    expect(f.suits).toBe(2);
    expect(f.counts[33]).toBe(3);
    expect(f.counts[9 + 4]).toBe(2);
    expect(f.roots).toBe(0);
  });

  it('forgets the previous hand when a record is loaded again (waits included)', () => {
    const repino = compileScorer(irOfFile('regulations/repino-2008.yaml'));
    const hand = (text: string) => {
      const parsed = parseHand(text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.hand;
    };
    const record = new HandFactsRecord();
    // 123m 456m 789m 11p + 2p3p waiting on 1p or 4p: 2 waits (before the win, 2p3p + 1p).
    const a = hand('123m456m789m11p23p+1p');
    // 123m 456m 789m 123p + 5p waiting on 5p alone (a single to the pair): 1 wait.
    const b = hand('123m456m789m123p5p+5p');
    expect(record.load(repino, a, DEFAULT_WIN_OPTIONS).waits()).toBe(2);
    expect(record.load(repino, b, DEFAULT_WIN_OPTIONS).waits()).toBe(1);
    expect(buildHandFacts(repino, b, DEFAULT_WIN_OPTIONS).waits()).toBe(1);
    // Loaded with one known wait beyond the winning tile, then for a hand with none: the bound does not carry over.
    record.load(repino, a, DEFAULT_WIN_OPTIONS).knowWaitsAtLeast(2);
    expect(record.waits(2)).toBe(2);
    expect(record.load(repino, b, DEFAULT_WIN_OPTIONS).waits(2)).toBe(1);
    expect(record.winner).toBe(true);
    expect(record.load(repino, hand('123m456m789m123p5p'), DEFAULT_WIN_OPTIONS).winner).toBe(false);
    // Loaded as known complete, the counts stay the same (the winning tile is counted without a search; the property
    // test of hand-waits compares both ways on random hands); a later load without it searches as before.
    expect(record.load(repino, b, DEFAULT_WIN_OPTIONS, true).waits()).toBe(1);
    expect(record.load(repino, a, DEFAULT_WIN_OPTIONS, true).waits()).toBe(2);
    expect(record.load(repino, a, DEFAULT_WIN_OPTIONS).waits()).toBe(2);
  });
});
