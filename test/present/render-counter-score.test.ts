/**
 * The line of a riichi hand's value names the limit that set it (present/render-counter-score.ts). Under EMA 2016
 * renhou is a mangan limit (limit `renhou`, 1) that does not add up with other yaku: a hand worth more without it
 * keeps its own limit, and the line must name that one, not renhou, which comes last among the limits. Worked by
 * hand from regulations/riichi-ema-2016.yaml and riichi-base.yaml.
 */
import { describe, expect, it } from 'vitest';
import { renderCounterLines } from '../../present/render-counter-score.js';
import { compileScorer, parseHand, scoreHand, type WinOptions } from '../../runtime/index.js';
import { irOfFile } from '../support/compile-inline.js';

const EMA = irOfFile('regulations/riichi-ema-2016.yaml');
const SCORER = compileScorer(EMA);
/** South wins on a discard before his first draw (renhou). */
const RENHOU: Partial<WinOptions> = { seat: 'S', round: 'E', win: 'discard', renhou: true };

/** The «Hand value» line of a hand scored under EMA 2016, in English. */
function valueLine(hand: string, options: Partial<WinOptions>): string | undefined {
  const parsed = parseHand(hand);
  if (!parsed.ok) throw new Error(hand);
  return renderCounterLines(EMA, scoreHand(SCORER, parsed.hand, options), 'en').find((l) => l.startsWith('Hand value'));
}

describe('the line of the hand\'s value', () => {
  it('names haneman for a closed full flush won by renhou (6 han: haneman 3000 beats renhou\'s mangan 2000)', () => {
    expect(valueLine('111m234m567m888m9m+9m', RENHOU)).toBe('Hand value: 3000 — Haneman [haneman] (EMA 4.1.3 Scoring tables; WRC 6.1 Scoring a winning hand)');
  });

  it('names renhou where it sets the value: tanyao alone (1 han) is lifted to a mangan, 2000', () => {
    expect(valueLine('234m567p234s678s5m+5m', RENHOU)).toBe('Hand value: 2000 — Renhou — a mangan [renhou] (EMA 4.2.4 Five fan yaku)');
  });
});
