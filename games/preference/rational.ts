/**
 * Exact fractions for pulya results (a mountain is divided among 3 or 4 players): integers over a positive
 * denominator, always reduced. Rounding happens only when a value is shown.
 */

/** An exact fraction `num/den`, reduced, `den > 0`. Plain JSON. */
export interface Rational {
  num: number;
  den: number;
}

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** Builds a reduced fraction; throws on a zero denominator or a value too large to be exact (a bug, not input). */
export function rational(num: number, den = 1): Rational {
  if (den === 0 || !Number.isSafeInteger(num) || !Number.isSafeInteger(den)) throw new Error(`not an exact fraction: ${num}/${den}`);
  const g = gcd(num, den) || 1;
  const sign = den < 0 ? -1 : 1;
  return { num: (sign * num) / g + 0, den: (sign * den) / g };
}

/** The exact value of a finite decimal number (e.g. 2.5 -> 5/2). */
export function fromNumber(x: number): Rational {
  let den = 1;
  while (!Number.isInteger(x * den) && den < 1e9) den *= 10;
  return rational(Math.round(x * den), den);
}

/** a + b. */
export function add(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** a - b. */
export function sub(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** a × b. */
export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

/** The sum of a list (0 for none). */
export function sum(xs: Rational[]): Rational {
  return xs.reduce(add, rational(0));
}

/** Negative, zero or positive as a < b, a = b, a > b. */
export function compare(a: Rational, b: Rational): number {
  return Math.sign(a.num * b.den - b.num * a.den);
}

/** Whether two fractions are equal. */
export function equals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

/** The nearest floating-point number. */
export function toNumber(r: Rational): number {
  return r.num / r.den;
}

/** Exact text: "112/3", "-5", "0". */
export function formatExact(r: Rational): string {
  return r.den === 1 ? String(r.num) : `${r.num}/${r.den}`;
}

/** Parses "112/3", "-5" or "2.5" exactly; undefined when the text is not a number or fraction. */
export function parseRational(text: string): Rational | undefined {
  const m = /^\s*([+-]?\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (m) return Number(m[2]) === 0 ? undefined : rational(Number(m[1]), Number(m[2]));
  const x = Number(text);
  return text.trim() !== '' && Number.isFinite(x) ? fromNumber(x) : undefined;
}

/** Display text rounded half away from zero to `decimals` places, with a sign: "+37.33", "-94.67", "0". */
export function formatRounded(r: Rational, decimals: number): string {
  const scale = 10 ** decimals;
  const scaled = Math.abs(r.num) * scale;
  const q = Math.floor(scaled / r.den);
  const rounded = (scaled - q * r.den) * 2 >= r.den ? q + 1 : q;
  if (rounded === 0) return '0';
  const digits = String(rounded).padStart(decimals + 1, '0');
  const text = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return `${r.num < 0 ? '-' : '+'}${text}`;
}
