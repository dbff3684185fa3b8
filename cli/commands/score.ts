/**
 * `reglament score <regulation> "<hand>" [options]`: one hand's value with every item explained;
 * `reglament score <regulation> --hands <file|->`: every hand of a file, one answer a line (cli/score-batch.ts).
 */
import { parseHand, scoreHand, scorerOf, type ParsedHand, type RegulationIR, type ScoreResult, type WinOptions } from '../../runtime/index.js';
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../i18n.js';
import { loadRegulationQuickly } from '../regulation-quick.js';
import { renderScoreText, scoreJson } from '../render-score.js';
import { scoreBatch } from '../score-batch.js';

/** The options of `score` besides the hand's circumstances. */
export interface ScoreCommandOptions {
  json?: boolean;
  lang: Lang;
  /** A hands file, or `-` for standard input. */
  hands?: string;
  /** The circumstance flags given on the command line, as words (they apply to every line of a hands file). */
  flagWords?: string[];
}

/** Formats a hand error as one line naming the position. */
export function handErrorLine(hand: string, e: { code: string; message: string; offset: number }): string {
  return `hand:1:${e.offset + 1}  error  ${e.code}  ${e.message}  (in "${hand}")`;
}

/** Scores a parsed hand under a compiled regulation: the result every output of `score` is made from. */
export function scoreParsed(ir: RegulationIR, hand: ParsedHand, options: WinOptions): ScoreResult {
  return scoreHand(scorerOf(ir), hand, options);
}

/** Scores one hand text under a compiled regulation; the error line when the hand is bad. */
export function scoreText(ir: RegulationIR, hand: string, options: WinOptions) {
  const parsed = parseHand(hand);
  if (!parsed.ok) return { error: handErrorLine(hand, parsed.error) } as const;
  return { result: scoreParsed(ir, parsed.hand, options) } as const;
}

/** Runs score; resolves to the exit code. */
export async function runScore(file: string, hand: string | undefined, options: WinOptions, o: ScoreCommandOptions): Promise<number> {
  if ((hand === undefined) === (o.hands === undefined)) {
    process.stderr.write(hand === undefined ? 'error: give a hand, or --hands <file> (- for standard input)\n' : 'error: give either a hand or --hands, not both\n');
    return EXIT.badInput;
  }
  const ir = await loadRegulationQuickly(file, 'mahjong', 'score');
  if (!ir) return EXIT.regulationErrors;
  if (o.hands !== undefined) {
    return scoreBatch(o.hands, { json: o.json === true, lang: o.lang, flagWords: o.flagWords ?? [], score: (hand, opts) => scoreParsed(ir, hand, opts) });
  }
  const r = scoreText(ir, hand!, options);
  if ('error' in r) {
    process.stderr.write(r.error + '\n');
    return EXIT.badInput;
  }
  process.stdout.write((o.json ? JSON.stringify(scoreJson(hand!, r.result), null, 2) : renderScoreText(ir, hand!, r.result, o.lang)) + '\n');
  return EXIT.ok;
}
