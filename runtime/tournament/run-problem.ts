/**
 * A problem met while running an event (scoring its deals, applying its penalties, choosing its formula), as every
 * part of the tournament layer reports it: never thrown, collected with its path into the event data.
 */
import type { Bilingual } from '../ir/types.js';
import type { ProblemCode } from '../problem-code.js';
import type { PlayerId } from './types.js';

/** A problem met while running an event: a stable code, a message, a path into the event data (0-based indices). */
export interface RunProblem {
  code: ProblemCode;
  message: string;
  path: Array<string | number>;
  /** `error`: a result could not be computed (the standings miss it); `warning`: something was ignored. */
  severity: 'error' | 'warning';
  player?: PlayerId;
  /** The message in both languages (every problem of the tournament layer has one; `en` is `message`). */
  text?: Bilingual;
}

/** A problem whose message is given in both languages (`message` is the English). */
export function runProblem(
  code: ProblemCode, severity: RunProblem['severity'], path: Array<string | number>, text: Bilingual, player?: PlayerId,
): RunProblem {
  return { code, severity, path, message: text.en, text, ...(player !== undefined ? { player } : {}) };
}
