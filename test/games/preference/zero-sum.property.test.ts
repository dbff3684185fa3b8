/**
 * Properties of preference scoring under the festival conventions: every deal and every pulya sums to zero,
 * amnesty of the smallest mountain changes no result, and the three clause-7 options (a pool point, two off one's
 * own mountain, two onto everyone else's at an empty mountain) give the same results.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equals, rational, scorePreferenceDeal, settlePulya, settleSheet, sum, type PreferenceDeal, type Rational, type SheetEntry } from '../../../games/index.js';
import { irOfFile } from '../../support/compile-inline.js';
import { arbitraryDeal, arbitraryPulyaDeals, arbitrarySheet, tableOf } from '../../support/preference-arbitraries.js';

const festival = irOfFile('regulations/preference-festival-2011.yaml');
const pref = festival.preference!;
const zero = rational(0);
const nets = (sheet: Record<string, SheetEntry>): Record<string, Rational> =>
  Object.fromEntries(Object.entries(settleSheet(pref, sheet)).map(([p, r]) => [p, r.net]));
const sameNets = (a: Record<string, Rational>, b: Record<string, Rational>) => Object.keys(a).every((p) => equals(a[p]!, b[p]!));
const withoutPre = <T>(r: T) => r;

const anyDeal = fc.constantFrom<3 | 4>(3, 4).chain((n) => fc.nat(n - 1).chain((d) => arbitraryDeal(tableOf(n), tableOf(n)[d]!)));

describe('preference properties', () => {
  it('every deal sums to zero (in whists, settled alone)', () => {
    fc.assert(fc.property(anyDeal, (deal: PreferenceDeal) => {
      const r = scorePreferenceDeal(festival, deal);
      expect(r.problems).toEqual([]);
      expect(sum(Object.values(nets(r.entries)))).toEqual(zero);
    }), { numRuns: 500 });
  });

  it('every pulya sums to zero', () => {
    fc.assert(fc.property(arbitraryPulyaDeals(), (pulya) => {
      const r = settlePulya(festival, pulya);
      fc.pre(!r.problems.some((p) => p.severity === 'error')); // a 6 right after an all-pass is not allowed (7-7-7)
      expect(sum(Object.values(r.players).map((p) => p.net))).toEqual(zero);
      expect(Object.values(r.players).every((p) => p.mountain >= 0)).toBe(true);
    }), { numRuns: 300 });
  });

  it('amnesty of the smallest mountain changes no result', () => {
    fc.assert(fc.property(arbitrarySheet(), (sheet) => {
      const least = Math.min(...Object.values(sheet).map((e) => e.mountain));
      const amnestied = Object.fromEntries(Object.entries(sheet).map(([p, e]) => [p, { ...e, mountain: e.mountain - least }]));
      expect(sameNets(nets(sheet), nets(amnestied))).toBe(true);
      expect(sum(Object.values(nets(sheet)))).toEqual(zero);
    }), { numRuns: 300 });
  });

  it('clause 7: +k pool, −2k off one\'s own mountain and, at an empty mountain, +2k on every other mountain are equal', () => {
    fc.assert(fc.property(arbitrarySheet(), fc.nat(3), fc.integer({ min: 1, max: 10 }), (sheet, who, k) => {
      const players = Object.keys(sheet);
      const me = players[who % players.length]!;
      const rate = pref.poolToMountain.value;
      const poolOption = { ...sheet, [me]: { ...sheet[me]!, pool: sheet[me]!.pool + k } };
      const ownMountain = { ...sheet, [me]: { ...sheet[me]!, mountain: sheet[me]!.mountain - rate * k } };
      const empty = { ...sheet, [me]: { ...sheet[me]!, mountain: 0 } };
      const emptyPool = { ...empty, [me]: { ...empty[me]!, pool: empty[me]!.pool + k } };
      const others = Object.fromEntries(players.map((p) => [p, p === me ? empty[p]! : { ...empty[p]!, mountain: empty[p]!.mountain + rate * k }]));
      expect(sameNets(nets(poolOption), nets(ownMountain))).toBe(true);
      expect(sameNets(nets(emptyPool), nets(others))).toBe(true);
    }), { numRuns: 300 });
  });

  it('clause 7 in a pulya: writing pool points off the mountain (below zero onto the others) changes no result', () => {
    fc.assert(fc.property(arbitraryPulyaDeals(), fc.subarray(['A', 'B', 'C', 'D']), (pulya, choosers) => {
      const plain = settlePulya(festival, { ...pulya, deals: pulya.deals.map(({ offMountain: _o, ...d }) => d) });
      fc.pre(!plain.problems.some((p) => p.severity === 'error'));
      const off = settlePulya(festival, { ...pulya, deals: pulya.deals.map((d) => ({ ...d, offMountain: choosers.filter((c) => pulya.players.includes(c)) })) });
      expect(withoutPre(off.problems.filter((p) => p.severity === 'error'))).toEqual([]);
      const a = Object.fromEntries(Object.entries(plain.players).map(([p, e]) => [p, e.net]));
      const b = Object.fromEntries(Object.entries(off.players).map(([p, e]) => [p, e.net]));
      expect(sameNets(a, b)).toBe(true);
    }), { numRuns: 300 });
  });
});
