/**
 * Crash safety: a child process (test/support/store-writer.mjs, on the built dist/store) appends entries in a loop
 * and reports each committed seq; it is killed with SIGKILL mid-run. Every reported entry must then be in the store,
 * intact (payload, correction link, reason), and the database must pass `PRAGMA integrity_check`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { initStore, openStore } from '../../store/index.js';

const root = join(import.meta.dirname, '..', '..');
const writer = join(root, 'test', 'support', 'store-writer.mjs');
const built = join(root, 'dist', 'store', 'index.js');
const dir = mkdtempSync(join(tmpdir(), 'reglament-crash-'));

/** The payload the writer uses for write number i (same formula as test/support/store-writer.mjs). */
function payloadFor(i: number) {
  return { vists: { A: i + 1, B: -(i + 1), C: 0, D: 0 }, mahjong: 'A', note: `write ${i} `.padEnd(1500, '.') };
}

/** Runs the writer, kills it `delayMs` after its first committed write, and returns the `i seq` pairs it reported. */
function runAndKill(file: string, delayMs: number): Promise<Array<[number, number]>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | undefined;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      timer ??= setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (timer !== undefined) clearTimeout(timer);
      if (signal !== 'SIGKILL') return reject(new Error(`the writer ended on its own (code ${code}): ${err}`));
      // Only whole lines were reported; a line cut by the kill is not a report.
      const lines = out.split('\n').slice(0, -1);
      resolve(lines.map((l) => l.split(' ').map(Number) as [number, number]));
    });
    // The writer never stops on its own within the test's time: kill it if it never reports.
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

describe('crash safety', () => {
  it('has the built store to run (npm test builds first)', () => {
    expect(existsSync(built), `${built} is missing: run npm run build`).toBe(true);
  });

  for (const delayMs of [50, 200, 500]) {
    it(`keeps every committed entry when the writer is killed ${delayMs} ms into its run`, async () => {
      const file = join(dir, `crash-${delayMs}.db`);
      const setup = initStore(file, {
        regulation: 'r.yaml',
        seed: 1,
        players: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id })),
      });
      setup.record({ kind: 'seating', round: 1, payload: { tables: [{ players: ['A', 'B', 'C', 'D'] }] } });
      setup.close();
      // Entries 1-4 are the players, 5 the seating: the writer's entries start at 6.

      const reported = await runAndKill(file, delayMs);
      expect(reported.length).toBeGreaterThan(0);

      const db = new Database(file);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();

      const store = openStore(file);
      const bySeq = new Map(store.history().map((e) => [e.seq, e]));
      const seqOf = new Map(reported);
      for (const [i, seq] of reported) {
        const entry = bySeq.get(seq);
        expect(entry, `write ${i} reported as entry ${seq}`).toBeDefined();
        expect(entry!.payload).toEqual(payloadFor(i));
        if (i % 5 === 4) expect([entry!.replaces, entry!.reason]).toEqual([seqOf.get(i - 1), `correction ${i}`]);
        else expect(entry!.replaces).toBeNull();
      }
      // At most one write can have committed after the last report (killed between commit and print).
      const last = reported[reported.length - 1]![1];
      expect(store.lastSeq() - last).toBeLessThanOrEqual(1);
      // The store still takes entries.
      expect(store.record({ kind: 'deal', round: 1, table: 1, payload: { redeal: true } })).toBe(store.lastSeq());
      store.close();
    });
  }
});
