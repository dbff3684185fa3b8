/**
 * The desk's own error texts (the answers that do not come from a route's checks), in Russian and English: the
 * language of a request (`?lang=`) when it has one, else the desk's (`serve --lang`).
 */
import type { Lang } from '../../present/index.js';

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
  noToken: {
    ru: 'этому столу судьи нужен ключ доступа (его выводит `reglament serve --host`): откройте адрес с ?token=...',
    en: 'this desk needs its access token (printed by `reglament serve --host`): open the address with ?token=...',
  },
  noReason: {
    ru: 'укажите причину исправления',
    en: 'say why the entry is corrected',
  },
  noPayload: {
    ru: 'в исправлении нет записи (payload)',
    en: 'the correction carries no payload',
  },
  noVersion: {
    ru: 'в записи нет версии страницы (последней записи, которую она видела): обновите страницу',
    en: 'the write carries no version (the last entry the page saw); reload the page',
  },
  aborted: {
    ru: 'запрос прерван',
    en: 'the request was aborted',
  },
} satisfies Record<string, Record<Lang, string>>;

/** Bilingual texts of the desk's refusals that name something. */
export const DESK_TEXT_OF = {
  noEntry: {
    ru: (seq: number) => `записи #${seq} нет`,
    en: (seq: number) => `there is no entry ${seq}`,
  },
  stale: {
    ru: (version: number, seqs: number[]) => `пока страница была открыта (версия ${version}), для того же места ${seqs.length === 1 ? 'записана другая запись' : `записаны другие записи (${seqs.length})`}: ${seqs.map((s) => `#${s}`).join(', ')}`,
    en: (version: number, seqs: number[]) => `since you loaded this page (version ${version}), ${seqs.length === 1 ? 'another entry was' : `${seqs.length} other entries were`} written for the same place: ${seqs.map((s) => `#${s}`).join(', ')}`,
  },
} satisfies Record<string, Record<Lang, (...args: never[]) => string>>;
