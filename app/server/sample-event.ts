/**
 * The bundled sample event of `npm start` (app/sample/event.yaml), imported on first start into a working store
 * (by default in the system's temporary folder), then reused: what the judge enters there stays between starts.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEventFile, refuseNewProblems } from '../../cli/index.js';
import { initStore, openStore } from '../../store/index.js';

/** The sample event file (found from this module in the sources or in dist/). */
export const SAMPLE_EVENT_FILE: string = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'app', 'sample', 'event.yaml')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'app', 'sample', 'event.yaml');
})();

/** The working store of the sample when none is given. */
export function defaultSampleStore(): string {
  return join(tmpdir(), 'reglament-desk', 'sample-event.db');
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
