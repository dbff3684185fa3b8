/**
 * Reading the event: `GET /api/event` gives what the event page shows (the version, the regulation and its game,
 * players, rounds with their tables, the entries in force with their seqs, and the problems of running it);
 * `GET /api/history` every entry with what it replaced, why, and what replaced it.
 */
import { describeEventPath } from '../../../cli/index.js';
import { evaluateEvent } from '../../../runtime/index.js';
import { sendJson } from '../http.js';
import type { Route } from '../router.js';
import { windsOf } from '../round-winds.js';

/** The event routes. */
export const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/event$/,
    handle({ ctx, res }) {
      const ir = ctx.regulation();
      const event = ctx.event();
      const problems = ir.tournament === undefined ? [] : evaluateEvent(ir, event).problems.map((p) => ({ ...p, where: describeEventPath(p.path) }));
      const winds = windsOf(ir, event);
      sendJson(res, 200, {
        version: ctx.version(),
        store: ctx.store.file,
        regulation: { id: ctx.catalogue.eventRegulationId(), name: ir.name, game: ir.game, version: ir.version, tournament: ir.tournament !== undefined },
        seed: event.seed,
        players: event.players,
        rounds: event.rounds.map((r, i) => ({ ...r, ...winds[i] })),
        entries: ctx.store.effectiveEntries(),
        problems,
      });
    },
  },
  {
    method: 'GET',
    path: /^\/api\/history$/,
    handle({ ctx, res }) {
      sendJson(res, 200, { version: ctx.version(), history: ctx.store.history() });
    },
  },
];
