/**
 * Blank score sheets, one page per table of a round: `GET /print/score-sheets.html?round=N&rows=R&lang=` with the
 * event's header, the round, the table, its prevailing wind and players' code, the seats (winds or numbers, as the
 * game's desk part says) with names, and an empty grid to fill in by hand, which the game's desk part draws
 * (GameDesk.scoreSheet: a row per deal for mahjong, games/deal-score-sheet.ts; the pulya's final sheet for preference).
 * A sheet printed after a change of seats or a substitution between deals has the seats of the table's next deal and
 * its rows start there.
 */
import { escapeHtml, renderHtmlPage, type Lang } from '../../../present/index.js';
import { seatsAtDeal } from '../../../runtime/index.js';
import { hallOf } from '../hall-context.js';
import { sendText } from '../http.js';
import { printoutHeader } from '../printout-header.js';
import { integerParam, langOf } from '../query-params.js';
import { windsOf } from '../round-winds.js';
import type { Route } from '../router.js';
import { printedSeats, printedSeatsLine } from '../seat-changes-note.js';
import { deskOf } from '../../../games/index.js';

/** How many deal rows a mahjong sheet has unless `?rows=` says (a page's layout, not a rule of the game). */
const DEFAULT_ROWS = 16;

const TEXT = {
  title: { ru: 'Бланк записи, тур', en: 'Score sheet, round' },
  table: { ru: 'Стол', en: 'Table' },
  round: { ru: 'тур', en: 'round' },
  wind: { ru: 'Преимущественный ветер', en: 'Prevailing wind' },
  code: { ru: 'Код стола', en: 'Table code' },
  notSeated: { ru: 'Тур ещё не рассажен', en: 'The round is not seated yet' },
} satisfies Record<string, Record<Lang, string>>;
const SEAT_WINDS: Record<Lang, string[]> = { ru: ['Восток', 'Юг', 'Запад', 'Север'], en: ['East', 'South', 'West', 'North'] };
const WIND: Record<string, Record<Lang, string>> = { E: { ru: 'Восток', en: 'East' }, S: { ru: 'Юг', en: 'South' }, W: { ru: 'Запад', en: 'West' }, N: { ru: 'Север', en: 'North' } };

/** The score sheet routes. */
export const scoreSheetRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/print\/score-sheets\.html$/,
    handle({ ctx, res, url }) {
      const lang = langOf(ctx, url);
      const ir = ctx.regulation();
      const event = ctx.event();
      const round = integerParam(url, 'round', 1, Math.max(1, event.rounds.length)) ?? Math.max(1, event.rounds.length);
      const rows = integerParam(url, 'rows', 1, 60) ?? DEFAULT_ROWS;
      const seated = event.rounds[round - 1];
      const names = new Map(event.players.map((p) => [p.id, p.name] as const));
      const winds = seated === undefined ? undefined : windsOf(ir, event)[round - 1];
      const desk = deskOf(ir);
      const sheets = (seated?.tables ?? []).map((_table, i) => {
        const w = winds?.wind ?? winds?.tableWinds?.[i] ?? null;
        // A sheet printed after a change of seats (or a substitution) between deals is for the deals from the next one on,
        // with the seats they are played with.
        const { players, fromDeal } = printedSeats(ir, event, round - 1, i);
        const seats = players.map((p, k) => `<li><strong>${escapeHtml(desk.seats === 'winds' ? SEAT_WINDS[lang][k] ?? String(k + 1) : String(k + 1))}</strong> ${escapeHtml(names.get(p) ?? p)} <span class="id">${escapeHtml(p)}</span></li>`).join('');
        return `<section class="sheet"><h2>${escapeHtml(TEXT.table[lang])} ${i + 1} · ${TEXT.round[lang]} ${round}</h2>` +
          `<p>${w !== null ? `${escapeHtml(TEXT.wind[lang])}: <strong>${escapeHtml(WIND[w]![lang])}</strong> · ` : ''}${escapeHtml(TEXT.code[lang])}: <strong>${escapeHtml(hallOf(ctx).store.codeOf(round, i + 1))}</strong></p>` +
          `<ol class="seats">${seats}</ol>` + printedSeatsLine(fromDeal, lang) +
          desk.scoreSheet({ ir, players, names, rows, lang, firstDeal: fromDeal ?? 1, seatsOf: (deal) => seatsAtDeal(ir, event, round - 1, i, deal - 1) }) + '</section>';
      });
      sendText(res, 200, 'text/html; charset=utf-8', renderHtmlPage({
        lang,
        title: `${TEXT.title[lang]} ${round} — ${ir.name[lang]}`,
        css: `
body { font-family: "Segoe UI", Roboto, Arial, sans-serif; margin: 1.5em; color: #111; }
h1 { font-size: 1.3em; margin: 0 0 0.3em; }
.sheet { page-break-after: always; break-after: page; margin: 1em 0 2em; }
.sheet h2 { font-size: 1.5em; margin: 0 0 0.3em; }
ol.seats { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.3em 2em; }
.id { color: #666; }
table.grid { border-collapse: collapse; width: 100%; }
table.grid th, table.grid td { border: 1px solid #333; padding: 0.2em 0.4em; height: 1.9em; text-align: left; }
table.grid td.n { width: 3em; text-align: right; }
table.grid td.wide { width: 30%; }
table.grid td.x { background: #ddd; }
tr.total th, tr.total td { border-top: 2px solid #111; }
`,
        body: printoutHeader(ctx, lang) + (sheets.length > 0 ? sheets.join('\n') : `<p>${escapeHtml(TEXT.notSeated[lang])}</p>`),
      }));
    },
  },
];
