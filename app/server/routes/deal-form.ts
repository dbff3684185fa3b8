/**
 * What the judge's deal forms need besides the event: `GET /api/deal-form` (the regulation's win flags, named
 * penalties, progressive scale and sanctions: app/server/deal-form-info.ts) and `POST /api/entries/preview {entry}`
 * (what writing the entry would do, computed by the engine that will settle it, nothing written: the problems at
 * their fields, or the deal's ledger as `reglament deal` prints it and the table's result after it).
 */
import { checkEntryValue } from '../../../cli/index.js';
import { dealFormInfoOf } from '../deal-form-info.js';
import { fieldErrors, readJson, sendJson } from '../http.js';
import type { Route } from '../router.js';
import { previewEntry } from '../submission-preview.js';

/** The deal form routes. */
export const dealFormRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/deal-form$/,
    handle({ ctx, res }) {
      sendJson(res, 200, dealFormInfoOf(ctx.regulation()));
    },
  },
  {
    method: 'POST',
    path: /^\/api\/entries\/preview$/,
    // Writes nothing: whoever may write a table's entry may see what it would do.
    referee: true,
    async handle({ ctx, req, res }) {
      const body = await readJson(req);
      const checked = checkEntryValue(body.entry);
      if ('problems' in checked) {
        throw fieldErrors(checked.problems.map((p) => ({ field: p.path.join('.'), message: p.message, ...(p.text !== undefined ? { text: p.text } : {}) })));
      }
      const e = checked.entry;
      if (typeof e.round !== 'number' || typeof e.table !== 'number' || !['deal', 'penalty', 'result'].includes(e.kind)) {
        throw fieldErrors([{ field: 'entry.kind', message: 'a preview is of a deal, a penalty or a result of a table', text: { ru: 'расчёт до записи есть у сдачи, штрафа и результата стола', en: 'a preview is of a deal, a penalty or a result of a table' } }]);
      }
      const preview = previewEntry(ctx, { kind: e.kind, round: e.round, table: e.table, payload: e.payload });
      if (preview.errors.length > 0) throw fieldErrors(preview.errors);
      sendJson(res, 200, preview);
    },
  },
];
