/**
 * The one decimal-separator rule of the project (runtime/text/decimal.ts `decimalText`) for the pages, and the numbers
 * the pages show with it. The browser loads the client's modules one by one from /client/ and cannot load the
 * runtime, so the build bundles a client module that imports from outside app/client with what it imports from there
 * (scripts/bundle-client.mjs; its imports of siblings stay imports): the pages run the runtime's own rule, not a copy.
 */
import { decimalText } from '../../runtime/index.js';
import { currentLang } from './settings.js';

export { decimalText };

/** A number exactly, with the page's decimal separator: `0,5` in Russian, `0.5` in English. */
export function decimalOf(n: number): string {
  return decimalText(n, currentLang());
}

/** A number as the pages show an amount: two decimals at most, with the page's separator (`2,33` in Russian). */
export function describeNumber(n: number): string {
  return decimalOf(Math.round(n * 100) / 100);
}

/** An amount with its sign as the desk writes it: `+300`, `-100`, `0`, `+0,5`. */
export function signedNumber(n: number): string {
  return `${n > 0 ? '+' : ''}${describeNumber(n)}`;
}
