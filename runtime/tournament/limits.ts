/**
 * The caps on an event's numbers and texts, far above any real tournament, so that no file, entry or request can
 * make the engine loop over millions of rounds or carry megabytes of names (docs/limits-and-guarantees.md). The
 * event and regulation schemas (schemas/*.schema.json) state the same numbers; a test keeps them equal (rule strings
 * have their own caps, compiler/dsl/limits.ts). Imports nothing.
 */

/** The highest round number of an event (a round of an entry is also at most the last round with entries + 1). */
export const MAX_ROUND = 200;

/** The most tables of one round. */
export const MAX_TABLES = 1000;

/** The most deals of one table (and the highest `after-deal` of a substitution). */
export const MAX_DEALS = 1000;

/** The largest seed of an event's draws: the largest integer a double holds exactly (2^53 - 1). */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/** The largest vists, game points or tournament points of one player in one deal, penalty or table result. */
export const MAX_SCORE = 1_000_000_000;

/** The longest player id. */
export const MAX_ID_LENGTH = 40;

/** The longest name (a player's, the judge's). */
export const MAX_NAME_LENGTH = 100;

/** The longest free text (a note, a reason; a regulation's names, texts and assumptions in each language). */
export const MAX_TEXT_LENGTH = 2000;

/** The longest key of a regulation: a rule or item id, a tag, a shape, a version, a code a test expects. */
export const MAX_KEY_LENGTH = 80;

/** The longest label: a clause, a test's sentence, a path (extends, the event's regulation). */
export const MAX_LABEL_LENGTH = 500;

/** The longest hand in notation (a player's hand of a deal, a regulation test's hand). */
export const MAX_HAND_LENGTH = 200;

/** Whether a number is a whole number in [min, max]. */
export function isWholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}
