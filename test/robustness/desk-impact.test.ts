/**
 * The desk's impact report cannot be used to block the desk (issue #21, Medium 8): a request another site started
 * (`Sec-Fetch-Site: cross-site` or `same-site`) is refused with 403 before any work; one report is computed at a
 * time (a second gets 503 with Retry-After), in a worker thread, so that the desk answers other requests meanwhile;
 * the number of hands is capped at 20,000. The worker is the one `npm run build` compiled into dist/.
 */
import { describe, expect, it } from 'vitest';
import { createStore, FOUR_PLAYERS, request, useDesk } from '../support/desk.js';

const REPORT = '/print/impact.html?old=bermuda-triangle&new=examples/bermuda-club-night&lang=en';

describe("the desk's impact report", () => {
  const desk = useDesk(() => createStore('bermuda-triangle', 1, FOUR_PLAYERS));
  const get = (path: string, site?: string) => fetch(`${desk.api()}${path}`, { headers: site !== undefined ? { 'Sec-Fetch-Site': site } : {} });

  it('refuses a request started by another site, before any work', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const answer = await get(`${REPORT}&hands=20000`, site);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: "this report is opened from the desk's own pages only" });
    }
  });

  it('opens from a page of the desk, a typed address, or a client that names no site', async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      const answer = await get(`${REPORT}&hands=50`, site);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('50');
    }
  });

  it('caps the hands at 20,000', async () => {
    expect((await get(`${REPORT}&hands=20001`)).status).toBe(400);
  });

  it('computes one report at a time, off the event loop: a second gets 503, and the desk answers meanwhile', async () => {
    const settled = [false, false];
    const reports = [0, 1].map((i) => get(`${REPORT}&hands=3000&seed=${i + 1}`, 'same-origin').then((a) => {
      settled[i] = true;
      return a;
    }));
    // The first of the two to arrive runs; the other is refused at once, while the first is still being computed.
    const refused = await Promise.race(reports.map((p, i) => p.then((a) => ({ a, i }))));
    expect(refused.a.status).toBe(503);
    expect(refused.a.headers.get('retry-after')).toBe('5');
    expect((await refused.a.json()).error).toBe('another impact report is still being computed; open this one in a few seconds');
    const event = await request(`${desk.api()}/api/event`);
    expect(event.status).toBe(200);
    expect(settled[1 - refused.i]).toBe(false); // the running report is not done yet
    expect((await reports[1 - refused.i]!).status).toBe(200);
  });
});
