/**
 * Reading the store defensively: a row changed outside reglament (a payload that is not JSON, a seating whose
 * tables are not a list, a round of ten million) must not crash every command and every desk page. Each row is
 * checked as it is read, the header when the store opens, the file itself with SQLite's quick_check; a problem is
 * a StoreDamagedError that names the entry (in English and Russian). Input: rows and header values. Output: the
 * row's payload parsed, or the error thrown.
 */
import type Database from 'better-sqlite3';
import { isWholeIn, MAX_ROUND, MAX_SEED, MAX_TABLES } from '../runtime/index.js';
import type { EntryRow } from './entry-row.js';
import { StoreDamagedError } from './store-error.js';


const KINDS = new Set(['player', 'seating', 'deal', 'penalty', 'wind', 'result']);
const WINDS = new Set(['E', 'S', 'W', 'N']);

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** Why a payload of a kind cannot be used, in both languages; undefined when it can. */
function payloadProblem(kind: string, p: Record<string, unknown>): { en: string; ru: string } | undefined {
  switch (kind) {
    case 'player':
      if (p.action === 'register') return isText(p.id) && isText(p.name) ? undefined : { en: 'a registration without an id or a name', ru: 'регистрация без кода или имени игрока' };
      if (p.action === 'withdraw') return isText(p.player) && isWholeIn(p.after, 0, MAX_ROUND) ? undefined : { en: 'a withdrawal without its player or round', ru: 'снятие без игрока или тура' };
      if (p.action === 'substitute') return isText(p.out) && isText(p.in) ? undefined : { en: 'a substitution without its players', ru: 'замена без игроков' };
      return { en: `a player entry with the action ${JSON.stringify(p.action)}`, ru: `запись об игроке с действием ${JSON.stringify(p.action)}` };
    case 'seating': {
      // A table's change of seats between deals: its players.
      if (p.tables === undefined && Array.isArray(p.players)) return p.players.every(isText) ? undefined : { en: 'a change of seats whose players are not ids', ru: 'пересадка, в которой игроки не коды' };
      const ok = Array.isArray(p.tables) && p.tables.length <= MAX_TABLES && p.tables.every((t) => isObject(t) && Array.isArray(t.players) && t.players.every(isText));
      return ok ? undefined : { en: "a seating whose tables are not a list of {players: [ids]}", ru: 'рассадка, в которой столы не список {players: [коды]}' };
    }
    case 'wind':
      return WINDS.has(p.wind as string) ? undefined : { en: `a wind ${JSON.stringify(p.wind)}`, ru: `ветер ${JSON.stringify(p.wind)}` };
    default:
      return undefined;
  }
}

/** The payload of a row, checked; throws StoreDamagedError naming the entry when the row cannot be used. */
export function readRowPayload(row: EntryRow, file: string): unknown {
  const damaged = (en: string, ru: string): never => {
    throw new StoreDamagedError(
      `entry ${row.seq} of ${file} is damaged (${en}): the store was changed outside reglament; restore it from a copy or export the entries before it (event export --as-of ${row.seq - 1})`,
      `запись ${row.seq} в ${file} повреждена (${ru}): протокол изменяли в обход reglament; восстановите его из копии или выгрузите записи до неё (event export --as-of ${row.seq - 1})`,
    );
  };
  if (!KINDS.has(row.kind)) damaged(`its kind is ${JSON.stringify(row.kind)}`, `её вид ${JSON.stringify(row.kind)}`);
  if (row.round !== null && !isWholeIn(row.round, 0, MAX_ROUND)) damaged(`its round is ${String(row.round)}`, `её тур ${String(row.round)}`);
  if (row.table_no !== null && !isWholeIn(row.table_no, 1, MAX_TABLES)) damaged(`its table is ${String(row.table_no)}`, `её стол ${String(row.table_no)}`);
  if (typeof row.at !== 'string') damaged('it has no date', 'у неё нет даты');
  let payload: unknown;
  try {
    payload = JSON.parse(row.payload);
  } catch {
    damaged('its payload is not valid JSON', 'её содержимое не в формате JSON');
  }
  if (payload === null) {
    if (row.replaces === null) damaged('it is empty but corrects nothing', 'она пуста, но ничего не исправляет');
    return null;
  }
  if (!isObject(payload)) damaged('its payload is not a mapping', 'её содержимое не словарь');
  const problem = payloadProblem(row.kind, payload as Record<string, unknown>);
  if (problem !== undefined) damaged(problem.en, problem.ru);
  return payload;
}

/** Refuses a store whose file SQLite itself finds damaged (PRAGMA quick_check). */
export function checkFile(db: Database.Database, file: string): void {
  const result = db.pragma('quick_check', { simple: true }) as string;
  if (result === 'ok') return;
  // SQLite reports on several lines ("*** in database main ***", then each problem): one line, the first problems.
  const found = result.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('***')).slice(0, 2).join('; ');
  throw new StoreDamagedError(
    `${file} is damaged (SQLite: ${found}); restore it from a copy`,
    `файл ${file} повреждён (SQLite: ${found}); восстановите его из копии`,
  );
}

/** Refuses a header whose seed no draw can use (a store made before seeds were checked, or changed since). */
export function checkHeaderValues(file: string, seed: string | undefined): void {
  if (seed === undefined) return;
  if (!/^\d+$/.test(seed) || !isWholeIn(Number(seed), 0, MAX_SEED)) {
    throw new StoreDamagedError(
      `the header of ${file} is damaged: its seed ${seed} is not a whole number from 0 to ${MAX_SEED}, so no draw can use it; export the event (event export ${file} --out event.yaml), set a seed in that file and import it into a new store (event import new.db event.yaml)`,
      `заголовок ${file} повреждён: зерно ${seed} не целое число от 0 до ${MAX_SEED}, жеребьёвка не может им пользоваться; выгрузите турнир (event export ${file} --out event.yaml), исправьте в файле зерно и загрузите его в новый протокол (event import new.db event.yaml)`,
    );
  }
}
