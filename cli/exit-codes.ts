/**
 * Exit codes of every command (documented in docs/judges-guide.md).
 */
export const EXIT = {
  /** Success. */
  ok: 0,
  /** The regulation has errors, or a regulation test failed. */
  regulationErrors: 1,
  /** Bad input: an unparsable hand, an unknown option, a missing file argument. */
  badInput: 2,
  /** An internal error (a bug): please report it. */
  internal: 3,
} as const;
