/**
 * The bound on a number written on a preference sheet (pool, mountain, whists): at most MAX_PULYA_NUMBER in size,
 * with at most PULYA_DECIMALS decimals (a half-whist is 0.5). Settling a sheet works in exact fractions of safe
 * integers; a number beyond this bound (1e16, or 0.123456789) would leave them, so it is refused where a sheet is
 * read (readPulya) and where an entry or a request brings one (cli/event-file.ts), with the reason in both
 * languages. Input: plain data. Output: `pulya/number` problems at their paths; nothing throws.
 */
import { decimalText, type Bilingual } from '../../runtime/index.js';
import type { PulyaProblem } from './types.js';

/** The largest pool, mountain or whists of a preference sheet (with at most PULYA_DECIMALS decimals). */
export const MAX_PULYA_NUMBER = 1_000_000;

/** The most decimals of a number of a preference sheet (a half-whist is 0.5). */
export const PULYA_DECIMALS = 2;

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A plain decimal with at most PULYA_DECIMALS digits after the point (the shortest text of the number, no exponent). */
const PLAIN_DECIMAL = new RegExp(`^-?\\d+(\\.\\d{1,${PULYA_DECIMALS}})?$`);

/** Why a finite number cannot stand on a sheet (`what` names it: "pool of A"), or undefined when it can. */
export function sheetNumberProblem(value: number, what: Bilingual): Bilingual | undefined {
  if (Math.abs(value) > MAX_PULYA_NUMBER) {
    return {
      en: `${what.en}: ${value} is too large: a number of a sheet is at most ${MAX_PULYA_NUMBER} in size`,
      ru: `${what.ru}: ${decimalText(value, 'ru')} — слишком много: число на листе не больше ${MAX_PULYA_NUMBER} по модулю`,
    };
  }
  if (!PLAIN_DECIMAL.test(String(value))) {
    return {
      en: `${what.en}: ${value} has too many decimals: a number of a sheet has at most ${PULYA_DECIMALS} (a half-whist is 0.5)`,
      ru: `${what.ru}: у числа ${decimalText(value, 'ru')} слишком много знаков после запятой: на листе их не больше ${PULYA_DECIMALS} (полвиста — 0,5)`,
    };
  }
  return undefined;
}

/**
 * The numbers of a finished sheet `{players: {A: {pool, mountain, whists: {B: n}}}}` beyond the bound, each at its
 * path. Anything else (a list of deals, a value that is not a number) is left to the reader's shape checks.
 */
export function sheetNumberProblems(data: unknown): PulyaProblem[] {
  if (!isObject(data) || !isObject(data.players)) return [];
  const numbers: Array<[Array<string | number>, unknown, Bilingual]> = [];
  for (const [p, e] of Object.entries(data.players)) {
    if (!isObject(e)) continue;
    numbers.push([['players', p, 'pool'], e.pool, { en: `pool of ${p}`, ru: `пуля игрока ${p}` }]);
    numbers.push([['players', p, 'mountain'], e.mountain, { en: `mountain of ${p}`, ru: `гора игрока ${p}` }]);
    for (const [q, w] of Object.entries(isObject(e.whists) ? e.whists : {})) {
      numbers.push([['players', p, 'whists', q], w, { en: `whists of ${p} on ${q}`, ru: `висты игрока ${p} на ${q}` }]);
    }
  }
  return numbers.flatMap(([path, value, what]) => {
    const text = typeof value === 'number' && Number.isFinite(value) ? sheetNumberProblem(value, what) : undefined;
    return text ? [{ code: 'pulya/number' as const, severity: 'error' as const, path, message: text.en, text }] : [];
  });
}
