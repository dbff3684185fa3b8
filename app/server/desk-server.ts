/**
 * The judge's desk as an HTTP server (node:http): binds 127.0.0.1 by default; on another address it makes a
 * random access token that every request needs. Answers JSON for /api, pages for the rest; user mistakes are 4xx
 * with a message, never a stack trace. Every write goes to the SQLite store before the answer is sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Lang } from '../../cli/index.js';
import { checkAccess, createToken } from './access-token.js';
import { DeskContext } from './desk-context.js';
import { noteListening } from './hall-context.js';
import { HttpError, securityHeaders, sendJson, sendText } from './http.js';
import { matchRoute, type Route } from './router.js';
import { entryRoutes } from './routes/entries.js';
import { hallRoutes } from './routes/hall-routes.js';
import { helpRoutes } from './routes/help.js';
import { eventRoutes } from './routes/event.js';
import { printRoutes } from './routes/print.js';
import { regulationRoutes } from './routes/regulation.js';
import { scoreRoutes } from './routes/score.js';
import { seatRoutes } from './routes/seat.js';
import { staticRoutes } from './static-files.js';

/** Options of a desk. */
export interface DeskOptions {
  /** The event store file (it must hold an event). */
  store: string;
  /** Port (0: any free port). */
  port: number;
  /** Address to bind; default 127.0.0.1. Any other address makes an access token. */
  host?: string;
  /** Ask for a token even on 127.0.0.1. */
  requireToken?: boolean;
  /** Default language of pages and reports. */
  lang?: Lang;
}

/** A running desk. */
export interface Desk {
  /** The address to open (with `?token=` when a token is needed). */
  url: string;
  /** The address without the token. */
  origin: string;
  token: string | undefined;
  /** Stops the server and closes the store. */
  close(): Promise<void>;
}

const ROUTES: Route[] = [
  ...staticRoutes, ...eventRoutes, ...entryRoutes, ...seatRoutes, ...scoreRoutes, ...printRoutes, ...regulationRoutes, ...helpRoutes, ...hallRoutes,
];

/** Whether the request names this server as its host (guards a desk without token against DNS rebinding). */
function knownHost(req: IncomingMessage, port: number, host: string): boolean {
  const h = (req.headers.host ?? '').toLowerCase();
  return [`${host}:${port}`, `127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes(h);
}

/** Answers one request. */
async function answer(ctx: DeskContext, req: IncomingMessage, res: ServerResponse, token: string | undefined, port: number, host: string): Promise<void> {
  securityHeaders(res);
  const url = new URL(req.url ?? '/', 'http://desk.invalid');
  if (token === undefined && !knownHost(req, port, host)) {
    sendText(res, 421, 'text/plain; charset=utf-8', 'this desk answers only to its own address\n');
    return;
  }
  const found = matchRoute(ROUTES, req.method ?? 'GET', url.pathname);
  if (!('route' in found && found.route.public === true) && !checkAccess(req, res, url, token)) return;
  const origin = req.headers.origin;
  if (req.method === 'POST' && origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) {
    sendJson(res, 403, { error: 'writes are accepted from the desk\'s own pages only' });
    return;
  }
  if (!('route' in found)) {
    sendJson(res, found.methodMismatch ? 405 : 404, { error: found.methodMismatch ? `${req.method} is not allowed here` : `no page ${url.pathname}` });
    return;
  }
  try {
    await found.route.handle({ ctx, req, res, url, params: found.params });
  } catch (e) {
    if (e instanceof HttpError) {
      sendJson(res, e.status, e.body);
      return;
    }
    process.stderr.write(`desk: internal error on ${req.method} ${url.pathname}: ${(e as Error).stack ?? String(e)}\n`);
    if (!res.headersSent) sendJson(res, 500, { error: `internal error: ${(e as Error).message}. Please report this as a bug.` });
    else res.end();
  }
}

/** Starts a desk over a store; resolves when it listens. Throws StoreError/HttpError when the store cannot be used. */
export async function startDesk(options: DeskOptions): Promise<Desk> {
  const host = options.host ?? '127.0.0.1';
  const token = host !== '127.0.0.1' || options.requireToken ? createToken() : undefined;
  const ctx = new DeskContext(options.store, options.lang ?? 'ru');
  let port = options.port;
  const server: Server = createServer((req, res) => {
    void answer(ctx, req, res, token, port, host);
  });
  try {
    await new Promise<void>((resolvePromise, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => resolvePromise());
    });
  } catch (e) {
    ctx.close();
    throw e;
  }
  port = (server.address() as AddressInfo).port;
  noteListening(ctx, { host, port });
  const shown = host.includes(':') ? `[${host}]` : host;
  const origin = `http://${shown}:${port}`;
  return {
    url: `${origin}/${token !== undefined ? `?token=${token}` : ''}`,
    origin,
    token,
    close: () => new Promise<void>((resolvePromise) => {
      server.closeAllConnections();
      server.close(() => {
        ctx.close();
        resolvePromise();
      });
    }),
  };
}
