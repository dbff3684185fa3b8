/**
 * Properties of deal ledgers: the classical settlement is zero-sum, pays the winner and only positive amounts, and
 * does not depend on the players' names; whole random deals (a generated winning hand, the others dealt from the
 * rest of the set) under the bundled regulations give zero-sum payments, and a discarder who pays for everyone
 * pays exactly what all losers would have paid.
 */
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../games/index.js';
import type { SettlementIR } from '../../runtime/ir/tournament.js';
import { compileScorer, formatTile, parseHand, scoreDeal, type CompiledScorer, type SeatWind, type WinFrom } from '../../runtime/index.js';
import { handCounts } from '../../runtime/mahjong/hand-counts.js';
import { netOfPayments, settleClassical, type SettleInput } from '../../runtime/mahjong/settle.js';
import { createRandom, shuffle } from '../../runtime/random.js';
import { arbitraryWinningHand } from '../support/arbitraries.js';

const origin = { file: 'property', line: 1, col: 1 };
const FROM: WinFrom[] = ['discard', 'wall', 'replacement', 'robbing'];

const arbitraryRules = (): fc.Arbitrary<SettlementIR> =>
  fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()).map(([l, e, s, d]) => ({
    losersPayEachOther: { value: l, clause: 'l', origin },
    eastDoubles: { value: e, clause: 'e', origin },
    selfDrawDoubles: { value: s, clause: 's', origin },
    discarderDoubles: { value: d, clause: 'd', origin },
  }));

/** A settlement input over 3 or 4 distinct players with random values, winner, source and discarder. */
const arbitrarySettle = (): fc.Arbitrary<SettleInput> =>
  fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 3, maxLength: 4 }).chain((seats) =>
    fc.record({
      values: fc.array(fc.integer({ min: 0, max: 4000 }), { minLength: seats.length, maxLength: seats.length }),
      winner: fc.nat(seats.length - 1),
      from: fc.constantFrom(...FROM),
      discarder: fc.nat(seats.length - 2),
    }).map(({ values, winner, from, discarder }) => {
      const others = seats.filter((_, i) => i !== winner);
      const vals = Object.create(null) as Record<string, number>;
      seats.forEach((p, i) => { vals[p] = values[i]!; });
      return {
        seats, values: vals, winner: seats[winner]!, from,
        ...(from === 'discard' || from === 'robbing' ? { discarder: others[discarder]! } : {}),
      };
    }));

const sum = (xs: Iterable<number>) => [...xs].reduce((a, b) => a + b, 0);

describe('classical settlement properties', () => {
  it('every ledger sums to zero; amounts are positive; the winner never pays and is paid by every loser he beats', () => {
    fc.assert(fc.property(arbitrarySettle(), arbitraryRules(), (input, rules) => {
      const ps = settleClassical(input, rules);
      const net = netOfPayments(input.seats, ps);
      expect(sum(Object.values(net))).toBe(0);
      for (const p of ps) {
        expect(p.amount).toBeGreaterThan(0);
        expect(p.from).not.toBe(p.to);
        expect(p.from).not.toBe(input.winner);
        expect(p.amount).toBe(p.base * 2 ** p.doubledBy.length);
      }
      const value = input.values[input.winner]!;
      const toWinner = ps.filter((p) => p.to === input.winner);
      expect(toWinner.length).toBe(value > 0 ? input.seats.length - 1 : 0);
      // The winner's net is his value times the losers' factors (each 1, 2, 4 or 8).
      for (const p of toWinner) expect([1, 2, 4, 8].map((k) => k * value)).toContain(p.amount);
      if (!rules.losersPayEachOther.value) expect(ps.every((p) => p.to === input.winner)).toBe(true);
    }));
  });

  it('is invariant under relabelling the players', () => {
    fc.assert(fc.property(arbitrarySettle(), arbitraryRules(), (input, rules) => {
      const name = new Map(input.seats.map((p, i) => [p, `player-${input.seats.length - i}`]));
      const rename = (p: string) => name.get(p)!;
      const values = Object.create(null) as Record<string, number>;
      for (const p of input.seats) values[rename(p)] = input.values[p]!;
      const relabelled: SettleInput = {
        seats: input.seats.map(rename), values, winner: rename(input.winner), from: input.from,
        ...(input.discarder !== undefined ? { discarder: rename(input.discarder) } : {}),
      };
      const expected = settleClassical(input, rules).map((p) => ({ ...p, from: rename(p.from), to: rename(p.to) }));
      expect(settleClassical(relabelled, rules)).toEqual(expected);
    }));
  });
});

function scorerOf(name: string): CompiledScorer {
  const { ir } = compileRegulationFile(join(import.meta.dirname, '..', '..', 'regulations', name));
  return compileScorer(ir!);
}

const scorers = [scorerOf('repino-2008.yaml'), scorerOf('bermuda-triangle.yaml')];
const PLAYERS = ['A', 'B', 'C', 'D'];

/**
 * A whole deal: the generated winning hand for one seat; the other three get 13 tiles each dealt from what is left
 * of the set (4 of each playing tile), so the deal never holds a fifth copy.
 */
const arbitraryDeal = () =>
  fc.record({
    hand: arbitraryWinningHand(),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    winner: fc.nat(3),
    discarder: fc.nat(2),
    round: fc.constantFrom<SeatWind>('E', 'S', 'W', 'N'),
    scorer: fc.nat(scorers.length - 1),
  }).map(({ hand, seed, winner, discarder, round, scorer }) => {
    const hands = dealOthers(hand.notation, winner, seed);
    const others = PLAYERS.filter((_, i) => i !== winner);
    const from = hand.options.win;
    return {
      scorer: scorers[scorer]!,
      input: {
        seats: PLAYERS, round, hands,
        win: { player: PLAYERS[winner]!, from, ...(from === 'discard' || from === 'robbing' ? { discarder: others[discarder]! } : {}) },
      },
    };
  });

/** Deals the other three hands (13 tiles each) from what the winner's hand leaves of the set. */
function dealOthers(winnerHand: string, winner: number, seed: number): Record<string, string> {
  const parsed = parseHand(winnerHand);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const left = handCounts(parsed.hand);
  const wall: number[] = [];
  for (let t = 0; t < 34; t++) for (let k = left[t]!; k < 4; k++) wall.push(t);
  const dealt = shuffle(wall, createRandom(seed));
  const hands: Record<string, string> = {};
  PLAYERS.filter((_, i) => i !== winner).forEach((p, i) => {
    hands[p] = dealt.slice(13 * i, 13 * i + 13).sort((a, b) => a - b).map(formatTile).join('');
  });
  hands[PLAYERS[winner]!] = winnerHand;
  return hands;
}

describe('whole deals', () => {
  it('random deals under the bundled regulations: zero-sum payments, the winner wins, no unexpected problem', () => {
    fc.assert(fc.property(arbitraryDeal(), ({ scorer, input }) => {
      const r = scoreDeal(scorer, input);
      // A generated complete hand may still not be declarable under the regulation (a false mahjong).
      expect(r.problems.map((p) => p.code).filter((c) => c !== 'deal/not-declarable')).toEqual([]);
      expect(sum(Object.values(r.vists))).toBe(sum(r.adjustments.map((a) => a.vists)));
      if (r.problems.length > 0) {
        expect(r.payments).toEqual([]);
        return;
      }
      expect(r.mahjong).toBe(input.win.player);
      expect(r.vists[input.win.player]!).toBeGreaterThanOrEqual(0);
      const penalty = r.payments.find((p) => p.rule !== 'settlement');
      if (penalty) {
        // The discarder pays what every loser would have paid the winner: recompute the settlement's winner leg.
        const values: Record<string, number> = {};
        for (const p of PLAYERS) values[p] = r.scores[p]!.total;
        const settle = settleClassical({ seats: PLAYERS, values, winner: input.win.player, from: input.win.from, discarder: input.win.discarder! }, scorer.ir.settlement!);
        expect(r.payments).toHaveLength(1);
        expect(penalty).toMatchObject({ from: input.win.discarder, to: input.win.player });
        expect(penalty.amount).toBe(sum(settle.filter((p) => p.to === input.win.player).map((p) => p.amount)));
      }
    }), { numRuns: 150 });
  });

  it('Repino Д.1: a discard feeding three declared honor, terminal or one-suit melds, the others dealt at random', () => {
    // Winners that meet the condition of Д.1 on a discard; whether the discarder pays for everyone depends on his
    // random hand (exempt when calling, or holding only honors / terminals / the discarded tile's suit).
    const winners = ['[111z][222z][555z]123m7z+7z', '[123s][345s][789s]22s55s+5s', '[111m][999p][111s]777z9s+9s'];
    const repino = scorers[0]!;
    fc.assert(fc.property(fc.constantFrom(...winners), fc.integer({ min: 0, max: 0xffffffff }), fc.nat(3), fc.nat(2), (hand, seed, winner, d) => {
      const hands = dealOthers(hand, winner, seed);
      const discarder = PLAYERS.filter((_, i) => i !== winner)[d]!;
      const player = PLAYERS[winner]!;
      const r = scoreDeal(repino, { seats: PLAYERS, round: 'E', hands, win: { player, from: 'discard', discarder } });
      expect(r.problems).toEqual([]);
      expect(sum(Object.values(r.vists))).toBe(0);
      const values: Record<string, number> = {};
      for (const p of PLAYERS) values[p] = r.scores[p]!.total;
      const settle = settleClassical({ seats: PLAYERS, values, winner: player, from: 'discard', discarder }, repino.ir.settlement!);
      const owed = sum(settle.filter((p) => p.to === player).map((p) => p.amount));
      if (r.notes.length > 0) {
        expect(r.payments).toEqual(settle); // exempt: the usual settlement
      } else {
        expect(r.payments).toEqual([expect.objectContaining({ from: discarder, to: player, amount: owed, rule: 'discarder-pays-for-all' })]);
      }
    }), { numRuns: 60 });
  });
});
