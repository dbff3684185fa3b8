/**
 * Contracts of a preference regulation: the price row of a game, the bidding rank of a contract, the roles at the
 * table (who plays, who defends, who sits out) and the all-pass prices.
 */
import type { PreferenceContractIR, PreferenceIR } from '../../runtime/ir/preference.js';
import type { ContractKind, PlayerId, PreferenceDeal } from './types.js';

/** The price row of a game of `tricks` tricks; undefined when the regulation has none. */
export function contractRow(pref: PreferenceIR, tricks: number): PreferenceContractIR | undefined {
  return pref.contracts.find((c) => c.tricks === tricks);
}

/** Bidding rank of a contract in the regulation's order (-1 when it is not listed). */
export function bidRank(pref: PreferenceIR, contract: ContractKind): number {
  return pref.bidOrder.value.findIndex((c) => c === contract);
}

/** Whether the dealer sits the deal out (a table of four). */
export function dealerSitsOut(deal: Pick<PreferenceDeal, 'players'>): boolean {
  return deal.players.length === 4;
}

/** The players who hold cards in the deal (all but the dealer of four). */
export function activePlayers(deal: Pick<PreferenceDeal, 'players' | 'dealer'>): PlayerId[] {
  return dealerSitsOut(deal) ? deal.players.filter((p) => p !== deal.dealer) : [...deal.players];
}

/** The defenders of a game or misère: the active players other than the declarer. */
export function defendersOf(deal: Pick<PreferenceDeal, 'players' | 'dealer' | 'declarer'>): PlayerId[] {
  return activePlayers(deal).filter((p) => p !== deal.declarer);
}

/** Price of a trick on the `round`-th consecutive all-pass (the progression's last value repeats). */
export function allPassPrice(pref: PreferenceIR, round: number): number {
  const steps = pref.allPassProgression.value;
  return steps[Math.min(Math.max(round, 1), steps.length) - 1]!;
}

/** The least contract allowed after `round` consecutive all-passes (the ladder's last value repeats). */
export function exitMinimum(pref: PreferenceIR, round: number): number {
  const ladder = pref.allPassExit.value.ladder;
  return ladder[Math.min(Math.max(round, 1), ladder.length) - 1]!;
}
