/**
 * The judge's desk as an HTTP server (node:http): binds 127.0.0.1 by default; on another address it makes a
 * random access token that every request needs. Answers JSON for /api, pages for the rest; user mistakes are 4xx
 * with a message, never a stack trace. Every write goes to the SQLite store before the answer is sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Lang } from '../../present/index.js';
import { StoreBusyError, StoreError } from '../../store/index.js';
import { checkAccess, createToken, type AccessTokens } from './access-token.js';
import { refuseReferee } from './referee.js';
import { DeskContext } from './desk-context.js';
import { DESK_TEXT } from './desk-texts.js';
import { noteListening } from './hall-context.js';
import { HttpError, refusal, securityHeaders, sendJson, sendText } from './http.js';
import { langOf } from './query-params.js';
import { matchRoute, type Route } from './router.js';
import { dealFormRoutes } from './routes/deal-form.js';
import { entryRoutes } from './routes/entries.js';
import { hallRoutes } from './routes/hall-routes.js';
import { riichiRoutes } from './routes/riichi-sheet.js';
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
  /** The referee's token and address (on the network only): a referee's part of the desk (router.ts `referee`). */
  refereeToken?: string;
  refereeUrl?: string;
  /** Stops the server and closes the store. */
  close(): Promise<void>;
}

const ROUTES: Route[] = [
  ...staticRoutes, ...eventRoutes, ...dealFormRoutes, ...entryRoutes, ...seatRoutes, ...scoreRoutes, ...printRoutes, ...regulationRoutes, ...helpRoutes, ...hallRoutes, ...riichiRoutes,
];

/** Whether the request names this server as its host (guards a desk without token against DNS rebinding). */
function knownHost(req: IncomingMessage, port: number, host: string): boolean {
  const h = (req.headers.host ?? '').toLowerCase();
  return [`${host}:${port}`, `127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes(h);
}

/** The URL of a request's target; undefined when it cannot be read (`//`, `http://[`...). */
function targetOf(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? '/', 'http://desk.invalid');
  } catch {
    return undefined;
  }
}

/** Answers one request. Never rejects: whatever goes wrong is answered (400 for a malformed request, else 500). */
async function answer(ctx: DeskContext, req: IncomingMessage, res: ServerResponse, tokens: AccessTokens | undefined, port: number, host: string): Promise<void> {
  securityHeaders(res);
  const url = targetOf(req);
  try {
    if (url === undefined) throw new HttpError(400, { error: DESK_TEXT.badTarget[ctx.lang] });
    if (tokens === undefined && !knownHost(req, port, host)) {
      sendText(res, 421, 'text/plain; charset=utf-8', `${ctx.lang === 'ru' ? 'стол судьи отвечает только по своему адресу' : 'this desk answers only to its own address'}\n`);
      return;
    }
    // A public route (the hall's pages, the players' entry) answers without the judge's token.
    const found = matchRoute(ROUTES, req.method ?? 'GET', url.pathname);
    const role = 'route' in found && found.route.public === true ? 'judge' : checkAccess(req, res, url, tokens);
    if (role === null) return;
    const origin = req.headers.origin;
    if (req.method === 'POST' && origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) {
      throw refusal(403, { en: 'writes are accepted from the desk\'s own pages only', ru: 'записи принимаются только со страниц самого стола судьи' });
      return;
    }
    if (!('route' in found)) {
      throw found.methodMismatch
        ? refusal(405, { en: `${req.method ?? ''} is not allowed here`, ru: `запрос ${req.method ?? ''} здесь не принимается` })
        : refusal(404, { en: `no page ${url.pathname}`, ru: `страницы ${url.pathname} нет` });
    }
    if (role === 'referee' && req.method !== 'GET' && found.route.referee !== true) refuseReferee(langOf(ctx, url));
    await found.route.handle({ ctx, req, res, url, params: found.params, role });
  } catch (e) {
    answerFailure(ctx, req, res, url, e);
  }
}

/** Answers a request that failed: its HttpError, a busy store (503, retry), an aborted upload (quietly), else 500. */
function answerFailure(ctx: DeskContext, req: IncomingMessage, res: ServerResponse, url: URL | undefined, e: unknown): void {
  if (isAborted(e) || res.destroyed) {
    // The client went away (an aborted upload): nobody is there to answer, and it is not a bug.
    if (!res.destroyed) res.destroy();
    return;
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  if (e instanceof HttpError) {
    sendJson(res, e.status, inLanguage(e.body, url === undefined ? ctx.lang : langOf(ctx, url)));
    return;
  }
  const lang = url === undefined ? ctx.lang : langOf(ctx, url);
  if (e instanceof StoreBusyError) {
    res.setHeader('Retry-After', '1');
    sendJson(res, 503, { error: DESK_TEXT.busy[lang] });
    return;
  }
  if (e instanceof StoreError) {
    // A damaged store (an entry changed outside reglament): the message names the entry; it is not the desk's bug.
    sendJson(res, 500, { error: e.textOf(lang), text: { ru: e.textOf('ru'), en: e.message } });
    return;
  }
  process.stderr.write(`desk: internal error on ${req.method} ${url?.pathname ?? req.url}: ${(e as Error).stack ?? String(e)}\n`);
  const text = { ru: `внутренняя ошибка: ${(e as Error).message}. Сообщите о ней разработчикам.`, en: `internal error: ${(e as Error).message}. Please report this as a bug.` };
  sendJson(res, 500, { error: text[lang], text });
}

/** A body `{error, text: {ru, en}}` with its `error` in `lang` (other bodies as they are). */
function inLanguage(body: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const text = body.text as { ru?: unknown; en?: unknown } | undefined;
  return typeof body.error === 'string' && typeof text?.[lang] === 'string' ? { ...body, error: text[lang] } : body;
}

/** Whether an error says the client aborted the request (the connection closed while its body was read). */
function isAborted(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (e as Error | undefined)?.message === 'aborted';
}


/** Starts a desk over a store; resolves when it listens. Throws StoreError/HttpError when the store cannot be used. */
export async function startDesk(options: DeskOptions): Promise<Desk> {
  const host = options.host ?? '127.0.0.1';
  const tokens = host !== '127.0.0.1' || options.requireToken ? { judge: createToken(), referee: createToken() } : undefined;
  const ctx = new DeskContext(options.store, options.lang ?? 'ru');
  let port = options.port;
  const server: Server = createServer((req, res) => {
    answer(ctx, req, res, tokens, port, host).catch((e: unknown) => {
      // answer() answers its own failures; this is the last line of defence, and the desk stays up.
      process.stderr.write(`desk: unexpected error: ${(e as Error).stack ?? String(e)}\n`);
      if (!res.headersSent) sendJson(res, 500, { error: ctx.lang === 'ru' ? 'внутренняя ошибка' : 'internal error', text: { ru: 'внутренняя ошибка', en: 'internal error' } });
    });
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
  noteListening(ctx, { host, port, ...(tokens !== undefined ? { refereeToken: tokens.referee } : {}) });
  const shown = host.includes(':') ? `[${host}]` : host;
  const origin = `http://${shown}:${port}`;
  return {
    url: `${origin}/${tokens !== undefined ? `?token=${tokens.judge}` : ''}`,
    origin,
    token: tokens?.judge,
    ...(tokens !== undefined ? { refereeToken: tokens.referee, refereeUrl: `${origin}/?token=${tokens.referee}` } : {}),
    close: () => new Promise<void>((resolvePromise) => {
      server.closeAllConnections();
      server.close(() => {
        ctx.close();
        resolvePromise();
      });
    }),
  };
}
