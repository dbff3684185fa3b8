/**
 * Reading the event: `GET /api/event` gives what the event page shows (the version, the regulation and its game,
 * players, rounds with their tables and each table's result so far, the entries in force with their seqs, each
 * deal's settlement (its ledger) and the problems of running it);
 * `GET /api/history` every entry with what it replaced, why, and what replaced it.
 */
import { describeEventPath, seatingMethodNames, windNames } from '../../../cli/index.js';
import { carrierAliases, evaluateEvent, nextRoundToSeat, playersOf, tablePoints } from '../../../runtime/index.js';
import { sendJson } from '../http.js';
import type { Route } from '../router.js';
import { dealSettlements } from '../deal-settlements.js';
import { windsOf } from '../round-winds.js';

/** The event routes. */
export const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/event$/,
    handle({ ctx, res }) {
      const ir = ctx.regulation();
      const event = ctx.event();
      const evaluated = ir.tournament === undefined ? undefined : evaluateEvent(ir, event);
      const problems = (evaluated?.problems ?? []).map((p) => ({ ...p, where: describeEventPath(p.path) }));
      const winds = windsOf(ir, event);
      // Each table's result so far: every player's vists (deals settled, penalties counted) and table points, a
      // replaced player's results under his substitute's id as the standings count them (substitutions made by then).
      const players = playersOf(event);
      const results = event.rounds.map((_, ri) => {
        const aliases = carrierAliases(players, ri + 1);
        return (evaluated?.rounds[ri]?.tables ?? []).map((table) => {
          if (table.deals.length === 0 && table.adjustments.length === 0) return null;
          const points = tablePoints(table, ir.tournament!.tablePoints, { aliases, explain: false });
          return Object.fromEntries(Object.entries(points).map(([player, p]) => [player, { points: p.points, vists: p.vists }]));
        });
      });
      const entries = ctx.store.effectiveEntries();
      sendJson(res, 200, {
        version: ctx.version(),
        store: ctx.store.file,
        regulation: { id: ctx.catalogue.eventRegulationId(), name: ir.name, game: ir.game, version: ir.version, tournament: ir.tournament !== undefined },
        seed: event.seed,
        // The first round without a seating (a round holding only a substitution is not seated yet).
        nextRound: nextRoundToSeat(event),
        players: event.players,
        rounds: event.rounds.map((r, i) => {
          const round = { ...r, ...winds[i] };
          // The header's words in both languages (how the round was seated, its wind).
          const names = {
            seatingName: round.seating ? seatingMethodNames(round.seating) : null,
            windName: round.wind ? windNames(round.wind) : null,
            tableWindNames: round.tableWinds?.map((w) => (w ? windNames(w) : null)) ?? null,
          };
          return { ...round, ...names, results: results[i] ?? [] };
        }),
        entries,
        // Each deal's ledger (a deal given as hands, a Sichuan deal) by the seq of its entry.
        settlements: evaluated === undefined ? {} : dealSettlements(ir, evaluated, entries),
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
