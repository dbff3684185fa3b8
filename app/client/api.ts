/**
 * Talking to the desk's server: JSON in and out; the access token travels as a cookie set by the server. A request
 * that cannot reach the server (stopped, network down) is told apart from the server's own answers. Every request
 * names the page's language (`?lang=`), so that the server's messages come in it whatever `serve --lang` says.
 */
import { currentLang } from './settings.js';
import { tx } from './texts.js';

/** An answer of the server: its status and JSON body. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A field error of a 400 answer. */
export interface FieldError {
  field: string;
  message: string;
  /** The message in both languages, where the server has it (shown in the page's language). */
  text?: { ru: string; en: string };
}

/** The status of an answer that never came: the server could not be reached (stopped, the network down). */
export const UNREACHABLE = 0;

/** An error of a request that never reached the server. */
export class UnreachableError extends Error {
  constructor() {
    super(tx('unreachable'));
    this.name = 'UnreachableError';
  }
}

/** `path` with the page's language as `?lang=` (unless it names one). */
export function withLang(path: string): string {
  return /[?&]lang=/.test(path) ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${currentLang()}`;
}

/** The message of an answer that is not 200, in the page's language where the server gives both. */
function messageOf(body: { error?: unknown; text?: { ru: string; en: string }; errors?: FieldError[] }, status: number): string {
  if (body.text !== undefined) return body.text[currentLang()];
  if (typeof body.error === 'string') return body.error;
  return body.errors?.map((e) => e.text?.[currentLang()] ?? e.message).join('; ') ?? `HTTP ${status}`;
}

/** GETs a JSON resource; throws with the server's message on failure (UnreachableError when it cannot be reached). */
export async function getJson<T>(path: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(withLang(path), { headers: { Accept: 'application/json' } });
  } catch {
    throw new UnreachableError();
  }
  let body: T & { error?: string; text?: { ru: string; en: string }; errors?: FieldError[] };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's page, a cut answer): the status says what happened.
    throw new Error(`HTTP ${res.status}`);
  }
  if (!res.ok) throw new Error(messageOf(body, res.status));
  return body;
}

/** How many times a write refused with 503 (the store busy with another program's write) is sent again. */
const BUSY_RETRIES = 3;

/**
 * POSTs JSON; gives the status and body whatever the status (UNREACHABLE when the server cannot be reached). A 503
 * (the store was busy, nothing was written) is sent again after the server's Retry-After, a few times.
 */
export async function postJson(path: string, data: unknown): Promise<Answer> {
  const send = () => fetch(withLang(path), { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(data) });
  let res: Response;
  try {
    res = await send();
    for (let attempt = 0; attempt < BUSY_RETRIES && res.status === 503; attempt++) {
      const wait = Math.min(5, Math.max(1, Number(res.headers.get('Retry-After')) || 1));
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      res = await send();
    }
  } catch {
    return { status: UNREACHABLE, body: { error: tx('unreachable') } };
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    body = { error: `HTTP ${res.status}` };
  }
  return { status: res.status, body };
}
