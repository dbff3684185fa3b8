/**
 * The desk's routes: a method and a path pattern per handler; the first that matches answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Role } from './access-token.js';
import type { DeskContext } from './desk-context.js';

/** What a handler gets: the context, the request and its URL, the path's captured groups, the response. */
export interface RouteArgs {
  ctx: DeskContext;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: string[];
  /** Who asks: the judge, or a referee (a public route's visitor counts as the judge: it writes nothing of his). */
  role: Role;
}

/** One route. */
export interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  /** Answers without the judge's token (the hall's screen and the players' entry); never a judge's write. */
  public?: true;
  /**
   * A write a referee may make too (a table's deals and penalties, players' submissions, a table's extra time); the
   * handler refuses the parts that stay the judge's. A referee reads every GET route; other writes are the judge's.
   */
  referee?: true;
  handle(args: RouteArgs): void | Promise<void>;
}

/** A captured part of a path decoded; undefined for a malformed escape (then the route does not match). */
function decodeParam(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The route for a request and its captured groups; `methodMismatch` when only the method differs. */
export function matchRoute(routes: readonly Route[], method: string, pathname: string): { route: Route; params: string[] } | { methodMismatch: boolean } {
  let methodMismatch = false;
  for (const route of routes) {
    const m = route.path.exec(pathname);
    if (m === null) continue;
    if (route.method !== method) {
      methodMismatch = true;
      continue;
    }
    const params = m.slice(1).map((x) => decodeParam(x ?? ''));
    if (params.includes(undefined)) continue;
    return { route, params: params as string[] };
  }
  return { methodMismatch };
}
