/**
 * Helpers of the desk's tests (test/app/): a fresh event store in a temporary folder, the desk started in this
 * process or as a child process of the built CLI (`node dist/cli/main.cjs serve`), and JSON requests to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startDesk, type Desk } from '../../app/index.js';
import type { EventPlayer } from '../../runtime/index.js';
import { initStore } from '../../store/index.js';

/** The project's root folder. */
export const ROOT = join(import.meta.dirname, '..', '..');

/** Four players with Russian names, ids A to D (the desk's API tests). */
export const FOUR_PLAYERS: EventPlayer[] = [
  { id: 'A', name: 'Анна' },
  { id: 'B', name: 'Борис' },
  { id: 'C', name: 'Вера' },
  { id: 'D', name: 'Глеб' },
];

/** A new temporary folder. */
export function tempFolder(prefix = 'desk-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Creates a store under a bundled regulation (regulations/<id>.yaml) with its seed and players; returns its path. */
export function createStore(regulation: string, seed: number, players: EventPlayer[] = [], folder = tempFolder()): string {
  const file = join(folder, 'event.db');
  initStore(file, { regulation: join(ROOT, 'regulations', `${regulation}.yaml`), seed, players }).close();
  return file;
}

/** A JSON answer. */
export interface JsonAnswer {
  status: number;
  body: any;
  headers: Headers;
}

/** Sends a request with an optional JSON body and headers; gives the status and the parsed body. */
export async function request(url: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
    headers,
    redirect: 'manual',
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page or plain text
  }
  return { status: res.status, body, headers: res.headers };
}

/** A desk running as a child process. */
export interface DeskProcess {
  child: ChildProcess;
  /** The address it printed (ends with `/`). */
  url: string;
}

/** Starts `reglament serve --event <store> --port 0` (the built CLI) and waits for the address it prints. */
export function spawnDesk(store: string, extra: string[] = []): Promise<DeskProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'cli', 'main.cjs'), 'serve', '--event', store, '--port', '0', '--lang', 'en', ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    });
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.once('exit', (code) => reject(new Error(`the desk exited (${String(code)}) before printing its address: ${err}`)));
  });
}

/** Stops a child desk with a signal and waits until it has exited. */
export function stopDesk(desk: DeskProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (desk.child.exitCode !== null || desk.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    desk.child.once('exit', () => resolve());
    desk.child.kill(signal);
  });
}

/**
 * Starts a desk in this process (English, any free port) on the store `makeStore` gives, before the tests of the
 * enclosing block, and closes it after them; `api()` is its address.
 */
export function useDesk(makeStore: () => string): { api: () => string } {
  let desk: Desk | undefined;
  beforeAll(async () => {
    desk = await startDesk({ store: makeStore(), port: 0, lang: 'en' });
  });
  afterAll(async () => {
    await desk?.close();
  });
  return { api: () => desk!.origin };
}
