/**
 * `reglament score <regulation> "<hand>" [options]`: one hand's value with every item explained;
 * `reglament score <regulation> --hands <file|->`: every hand of a file, one answer a line (cli/score-batch.ts).
 */
import { excerptAround, findImpossible, warmScorer, type Bilingual, impossibleMessage, parseHand, scoreHand, scorerOf, type ParsedHand, type ImpossibleHandIR, type RegulationIR, type ScoreResult, type WinOptions } from '../../runtime/index.js';
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../../present/index.js';
import { loadRegulationQuickly } from '../regulation-quick.js';
import { renderScoreText, scoreJson } from '../../present/index.js';
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

/** Formats a hand error as one line naming the position (a long hand shown around it), in the reader's language. */
export function handErrorLine(hand: string, e: { code: string; message: string; text?: Bilingual; offset: number }, lang: Lang = 'en'): string {
  const around = excerptAround(hand, e.offset).text;
  if (lang === 'ru') return `hand:1:${e.offset + 1}  ошибка  ${e.code}  ${e.text?.ru ?? e.message}  (в «${around}»)`;
  return `hand:1:${e.offset + 1}  error  ${e.code}  ${e.message}  (in "${around}")`;
}

/**
 * Scores a parsed hand under a compiled regulation (the result every output of `score` is made from), or names the
 * rule of `scoring.impossible` that refuses it.
 */
export function scoreParsed(ir: RegulationIR, hand: ParsedHand, options: WinOptions): { result: ScoreResult } | { impossible: ImpossibleHandIR } {
  const scorer = scorerOf(ir);
  const found = findImpossible(scorer, hand, options);
  return found !== null ? { impossible: found.rule } : { result: scoreHand(scorer, hand, options) };
}

/** Scores one hand text under a compiled regulation; the error line when the hand is bad or impossible. */
export function scoreText(ir: RegulationIR, hand: string, options: WinOptions, lang: Lang = 'ru'): HandAnswer {
  const parsed = parseHand(hand);
  if (!parsed.ok) return { error: handErrorLine(hand, parsed.error, lang) };
  const r = scoreParsed(ir, parsed.hand, options);
  return 'impossible' in r ? { error: handErrorLine(hand, { code: 'hand/impossible', message: impossibleMessage(r.impossible, lang), offset: 0 }, lang) } : r;
}

/** A hands file's answer for one hand: as `scoreText`'s, the refusal as `hand/impossible: <message>`. */
function batchAnswer(ir: RegulationIR, hand: ParsedHand, options: WinOptions, lang: Lang): HandAnswer {
  const r = scoreParsed(ir, hand, options);
  return 'impossible' in r ? { error: `hand/impossible: ${impossibleMessage(r.impossible, lang)}` } : r;
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
    warmScorer(ir); // (a batch meets the rare hands late: their code is given type feedback first)
    return scoreBatch(o.hands, { json: o.json === true, lang: o.lang, flagWords: o.flagWords ?? [], score: (hand, opts) => batchAnswer(ir, hand, opts, o.lang) });
  }
  const r = scoreText(ir, hand!, options, o.lang);
  if ('error' in r) {
    process.stderr.write(r.error + '\n');
    return EXIT.badInput;
  }
  process.stdout.write((o.json ? JSON.stringify(scoreJson(hand!, r.result), null, 2) : renderScoreText(ir, hand!, r.result, o.lang)) + '\n');
  return EXIT.ok;
}
