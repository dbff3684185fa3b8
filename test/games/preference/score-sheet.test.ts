/**
 * The printed score sheet of a preference table (games/preference/score-sheet.ts): the pulya's final sheet, a row per
 * player with pool, mountain, whists on each other player (the cell on oneself struck out) and a signature.
 */
import { describe, expect, it } from 'vitest';
import type { ScoreSheetTable } from '../../../games/index.js';
import { pulyaScoreSheet } from '../../../games/preference/score-sheet.js';
import type { RegulationIR } from '../../../runtime/index.js';

const table = (lang: 'ru' | 'en'): ScoreSheetTable => ({
  ir: {} as RegulationIR, players: ['A', 'B', 'C'], names: new Map([['A', 'Анна'], ['B', 'Борис & Ко']]), rows: 16, firstDeal: 1, seatsOf: () => ['A', 'B', 'C'], lang,
});

describe("a pulya's final score sheet", () => {
  it('has a row per player: pool, mountain, whists on each player but oneself, a signature', () => {
    const html = pulyaScoreSheet(table('ru'));
    expect(html).toContain('<thead><tr><th>Игрок</th><th>Пуля</th><th>Гора</th><th>Висты на Анна</th><th>Висты на Борис &amp; Ко</th><th>Висты на C</th><th>Подпись</th></tr></thead>');
    // Three players: three rows, the struck cell of row k in the k-th whists column (2 + k from 0 among the td cells).
    const rows = [...html.slice(html.indexOf('<tbody>')).matchAll(/<tr><th>([^<]*)<\/th>(.*?)<\/tr>/g)].map((m) => [m[1], [...m[2]!.matchAll(/<td( class="(\w+)")?><\/td>/g)].map((c) => c[2] ?? '')]);
    expect(rows).toEqual([
      ['Анна', ['', '', 'x', '', '', 'wide']],
      ['Борис &amp; Ко', ['', '', '', 'x', '', 'wide']],
      ['C', ['', '', '', '', 'x', 'wide']],
    ]);
  });

  it('is in English when the sheet is', () => {
    expect(pulyaScoreSheet(table('en'))).toContain('<th>Player</th><th>Pool</th><th>Mountain</th><th>Whists on Анна</th>');
  });
});
