/**
 * The printed score sheet of a mahjong table (games/deal-score-sheet.ts): a row per deal from the sheet's first on,
 * a column per player, who is East filled in where East passes every deal, a row of totals. Expected values by hand:
 * East of deal d sits at seat (d - 1) mod 4 of that deal's seats.
 */
import { describe, expect, it } from 'vitest';
import { dealScoreSheet } from '../../games/deal-score-sheet.js';
import type { ScoreSheetTable } from '../../games/index.js';
import type { RegulationIR } from '../../runtime/index.js';

const PLAYERS = ['A', 'B', 'C', 'D'];
const NAMES = new Map([['A', 'Анна'], ['B', 'Борис <Б>'], ['C', 'Вера'], ['D', 'Глеб']]);

/** A table of four under a regulation whose East rotates as `rotates` says (null: the regulation says nothing). */
function table(rotates: 'every-deal' | 'unless-east-wins' | null, more: Partial<ScoreSheetTable> = {}): ScoreSheetTable {
  const ir = { tournament: { eastRotates: rotates === null ? null : { value: rotates, clause: '4.1.1' } } } as RegulationIR;
  return { ir, players: PLAYERS, names: NAMES, rows: 3, firstDeal: 1, seatsOf: () => PLAYERS, lang: 'ru', ...more };
}

/** The grid's rows, each as its cells' texts. */
const rowsOf = (html: string) => [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((r) => [...r[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1]));

describe('the score sheet of a mahjong table', () => {
  it('has a row per deal from the first one it is for, with East of each deal where East passes every deal', () => {
    // Deals 2, 3, 4 (seats changed after deal 1): East sits at seats 1, 2, 3 (from 0), B, C and D.
    const rows = rowsOf(dealScoreSheet(table('every-deal', { firstDeal: 2 })));
    expect(rows).toEqual([
      ['Сдача', 'Восток', 'Анна', 'Борис &lt;Б&gt;', 'Вера', 'Глеб', 'Маджонг (кто, со сброса кого)'],
      ['2', 'Борис &lt;Б&gt;', '', '', '', '', ''],
      ['3', 'Вера', '', '', '', '', ''],
      ['4', 'Глеб', '', '', '', '', ''],
      ['Итого', '', '', '', '', ''],
    ]);
  });

  it("takes East of each deal from that deal's seats (a seat chart moves them)", () => {
    // Deal 5's seats are D, C, B, A: East sits at seat (5 - 1) mod 4 = 0, D (Глеб).
    const rows = rowsOf(dealScoreSheet(table('every-deal', { firstDeal: 5, rows: 1, seatsOf: (d) => (d === 5 ? ['D', 'C', 'B', 'A'] : PLAYERS), lang: 'en' })));
    expect(rows[1]).toEqual(['5', 'Глеб', '', '', '', '', '']);
    expect(rows[0]![0]).toBe('Deal');
  });

  it('leaves East to be written where it stays with a winning East, and has no East column where the regulation says nothing', () => {
    expect(rowsOf(dealScoreSheet(table('unless-east-wins')))[1]).toEqual(['1', '', '', '', '', '', '']);
    const none = dealScoreSheet(table(null, { lang: 'en' }));
    expect(rowsOf(none)[0]).toEqual(['Deal', 'Анна', 'Борис &lt;Б&gt;', 'Вера', 'Глеб', 'Mahjong (who, on whose discard)']);
    expect(none).toContain('<tr class="total"><th colspan="1">Total</th>');
  });
});
