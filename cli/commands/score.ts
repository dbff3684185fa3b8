/**
 * `reglament score <regulation> "<hand>" [options]`: one hand's value with every item explained;
 * `reglament score <regulation> --hands <file|->`: every hand of a file, one answer a line (cli/score-batch.ts).
 */
import { excerptAround, findImpossible, impossibleMessage, parseHand, scoreHand, scorerOf, type ParsedHand, type RegulationIR, type WinOptions } from '../../runtime/index.js';
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../i18n.js';
import { loadRegulationQuickly } from '../regulation-quick.js';
import { renderScoreText, scoreJson } from '../render-score.js';
import { scoreBatch, type HandAnswer } from '../score-batch.js';

/** The options of `score` besides the hand's circumstances. */
export interface ScoreCommandOptions {
  json?: boolean;
  lang: Lang;
  /** A hands file, or `-` for standard input. */
  hands?: string;
  /** The circumstance flags given on the command line, as words (they apply to every line of a hands file). */
  flagWords?: string[];
}

/** Formats a hand error as one line naming the position (a long hand shown around it). */
export function handErrorLine(hand: string, e: { code: string; message: string; offset: number }): string {
  return `hand:1:${e.offset + 1}  error  ${e.code}  ${e.message}  (in "${excerptAround(hand, e.offset).text}")`;
}

/**
 * Scores a parsed hand under a compiled regulation (the result every output of `score` is made from), or refuses a
 * hand the regulation makes impossible (`scoring.impossible`, in the language asked).
 */
export function scoreParsed(ir: RegulationIR, hand: ParsedHand, options: WinOptions, lang: Lang = 'ru'): HandAnswer {
  const scorer = scorerOf(ir);
  const impossible = findImpossible(scorer, hand, options);
  if (impossible !== null) return { error: impossibleMessage(impossible.rule, lang) };
  return { result: scoreHand(scorer, hand, options) };
}

/** Scores one hand text under a compiled regulation; the error line when the hand is bad or impossible. */
export function scoreText(ir: RegulationIR, hand: string, options: WinOptions, lang: Lang = 'ru'): HandAnswer {
  const parsed = parseHand(hand);
  if (!parsed.ok) return { error: handErrorLine(hand, parsed.error) };
  const r = scoreParsed(ir, parsed.hand, options, lang);
  return 'error' in r ? { error: handErrorLine(hand, { code: 'hand/impossible', message: r.error, offset: 0 }) } : r;
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
    return scoreBatch(o.hands, { json: o.json === true, lang: o.lang, flagWords: o.flagWords ?? [], score: (hand, opts) => scoreParsed(ir, hand, opts, o.lang) });
  }
  const r = scoreText(ir, hand!, options, o.lang);
  if ('error' in r) {
    process.stderr.write(r.error + '\n');
    return EXIT.badInput;
  }
  process.stdout.write((o.json ? JSON.stringify(scoreJson(hand!, r.result), null, 2) : renderScoreText(ir, hand!, r.result, o.lang)) + '\n');
  return EXIT.ok;
}
