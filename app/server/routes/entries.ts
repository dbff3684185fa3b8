/**
 * Writing the protocol from the desk: `POST /api/entries` records an entry `{version, entry, author?}`;
 * `POST /api/entries/<seq>/correct` replaces entry <seq> `{version, payload, reason, author?}` (payload null
 * withdraws it). Entries are checked with the CLI's schema checks (games/event-file.ts), each problem at its field.
 * Answers `{seq, version}`; 400 `{errors: [{field, message}]}`; 409 `{error, conflict: {theirs, version}}`.
 */
import { checkEntryValue } from '../../../games/index.js';
import { targetOf } from '../conflicts.js';
import { DESK_TEXT, DESK_TEXT_OF } from '../desk-texts.js';
import { fieldErrorAt, fieldErrors, HttpError, readJson, sendJson } from '../http.js';
import { langOf } from '../query-params.js';
import { authorAs, REFEREE_ENTRY_KINDS, refuseReferee } from '../referee.js';
import type { Route } from '../router.js';
import { authorOf, versionOf, writeChecked } from '../write-entry.js';

/** The entry routes. */
export const entryRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/api\/entries$/,
    referee: true,
    async handle({ ctx, req, res, url, role }) {
      const body = await readJson(req);
      const version = versionOf(body);
      const checked = checkEntryValue(body.entry);
      if ('problems' in checked) throw fieldErrors(checked.problems.map(fieldErrorAt));
      const entry = checked.entry;
      if (role === 'referee' && !REFEREE_ENTRY_KINDS.includes(entry.kind)) refuseReferee(langOf(ctx, url));
      const author = authorAs(authorOf(body), role);
      const target = targetOf(entry.kind, entry.round, entry.table, entry.payload);
      const seq = writeChecked(ctx, version, target, null, (validate) => ctx.store.record(entry, { validate, author }));
      sendJson(res, 200, { seq, version: ctx.version() });
    },
  },
  {
    method: 'POST',
    path: /^\/api\/entries\/(\d+)\/correct$/,
    async handle({ ctx, req, res, params }) {
      const seq = Number(params[0]);
      const body = await readJson(req);
      const version = versionOf(body);
      const original = ctx.store.history().find((e) => e.seq === seq);
      if (original === undefined) throw new HttpError(404, { error: DESK_TEXT_OF.noEntry.en(seq), text: { ru: DESK_TEXT_OF.noEntry.ru(seq), en: DESK_TEXT_OF.noEntry.en(seq) } });
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (reason === '') throw fieldErrors([{ field: 'reason', message: DESK_TEXT.noReason.en, text: DESK_TEXT.noReason }]);
      if (!('payload' in body)) throw fieldErrors([{ field: '', message: DESK_TEXT.noPayload.en, text: DESK_TEXT.noPayload }]);
      const checked = checkEntryValue({ kind: original.kind, ...(original.round !== null ? { round: original.round } : {}), ...(original.table !== null ? { table: original.table } : {}), payload: body.payload }, true);
      if ('problems' in checked) throw fieldErrors(checked.problems.map(fieldErrorAt));
      const target = targetOf(original.kind, original.round, original.table, original.payload);
      const newSeq = writeChecked(ctx, version, target, original.origin, (validate) => ctx.store.correct(seq, body.payload, reason, { validate, author: authorOf(body) }));
      sendJson(res, 200, { seq: newSeq, version: ctx.version() });
    },
  },
];
