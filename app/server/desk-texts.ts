/**
 * The desk's own error texts (the answers that do not come from a route's checks), in Russian and English: the
 * language of a request (`?lang=`) when it has one, else the desk's (`serve --lang`).
 */
import type { Lang } from '../../cli/index.js';

/** Bilingual texts of the desk's refusals. */
export const DESK_TEXT = {
  badTarget: {
    ru: 'неверный запрос: адрес страницы не читается',
    en: 'malformed request: the address cannot be read',
  },
  busy: {
    ru: 'протокол турнира сейчас занят другой записью (другой судья или `reglament event`); запись не сделана, повторите через секунду',
    en: 'the event store is busy with another write (another judge or `reglament event`); nothing was written, try again in a second',
  },
  crossSite: {
    ru: 'этот отчёт открывается только со страниц стола судьи',
    en: "this report is opened from the desk's own pages only",
  },
  reportBusy: {
    ru: 'другой отчёт о влиянии ещё считается; откройте этот через несколько секунд',
    en: 'another impact report is still being computed; open this one in a few seconds',
  },
  aborted: {
    ru: 'запрос прерван',
    en: 'the request was aborted',
  },
} satisfies Record<string, Record<Lang, string>>;
