/**
 * What the judge's deal forms need besides the event: `GET /api/deal-form` (the regulation's win flags, named
 * penalties, progressive scale and sanctions: app/server/deal-form-info.ts) and `POST /api/entries/preview {entry}`
 * (what writing the entry would do, computed by the engine that will settle it, nothing written: the problems at
 * their fields, or the deal's ledger as `reglament deal` prints it and the table's result after it), and
 * `POST /api/pulya/sheet {pulya}` (a preference pulya entered deal by deal, settled under the regulation: the text
 * `reglament pulya` prints, in both languages, and its JSON; the problems at the fields of the result's payload).
 */
import { checkEntryValue, pulyaJson, renderPulyaText, settlePulya } from '../../../games/index.js';
import { dealFormInfoOf } from '../deal-form-info.js';
import { fieldErrorAt, fieldErrors, readJson, sendJson } from '../http.js';
import type { Route } from '../router.js';
import { previewEntry } from '../submission-preview.js';

/** The deal form routes. */
export const dealFormRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/deal-form$/,
    // The regulation's flags and penalties are no secret: the players' phone form reads them too.
    public: true,
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
        throw fieldErrors(checked.problems.map(fieldErrorAt));
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
  {
    method: 'POST',
    path: /^\/api\/pulya\/sheet$/,
    referee: true,
    async handle({ ctx, req, res }) {
      const body = await readJson(req);
      const ir = ctx.regulation();
      if (ir.preference === undefined) {
        throw fieldErrors([{ field: '', message: 'the regulation has no preference conventions', text: { ru: 'в регламенте нет правил преферанса', en: 'the regulation has no preference conventions' } }]);
      }
      const r = settlePulya(ir, body.pulya);
      const errors = r.problems.filter((p) => p.severity === 'error');
      if (errors.length > 0) {
        throw fieldErrors(errors.map((p) => ({ field: ['payload', 'pulya', ...p.path].join('.'), message: p.message, text: p.text })));
      }
      const withDeals = Array.isArray((body.pulya as { deals?: unknown } | undefined)?.deals);
      sendJson(res, 200, {
        text: { ru: renderPulyaText(ir, r.players, r.deals, 'ru', r.lastRound), en: renderPulyaText(ir, r.players, r.deals, 'en', r.lastRound) },
        sheet: pulyaJson(ir, r.players, r.deals, withDeals, r.lastRound),
        warnings: r.problems.map((p) => ({ field: ['payload', 'pulya', ...p.path].join('.'), message: p.message, text: p.text })),
      });
    },
  },
];
