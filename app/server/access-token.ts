/**
 * The access token of a desk open on the local network (`--host`): every request, page or API, must carry it, as
 * `?token=` once (then a cookie), as the `X-Desk-Token` header, or as the cookie; others get 401.
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

/**
 * Checks a request against the token. Returns true when it may go on; otherwise it has answered (401, or a
 * redirect that moves a `?token=` of a page into the cookie and out of the address bar).
 */
export function checkAccess(req: IncomingMessage, res: ServerResponse, url: URL, token: string | undefined): boolean {
  if (token === undefined) return true;
  const given = tokenOf(req, url);
  if (given === undefined || !sameToken(given, token)) {
    res.statusCode = 401;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    // Before the token nothing says which language the visitor reads: both, Russian first.
    res.end(`401: ${DESK_TEXT.noToken.ru}\n401: ${DESK_TEXT.noToken.en}\n`);
    return false;
  }
  if (url.searchParams.has('token') && req.method === 'GET') {
    url.searchParams.delete('token');
    res.statusCode = 303;
    res.setHeader('Set-Cookie', `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict`);
    res.setHeader('Location', url.pathname + url.search);
    res.end();
    return false;
  }
  return true;
}
