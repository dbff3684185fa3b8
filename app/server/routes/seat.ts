/**
 * Seating a round from the desk: `POST /api/rounds/<n>/seat {version, tables?, author?}` draws round n as the regulation
 * says (runtime seatRound: by lot from the event's seed in round 1, strongest with strongest later, the final's
 * players in place order) and records it as the round's seating entry; `tables`, the seating the judge was shown,
 * must be the one drawn. Answers `{seq, version, seating}`.
 * `GET /api/rounds/<n>/preview` answers the same draw without recording it (the draw is deterministic: the same
 * entries give the same seating), with the tables of the round before that have nothing recorded yet, so that the
 * judge confirms the seating knowing both: `{version, seating, unfinished: {round, tables: [table numbers]} | null}`.
 */
import { seatingJson } from '../../../present/index.js';
import { nextRoundToSeat, seatRound, tablePlayed, type EventData } from '../../../runtime/index.js';
import { targetOf } from '../conflicts.js';
import type { DeskContext } from '../desk-context.js';
import { badRequest, readJson, sendJson } from '../http.js';
import type { Route } from '../router.js';
import { authorOf, versionOf, writeChecked } from '../write-entry.js';
import { tableRulesOf } from '../../../games/index.js';

/** Round `round`'s seating drawn now, or a 400 saying why it cannot be seated. */
function drawRound(ctx: DeskContext, event: EventData, round: number) {
  const ir = ctx.tournamentRegulation();
  const next = nextRoundToSeat(event);
  if (round < 1 || round > next) throw badRequest({ en: `the next round to seat is round ${next}`, ru: `следующий тур для рассадки — тур ${next}` });
  const drawn = seatRound(ir, event, tableRulesOf(ir), round);
  const errors = drawn.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw badRequest({ en: errors.map((p) => p.message).join('; '), ru: errors.map((p) => p.text?.ru ?? p.message).join('; ') });
  if (drawn.seating.tables.length === 0) {
    throw badRequest({ en: `round ${round} has no players to seat: register the players first`, ru: `в туре ${round} некого рассаживать: сначала зарегистрируйте игроков` });
  }
  return drawn;
}

/** The tables (numbers) of round `round` with nothing recorded, or null when there are none (or no such round). */
function unfinishedTables(event: EventData, round: number): { round: number; tables: number[] } | null {
  const tables = (event.rounds[round - 1]?.tables ?? []).flatMap((t, i) => (tablePlayed(t) ? [] : [i + 1]));
  return tables.length > 0 ? { round, tables } : null;
}

/** The seating routes. */
export const seatRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/rounds\/(\d+)\/preview$/,
    handle({ ctx, res, params }) {
      const round = Number(params[0]);
      const event = ctx.event();
      const { seating, problems } = drawRound(ctx, event, round);
      sendJson(res, 200, { version: ctx.version(), seating: seatingJson(seating, event.seed, problems), unfinished: unfinishedTables(event, round - 1) });
    },
  },
  {
    method: 'POST',
    path: /^\/api\/rounds\/(\d+)\/seat$/,
    async handle({ ctx, req, res, params }) {
      const round = Number(params[0]);
      const body = await readJson(req);
      const version = versionOf(body);
      const event = ctx.event();
      const { seating, problems } = drawRound(ctx, event, round);
      // The seating the judge confirmed (from the preview), if given, must be the one drawn now.
      if (body.tables !== undefined && JSON.stringify(body.tables) !== JSON.stringify(seating.tables)) {
        throw badRequest({
          en: `the seating of round ${round} has changed since it was shown (an entry was written meanwhile): look at it again`,
          ru: `рассадка тура ${round} изменилась, пока вы на неё смотрели (за это время появилась запись): посмотрите её снова`,
        });
      }
      const payload = { seating: seating.method === 'final' ? 'strongest-with-strongest' : seating.method, tables: seating.tables.map((players) => ({ players })) };
      const author = authorOf(body);
      const seq = writeChecked(ctx, version, targetOf('seating', round, null, payload), null, (validate) =>
        ctx.store.record({ kind: 'seating', round, table: null, payload }, { validate, author }));
      sendJson(res, 200, { seq, version: ctx.version(), seating: seatingJson(seating, event.seed, problems) });
    },
  },
];
