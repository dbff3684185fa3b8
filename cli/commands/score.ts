/**
 * `reglament score <regulation> "<hand>" [options]`: one hand's value with every item explained;
 * `reglament score <regulation> --hands <file|->`: every hand of a file, one answer a line (cli/score-batch.ts).
 */
import { excerptAround, findImpossible, impossibleByCircumstancesAlone, warmScorer, type Bilingual, impossibleMessage, parseHand, scoreHand, scorerOf, type ParsedHand, type ImpossibleHandIR, type RegulationIR, type ScoreResult, type WinOptions } from '../../runtime/score-entry.js';
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

/** How many circumstances' verdicts a batch keeps (flags before a line's hand make new options each time). */
const KEPT_VERDICTS = 1024;

/**
 * The answer of a hands file's lines: as `scoreText`'s, the refusal as `hand/impossible: <message>`. When the
 * regulation's impossible hands are a matter of the circumstances alone, the verdict is asked once per options
 * object (the line reader gives one per distinct flags).
 */
function batchAnswerer(ir: RegulationIR, lang: Lang): (hand: ParsedHand, options: WinOptions) => HandAnswer {
  const scorer = scorerOf(ir);
  const verdicts = impossibleByCircumstancesAlone(scorer) ? new Map<WinOptions, ImpossibleHandIR | null>() : null;
  return (hand, options) => {
    let rule = verdicts?.get(options);
    if (rule === undefined) {
      rule = findImpossible(scorer, hand, options)?.rule ?? null;
      if (verdicts !== null && verdicts.size < KEPT_VERDICTS) verdicts.set(options, rule);
    }
    return rule !== null ? { error: `hand/impossible: ${impossibleMessage(rule, lang)}` } : { result: scoreHand(scorer, hand, options) };
  };
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
    return scoreBatch(o.hands, { json: o.json === true, lang: o.lang, flagWords: o.flagWords ?? [], score: batchAnswerer(ir, o.lang) });
  }
  const r = scoreText(ir, hand!, options, o.lang);
  if ('error' in r) {
    process.stderr.write(r.error + '\n');
    return EXIT.badInput;
  }
  process.stdout.write((o.json ? JSON.stringify(scoreJson(hand!, r.result), null, 2) : renderScoreText(ir, hand!, r.result, o.lang)) + '\n');
  return EXIT.ok;
}
