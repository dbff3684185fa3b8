/**
 * One line of an event's history as `reglament event history` prints it, in the run's language: the entry's number,
 * its time (ISO 8601, UTC, as stored: the line is also read by scripts), its kind and place in words, its payload
 * (JSON, as written), and what it corrects, who wrote it and what replaced it.
 * `#12  2025-02-23T10:15:00.000Z  сдача  тур 2, стол 1  {...}  исправляет #7: причина  автор: Судья`.
 */
import type { Lang } from './i18n.js';

/** An entry of the history, as the store gives it (store/ HistoryEntry). */
export interface HistoryLineEntry {
  seq: number;
  at: string;
  kind: string;
  round: number | null;
  table: number | null;
  payload: unknown;
  replaces: number | null;
  reason: string | null;
  author: string | null;
  replacedBy: number | null;
}

/** The kinds of entries in words (an unknown kind stays as stored). */
const KIND_WORDS: Record<string, { ru: string; en: string }> = {
  deal: { ru: 'сдача', en: 'deal' },
  result: { ru: 'итог стола', en: 'result' },
  penalty: { ru: 'штраф', en: 'penalty' },
  player: { ru: 'игрок', en: 'player' },
  seating: { ru: 'рассадка', en: 'seating' },
  wind: { ru: 'ветер', en: 'wind' },
};

/** One history line in `lang`. */
export function formatHistoryLine(e: HistoryLineEntry, lang: Lang): string {
  const ru = lang === 'ru';
  const place = e.round === null ? '' : e.table === null ? (ru ? `тур ${e.round}` : `round ${e.round}`)
    : ru ? `тур ${e.round}, стол ${e.table}` : `table ${e.table} of round ${e.round}`;
  const kind = Object.hasOwn(KIND_WORDS, e.kind) ? KIND_WORDS[e.kind]![lang] : e.kind;
  const parts = [`#${e.seq}`, e.at, kind];
  if (place !== '') parts.push(place);
  parts.push(e.payload === null ? (ru ? '(отозвана)' : '(withdrawn)') : JSON.stringify(e.payload));
  if (e.replaces !== null) parts.push(`${ru ? 'исправляет' : 'corrects'} #${e.replaces}: ${e.reason ?? ''}`);
  if (e.author !== null) parts.push(ru ? `автор: ${e.author}` : `by ${e.author}`);
  if (e.replacedBy !== null) parts.push(ru ? `[заменена записью #${e.replacedBy}]` : `[replaced by #${e.replacedBy}]`);
  return parts.join('  ');
}
