/**
 * The printed score sheet of a mahjong table (GameDesk.scoreSheet of every mahjong game): a row per deal with each
 * player's column, and who is East where the regulation passes East every deal; a row of totals.
 */
import { escapeHtml, type Lang } from '../present/index.js';
import type { ScoreSheetGrid } from './types.js';

const TEXT = {
  deal: { ru: 'Сдача', en: 'Deal' },
  east: { ru: 'Восток', en: 'East' },
  winner: { ru: 'Маджонг (кто, со сброса кого)', en: 'Mahjong (who, on whose discard)' },
  total: { ru: 'Итого', en: 'Total' },
} satisfies Record<string, Record<Lang, string>>;

/**
 * The grid of a mahjong table: a row per deal from the sheet's first on, East filled in when it passes every deal
 * (East of deal d sits at seat (d - 1) mod n of the seats of deal d, which the seat chart moves after a wind round).
 */
export const dealScoreSheet: ScoreSheetGrid = ({ ir, players, names, rows, lang, firstDeal, seatsOf }) => {
  const rotates = ir.tournament?.eastRotates ?? null;
  const everyDeal = rotates?.value === 'every-deal';
  const head = [TEXT.deal[lang], ...(rotates !== null ? [TEXT.east[lang]] : []), ...players.map((p) => names.get(p) ?? p), TEXT.winner[lang]];
  const body = Array.from({ length: rows }, (_, k) => {
    const deal = firstDeal + k;
    const seats = seatsOf(deal);
    const east = rotates === null ? [] : [everyDeal ? names.get(seats[(deal - 1) % seats.length]!) ?? '' : ''];
    return `<tr><td class="n">${deal}</td>${east.map((e) => `<td>${escapeHtml(e)}</td>`).join('')}${players.map(() => '<td></td>').join('')}<td class="wide"></td></tr>`;
  }).join('');
  const total = `<tr class="total"><th colspan="${rotates !== null ? 2 : 1}">${TEXT.total[lang]}</th>${players.map(() => '<td></td>').join('')}<td></td></tr>`;
  return `<table class="grid"><thead><tr>${head.map((x) => `<th>${escapeHtml(x)}</th>`).join('')}</tr></thead><tbody>${body}${total}</tbody></table>`;
};
