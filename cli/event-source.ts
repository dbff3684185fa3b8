/**
 * Where a command reads an event from: an event file (YAML or JSON, games/event-file.ts) or the event store itself
 * (the SQLite file of `reglament event` and the desk, recognised by its first bytes), so that `standings`, `seat` and
 * `impact --event` take the judge's store as it is. Output: the event and its regulation path (resolved against the
 * file's folder) with diagnostics, as loadEventFile gives them. Never throws on user input.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { createDiagnostic } from '../compiler/index.js';
import { checkEvent } from '../runtime/index.js';
import { openStore, StoreError, type EventStore } from '../store/index.js';
import { loadEventFile, type LoadedEvent } from '../games/index.js';
import { describeEventPath } from '../present/index.js';

/** The first bytes of every SQLite database file. */
const SQLITE_MAGIC = 'SQLite format 3\u0000';

/** Whether a file is an SQLite database (false when it cannot be read: the event file reader says why). */
export function isSqliteFile(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(SQLITE_MAGIC.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.toString('latin1') === SQLITE_MAGIC;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Reads the event an event store holds, with its regulation resolved against the store's folder. */
function loadEventStore(file: string): LoadedEvent {
  const at = { file, line: 1, col: 1, endLine: 1, endCol: 1 };
  let store: EventStore | undefined;
  try {
    store = openStore(file);
    const header = store.header();
    if (header === undefined) return { diagnostics: [createDiagnostic('event/store-unreadable', at, `${file} holds no event yet`)] };
    const event = store.toEventData();
    const regulationPath = isAbsolute(header.regulation) ? header.regulation : join(dirname(file), header.regulation);
    // The store refused every write that broke the event; an older store may still hold a problem.
    const diagnostics = checkEvent(event).map((p) => createDiagnostic(p.code, at, {
      en: `${describeEventPath(p.path)}: ${p.message}`,
      ru: `${describeEventPath(p.path, 'ru')}: ${p.text.ru}`,
    }, { hint: p.hint ?? null }));
    return { event, regulationPath, diagnostics };
  } catch (e) {
    if (e instanceof StoreError) return { diagnostics: [createDiagnostic('event/store-unreadable', at, e.message)] };
    throw e;
  } finally {
    store?.close();
  }
}

/** Reads an event from an event file or an event store. */
export function loadEventSource(file: string): LoadedEvent {
  return isSqliteFile(file) ? loadEventStore(file) : loadEventFile(file);
}
