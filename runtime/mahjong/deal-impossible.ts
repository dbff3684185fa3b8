/**
 * The hands of a classical deal that the regulation makes impossible (`scoring.impossible`), as deal problems
 * (`hand/impossible`), each placed where the deal says what makes it impossible: the win flag or `win.from` its
 * rule names, else the player's hand.
 * Input: the compiled scorer, the seated hands with the circumstances each is scored with. Output: DealProblems.
 */
import type { PlayerId } from '../tournament/types.js';
import type { CompiledScorer } from './compile-scorer.js';
import type { DealProblem } from './deal-input.js';
import type { ParsedHand } from './hand.js';
import { findImpossible, impossibleMessage } from './impossible-hand.js';
import type { WinOptions } from './score-types.js';
import { CIRCUMSTANCES, circumstanceKey, type CircumstanceField } from './circumstances.js';

/** Where a deal (file or event deal) writes a circumstance: `win.from`, a flag of its `win:`, else nowhere. */
function dealKey(field: CircumstanceField): string[] | undefined {
  if (field === 'win') return ['win', 'from'];
  return CIRCUMSTANCES[field].dealWin === true ? ['win', circumstanceKey(field)] : undefined;
}

/** The problems of the impossible hands among `hands` (a player's hand and the circumstances it is scored with). */
export function impossibleHands(
  scorer: CompiledScorer, hands: Iterable<{ player: PlayerId; hand: ParsedHand; options: WinOptions }>,
): DealProblem[] {
  const out: DealProblem[] = [];
  for (const { player, hand, options } of hands) {
    const found = findImpossible(scorer, hand, options);
    if (found === null) continue;
    const at = (found.circumstance !== null ? dealKey(found.circumstance) : undefined) ?? ['hands', player];
    const text = { en: `${player}: ${impossibleMessage(found.rule, 'en')}`, ru: `${player}: ${impossibleMessage(found.rule, 'ru')}` };
    out.push({ code: 'hand/impossible', message: text.en, text, player, at });
  }
  return out;
}
