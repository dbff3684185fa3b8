/**
 * Small helpers over node:http for the desk's routes: JSON bodies in and out, pages, and errors for the user.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the desk reads (a whole deal is a few hundred bytes). */
const MAX_BODY = 256 * 1024;

/** A problem with a field of a form: the field's path (`hand`, `payload.vists.A`, `reason`) and the message. */
export interface FieldError {
  field: string;
  message: string;
  /** The message in both languages, where there is one (the page shows its language). */
  text?: { ru: string; en: string };
}

/**
 * An answer other than 200: its status and JSON body (`{error}`, `{errors: FieldError[]}` or `{conflict}`). A body
 * `{error, text: {ru, en}}` is sent with `error` in the request's language (desk-server.ts); pages show `text`.
 */
export class HttpError extends Error {
  /** Builds the error with its status and body. */
  constructor(readonly status: number, readonly body: Record<string, unknown>) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** An answer other than 200 with one message in both languages (`error` is the English until it is sent). */
export function refusal(status: number, text: { ru: string; en: string }): HttpError {
  return new HttpError(status, { error: text.en, text });
}

/** A problem of an entry's structure at its field (`payload.vists.A`), in both languages where the wording gives them. */
export function fieldErrorAt(p: { path: ReadonlyArray<string | number>; message: string; text?: { ru: string; en: string } | undefined }): FieldError {
  return { field: p.path.join('.'), message: p.message, ...(p.text !== undefined ? { text: p.text } : {}) };
}

/** A 400 answer listing the fields that are wrong. */
export function fieldErrors(errors: FieldError[]): HttpError {
  return new HttpError(400, { errors });
}

/** A 400 answer with one message for the whole form (in both languages when given so: the page shows its own). */
export function badRequest(message: string | { ru: string; en: string }): HttpError {
  return new HttpError(400, { errors: [typeof message === 'string' ? { field: '', message } : { field: '', message: message.en, text: message }] });
}

/** Reads a JSON request body (a mapping); refuses other content types, too large or malformed bodies. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) throw refusal(415, { en: 'the desk accepts JSON bodies only', ru: 'стол судьи принимает только тела запросов в JSON' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw refusal(413, { en: 'the request is too large', ru: 'запрос слишком большой' });
    chunks.push(chunk as Buffer);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw badRequest({ en: 'the request body is not valid JSON', ru: 'тело запроса — не JSON' });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest({ en: 'the request body must be a JSON object', ru: 'тело запроса должно быть объектом JSON' });
  }
  return value as Record<string, unknown>;
}

/** Security headers of every answer: no external resources, no framing by other sites, no sniffing. */
export function securityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'self'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
}

/** Sends a JSON answer. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** Sends a text answer of a given type (HTML page, CSV, CSS, JavaScript). */
export function sendText(res: ServerResponse, status: number, type: string, text: string | Buffer, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.end(text);
}
