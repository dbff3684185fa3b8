/**
 * Reading the event: `GET /api/event` gives what the event page shows (the version, the regulation and its game,
 * players, rounds with their tables and each table's result so far, the entries in force with their seqs, each
 * deal's settlement (its ledger) and the problems of running it);
 * `GET /api/history` every entry with what it replaced, why, what replaced it, and the players' submission it came from,
 * and the verdict of the protocol's hash chain (`chain: {intact, head, text: {ru, en}}`).
 */
import { describeEventPath, seatingMethodNames, windNames } from '../../../present/index.js';
import { chainBrokenLine, chainLine } from '../../../store/index.js';
import { eastOfNextDeal, evaluateEvent, nextRoundToSeat, seatsAtDeal, tableScoreUnit } from '../../../runtime/index.js';
import { sendJson } from '../http.js';
import type { Route } from '../router.js';
import { dealSettlements } from '../deal-settlements.js';
import { hallOf, withSubmitterName } from '../hall-context.js';
import { windsOf } from '../round-winds.js';
import { tableResultsOf } from '../table-results.js';
import { deskViewOf, gameNameOf, tableRulesOf } from '../../../games/index.js';

/** The event routes. */
export const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/event$/,
    handle({ ctx, res }) {
      const ir = ctx.regulation();
      const event = ctx.event();
      const evaluated = ir.tournament === undefined ? undefined : evaluateEvent(ir, event, tableRulesOf(ir));
      const problems = (evaluated?.problems ?? []).map((p) => ({ ...p, where: { ru: describeEventPath(p.path, 'ru'), en: describeEventPath(p.path) } }));
      const winds = windsOf(ir, event);
      const results = tableResultsOf(ir, event, evaluated);
      const entries = ctx.store.effectiveEntries();
      sendJson(res, 200, {
        version: ctx.version(),
        store: ctx.store.file,
        regulation: { id: ctx.catalogue.eventRegulationId(), name: ir.name, game: ir.game, gameName: gameNameOf(ir), version: ir.version, tournament: ir.tournament !== undefined, unit: tableScoreUnit(ir), desk: deskViewOf(ir) },
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
          return {
            ...round, ...names, results: results[i] ?? [],
            // Who is East at each table's next deal (mahjong with a rotating East; null otherwise).
            nextEast: r.tables.map((_, ti) => (evaluated === undefined ? null : eastOfNextDeal(ir, event, i, ti, evaluated.rounds[i]?.tables[ti]?.deals ?? []))),
            // Who sits where at each table's next deal (in the seating's seat order): after a change of seats (the
            // judge's, or the regulation's after a wind round) or a substitution between deals, not the round's first seats.
            seatsNow: r.tables.map((t, ti) => seatsAtDeal(ir, event, i, ti, t.deals?.length ?? 0)),
          };
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
      const chain = ctx.store.verifyChain();
      const text = (lang: 'ru' | 'en') => (chain.break === undefined ? chainLine(chain, lang) : chainBrokenLine(chain, lang));
      // An entry written by approving a players' submission names it: who sent it from the table, and when.
      const submissions = new Map(hallOf(ctx).store.submissions().filter((s) => s.decision?.entry != null).map((s) => [s.decision!.entry!, withSubmitterName(ctx, { id: s.id, submitter: s.submitter, at: s.at })] as const));
      // The verdict of the protocol's hash chain: intact (with its head) or where it breaks.
      sendJson(res, 200, {
        version: ctx.version(),
        history: ctx.store.history().map((e) => ({ ...e, submission: submissions.get(e.seq) ?? null })),
        chain: { intact: chain.break === undefined, head: chain.head, text: { ru: text('ru'), en: text('en') } },
      });
    },
  },
];
