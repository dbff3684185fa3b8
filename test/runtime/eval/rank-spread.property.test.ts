/**
 * The rank-spread precheck (pattern-precheck.ts): number variables' units of different suit variables need melds at
 * one rank in that many suits, and units at offsets need their ranks together. It must never reject melds that the
 * full match accepts; melds are drawn around a few ranks so that the spread patterns do match often.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MeldKindIR, PatternIR, UnitIR } from '../../../runtime/ir/types.js';
import { Bindings, matchMelds } from '../../../runtime/eval/match.js';
import { MASK_LOCALS, MeldMasks, rankSpreadSource, rankSpreads, ranksInSuits } from '../../../runtime/eval/pattern-precheck.js';
import type { Meld } from '../../../runtime/mahjong/hand.js';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import { irOfFile } from '../../support/compile-inline.js';

/** A unit `kinds <rank var + offset><suit var>`. */
function unit(meld: MeldKindIR[], offset: number, suit: string, rank = 'n'): UnitIR {
  return { meld, term: { t: 'template', rank: { var: rank, offset }, suit: { var: suit } } };
}

const SET: MeldKindIR[] = ['pung', 'kong'];
const handMade: PatternIR[] = [
  { text: 'set nx, set ny, set nw', units: [unit(SET, 0, 'x'), unit(SET, 0, 'y'), unit(SET, 0, 'w')] },
  { text: 'set nx, set ny', units: [unit(SET, 0, 'x'), unit(SET, 0, 'y')] },
  { text: 'set nx, set (n+1)x, set (n+2)x, pair x', units: [unit(SET, 0, 'x'), unit(SET, 1, 'x'), unit(SET, 2, 'x'), { meld: ['pair'], term: { t: 'template', rank: null, suit: { var: 'x' } } }] },
  { text: 'chow nx, chow (n+3)x, chow (n+6)x', units: [unit(['chow'], 0, 'x'), unit(['chow'], 3, 'x'), unit(['chow'], 6, 'x')] },
  { text: 'pair (n-1)x, set nx, set ny', units: [unit(['pair'], -1, 'x'), unit(SET, 0, 'x'), unit(SET, 0, 'y')] },
  { text: 'chow nx, chow ny, set kw, set (k+1)w', units: [unit(['chow'], 0, 'x'), unit(['chow'], 0, 'y'), unit(SET, 0, 'w', 'k'), unit(SET, 1, 'w', 'k')] },
];

const files = readdirSync('regulations').filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', f));
const fromRegulations = files.flatMap((f) => compileScorer(irOfFile(f)).items.flatMap((item) => item.patterns ?? []));
const patterns = [...handMade, ...fromRegulations].filter((p) => rankSpreads(p).length > 0).map((p) => {
  const inline = new Function('masks', 'ranksInSuits', `${MASK_LOCALS}\nreturn ${rankSpreadSource(p)};`);
  return { p, test: (m: MeldMasks) => inline(m, ranksInSuits) as boolean };
});

/** Random melds of any kind and tile. */
const arbitraryMeld = fc.record({
  kind: fc.constantFrom<MeldKindIR>('chow', 'pung', 'kong', 'pair'),
  tile: fc.integer({ min: 0, max: 33 }),
  exposed: fc.boolean(),
}).map(({ kind, tile, exposed }): Meld => ({ kind, tile: kind === 'chow' && (tile >= 27 || tile % 9 > 6) ? tile - 2 - (tile >= 27 ? 7 : 0) : tile, exposed, declared: false }));

/**
 * The melds of one hand-made pattern with its variables given values (number variables 1-9, suit variables
 * different suits; a unit whose rank falls outside 1-9 is left out), among random melds: many of them match.
 */
const arbitraryMelds = fc.record({
  pattern: fc.integer({ min: 0, max: handMade.length - 1 }),
  numbers: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 2, maxLength: 2 }),
  suits: fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
  pick: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  noise: fc.array(arbitraryMeld, { maxLength: 3 }),
}).map(({ pattern, numbers, suits, pick, noise }) => {
  const melds: Meld[] = [];
  handMade[pattern]!.units.forEach((u, i) => {
    if (u.meld === null || u.term.t !== 'template' || !('var' in u.term.suit)) return;
    const suit = suits['xyw'.indexOf(u.term.suit.var)]!;
    const rank = u.term.rank === null ? 1 + (pick[i]! % 9) : 'var' in u.term.rank ? numbers['nk'.indexOf(u.term.rank.var)]! + u.term.rank.offset : u.term.rank.fixed;
    if (rank < 1 || rank > 9) return;
    melds.push({ kind: u.meld[pick[i]! % u.meld.length]!, tile: suit * 9 + rank - 1, exposed: false, declared: false });
  });
  return [...melds, ...noise];
});

describe('rank spreads', () => {
  it('counts the ranks held in enough suits', () => {
    // 5m 5p 5s 7m 7p: rank 5 (bit 4) in three suits, rank 7 (bit 6) in two.
    const mask = (1 << 4) | (1 << 13) | (1 << 22) | (1 << 6) | (1 << 15);
    expect(ranksInSuits(mask, 1)).toBe((1 << 4) | (1 << 6));
    expect(ranksInSuits(mask, 2)).toBe((1 << 4) | (1 << 6));
    expect(ranksInSuits(mask, 3)).toBe(1 << 4);
    expect(ranksInSuits(mask, 4)).toBe(0);
  });

  it('groups a variable\'s units by offset and kinds, counting different suit variables', () => {
    expect(rankSpreads(handMade[0]!)).toEqual([[{ kinds: 6, offset: 0, suits: 3 }]]);
    expect(rankSpreads(handMade[4]!)).toEqual([[{ kinds: 8, offset: -1, suits: 1 }, { kinds: 6, offset: 0, suits: 2 }]]);
    expect(rankSpreads(handMade[5]!)).toEqual([[{ kinds: 1, offset: 0, suits: 2 }], [{ kinds: 6, offset: 0, suits: 1 }, { kinds: 6, offset: 1, suits: 1 }]]);
  });

  it('rejects melds that lack the spread: three sets of 5 in two suits only', () => {
    const masks = new MeldMasks().load([
      { kind: 'pung', tile: 4, exposed: false, declared: false },
      { kind: 'pung', tile: 13, exposed: false, declared: false },
      { kind: 'pung', tile: 5, exposed: false, declared: false },
    ]);
    const racket = patterns.find((x) => x.p === handMade[0])!;
    expect(racket.test(masks)).toBe(false);
    expect(racket.test(new MeldMasks().load([...masks.melds, { kind: 'kong', tile: 22, exposed: true, declared: true }]))).toBe(true);
  });

  it('never rejects melds the full match accepts', () => {
    const b = new Bindings();
    const masks = new MeldMasks();
    const matched = new Map<string, number>();
    fc.assert(fc.property(fc.oneof(arbitraryMelds, fc.array(arbitraryMeld, { minLength: 1, maxLength: 7 })), (melds) => {
      masks.load(melds);
      for (const { p, test } of patterns) {
        if (!matchMelds(p, melds, b)) continue;
        matched.set(p.text, (matched.get(p.text) ?? 0) + 1);
        expect(test(masks), `${p.text}: ${JSON.stringify(melds)}`).toBe(true);
      }
    }), { numRuns: 3000 });
    // The generator makes each hand-made spread pattern match often enough for the property to say something.
    for (const p of handMade) expect(matched.get(p.text) ?? 0, p.text).toBeGreaterThan(20);
  });
});
