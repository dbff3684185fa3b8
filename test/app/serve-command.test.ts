/**
 * `reglament serve` as a user runs it (the built CLI): what it refuses at once, with exit code 2, and the sample
 * event of `npm start`, imported into a working store once and reused after.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareSampleEvent } from '../../app/index.js';
import { openStore } from '../../store/index.js';
import { createStore, request, ROOT, spawnDesk, stopDesk, tempFolder } from '../support/desk.js';

/** Runs the built CLI; gives its exit code and stderr. */
function reglament(...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'dist', 'cli', 'main.js'), ...args], { encoding: 'utf8', timeout: 20_000 });
  return { status: r.status, stderr: r.stderr };
}

describe('reglament serve', () => {
  it('refuses a missing store, a file that is not a store and a bad port with exit code 2 and one line', () => {
    const missing = reglament('serve', '--event', join(tempFolder(), 'none.db'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^error: no event store at .*none\.db: create it with `reglament event init`/);
    const junk = join(tempFolder(), 'junk.db');
    writeFileSync(junk, 'not a database');
    const notStore = reglament('serve', '--event', junk, '--port', '0');
    expect(notStore.status).toBe(2);
    expect(notStore.stderr).toMatch(/^error: cannot open .*junk\.db as an event store/);
    const port = reglament('serve', '--port', 'eighty');
    expect(port.status).toBe(2);
    expect(port.stderr).toBe('error: --port must be a port number from 0 to 65535, got "eighty"\n');
  });

  it('imports the sample event once: 8 registrations, the seating of round 1 and its 5 deals', () => {
    const store = join(tempFolder(), 'sample.db');
    expect(prepareSampleEvent(store)).toEqual({ store, imported: true });
    const s = openStore(store);
    // app/sample/event.yaml: 8 players + 1 seating + 3 deals at table 1 + 2 deals at table 2 = 14 entries
    expect(s.lastSeq()).toBe(14);
    expect(s.toEventData().rounds[0]!.tables.map((t) => t.deals!.length)).toEqual([3, 2]);
    s.close();
    expect(prepareSampleEvent(store)).toEqual({ store, imported: false });
  });

  it('with --host prints an access token that every request needs', async () => {
    const desk = await spawnDesk(createStore('bermuda-triangle', 1), ['--host', '127.0.0.1']);
    try {
      const url = new URL(desk.url);
      const token = url.searchParams.get('token');
      expect(token).toMatch(/^[\w-]{32}$/);
      expect((await request(`${url.origin}/api/event`)).status).toBe(401);
      expect((await request(`${url.origin}/`)).status).toBe(401);
      expect((await request(`${url.origin}/api/event`, { headers: { 'X-Desk-Token': token! } })).status).toBe(200);
    } finally {
      await stopDesk(desk);
    }
  });
});
