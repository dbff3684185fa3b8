/**
 * How the desk writes to the store: the version check, the shared event checks of the CLI and the errors of running
 * the event under its regulation (a write that gives the event a new problem is refused, each problem named by the
 * field it concerns) and the store's own refusals, all in the write's transaction.
 */
import { newRunErrors } from '../../runtime/index.js';
import { StoreBusyError, StoreError, type EventValidator } from '../../store/index.js';
import { refuseStaleWrite } from './conflicts.js';
import type { DeskContext } from './desk-context.js';
import { DESK_TEXT } from './desk-texts.js';
import { fieldErrors, HttpError, type FieldError } from './http.js';
import { newEventProblems, type PlacedEventProblem, tableRulesOf } from '../../games/index.js';

/** The form field an event problem concerns: `payload.<keys after the entry's place>`, or the form itself. */
export function fieldOfEventProblem(p: Pick<PlacedEventProblem, 'path' | 'message' | 'text'>): FieldError {
  let last = -1;
  p.path.forEach((part, i) => {
    if (typeof part === 'number') last = i;
  });
  // A Sichuan deal's events are a list inside the deal entry: its fields start after the deal's index.
  if (p.path[4] === 'deals' && p.path[6] === 'events') last = 5;
  const rest = p.path.slice(last + 1);
  return { field: rest.length === 0 ? '' : `payload.${rest.join('.')}`, message: p.message, ...(p.text !== undefined ? { text: p.text } : {}) };
}

/** The validator of a desk write: version first, then the problems the write would add. */
function validatorFor(ctx: DeskContext, version: number, target: string, chain: number | null): EventValidator {
  return (after, before) => {
    refuseStaleWrite(ctx.store, version, target, chain, ctx.store.lastSeq());
    const problems = newEventProblems(after, before);
    if (problems.length > 0) throw fieldErrors(problems.map(fieldOfEventProblem));
    // Everything the engine can check: a hand that cannot be read, a pulya that cannot be settled...
    const errors = newRunErrors(ctx.regulation(), tableRulesOf(ctx.regulation()), after, before);
    if (errors.length > 0) throw fieldErrors(errors.map(fieldOfEventProblem));
    return [];
  };
}

/** The author of a write (the judge's name the page sends): a short text, or null. */
export function authorOf(body: Record<string, unknown>): string | null {
  const a = body.author;
  return typeof a === 'string' && a.trim() !== '' ? a.trim().slice(0, 100) : null;
}

/** Reads the version a write is based on (a whole number >= 0). */
export function versionOf(body: Record<string, unknown>): number {
  const v = body.version;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw new HttpError(400, { errors: [{ field: '', message: DESK_TEXT.noVersion.en, text: DESK_TEXT.noVersion }] });
  return v;
}

/**
 * Runs a store write with the desk's validator; store refusals become 400 (or 409 for a chain corrected since); a
 * busy store goes on as StoreBusyError (503 with a retry).
 */
export function writeChecked(ctx: DeskContext, version: number, target: string, chain: number | null, write: (validate: EventValidator) => number): number {
  try {
    // A conflict first (the store's own refusal, e.g. "already registered", says less); checked again in the write.
    refuseStaleWrite(ctx.store, version, target, chain, -1);
    return write(validatorFor(ctx, version, target, chain));
  } catch (e) {
    // A busy store is answered 503 with a retry by the server; nothing was written.
    if (e instanceof HttpError || e instanceof StoreBusyError) throw e;
    if (e instanceof StoreError) {
      const text = { ru: e.textOf('ru'), en: e.textOf('en') };
      if (e.kind === 'conflict') throw new HttpError(409, { error: e.message, text, conflict: { theirs: [], version: ctx.version() } });
      throw new HttpError(400, { errors: [{ field: '', message: e.message, text }] });
    }
    throw e;
  }
}
