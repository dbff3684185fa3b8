/**
 * Players' entry from a phone, with the table's code printed on its card, without the judge's token:
 * `GET /play` (the page), `GET /play/table?code=` (the table: round, players and seats, what has been recorded and
 * the table's submissions), `POST /play/preview {code, entry}` (what the engine makes of it: the ledger and the
 * table's result), `POST /play/submit {code, submitter, entry}` (kept for the judge once it passes every check a
 * write would meet), `GET /play/submission?code=&id=` (its decision), `POST /play/riichi-sheet?code=` (a riichi table's hanchan sheet as the players type it,
 * as the judge's `/api/riichi/sheet`). Nothing reaches the protocol before the judge approves. A table of a game that
 * records one result (preference's pulya, riichi's hanchan) sends a `result`, the others deals. Wrong codes are braked per address (429 after 10 a minute).
 */
import type { IncomingMessage } from 'node:http';
import type { Lang } from '../../../present/index.js';
import { tableResultGiven, tableScoreUnit } from '../../../runtime/index.js';
import { deskOf, deskViewOf, gameNameOf, riichiSheet, tableRulesOf } from '../../../games/index.js';
import type { Submission } from '../../../store/index.js';
import type { DeskContext } from '../desk-context.js';
import { hallOf, mayTryCode, noteWrongCode, withSubmitterName } from '../hall-context.js';
import { hallState, type HallSeat } from '../hall-state.js';
import { fieldErrors, HttpError, readJson, sendJson } from '../http.js';
import { langOf } from '../query-params.js';
import type { Route } from '../router.js';
import { sendPage } from '../static-files.js';
import { previewEntry } from '../submission-preview.js';
import { dealFormInfoOf } from '../deal-form-info.js';
import { DESK_RIICHI_TEXT } from '../riichi-texts.js';

/** The longest name a player may give as the submitter. */
const MAX_SUBMITTER = 60;

/** The round and table of the request's code; 404 for a code never given, 429 after too many wrong ones. */
function tableOfCode(ctx: DeskContext, req: IncomingMessage, code: unknown, lang: Lang): { round: number; table: number } {
  const hall = hallOf(ctx);
  const address = req.socket.remoteAddress ?? '';
  const now = Date.now();
  if (!mayTryCode(hall, address, now)) throw new HttpError(429, { error: lang === 'ru' ? 'слишком много неверных кодов; подождите минуту' : 'too many wrong codes; wait a minute' });
  const found = typeof code === 'string' && /^\d{1,12}$/.test(code.trim()) ? hall.store.tableOf(code.trim()) : undefined;
  if (found === undefined) {
    noteWrongCode(hall, address, now);
    throw fieldErrors([{ field: 'code', message: lang === 'ru' ? 'нет стола с таким кодом: код напечатан на карточке стола' : 'no table has this code: it is printed on the table card' }]);
  }
  return found;
}

/** What the players of a table see of it. */
function tableView(ctx: DeskContext, round: number, table: number) {
  const ir = ctx.regulation();
  const event = ctx.event();
  const seated = event.rounds[round - 1]?.tables[table - 1];
  const names = new Map(event.players.map((p) => [p.id, p.name] as const));
  const current = hallState(ctx).round;
  const fromHall = current?.number === round ? current.tables[table - 1] : undefined;
  const players: HallSeat[] = fromHall?.players ?? (seated?.players ?? []).map((id, k) => ({ id, name: names.get(id) ?? id, seat: String(k + 1) }));
  const submissions = hallOf(ctx).store.submissions().filter((s) => s.round === round && s.table === table).map((s) => submissionStatus(ctx, s));
  return {
    round,
    table,
    game: ir.game,
    gameName: gameNameOf(ir),
    regulation: ir.name,
    kind: deskOf(ir).playerEntry,
    desk: deskViewOf(ir),
    // A table's result counts game points where the standings do (Sichuan, MCR, riichi), vists elsewhere.
    gamePoints: tableScoreUnit(ir) === 'points',
    players,
    deals: seated?.deals?.length ?? 0,
    resultRecorded: seated !== undefined && tableResultGiven(seated),
    nextEast: fromHall?.nextEast ?? null,
    // The circumstances of a win the regulation reads (last tile, robbing a kong...): the hands form's flags.
    winFlags: dealFormInfoOf(ir).winFlags.filter((f) => f.dealWin),
    submissions,
  };
}

/** A submission as its players see it: when, by whom, and the judge's decision. */
function submissionStatus(ctx: DeskContext, s: Submission) {
  return { id: s.id, at: s.at, submitter: s.submitter, submitterName: withSubmitterName(ctx, s).submitterName, status: s.decision?.decision ?? 'pending', reason: s.decision?.reason ?? null, payload: s.payload };
}

/** The entry of a players' request for their table (the kind the regulation's game takes). */
function entryOf(ctx: DeskContext, body: Record<string, unknown>, round: number, table: number) {
  const entry = body.entry as { payload?: unknown } | undefined;
  const kind = deskOf(ctx.regulation()).playerEntry;
  return { kind, round, table, payload: entry?.payload };
}

/** The players' routes. */
export const playerEntryRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/play$/,
    public: true,
    handle({ res }) {
      sendPage(res, 'play.html');
    },
  },
  {
    method: 'GET',
    path: /^\/play\/table$/,
    public: true,
    handle({ ctx, req, res, url }) {
      const { round, table } = tableOfCode(ctx, req, url.searchParams.get('code'), langOf(ctx, url));
      sendJson(res, 200, tableView(ctx, round, table));
    },
  },
  {
    method: 'POST',
    path: /^\/play\/preview$/,
    public: true,
    async handle({ ctx, req, res, url }) {
      const body = await readJson(req);
      const { round, table } = tableOfCode(ctx, req, body.code, langOf(ctx, url));
      sendJson(res, 200, previewEntry(ctx, entryOf(ctx, body, round, table)));
    },
  },
  {
    method: 'POST',
    path: /^\/play\/riichi-sheet$/,
    public: true,
    async handle({ ctx, req, res, url }) {
      const body = await readJson(req);
      const { round, table } = tableOfCode(ctx, req, url.searchParams.get('code'), langOf(ctx, url));
      const ir = ctx.tournamentRegulation();
      if (ir.riichi === undefined) throw fieldErrors([{ field: '', message: DESK_RIICHI_TEXT.noRiichi.en, text: DESK_RIICHI_TEXT.noRiichi }]);
      // The code's table, whatever the body says.
      sendJson(res, 200, riichiSheet(ir, ctx.event(), round, table, body.hanchan, tableRulesOf(ir)));
    },
  },
  {
    method: 'POST',
    path: /^\/play\/submit$/,
    public: true,
    async handle({ ctx, req, res, url }) {
      const lang = langOf(ctx, url);
      const body = await readJson(req);
      const { round, table } = tableOfCode(ctx, req, body.code, lang);
      const view = tableView(ctx, round, table);
      const submitter = typeof body.submitter === 'string' ? body.submitter.trim() : '';
      if (!view.players.some((p) => p.id === submitter) || submitter.length > MAX_SUBMITTER) {
        throw fieldErrors([{ field: 'submitter', message: lang === 'ru' ? 'выберите себя среди игроков стола' : 'pick yourself among the players of the table' }]);
      }
      const entry = entryOf(ctx, body, round, table);
      const preview = previewEntry(ctx, entry);
      if (preview.errors.length > 0) throw fieldErrors(preview.errors);
      const id = hallOf(ctx).store.submit({ kind: entry.kind as 'deal' | 'result', round, table, payload: entry.payload as Record<string, unknown>, submitter, version: ctx.version() });
      sendJson(res, 200, { id, preview });
    },
  },
  {
    method: 'GET',
    path: /^\/play\/submission$/,
    public: true,
    handle({ ctx, req, res, url }) {
      const lang = langOf(ctx, url);
      const { round, table } = tableOfCode(ctx, req, url.searchParams.get('code'), lang);
      const s = hallOf(ctx).store.submission(Number(url.searchParams.get('id')));
      if (s === undefined || s.round !== round || s.table !== table) throw new HttpError(404, { error: lang === 'ru' ? 'за этим столом нет такой заявки' : 'no such submission at this table' });
      sendJson(res, 200, submissionStatus(ctx, s));
    },
  },
];
