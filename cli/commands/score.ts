/**
 * `reglament score <regulation> "<hand>" [options]`: one hand's value with every item explained.
 */
import { findImpossible, impossibleMessage, parseHand, scoreHand, scorerOf, type RegulationIR, type WinOptions } from '../../runtime/index.js';
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../i18n.js';
import { loadRegulationFor } from '../regulation-loader.js';
import { renderScoreText, scoreJson } from '../render-score.js';

/** Formats a hand error as one line naming the position. */
export function handErrorLine(hand: string, e: { code: string; message: string; offset: number }): string {
  return `hand:1:${e.offset + 1}  error  ${e.code}  ${e.message}  (in "${hand}")`;
}

/**
 * Scores one hand text under a compiled regulation; the error line when the hand is bad or the regulation makes it
 * impossible (`scoring.impossible`, in the language asked).
 */
export function scoreText(ir: RegulationIR, hand: string, options: WinOptions, lang: Lang = 'ru') {
  const parsed = parseHand(hand);
  if (!parsed.ok) return { error: handErrorLine(hand, parsed.error) } as const;
  const scorer = scorerOf(ir);
  const impossible = findImpossible(scorer, parsed.hand, options);
  if (impossible !== null) return { error: handErrorLine(hand, { code: 'hand/impossible', message: impossibleMessage(impossible.rule, lang), offset: 0 }) } as const;
  return { result: scoreHand(scorer, parsed.hand, options) } as const;
}

/** Runs score; returns the exit code. */
export function runScore(file: string, hand: string, options: WinOptions, o: { json?: boolean; lang: Lang }): number {
  const ir = loadRegulationFor(file, 'mahjong', 'score');
  if (!ir) return EXIT.regulationErrors;
  const r = scoreText(ir, hand, options, o.lang);
  if ('error' in r) {
    process.stderr.write(r.error + '\n');
    return EXIT.badInput;
  }
  process.stdout.write((o.json ? JSON.stringify(scoreJson(hand, r.result), null, 2) : renderScoreText(ir, hand, r.result, o.lang)) + '\n');
  return EXIT.ok;
}
