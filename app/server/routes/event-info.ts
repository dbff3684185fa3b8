/**
 * The event's name, date and venue (for the printouts and the hall): `GET /api/event-info` and
 * `POST /api/event-info {name, date, venue, author?}`; every edit is kept. 400 `{errors}` names the field.
 */
import { eventInfoProblems, normaliseEventInfo } from '../../../store/index.js';
import { hallOf } from '../hall-context.js';
import { fieldErrors, readJson, sendJson } from '../http.js';
import { langOf } from '../query-params.js';
import type { Route } from '../router.js';
import { authorOf } from '../write-entry.js';

/** The info in force ('' for what was never set). */
function infoOf(ctx: Parameters<typeof hallOf>[0]) {
  const info = hallOf(ctx).store.info();
  return { name: info?.name ?? '', date: info?.date ?? '', venue: info?.venue ?? '', at: info?.at ?? null, author: info?.author ?? null };
}

/** A text field of the request ('' when absent). */
function text(body: Record<string, unknown>, key: string): string {
  const v = body[key];
  return typeof v === 'string' ? v.trim() : '';
}

/** The event info routes. */
export const eventInfoRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/event-info$/,
    handle({ ctx, res }) {
      sendJson(res, 200, infoOf(ctx));
    },
  },
  {
    method: 'POST',
    path: /^\/api\/event-info$/,
    async handle({ ctx, req, res, url }) {
      const lang = langOf(ctx, url);
      const body = await readJson(req);
      const info = normaliseEventInfo({ name: text(body, 'name'), date: text(body, 'date'), venue: text(body, 'venue') });
      const problems = eventInfoProblems(info);
      if (problems.length > 0) throw fieldErrors(problems.map((p) => ({ field: p.field, message: p.message[lang] })));
      hallOf(ctx).store.setInfo(info, authorOf(body));
      sendJson(res, 200, infoOf(ctx));
    },
  },
];
