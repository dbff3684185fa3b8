/**
 * `reglament serve` as a user runs it (the built CLI): what it refuses at once, with exit code 2, the sample
 * event of `npm start`, imported into a working store once and reused after, and what it prints for the judge to
 * read in the terminal: the judge's addresses and token, and the referee's addresses.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareSampleEvent } from '../../app/index.js';
import { openStore } from '../../store/index.js';
import { createStore, request, ROOT, spawnDesk, stopDesk, tempFolder, type DeskProcess } from '../support/desk.js';

/** Runs the built CLI; gives its exit code and stderr. */
function reglament(...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'dist', 'cli', 'main.cjs'), ...args], { encoding: 'utf8', timeout: 20_000 });
  return { status: r.status, stderr: r.stderr };
}

describe('reglament serve', () => {
  it('refuses a missing store, a file that is not a store and a bad port with exit code 2 and one line', () => {
    const missing = reglament('serve', '--event', join(tempFolder(), 'none.db'), '--lang', 'en');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^error: no event store at .*none\.db: create it with `reglament event init`/);
    expect(reglament('serve', '--event', join(tempFolder(), 'none.db')).stderr).toMatch(/^ошибка: файла турнира .*none\.db нет: создайте его командой `reglament event init`/);
    const junk = join(tempFolder(), 'junk.db');
    writeFileSync(junk, 'not a database');
    const notStore = reglament('serve', '--event', junk, '--port', '0', '--lang', 'en');
    expect(notStore.status).toBe(2);
    expect(notStore.stderr).toMatch(/^error: cannot open .*junk\.db as an event store/);
    expect(reglament('serve', '--event', junk, '--port', '0').stderr).toMatch(/^ошибка: не удаётся открыть .*junk\.db как файл турнира/);
    const port = reglament('serve', '--port', 'eighty', '--lang', 'en');
    expect(port.status).toBe(2);
    expect(port.stderr).toBe('error: --port must be a port number from 0 to 65535, got "eighty"\n');
    expect(reglament('serve', '--port', 'eighty').stderr).toBe('ошибка: --port — номер порта от 0 до 65535, а указано "eighty"\n');
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

  it('prints in Russian the judge\'s address and token, and the referee\'s address on every network of the hall', async () => {
    const store = createStore('bermuda-triangle', 1);
    const printed = await serveAndRead(store, '--host', '0.0.0.0', '--lang', 'ru');
    try {
      const lines = printed.text.trimEnd().split('\n');
      const first = /^Стол судьи открыт: http:\/\/0\.0\.0\.0:(\d+)\/\?token=([\w-]{32})$/.exec(lines[0]!);
      expect(first).not.toBeNull();
      const [, port, judge] = first!;
      // The addresses other computers of the hall open: this computer's IPv4 addresses on its networks.
      const lan = Object.values(networkInterfaces()).flatMap((l) => l ?? []).filter((a) => a.family === 'IPv4' && !a.internal).map((a) => `http://${a.address}:${port}`);
      // The referee's token, read off the last address (each of the referee's lines is checked whole below).
      const referee = /token=([\w-]{32})$/.exec(lines.at(-2)!)![1]!;
      expect(referee).not.toBe(judge);
      expect(lines).toEqual([
        `Стол судьи открыт: http://0.0.0.0:${port}/?token=${judge}`,
        ...lan.map((o) => `  ${o}/?token=${judge}`),
        `  ${store}`,
        `  Токен доступа (нужен каждому, кто откроет стол с другого компьютера): ${judge}`,
        '  Адрес для рефери (сдачи, итоги и штрафы столов, заявки игроков, время столу; без рассадки и исправлений):',
        // Without a network (no address but the loopback) the one address there is.
        ...(lan.length > 0 ? lan : [`http://0.0.0.0:${port}`]).map((o) => `    ${o}/?token=${referee}`),
        '  Остановить: Ctrl+C',
      ]);
      // The printed tokens open the desk as who they say.
      const local = `http://127.0.0.1:${port}/api/role`;
      expect((await request(local, { headers: { 'X-Desk-Token': judge! } })).body).toEqual({ role: 'judge' });
      expect((await request(local, { headers: { 'X-Desk-Token': referee } })).body).toMatchObject({ role: 'referee' });
    } finally {
      await stopDesk(printed.desk);
    }
  });

  it('prints the referee\'s address on the one address given, and no token or referee on this computer alone', async () => {
    const one = await serveAndRead(createStore('bermuda-triangle', 1), '--host', '127.0.0.1', '--lang', 'en');
    try {
      const lines = one.text.trimEnd().split('\n');
      const port = new URL(one.desk.url).port;
      expect(lines.at(-3)).toBe('  The referee\'s address (tables\' deals, results and penalties, players\' submissions, a table\'s extra time; no seating or corrections):');
      expect(lines.at(-2)).toMatch(new RegExp(`^ {4}http://127\\.0\\.0\\.1:${port}/\\?token=[\\w-]{32}$`));
    } finally {
      await stopDesk(one.desk);
    }
    const alone = await serveAndRead(createStore('bermuda-triangle', 1), '--lang', 'ru');
    try {
      const lines = alone.text.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^Стол судьи открыт: http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(lines.slice(2)).toEqual(['  Остановить: Ctrl+C']);
    } finally {
      await stopDesk(alone.desk);
    }
  });
});

/** Starts `reglament serve --event <store> --port 0 <args>` (the built CLI) and reads what it prints, to its last line. */
function serveAndRead(store: string, ...args: string[]): Promise<{ desk: DeskProcess; text: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'cli', 'main.cjs'), 'serve', '--event', store, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (d: Buffer) => {
      text += d.toString();
      if (/Ctrl\+C\n$/.test(text)) resolve({ desk: { child, url: /(http:\/\/\S+)/.exec(text)![1]! }, text });
    });
    child.once('exit', (code) => reject(new Error(`serve exited (${String(code)}) before printing its last line: ${text}`)));
  });
}
