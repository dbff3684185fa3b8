/**
 * The judge's preview of a table's entry before it is saved: `POST /api/entries/preview {entry}` answers what the
 * engine makes of it, as the players' preview does (submission-preview.ts: the deal's ledger, the table's result
 * after it), plus every error a write would meet, the errors of running the event under its regulation included
 * (a deal by fans under the declaration rule, a hand that cannot be read), each at its form field. Nothing is
 * written. Answers `{errors: [{field, message, text?}], ledger, table}` (200 even with errors: it is a preview).
 */
import { newRunErrors } from '../../../runtime/index.js';
import { tryEntry } from '../entry-trial.js';
import { readJson, sendJson } from '../http.js';
import type { Route } from '../router.js';
import { previewEntry } from '../submission-preview.js';
import { fieldOfEventProblem } from '../write-entry.js';

/** The preview route. */
export const entryPreviewRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/api\/entries\/preview$/,
    referee: true,
    async handle({ ctx, req, res }) {
      const body = await readJson(req);
      const trial = tryEntry(ctx, body.entry);
      if ('errors' in trial) {
        sendJson(res, 200, { errors: trial.errors, ledger: null, table: null });
        return;
      }
      const errors = newRunErrors(ctx.regulation(), trial.after, trial.before).map(fieldOfEventProblem);
      sendJson(res, 200, errors.length > 0 ? { errors, ledger: null, table: null } : previewEntry(ctx, body.entry as Parameters<typeof previewEntry>[1]));
    },
  },
];
