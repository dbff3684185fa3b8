/**
 * What the desk prints and exports: `GET /print/standings.html` and `/print/standings.csv` (the CLI's renderers of
 * `reglament standings --format html|csv`, after the last round played or `?after-round=N`; `?dialect=ru` for Russian
 * spreadsheets), `GET /api/standings` (the JSON of `standings --json`) and `GET /print/table-cards.html?round=N` (one
 * card per table: seats, names and the players' code); the standings end with the changes of seats between deals
 * (seat-changes-note.ts). Printouts open with the event's name, date and venue and
 * when they were printed. `?lang=ru|en` everywhere.
 */
import { escapeHtml, renderHtmlPage, renderStandingsCsv, renderStandingsHtml, standingsJson, type Lang } from '../../../present/index.js';
import { computeEventStandingsOf, lastPlayedRound } from '../../../runtime/index.js';
import type { DeskContext } from '../desk-context.js';
import { hallOf } from '../hall-context.js';
import { badRequest, sendJson, sendText } from '../http.js';
import { printoutHeader, withPrintoutHeader } from '../printout-header.js';
import { integerParam, langOf } from '../query-params.js';
import { windsOf } from '../round-winds.js';
import { printedSeats, printedSeatsLine, seatChangesHtml, withSeatChanges } from '../seat-changes-note.js';
import type { Route } from '../router.js';
import { tableRulesOf } from '../../../games/index.js';

/** The standings after a round (default: the last played), as the CLI computes them. */
function standingsOf(ctx: DeskContext, url: URL) {
  const ir = ctx.tournamentRegulation();
  const event = ctx.event();
  const afterRound = integerParam(url, 'after-round', 0, event.rounds.length) ?? lastPlayedRound(event);
  // As `reglament standings`: before round 1 every registered player is listed, later those who have started.
  const include = afterRound === 0 ? 'all' : 'started';
  return { ir, ...computeEventStandingsOf(ir, event, tableRulesOf(ir), { afterRound, include }) };
}

const SEATS: Record<Lang, string[]> = { ru: ['Восток', 'Юг', 'Запад', 'Север'], en: ['East', 'South', 'West', 'North'] };
const CARD_TEXT = {
  title: { ru: 'Карточки столов, тур', en: 'Table cards, round' },
  table: { ru: 'Стол', en: 'Table' },
  wind: { ru: 'Преимущественный ветер', en: 'Prevailing wind' },
  notSeated: { ru: 'Тур ещё не рассажен', en: 'The round is not seated yet' },
  code: { ru: 'Код стола для ввода результата с телефона', en: 'Table code for entering the result from a phone' },
};
const WIND: Record<string, Record<Lang, string>> = { E: { ru: 'Восток', en: 'East' }, S: { ru: 'Юг', en: 'South' }, W: { ru: 'Запад', en: 'West' }, N: { ru: 'Север', en: 'North' } };

/** The print routes. */
export const printRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/standings$/,
    handle({ ctx, res, url }) {
      const { ir, standings, problems } = standingsOf(ctx, url);
      sendJson(res, 200, standingsJson(ir, standings, problems));
    },
  },
  {
    method: 'GET',
    path: /^\/print\/standings\.html$/,
    handle({ ctx, res, url }) {
      const { ir, standings } = standingsOf(ctx, url);
      const lang = langOf(ctx, url);
      const page = withPrintoutHeader(renderStandingsHtml(ir, standings, lang), printoutHeader(ctx, lang));
      // The players who changed seats between deals: which deals counted with which seats.
      sendText(res, 200, 'text/html; charset=utf-8', withSeatChanges(page, seatChangesHtml(ctx.event(), standings.afterRound, lang)));
    },
  },
  {
    method: 'GET',
    path: /^\/print\/standings\.csv$/,
    handle({ ctx, res, url }) {
      const dialect = url.searchParams.get('dialect') ?? 'plain';
      if (dialect !== 'plain' && dialect !== 'ru') {
        throw badRequest(langOf(ctx, url) === 'ru' ? `dialect — plain или ru, получено ${JSON.stringify(dialect)}` : `dialect must be plain or ru, got ${JSON.stringify(dialect)}`);
      }
      const { ir, standings } = standingsOf(ctx, url);
      sendText(res, 200, 'text/csv; charset=utf-8', renderStandingsCsv(standings, langOf(ctx, url), ir, dialect), { 'Content-Disposition': 'attachment; filename="standings.csv"' });
    },
  },
  {
    method: 'GET',
    path: /^\/print\/table-cards\.html$/,
    handle({ ctx, res, url }) {
      const lang = langOf(ctx, url);
      const event = ctx.event();
      const round = integerParam(url, 'round', 1, Math.max(1, event.rounds.length)) ?? Math.max(1, event.rounds.length);
      const seated = event.rounds[round - 1];
      const names = new Map(event.players.map((p) => [p.id, p.name] as const));
      const wind = seated === undefined ? undefined : windsOf(ctx.regulation(), event)[round - 1];
      const cards = (seated?.tables ?? []).map((_table, i) => {
        const w = wind?.wind ?? wind?.tableWinds?.[i] ?? null;
        // Mahjong seats are winds; preference seats are the numbers drawn (number 1 chooses a place).
        const seat = (k: number) => (ctx.regulation().game === 'preference' ? String(k + 1) : SEATS[lang][k] ?? String(k + 1));
        // The seats of the table's next deal: a card printed after a change of seats shows the new ones, and says so.
        const { players, fromDeal } = printedSeats(ctx.regulation(), event, round - 1, i);
        const rows = players.map((p, k) => `<tr><th>${escapeHtml(seat(k))}</th><td>${escapeHtml(names.get(p) ?? p)}</td><td class="id">${escapeHtml(p)}</td></tr>`).join('');
        return `<section class="card"><h2>${escapeHtml(CARD_TEXT.table[lang])} ${i + 1}</h2>` +
          (w !== null ? `<p>${escapeHtml(CARD_TEXT.wind[lang])}: ${escapeHtml(WIND[w]![lang])}</p>` : '') +
          `<table>${rows}</table>` + printedSeatsLine(fromDeal, lang) +
          `<p class="code">${escapeHtml(CARD_TEXT.code[lang])}: <strong data-code>${escapeHtml(hallOf(ctx).store.codeOf(round, i + 1))}</strong></p></section>`;
      });
      sendText(res, 200, 'text/html; charset=utf-8', renderHtmlPage({
        lang,
        title: `${CARD_TEXT.title[lang]} ${round} — ${ctx.regulation().name[lang]}`,
        css: `
body { font-family: "Segoe UI", Roboto, Arial, sans-serif; margin: 2em; }
.card { border: 2px solid #333; padding: 1em; margin: 0 0 1em; width: 22em; display: inline-block; vertical-align: top; margin-right: 1em; page-break-inside: avoid; }
.card h2 { margin: 0 0 0.5em; font-size: 1.6em; }
.card table { border-collapse: collapse; width: 100%; }
.card th, .card td { text-align: left; padding: 0.2em 0.4em; border-bottom: 1px solid #ccc; }
.card td.id { color: #666; }
.card .code strong { font-size: 1.6em; letter-spacing: 0.15em; font-family: monospace; }
`,
        body: printoutHeader(ctx, lang) + (cards.length > 0 ? cards.join('\n') : `<p>${escapeHtml(CARD_TEXT.notSeated[lang])}</p>`),
      }));
    },
  },
];
