/**
 * The lines every printout of the desk opens with, under its title: the event's name, date and venue (as the judge
 * set them) and when it was printed, in the judge's local time. HTML, escaped.
 */
import { escapeHtml, type Lang } from '../../present/index.js';
import type { DeskContext } from './desk-context.js';
import { hallOf } from './hall-context.js';

const PRINTED_AT = { ru: 'Напечатано', en: 'Printed at' };

/** A date YYYY-MM-DD as a printout reads it ("6 января 2011 г.", "6 January 2011"). */
export function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The event line (name · date · venue, when set) and the "printed at" line; `now` for tests. */
export function printoutHeader(ctx: DeskContext, lang: Lang, now: Date = new Date()): string {
  const info = hallOf(ctx).store.info();
  const event = [info?.name ?? '', info?.date ? longDate(info.date, lang) : '', info?.venue ?? ''].filter((x) => x !== '');
  const printed = now.toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
  return (event.length > 0 ? `<p class="printout-event">${escapeHtml(event.join(' · '))}</p>\n` : '') +
    `<p class="printed-at">${PRINTED_AT[lang]}: ${escapeHtml(printed)}</p>\n`;
}

/** A page of the CLI's renderers with the printout's header put under its title (the first `</h1>`). */
export function withPrintoutHeader(page: string, header: string): string {
  const at = page.indexOf('</h1>');
  return at < 0 ? page : `${page.slice(0, at + 5)}\n${header}${page.slice(at + 5)}`;
}
