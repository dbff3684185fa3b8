/**
 * The query parameters the desk's routes read: the language of an answer (`?lang=`) and whole numbers in a range
 * (`?after-round=`, `?round=`, `?hands=`, `?seed=`), a 400 answer naming the parameter when one is out of range.
 */
import type { Lang } from '../../present/index.js';
import type { DeskContext } from './desk-context.js';
import { badRequest } from './http.js';

/** The language of a request (`?lang=`), else the desk's. */
export function langOf(ctx: DeskContext, url: URL): Lang {
  const l = url.searchParams.get('lang');
  return l === 'en' || l === 'ru' ? l : ctx.lang;
}

/** A whole number query parameter in [min, max], or undefined when it is absent or empty; a 400 answer otherwise. */
export function integerParam(url: URL, name: string, min: number, max: number): number | undefined {
  const text = url.searchParams.get(name);
  if (text === null || text === '') return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) {
    throw badRequest({
      en: `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`,
      ru: `${name}: нужно целое число от ${min} до ${max}, а указано ${JSON.stringify(text)}`,
    });
  }
  return n;
}
