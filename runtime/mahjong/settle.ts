/**
 * Classical settlement of one mahjong deal: the hand values (after the house limit) become a ledger of payments,
 * under the regulation's switches (SettlementIR). Zero-sum by construction: every payment is a transfer.
 *
 * - The winner collects his value from each loser.
 * - A payment to the winner is doubled once for each switch that applies to that loser, and the doublings multiply:
 *   `east-doubles` when the winner or that loser is East, `self-draw-doubles` on a self-drawn win (wall or loose
 *   tile), `discarder-doubles` when that loser discarded the winning tile (or had his kong robbed). So East paying a
 *   self-drawn win with both switches on pays 4 × the value.
 * - With `losers-pay-each-other`, each pair of losers settles the difference of their values (the lower pays the
 *   higher), doubled when either of the two is East and `east-doubles` is on. Self-draw and discarder doublings
 *   concern payments to the winner only.
 * - The house limit caps a hand's value, not a payment: a doubled payment may exceed it.
 */
import type { SettlementIR } from '../ir/tournament.js';
import type { SettingIR } from '../ir/types.js';
import type { Payment, PlayerId } from '../tournament/types.js';
import type { WinFrom } from './score-types.js';

/** Input of the classical settlement. */
export interface SettleInput {
  /** The players in seat order East, South, West, North for this deal (seats[0] is East). */
  seats: PlayerId[];
  /** Each player's hand value, after the house limit. */
  values: Record<PlayerId, number>;
  winner: PlayerId;
  from: WinFrom;
  /** The player whose discard (or robbed kong) gave the winning tile; required for a discard or a robbed kong. */
  discarder?: PlayerId;
}

/** A settlement switch by its name in the regulation file. */
export type SettlementSwitch = 'losers-pay-each-other' | 'east-doubles' | 'self-draw-doubles' | 'discarder-doubles';

/** A payment of the settlement, with what it was computed from. */
export interface SettlementPayment extends Payment {
  /** The winner's value, or the difference of two losers' values, before doublings. */
  base: number;
  /** The switches that doubled `base` (each one ×2): amount = base × 2^doubledBy.length. */
  doubledBy: SettlementSwitch[];
}

/** The rule id of every settlement payment. */
export const SETTLEMENT_RULE = 'settlement';

/** Tells whether a win takes the winning tile from another player (a discard, or a kong he was robbed of). */
export function isWinFromPlayer(from: WinFrom): boolean {
  return from === 'discard' || from === 'robbing';
}

/** Tells whether a win is self-drawn (from the wall or the loose wall). */
export function isSelfDrawn(from: WinFrom): boolean {
  return from === 'wall' || from === 'replacement';
}

function checkInput(input: SettleInput): void {
  const { seats, values, winner, from, discarder } = input;
  if (new Set(seats).size !== seats.length || seats.length < 2) throw new Error(`settleClassical: seats must be 2 or more distinct players, got ${JSON.stringify(seats)}`);
  for (const p of seats) {
    const v = values[p];
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`settleClassical: no hand value for '${p}'`);
  }
  if (!seats.includes(winner)) throw new Error(`settleClassical: the winner '${winner}' is not at the table`);
  if (isWinFromPlayer(from)) {
    if (discarder === undefined || !seats.includes(discarder) || discarder === winner) {
      throw new Error(`settleClassical: a win by ${from} needs a discarder at the table other than the winner`);
    }
  } else if (discarder !== undefined) {
    throw new Error(`settleClassical: a self-drawn win (${from}) has no discarder`);
  }
}

/** The clause text of a payment: the settlement's own clause, then those of the doubling switches. */
function clauseOf(rules: SettlementIR, doubledBy: SettlementSwitch[]): string {
  const settings: Record<SettlementSwitch, SettingIR<boolean>> = {
    'losers-pay-each-other': rules.losersPayEachOther,
    'east-doubles': rules.eastDoubles,
    'self-draw-doubles': rules.selfDrawDoubles,
    'discarder-doubles': rules.discarderDoubles,
  };
  const clauses: string[] = [];
  for (const s of ['losers-pay-each-other', ...doubledBy] as SettlementSwitch[]) {
    const c = settings[s].clause;
    if (!clauses.includes(c)) clauses.push(c);
  }
  return clauses.join(', ');
}

/** The payments to the winner: one per loser, in seat order (zero payments are left out). */
export function winnerPayments(input: SettleInput, rules: SettlementIR): SettlementPayment[] {
  checkInput(input);
  const { seats, values, winner, from, discarder } = input;
  const east = seats[0];
  const value = values[winner]!;
  const out: SettlementPayment[] = [];
  for (const loser of seats) {
    if (loser === winner) continue;
    const doubledBy: SettlementSwitch[] = [];
    if (rules.eastDoubles.value && (winner === east || loser === east)) doubledBy.push('east-doubles');
    if (rules.selfDrawDoubles.value && isSelfDrawn(from)) doubledBy.push('self-draw-doubles');
    if (rules.discarderDoubles.value && loser === discarder) doubledBy.push('discarder-doubles');
    const amount = value * 2 ** doubledBy.length;
    if (amount === 0) continue;
    out.push({ from: loser, to: winner, amount, rule: SETTLEMENT_RULE, clause: clauseOf(rules, doubledBy), base: value, doubledBy });
  }
  return out;
}

/** The payments between losers (empty unless `losers-pay-each-other`): each pair in seat order, the lower pays. */
export function loserPayments(input: SettleInput, rules: SettlementIR): SettlementPayment[] {
  checkInput(input);
  if (!rules.losersPayEachOther.value) return [];
  const { seats, values, winner } = input;
  const east = seats[0];
  const losers = seats.filter((p) => p !== winner);
  const out: SettlementPayment[] = [];
  for (let i = 0; i < losers.length; i++) {
    for (let j = i + 1; j < losers.length; j++) {
      const a = losers[i]!;
      const b = losers[j]!;
      const diff = values[a]! - values[b]!;
      if (diff === 0) continue;
      const [payer, payee] = diff > 0 ? [b, a] : [a, b];
      // Either of the two may be East: both orientations are doubled.
      const doubledBy: SettlementSwitch[] = rules.eastDoubles.value && (a === east || b === east) ? ['east-doubles'] : [];
      const base = Math.abs(diff);
      out.push({ from: payer, to: payee, amount: base * 2 ** doubledBy.length, rule: SETTLEMENT_RULE, clause: clauseOf(rules, doubledBy), base, doubledBy });
    }
  }
  return out;
}

/**
 * Settles a classical deal: the winner's payments from each loser, then the losers' differences. Throws only on
 * an inconsistent input (a winner or discarder not at the table, a missing value): callers validate user input.
 */
export function settleClassical(input: SettleInput, rules: SettlementIR): SettlementPayment[] {
  return [...winnerPayments(input, rules), ...loserPayments(input, rules)];
}

/** Net vists per player of a ledger: received minus paid (every seat listed, 0 when untouched). */
export function netOfPayments(seats: readonly PlayerId[], payments: readonly Payment[]): Record<PlayerId, number> {
  const net: Record<PlayerId, number> = {};
  for (const p of seats) net[p] = 0;
  for (const p of payments) {
    net[p.from] = (net[p.from] ?? 0) - p.amount;
    net[p.to] = (net[p.to] ?? 0) + p.amount;
  }
  return net;
}
