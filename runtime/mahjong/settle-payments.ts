/**
 * Settles a won deal by the regulation's payment lines (`scoring.payments`, as the winner's score lists them): each
 * line's amount from every player of its payer role, to the winner. For a regulation without a classical
 * `settlement:` (MCR: 8 from each, plus the fans from the discarder). Payments to or from the table (riichi sticks)
 * belong to a hanchan, not to one deal: they are refused.
 * Input: the payment lines, the seats (East first: the dealer), the winner and the discarder. Output: the ledger.
 */
import type { PlayerId } from '../tournament/types.js';
import type { DealPayment } from './deal-input.js';
import { payersOfRole } from './payment-parties.js';
import type { PaymentLine } from './score-types.js';

/** The ledger of a win settled by payment lines, or the line that cannot be settled in one deal. */
export function settleByPayments(
  lines: readonly PaymentLine[], seats: readonly PlayerId[], winner: PlayerId, discarder: PlayerId | undefined,
): { payments: DealPayment[] } | { tableLine: PaymentLine } {
  const payments: DealPayment[] = [];
  for (const line of lines) {
    for (const from of payersOfRole(line.payer, seats, winner, seats[0]!, discarder)) {
      if (from === 'table') return { tableLine: line };
      payments.push({ from, to: winner, amount: line.amount, rule: line.id, clause: line.clause, reason: line.name });
    }
  }
  return { payments };
}
