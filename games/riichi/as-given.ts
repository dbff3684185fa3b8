/**
 * A value of a hanchan file as the file gives it, for a message: a string as it is, a number or a boolean as written,
 * anything else as JSON (else its type). Never `String()` on user data: a garbage value (an object whose `toString` is
 * not a function) would throw instead of being reported.
 */

/** The value as given (see the file's comment). */
export function asGiven(x: unknown): string {
  if (typeof x === 'string') return x;
  if (typeof x === 'number' || typeof x === 'boolean') return `${x}`;
  try {
    return JSON.stringify(x) ?? typeof x;
  } catch {
    return typeof x;
  }
}
