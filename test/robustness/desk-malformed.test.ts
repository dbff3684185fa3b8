/**
 * The desk (the built CLI's `serve`, a real process) against malformed requests (issue #21, High 1): a request
 * target `//` or `http://[`, a cookie whose escape is cut (`desk_token=%E0%A4%A`), a bad escape in a path, an upload
 * cut short. Each is answered (400 or 401), or dropped for the aborted upload, and the desk stays up: the next
 * request is answered, nothing is logged as a bug. With and without the access token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, request, spawnDesk, stopDesk, type DeskProcess } from '../support/desk.js';
import { rawRequest } from '../support/raw-http.js';

for (const mode of ['without a token', 'with a token (--host)'] as const) {
  describe(`the desk ${mode}`, () => {
    let desk: DeskProcess;
    let port = 0;
    let token = '';
    let stderr = '';
    beforeAll(async () => {
      desk = await spawnDesk(createStore('bermuda-triangle', 1), mode === 'without a token' ? [] : ['--host', '127.0.0.1']);
      desk.child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      const url = new URL(desk.url);
      port = Number(url.port);
      token = url.searchParams.get('token') ?? '';
      await stillUp(); // the first answer compiles the regulation: not the malformed requests' time
    }, 60_000); // a process start and a compile: the tests' own budget (vitest.config.ts), not the hooks' 10 s
    afterAll(() => stopDesk(desk));

    /** The request head with the Host header (and the token header when the desk has one). */
    const head = (line: string, headers: string[] = []) =>
      [line, `Host: 127.0.0.1:${port}`, ...(token !== '' ? [`X-Desk-Token: ${token}`] : []), ...headers].join('\r\n');

    /** The desk still answers (the event's version), and is still running. */
    async function stillUp(): Promise<void> {
      expect(desk.child.exitCode).toBeNull();
      const answer = await request(`http://127.0.0.1:${port}/api/event`, { headers: token !== '' ? { 'X-Desk-Token': token } : {} });
      expect(answer.status).toBe(200);
      expect(answer.body.version).toBe(0);
    }

    it.each([
      ['GET //', 'GET // HTTP/1.1'],
      ['a target http://[', 'GET http://[ HTTP/1.1'],
      ['a bad escape in a path', 'POST /api/entries/%E0%A4%A/correct HTTP/1.1'],
    ])('answers %s with 400 and stays up', async (_name, line) => {
      const answer = await rawRequest(port, { head: head(line) });
      expect(answer.status).toBe(line.startsWith('POST') ? 404 : 400);
      await stillUp();
    });

    it('answers a cookie desk_token=%E0%A4%A (no token header) and stays up', async () => {
      const answer = await rawRequest(port, { head: [`GET /api/event HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Cookie: desk_token=%E0%A4%A'].join('\r\n') });
      // Without a token the cookie is not read; with one, a malformed cookie is not the token.
      expect(answer.status).toBe(token === '' ? 200 : 401);
      await stillUp();
    });

    it('drops an upload cut short without logging it as a bug', async () => {
      const before = stderr;
      const answer = await rawRequest(port, {
        head: head('POST /api/entries HTTP/1.1', ['Content-Type: application/json', 'Content-Length: 5000']),
        body: '{"version": 0, "entry": {',
        abortAfterMs: 300,
      });
      expect(answer.status).toBeNull();
      await stillUp();
      expect(stderr.slice(before.length)).not.toMatch(/internal error|bug/i);
    });
  });
}
