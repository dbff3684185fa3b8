/**
 * The riichi hanchan sheet: `POST /api/riichi/sheet {round, table, hanchan}` answers what the table's hanchan gives
 * (games/riichi/desk-sheet.ts: the problems at their fields, the deals with their payments and running scores, the
 * places, uma, oka, chombo and tournament points) without writing anything: the desk shows it while the judge types
 * and under a saved table. 400 for a regulation without riichi rules or a table that is not seated.
 */
import { DESK_RIICHI_TEXT } from '../riichi-texts.js';
import { riichiSheet, tableRulesOf } from '../../../games/index.js';
import { fieldErrors, readJson, sendJson } from '../http.js';
import type { Route } from '../router.js';

/** The riichi routes. */
export const riichiRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/api\/riichi\/sheet$/,
    // It writes nothing: a referee at a table sees the sheet too.
    referee: true,
    async handle({ ctx, req, res }) {
      const body = await readJson(req);
      const ir = ctx.tournamentRegulation();
      if (ir.riichi === undefined) throw fieldErrors([{ field: '', message: DESK_RIICHI_TEXT.noRiichi.en, text: DESK_RIICHI_TEXT.noRiichi }]);
      const event = ctx.event();
      const round = Number(body.round);
      const table = Number(body.table);
      if (!Number.isInteger(round) || !Number.isInteger(table) || event.rounds[round - 1]?.tables[table - 1] === undefined) {
        throw fieldErrors([{ field: 'table', message: DESK_RIICHI_TEXT.noTable.en, text: DESK_RIICHI_TEXT.noTable }]);
      }
      sendJson(res, 200, riichiSheet(ir, event, round, table, body.hanchan, tableRulesOf(ir)));
    },
  },
];
