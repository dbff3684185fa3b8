/**
 * Seating a round from the desk: `POST /api/rounds/<n>/seat {version, author?}` draws round n as the regulation
 * says (runtime seatRound: by lot from the event's seed in round 1, strongest with strongest later, the final's
 * players in place order) and records it as the round's seating entry. Answers `{seq, version, seating}`.
 */
import { seatingJson } from '../../../cli/index.js';
import { nextRoundToSeat, seatRound } from '../../../runtime/index.js';
import { targetOf } from '../conflicts.js';
import { badRequest, readJson, sendJson } from '../http.js';
import type { Route } from '../router.js';
import { authorOf, versionOf, writeChecked } from '../write-entry.js';

/** The seating routes. */
export const seatRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/api\/rounds\/(\d+)\/seat$/,
    async handle({ ctx, req, res, params }) {
      const round = Number(params[0]);
      const body = await readJson(req);
      const version = versionOf(body);
      const ir = ctx.tournamentRegulation();
      const event = ctx.event();
      const next = nextRoundToSeat(event);
      if (round < 1 || round > next) throw badRequest(`the next round to seat is round ${next}`);
      const { seating, problems } = seatRound(ir, event, round);
      const errors = problems.filter((p) => p.severity === 'error');
      if (errors.length > 0) throw badRequest(errors.map((p) => p.message).join('; '));
      if (seating.tables.length === 0) throw badRequest(`round ${round} has no players to seat: register the players first`);
      const payload = { seating: seating.method === 'final' ? 'strongest-with-strongest' : seating.method, tables: seating.tables.map((players) => ({ players })) };
      const author = authorOf(body);
      const seq = writeChecked(ctx, version, targetOf('seating', round, null, payload), null, (validate) =>
        ctx.store.record({ kind: 'seating', round, table: null, payload }, { validate, author }));
      sendJson(res, 200, { seq, version: ctx.version(), seating: seatingJson(seating, event.seed, problems) });
    },
  },
];
