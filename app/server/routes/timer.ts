/**
 * The round timer, run by the judge: `GET /api/timer` (the timer in force, the server's clock, the regulation's
 * time rules and the round to start next) and `POST /api/timer` with `{action: start, round, minutes}`,
 * `{action: extend, table (null: every table), minutes}` or `{action: stop}`. Every action is kept in the store's
 * timer log, so a restarted desk shows the same clock. Answers the new timer; 400 `{errors}` for a bad action.
 */
import type { Lang } from '../../../present/index.js';
import { TIMER_LIMITS, StoreError, type TimerAction } from '../../../store/index.js';
import { hallOf } from '../hall-context.js';
import { hallState } from '../hall-state.js';
import { fieldErrors, readJson, sendJson } from '../http.js';
import { langOf } from '../query-params.js';
import { authorAs, refuseReferee } from '../referee.js';
import type { Route } from '../router.js';
import { authorOf } from '../write-entry.js';

/** A number of minutes from the request, or a field error in the request's language. */
function minutesOf(value: unknown, max: number, signed: boolean, lang: Lang): number {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  const ok = typeof n === 'number' && Number.isFinite(n) && n !== 0 && Math.abs(n) <= max && (signed || n > 0) && Number.isInteger(n * 60);
  if (ok) return n;
  const range = signed ? `−${max}…${max}` : `1…${max}`;
  throw fieldErrors([{ field: 'minutes', message: lang === 'ru' ? `минуты: число от ${range}${signed ? ', не 0' : ''} (до секунды)` : `minutes: a number from ${range}${signed ? ', not 0' : ''} (to the second)` }]);
}

/** A whole number >= 1 from the request, or a field error. */
function countOf(value: unknown, field: string, lang: Lang): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= 10_000) return n;
  throw fieldErrors([{ field, message: lang === 'ru' ? 'целое число от 1' : 'a whole number from 1' }]);
}

/** The action a request asks for. */
function actionOf(body: Record<string, unknown>, lang: Lang): TimerAction {
  switch (body.action) {
    case 'start':
      return { action: 'start', round: countOf(body.round, 'round', lang), minutes: minutesOf(body.minutes, TIMER_LIMITS.roundMinutes, false, lang) };
    case 'extend':
      return { action: 'extend', table: body.table === null || body.table === undefined || body.table === '' ? null : countOf(body.table, 'table', lang), minutes: minutesOf(body.minutes, TIMER_LIMITS.extensionMinutes, true, lang) };
    case 'stop':
      return { action: 'stop' };
    default:
      throw fieldErrors([{ field: 'action', message: lang === 'ru' ? 'действие: start, extend или stop' : 'action: start, extend or stop' }]);
  }
}

/** The timer's answer: the hall's state (its timer, clock and time rules). */
function timerAnswer(ctx: Parameters<typeof hallState>[0]) {
  const { now, timer, timeRules, round } = hallState(ctx);
  return { now, timer, timeRules, round: round === null ? null : { number: round.number, tables: round.tables.map((t) => ({ table: t.table, players: t.players.length })) } };
}

/** The timer routes. */
export const timerRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/timer$/,
    handle({ ctx, res }) {
      sendJson(res, 200, timerAnswer(ctx));
    },
  },
  {
    method: 'POST',
    path: /^\/api\/timer$/,
    referee: true,
    async handle({ ctx, req, res, url, role }) {
      const lang = langOf(ctx, url);
      const body = await readJson(req);
      const action = actionOf(body, lang);
      // A referee gives a table extra time; the round's clock (start, stop, every table) is the judge's.
      if (role === 'referee' && (action.action !== 'extend' || action.table === null)) refuseReferee(lang);
      try {
        hallOf(ctx).store.logTimer(action, authorAs(authorOf(body), role));
      } catch (e) {
        if (!(e instanceof StoreError)) throw e;
        throw fieldErrors([{ field: '', message: e.textOf(lang), text: { ru: e.textOf('ru'), en: e.message } }]);
      }
      sendJson(res, 200, timerAnswer(ctx));
    },
  },
];
