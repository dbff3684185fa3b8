/**
 * JSON values written as UTF-8 straight into a byte buffer, the bytes `JSON.stringify` gives for them: numbers, true /
 * false / null, and strings. A string of printable ASCII without a quote or a backslash (every text a regulation and
 * the scorer make, and a judge's hand notation) is copied byte by byte; any other goes through JSON.stringify.
 * Input: the buffer and where to write; output: where the next byte goes. The caller makes room first
 * (`jsonBytesBound`).
 */

/** At most this many bytes for a value written here: a string's character takes at most 6 (`\uXXXX`), quotes aside. */
export function jsonBytesBound(text: string): number {
  return 6 * text.length + 2;
}

/** The longest number written here: `-1.2345678901234567e-308` and the like (JSON.stringify gives at most 25 characters). */
export const NUMBER_BYTES = 25;

/** Writes `JSON.stringify(n)` (a number; `null` for NaN and the infinities). */
export function writeJsonNumber(out: Buffer, at: number, n: number): number {
  if (n >= 0 && n < 1e9 && (n | 0) === n) return writeDigits(out, at, n);
  return writeAscii(out, at, Number.isFinite(n) ? String(n) : 'null');
}

/** Writes a whole number 0 <= n < 2^31 in decimal. */
function writeDigits(out: Buffer, at: number, n: number): number {
  let digits = 1;
  for (let x = n; x >= 10; x = (x / 10) | 0) digits++;
  const end = at + digits;
  for (let k = end - 1; k >= at; k--) {
    out[k] = 48 + (n % 10);
    n = (n / 10) | 0;
  }
  return end;
}

/** Writes `true`, `false` or `null` (a boolean or null). */
export function writeJsonFlag(out: Buffer, at: number, v: boolean | null): number {
  return writeAscii(out, at, v === null ? 'null' : v ? 'true' : 'false');
}

/** Writes a text known to be ASCII (no escaping). */
export function writeAscii(out: Buffer, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) out[at + i] = text.charCodeAt(i);
  return at + text.length;
}

/** Writes `JSON.stringify(text)`. */
export function writeJsonString(out: Buffer, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return at + out.write(JSON.stringify(text), at);
  }
  out[at] = 0x22;
  const end = writeAscii(out, at + 1, text);
  out[end] = 0x22;
  return end + 1;
}
