/**
 * `reglament score <regulation> "<hand>" [options]`: one hand's value with every item explained.
 */
import { parseHand, scoreHand, scorerOf, type RegulationIR, type Refusal, type WinOptions } from '../../runtime/index.js';
import { EXIT } from '../exit-codes.js';
import { t, type Lang } from '../i18n.js';
import { loadRegulationFor } from '../regulation-loader.js';
import { renderScoreText, scoreJson } from '../render-score.js';

/** Formats a hand error as one line naming the position. */
export function handErrorLine(hand: string, e: { code: string; message: string; offset: number }): string {
  return `hand:1:${e.offset + 1}  error  ${e.code}  ${e.message}  (in "${hand}")`;
}

/** The one line that refuses impossible circumstances: the situation's name, id and clause. */
export function refusalLine(refused: Refusal, lang: Lang): string {
  return `${t('refused', lang)}: ${refused.name[lang]} [${refused.id}] (${refused.clause})`;
}

/** Scores one hand text under a compiled regulation; the error line when the hand is bad. */
export function scoreText(ir: RegulationIR, hand: string, options: WinOptions) {
  const parsed = parseHand(hand);
  if (!parsed.ok) return { error: handErrorLine(hand, parsed.error) } as const;
  return { result: scoreHand(scorerOf(ir), parsed.hand, options) } as const;
}

/** Runs score; returns the exit code. */
export function runScore(file: string, hand: string, options: WinOptions, o: { json?: boolean; lang: Lang }): number {
  const ir = loadRegulationFor(file, 'mahjong', 'score');
  if (!ir) return EXIT.regulationErrors;
  const r = scoreText(ir, hand, options);
  if ('error' in r) {
    process.stderr.write(r.error + '\n');
    return EXIT.badInput;
  }
  const refused = r.result.refused;
  if (refused !== undefined) {
    process.stderr.write(`${refusalLine(refused, o.lang)}  (in "${hand}")\n`);
    return EXIT.badInput;
  }
  process.stdout.write((o.json ? JSON.stringify(scoreJson(hand, r.result), null, 2) : renderScoreText(ir, hand, r.result, o.lang)) + '\n');
  return EXIT.ok;
}
