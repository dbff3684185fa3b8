/**
 * fast-check arbitraries for preference: valid deal records at a table of three or four (any contract, defence,
 * tricks and clause-7 choices the festival conventions allow), pulyas of such deals dealt clockwise, and sheets.
 */
import fc from 'fast-check';
import type { PreferenceDeal, PulyaDeals, SheetEntry } from '../../games/index.js';

/** The players of a table of `n`. */
export const tableOf = (n: 3 | 4) => ['A', 'B', 'C', 'D'].slice(0, n);

/** Splits `total` tricks among `hands` (each 0..total). */
function split(hands: string[], total: number): fc.Arbitrary<Record<string, number>> {
  if (hands.length === 1) return fc.constant({ [hands[0]!]: total });
  return fc.integer({ min: 0, max: total }).chain((t) => split(hands.slice(1), total - t).map((rest) => ({ [hands[0]!]: t, ...rest })));
}

/** A valid deal of a table with this dealer (festival conventions: half-whist on 6-7, returns on 6-10). */
export function arbitraryDeal(players: string[], dealer: string): fc.Arbitrary<PreferenceDeal> {
  const four = players.length === 4;
  const active = four ? players.filter((p) => p !== dealer) : players;
  const off = fc.subarray(players);
  const game = fc.record({ level: fc.integer({ min: 6, max: 10 }), declarer: fc.constantFrom(...active), combo: fc.nat(8), taken: fc.integer({ min: 0, max: 10 }), off })
    .chain(({ level, declarer, combo, taken, off: offMountain }) => {
      const [d1, d2] = active.filter((p) => p !== declarer) as [string, string];
      const combos: Array<Record<string, string>> = [
        { [d1]: 'whist', [d2]: 'whist' }, { [d1]: 'whist', [d2]: 'pass' }, { [d1]: 'pass', [d2]: 'whist' }, { [d1]: 'pass', [d2]: 'pass' },
        { [d1]: 'returned', [d2]: 'pass' }, { [d1]: 'pass', [d2]: 'returned' },
        ...(level <= 7 ? [{ [d1]: 'half-whist', [d2]: 'pass' }, { [d1]: 'pass', [d2]: 'half-whist' }] : []),
        ...(four ? [{ [d1]: 'pass', [d2]: 'pass', [dealer]: 'returned' }] : []),
      ];
      const defenders = combos[combo % combos.length]! as NonNullable<PreferenceDeal['defenders']>;
      return split([d1, d2], 10 - taken).map((rest): PreferenceDeal => ({
        players, dealer, contract: level, declarer, defenders, tricks: { [declarer]: taken, ...rest }, offMountain,
      }));
    });
  const misere = fc.record({ declarer: fc.constantFrom(...active), taken: fc.integer({ min: 0, max: 10 }), half: fc.boolean(), off })
    .map(({ declarer, taken, half, off: offMountain }): PreferenceDeal => ({
      players, dealer, contract: 'misere', declarer, tricks: { [declarer]: taken }, offMountain, ...(four && half ? { half: true } : {}),
    }));
  const allPass = fc.record({ dealerTricks: fc.integer({ min: 0, max: four ? 2 : 0 }), round: fc.integer({ min: 1, max: 5 }), off })
    .chain(({ dealerTricks, round, off: offMountain }) => split(active, 10 - dealerTricks).map((tricks): PreferenceDeal => ({
      players, dealer, contract: 'all-pass', allPassRound: round, offMountain, tricks: four ? { ...tricks, [dealer]: dealerTricks } : tricks,
    })));
  return fc.oneof(game, misere, allPass);
}

/** A pulya of 1-8 valid deals, dealt clockwise from a random first dealer (all-pass rounds left to be counted). */
export function arbitraryPulyaDeals(): fc.Arbitrary<PulyaDeals> {
  return fc.record({ n: fc.constantFrom<3 | 4>(3, 4), first: fc.nat(3), count: fc.integer({ min: 1, max: 8 }) }).chain(({ n, first, count }) => {
    const players = tableOf(n);
    const dealers = Array.from({ length: count }, (_, k) => players[(first + k) % n]!);
    return fc.tuple(...dealers.map((d) => arbitraryDeal(players, d))).map((deals) => ({
      players, deals: deals.map(({ allPassRound: _round, players: _table, ...d }) => d),
    }));
  });
}

/** A finished sheet of a table of three or four: pools, mountains (>= 0) and whists, whole numbers. */
export function arbitrarySheet(): fc.Arbitrary<Record<string, SheetEntry>> {
  return fc.constantFrom<3 | 4>(3, 4).chain((n) => {
    const players = tableOf(n);
    const entry = (p: string) => fc.record({
      pool: fc.integer({ min: 0, max: 60 }), mountain: fc.integer({ min: 0, max: 300 }),
      whists: fc.tuple(...players.filter((q) => q !== p).map(() => fc.integer({ min: 0, max: 500 })))
        .map((ws) => Object.fromEntries(players.filter((q) => q !== p).map((q, k) => [q, ws[k]!]))),
    });
    return fc.tuple(...players.map(entry)).map((es) => Object.fromEntries(players.map((p, k) => [p, es[k]!])));
  });
}
