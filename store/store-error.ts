/**
 * Errors of the store for the user: a misuse (bad entry, correcting a replaced entry, no header...), a store that is
 * busy with another program's write, a damaged store. Each carries its message in English (`message`) and, where
 * it has one, in Russian; `textOf` picks the judge's language.
 */
/** The languages of the store's messages. */
export type StoreLang = 'ru' | 'en';

/**
 * Why the store refused: `conflict` when the entry to correct was corrected since (the caller's view is stale),
 * `refused` for any other misuse (bad entry, no header...).
 */
export type StoreErrorKind = 'refused' | 'conflict';

/** A misuse of the store (bad entry, correcting a replaced entry, no header...): the message is for the user. */
export class StoreError extends Error {
  /** Builds the error with a message for the user (English), optionally its Russian text, and the kind of refusal. */
  constructor(message: string, readonly ru?: string, readonly kind: StoreErrorKind = 'refused') {
    super(message);
    this.name = 'StoreError';
  }

  /** The message in a language (English when there is no Russian text). */
  textOf(lang: StoreLang): string {
    return lang === 'ru' && this.ru !== undefined ? this.ru : this.message;
  }
}

/** The store is locked by another connection's write for longer than the busy timeout: nothing was written. */
export class StoreBusyError extends StoreError {
  /** Builds the error for a store file. */
  constructor(file: string) {
    super(
      `the event store ${file} is busy with another program's write (the desk or another \`reglament event\`); nothing was written: try again`,
      `протокол турнира ${file} занят записью другой программы (стол судьи или другая команда \`reglament event\`); ничего не записано: повторите`,
    );
    this.name = 'StoreBusyError';
  }
}

/** The store file is damaged: SQLite's own check fails, or an entry cannot be read; the message names the entry. */
export class StoreDamagedError extends StoreError {
  /** Builds the error with its English and Russian texts. */
  constructor(message: string, ru: string) {
    super(message, ru);
    this.name = 'StoreDamagedError';
  }
}

/** Whether an error of better-sqlite3 says the database is locked by another connection. */
export function isBusy(e: unknown): boolean {
  const code = (e as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** Runs a database action; a locked database becomes StoreBusyError for `file`. */
export function unlessBusy<T>(file: string, action: () => T): T {
  try {
    return action();
  } catch (e) {
    if (isBusy(e)) throw new StoreBusyError(file);
    throw e;
  }
}
