/**
 * The players' submissions on the judge's side: `GET /api/submissions` (every submission; a waiting one with what
 * approving it would record now: the ledger, the table's result, or the problems that stop it, and the entries
 * written at its table since it was sent), `POST /api/submissions/<id>/approve {version, author?}` (writes the
 * entry, as the judge's, in the same transaction as the decision; conflicts and checks as any write: 400/409) and
 * `POST /api/submissions/<id>/reject {reason, author?}`.
 */
import { StoreError, type Submission } from '../../../store/index.js';
import { targetOf } from '../conflicts.js';
import type { DeskContext } from '../desk-context.js';
import { hallOf, withSubmitterName } from '../hall-context.js';
import { fieldErrors, HttpError, readJson, sendJson } from '../http.js';
import { langOf } from '../query-params.js';
import { authorAs } from '../referee.js';
import type { Route } from '../router.js';
import { entryOfSubmission, previewEntry } from '../submission-preview.js';
import { authorOf, versionOf, writeChecked } from '../write-entry.js';

/** A submission with, while it waits, its preview and the entries written at its table since it was sent. */
function withPreview(ctx: DeskContext, s: Submission) {
  if (s.decision !== null) return withSubmitterName(ctx, s);
  const since = ctx.store.effectiveEntries().filter((e) => e.seq > s.version && e.round === s.round && e.table === s.table).map((e) => e.seq);
  return { ...withSubmitterName(ctx, s), preview: previewEntry(ctx, entryOfSubmission(s)), since };
}

/** The submission of a route's id, or 404. */
function submissionOf(ctx: DeskContext, idText: string | undefined, lang: 'ru' | 'en'): Submission {
  const s = hallOf(ctx).store.submission(Number(idText));
  if (s === undefined) throw new HttpError(404, { error: lang === 'ru' ? `нет заявки №${idText ?? ''}` : `there is no submission ${idText ?? ''}` });
  return s;
}

/** A decision the store refused (decided already): 409 with the message. */
function decided(e: unknown, lang: 'ru' | 'en'): never {
  // The store's message is English ("submission 3 was already approved (...)"): the Russian says what it means.
  if (e instanceof StoreError) throw new HttpError(409, { error: lang === 'ru' ? 'заявка уже рассмотрена: обновите страницу' : e.message });
  throw e;
}

/** The submissions routes. */
export const submissionRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/submissions$/,
    handle({ ctx, res }) {
      const all = hallOf(ctx).store.submissions();
      // The players' names by id, so that the judge reads the ledgers by names (as the players did on their phones).
      const names = Object.fromEntries(ctx.event().players.map((p) => [p.id, p.name]));
      sendJson(res, 200, { version: ctx.version(), names, submissions: all.map((s) => withPreview(ctx, s)) });
    },
  },
  {
    method: 'POST',
    path: /^\/api\/submissions\/(\d+)\/approve$/,
    referee: true,
    async handle({ ctx, req, res, url, params, role }) {
      const lang = langOf(ctx, url);
      const s = submissionOf(ctx, params[0], lang);
      const body = await readJson(req);
      const version = versionOf(body);
      const author = authorAs(authorOf(body), role);
      const entry = entryOfSubmission(s);
      const target = targetOf(entry.kind, entry.round, entry.table, entry.payload);
      let decision: Submission;
      try {
        decision = hallOf(ctx).store.approve(s.id, () => writeChecked(ctx, version, target, null, (validate) => ctx.store.record(entry, { validate, author })), author);
      } catch (e) {
        decided(e, lang);
      }
      sendJson(res, 200, { seq: decision.decision!.entry, version: ctx.version() });
    },
  },
  {
    method: 'POST',
    path: /^\/api\/submissions\/(\d+)\/reject$/,
    referee: true,
    async handle({ ctx, req, res, url, params, role }) {
      const lang = langOf(ctx, url);
      const s = submissionOf(ctx, params[0], lang);
      const body = await readJson(req);
      const reason = typeof body.reason === 'string' ? body.reason.trim().slice(0, 500) : '';
      if (reason === '') throw fieldErrors([{ field: 'reason', message: lang === 'ru' ? 'скажите игрокам, почему заявка отклонена' : 'tell the players why the submission is rejected' }]);
      try {
        hallOf(ctx).store.reject(s.id, reason, authorAs(authorOf(body), role));
      } catch (e) {
        decided(e, lang);
      }
      sendJson(res, 200, { version: ctx.version() });
    },
  },
];
