/**
 * What of a desk page a Russian judge would read in another language (issue 18, "Russian throughout"): every text node
 * of the page and of its same-origin frames (the standings), and the hints (`title`, `placeholder`) and the options
 * of every list, whether shown now or once opened. Two kinds of finding:
 * - a Latin word: an English text or a visible internal id (an entry kind, a rule id, a code, `payload.` paths). The
 *   tiles' notation (`123m`, `[777z]`: letters after a digit; a suit's letter in parentheses, «символы (m)»), the
 *   players' ids and other data the test gives, the
 *   program's name and the names of file formats (HTML, CSV, JSON, Excel) are not findings;
 * - a number written with a decimal point (`0.5`, `-26.67`): Russian writes the comma. A regulation's clause numbers
 *   (`4.3`, `Б.4`, `5.7.2`) are not numbers: cells and items marked `.clause`, a number with two points or more, and a
 *   number that ends parentheses opened right after a rule's name ("Штраф (4.3)", "Со дна моря (Табл. 4.10)") are
 *   left alone.
 * Data the page shows as it was given is not read: what is marked `translate="no"` (a file's path, a clause), and the
 * language picker (each language in its own name). Each finding is given with its text, so a failing test says where
 * to look.
 */
import type { Page } from 'playwright-core';

/**
 * The findings of `page` (empty when it is Russian throughout); `allowed`: Latin words that are data (players' ids),
 * or phrases that are (a hint's example of an id).
 */
export async function notRussian(page: Page, allowed: readonly string[]): Promise<string[]> {
  return page.evaluate((allow) => {
    const ok = new Set(['reglament', 'HTML', 'CSV', 'JSON', 'Excel', ...allow]);
    const phrases = allow.filter((a) => a.includes(' '));
    const found: string[] = [];
    const latin = /(?<![0-9A-Za-z])[A-Za-z]+(?:[-_.][A-Za-z]+)*/g;
    const suitLetter = (text: string, at: number, word: string) => /^[mpsz]$/.test(word) && text[at - 1] === '(' && text[at + 1] === ')';
    const decimal = /(?<![\d.,])[-+−]?\d+\.\d+(?![\d.])/g;
    /** Whether the number at `at` in `text` ends parentheses opened after a rule's name: «… (4.3)», «… (Табл. 4.10)». */
    const clauseInParentheses = (text: string, at: number, length: number) => text[at + length] === ')' && /[А-Яа-яЁёA-Za-z»"] \((?:[^()\d]*\s)?$/.test(text.slice(0, at));
    const check = (given: string, where: string) => {
      const text = phrases.reduce((t, phrase) => t.split(phrase).join(' '), given);
      for (const m of text.matchAll(latin)) if (!ok.has(m[0]) && !suitLetter(text, m.index!, m[0])) found.push(`${where}: «${m[0]}» in «${text.trim().slice(0, 160)}»`);
      for (const m of text.matchAll(decimal)) {
        if (!clauseInParentheses(text, m.index!, m[0].length)) found.push(`${where}: decimal point «${m[0]}» in «${text.trim().slice(0, 160)}»`);
      }
    };
    const skipped = (el: Element | null) => el !== null && el.closest('script, style, noscript, .clause, [translate="no"], #lang') !== null;
    const scan = (doc: Document, where: string) => {
      const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) if (!skipped(n.parentElement)) check(n.textContent ?? '', where);
      for (const el of doc.querySelectorAll('[title], [placeholder]')) {
        if (skipped(el)) continue;
        for (const attr of ['title', 'placeholder']) {
          const v = el.getAttribute(attr);
          if (v) check(v, `${where} ${attr}`);
        }
      }
      for (const frame of doc.querySelectorAll('iframe')) {
        const inner = (frame as HTMLIFrameElement).contentDocument;
        if (inner?.body) scan(inner, `${where} frame ${frame.getAttribute('src') ?? ''}`);
      }
    };
    scan(document, location.hash || location.pathname);
    return found;
  }, [...allowed]);
}
