/**
 * The access tokens of a desk open on the local network (`--host`): every request, page or API, must carry one, as
 * `?token=` once (then a cookie), as the `X-Desk-Token` header, or as the cookie; others get 401. The judge's token
 * opens everything; the referee's token is the referee's role (reads, and the writes of routes marked `referee`).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DESK_TEXT } from './desk-texts.js';

/** The cookie that keeps the token after the first page. */
export const TOKEN_COOKIE = 'desk_token';

/** A new random token (24 bytes, URL-safe). */
export function createToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether two tokens are equal, in constant time. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A cookie's value decoded; a malformed escape (`%E0%A4%A`) is kept as it is (and matches no token). */
function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The token a request carries: the header, the query parameter, or the cookie. The address's `?token=` goes before
 * the cookie: a desk restarted has a new token, and the cookie of the old one must not refuse its new address.
 */
function tokenOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers['x-desk-token'];
  if (typeof header === 'string') return header;
  const query = url.searchParams.get('token');
  if (query !== null) return query;
  const cookie = (req.headers.cookie ?? '').split(';').map((c) => c.trim()).find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  return cookie === undefined ? undefined : decodeCookie(cookie.slice(TOKEN_COOKIE.length + 1));
}

/** The desk's tokens on the network: the judge's (everything) and the referee's (a referee's part, see router.ts). */
export interface AccessTokens {
  judge: string;
  referee: string;
}

/** Who a request is: the judge, or a referee (the referee's token). A desk without tokens takes everyone as the judge. */
export type Role = 'judge' | 'referee';

/**
 * Checks a request against the tokens. Returns who it is when it may go on; otherwise null, and it has answered
 * (401, or a redirect that moves a `?token=` of a page into the cookie and out of the address bar).
 */
export function checkAccess(req: IncomingMessage, res: ServerResponse, url: URL, tokens: AccessTokens | undefined): Role | null {
  if (tokens === undefined) return 'judge';
  const given = tokenOf(req, url);
  const role: Role | null = given === undefined ? null : sameToken(given, tokens.judge) ? 'judge' : sameToken(given, tokens.referee) ? 'referee' : null;
  const token = role === null ? '' : tokens[role];
  if (role === null) {
    res.statusCode = 401;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    // Before the token nothing says which language the visitor reads: both, Russian first.
    res.end(`401: ${DESK_TEXT.noToken.ru}\n401: ${DESK_TEXT.noToken.en}\n`);
    return null;
  }
  if (url.searchParams.has('token') && req.method === 'GET') {
    url.searchParams.delete('token');
    res.statusCode = 303;
    res.setHeader('Set-Cookie', `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict`);
    res.setHeader('Location', url.pathname + url.search);
    res.end();
    return null;
  }
  return role;
}
