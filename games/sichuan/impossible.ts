/**
 * A Sichuan hand the regulation makes impossible (`scoring.impossible`: an exposed chow, a hand of three suits
 * without its void suit), as a problem of the deal (`hand/impossible`), placed at the event key its rule names
 * (`from`, `last-tile`, `after-kong`, the player's `void`) or else at the hand.
 */
import { type PlayerId, type CompiledScorer, type ParsedHand, findImpossible, impossibleMessage, type WinOptions } from '../../runtime/index.js';
import type { DealPath, SichuanProblem } from './deal-types.js';

/** The problem of an impossible hand, or null. `eventPath`: the event's path; `handPath`: where the hand is written. */
export function impossibleSichuanHand(
  scorer: CompiledScorer, hand: ParsedHand, options: Partial<WinOptions>, player: PlayerId, eventPath: DealPath, handPath: DealPath,
): SichuanProblem | null {
  const found = findImpossible(scorer, hand, options);
  if (found === null) return null;
  const keys: Partial<Record<keyof WinOptions, DealPath>> = {
    win: [...eventPath, 'from'], lastTile: [...eventPath, 'last-tile'], afterKong: [...eventPath, 'after-kong'], void: ['void', player],
  };
  const path = (found.circumstance !== null ? keys[found.circumstance] : undefined) ?? handPath;
  const text = { en: `${player}: ${impossibleMessage(found.rule, 'en')}`, ru: `${player}: ${impossibleMessage(found.rule, 'ru')}` };
  return { code: 'hand/impossible', path, message: text.en, text };
}
