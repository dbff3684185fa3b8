/**
 * The guards of the desk's one expensive page, the impact report (issue #21, Medium 8). A web page the judge visits
 * could otherwise start a 20,000-hand report with a plain GET and block the desk for seconds, again and again:
 * - a cross-site request (the browser's `Sec-Fetch-Site` is cross-site or same-site) is refused with 403;
 * - one report is computed at a time: a second one meanwhile gets 503 with Retry-After;
 * - the hands are scored in a worker thread (impact-worker.ts), so the desk answers other requests meanwhile.
 * The number of hands is capped by the route (MAX_IMPACT_HANDS).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Lang } from '../../present/index.js';
import type { ImpactReport } from '../../runtime/index.js';
import { DESK_TEXT } from './desk-texts.js';
import { HttpError } from './http.js';
import type { ImpactJob } from './impact-worker.js';
import { ROOT } from './static-files.js';

/** The most generated hands of one report from the desk. */
export const MAX_IMPACT_HANDS = 20_000;

/** Seconds a refused second report is told to wait. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Refuses a request another site started (a link or an image on a page the judge visits): browsers say so in
 * `Sec-Fetch-Site`. A page of the desk (same-origin), an address typed or bookmarked (none) and a client that sends
 * no such header (curl) are let through.
 */
export function refuseCrossSite(req: IncomingMessage, lang: Lang): void {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw new HttpError(403, { error: DESK_TEXT.crossSite[lang] });
}

/**
 * The compiled worker: next to this module when the desk runs from dist/app/server; else (the bundled CLI's chunk, or
 * the sources in the tests: Node runs no TypeScript in a worker) the one `npm run build` put in dist/app/server.
 */
function workerFile(): string {
  const beside = join(dirname(fileURLToPath(import.meta.url)), 'impact-worker.js');
  return existsSync(beside) ? beside : join(ROOT, 'dist', 'app', 'server', 'impact-worker.js');
}

let running = false;

/** Computes an impact report in a worker thread; 503 (with Retry-After) while another one is being computed. */
export async function computeImpact(job: ImpactJob, res: ServerResponse, lang: Lang): Promise<ImpactReport> {
  if (running) {
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    throw new HttpError(503, { error: DESK_TEXT.reportBusy[lang] });
  }
  running = true;
  try {
    return await new Promise<ImpactReport>((resolve, reject) => {
      const worker = new Worker(workerFile(), { workerData: job });
      worker.once('message', (m: { report?: ImpactReport; error?: string }) => {
        if (m.report !== undefined) resolve(m.report);
        else reject(new Error(m.error ?? 'the impact report failed'));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the impact report's worker stopped (exit ${code})`)));
    });
  } finally {
    running = false;
  }
}
