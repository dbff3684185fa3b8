/**
 * Who pays the winner under a payment line of the regulation (`scoring.payments`, ir/counters.ts): the players of
 * its payer role, given the table, the winner, the dealer and the discarder (or the player whose kong was robbed).
 * One mapping for every game that settles by payments (a riichi hanchan, an MCR deal by hands or by its value).
 * Input: the role and the table. Output: the payers in seat order; `table` (riichi sticks) as the party 'table'.
 */
import type { PayerRole } from '../ir/counters.js';

/** The players of a role who pay the winner (the winner, dealer and discarder given); 'table' for the sticks. */
export function payersOfRole<P extends string>(role: PayerRole, players: readonly P[], winner: P, dealer: P, discarder: P | undefined): Array<P | 'table'> {
  const others = players.filter((p) => p !== winner);
  switch (role) {
    case 'discarder': return discarder !== undefined ? [discarder] : [];
    case 'dealer': return winner === dealer ? [] : [dealer];
    case 'non-dealer': return others.filter((p) => p !== dealer);
    case 'each': return others;
    case 'others': return others.filter((p) => p !== discarder);
    case 'table': return ['table'];
  }
}
