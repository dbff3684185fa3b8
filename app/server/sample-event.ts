/**
 * The bundled sample event of `npm start` (app/sample/event.yaml), imported on first start into a working store
 * (by default in a private folder of the user under the system's temporary folder), then reused: what the judge enters there stays between starts.
 */
import { existsSync, lstatSync, mkdirSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEventFile, refuseNewProblems } from '../../games/index.js';
import { initStore, openStore, StoreError } from '../../store/index.js';

/** The sample event file (found from this module in the sources or in dist/). */
export const SAMPLE_EVENT_FILE: string = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'app', 'sample', 'event.yaml')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'app', 'sample', 'event.yaml');
})();

/**
 * The working store of the sample when none is given: in a folder of the user's own under the system's temporary
 * folder (`<tmp>/reglament-desk-<uid>`, mode 0700), made here when it is missing. A folder another user made there
 * first (or a link, or one others may write to) is refused: whoever controls it could read or replace the protocol.
 */
export function defaultSampleStore(tmp: string = tmpdir()): string {
  const uid = process.getuid?.();
  const folder = join(tmp, `reglament-desk-${uid ?? userInfo().username}`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stats = lstatSync(folder);
  const foreign = !stats.isDirectory() || (uid !== undefined && stats.uid !== uid) || (stats.mode & 0o077) !== 0;
  if (foreign) {
    throw new StoreError(
      `${folder} is not a private folder of this user (it is a link, another user's, or others may write to it): remove it, or give the store with --event`,
      `${folder} — не личная папка этого пользователя (это ссылка, папка другого пользователя или в неё могут писать другие): удалите её или укажите протокол через --event`,
    );
  }
  return join(folder, 'sample-event.db');
}

/**
 * Makes sure `store` holds the sample event: imports it when the store is new (the regulation path stored
 * absolute, since the store lives elsewhere); returns whether it was imported now. Throws StoreError on a store
 * that holds another event's problems.
 */
export function prepareSampleEvent(store: string = defaultSampleStore()): { store: string; imported: boolean } {
  if (existsSync(store)) {
    const s = openStore(store);
    const has = s.header() !== undefined;
    s.close();
    if (has) return { store, imported: false };
  }
  mkdirSync(dirname(store), { recursive: true });
  const loaded = loadEventFile(SAMPLE_EVENT_FILE);
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
  if (loaded.event === undefined || loaded.regulationPath === undefined || errors.length > 0) {
    throw new Error(`the bundled sample event ${SAMPLE_EVENT_FILE} has problems: ${errors.map((d) => d.message).join('; ')}`);
  }
  const s = initStore(store, { regulation: resolve(loaded.regulationPath), seed: loaded.event.seed });
  try {
    s.importEvent(loaded.event, { validate: refuseNewProblems, author: 'sample' });
  } finally {
    s.close();
  }
  return { store, imported: true };
}
