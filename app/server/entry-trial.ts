/**
 * Trying an entry without writing it: the schema of the event format, the store's own checks, the problems the
 * entry would give the event and the errors of running it under the regulation, exactly as a write would meet them,
 * in a transaction that is rolled back. Players' submissions are kept only when the trial passes, and the judge sees
 * what approving one would record; the judge's deal form shows it before saving.
 */
import { newRunErrors, type EventData } from '../../runtime/index.js';
import { checkEntryValue, newEventProblems, tableRulesOf } from '../../games/index.js';
import { connectionOf, StoreError, type EntryInput } from '../../store/index.js';
import type { DeskContext } from './desk-context.js';
import { fieldErrorAt, type FieldError } from './http.js';
import { fieldOfEventProblem } from './write-entry.js';

/** The outcome of a trial: the problems, or the event before and after the entry. */
export type EntryTrial = { errors: FieldError[] } | { before: EventData; after: EventData; entry: EntryInput };

/** Thrown to roll the trial's transaction back. */
class RollBack extends Error {}

/** Tries an entry (any JSON value) against the event as it is now; nothing is written. */
export function tryEntry(ctx: DeskContext, value: unknown): EntryTrial {
  const checked = checkEntryValue(value);
  if ('problems' in checked) return { errors: checked.problems.map(fieldErrorAt) };
  const entry = checked.entry;
  let seen: { before: EventData; after: EventData } | undefined;
  let errors: FieldError[] = [];
  try {
    connectionOf(ctx.store).transaction(() => {
      ctx.store.record(entry, {
        validate: (after, before) => {
          const problems = newEventProblems(after, before);
          // Everything the engine can check, as a write checks it (a hand that cannot be read...).
          const found = problems.length > 0 ? problems : newRunErrors(ctx.regulation(), tableRulesOf(ctx.regulation()), after, before);
          errors = found.map(fieldOfEventProblem);
          if (found.length === 0) seen = { before, after };
          return found.map((p) => p.message);
        },
      });
      throw new RollBack();
    })();
  } catch (e) {
    if (e instanceof StoreError) {
      if (errors.length === 0) errors = [{ field: '', message: e.message, text: { ru: e.textOf('ru'), en: e.message } }];
    } else if (!(e instanceof RollBack)) throw e;
  }
  return seen === undefined ? { errors } : { ...seen, entry };
}
