/**
 * Entries in a line of text for the pages, in the page's language: a deal's vists or hands, a pulya sheet, a
 * penalty, a registration, a seating; anything else as its JSON. The kind of an entry and the time it was written.
 */
import { describeNumber, signedNumber } from './decimal.js';
import { dealFormInfoNow } from './deal-form-info.js';
import { fx } from './form-texts.js';
import { describeHanchan } from './riichi-texts.js';
import { currentLang } from './settings.js';
import { tx, type TextKey } from './texts.js';
import { mcrText } from './mcr-texts.js';
import { ht } from './hall-texts.js';

const KINDS: Record<string, TextKey> = { deal: 'kindDeal', result: 'kindResult', penalty: 'kindPenalty', player: 'kindPlayer', seating: 'kindSeating', wind: 'kindWind' };
const FROM: Record<string, TextKey> = { discard: 'fromDiscard', wall: 'fromWall', replacement: 'fromReplacement', robbing: 'fromRobbing' };

/** How this event's rounds were seated, in words, by the method's key (from the event state: `rememberSeatingNames`). */
const seatingNames = new Map<string, { ru: string; en: string }>();

/** Keeps the words of the seating methods of the event's rounds, for the seating entries' descriptions. */
export function rememberSeatingNames(rounds: ReadonlyArray<{ seating?: string; seatingName?: { ru: string; en: string } | null }>): void {
  for (const r of rounds) if (r.seating !== undefined && r.seatingName) seatingNames.set(r.seating, r.seatingName);
}


/** A signed amount (`+300`, `-100`, `0`); what is not a number, as it was typed. */
function signedAmount(v: unknown): string {
  return typeof v === 'number' ? signedNumber(v) : String(v);
}

/** A penalty's rule in words: a named penalty of the regulation, the minor violation; the judge's own as written. */
function penaltyRuleText(rule: unknown): string | undefined {
  if (typeof rule !== 'string') return undefined;
  if (rule === 'minor-violation') return fx('minorViolation');
  const named = dealFormInfoNow()?.penalties.find((x) => x.id === rule);
  return named !== undefined ? named.name[currentLang()] : rule;
}

/** The kind of an entry in words (`deal` -> сдача); an unknown kind as it is. */
export function describeKind(kind: string): string {
  return Object.hasOwn(KINDS, kind) ? tx(KINDS[kind]!) : kind;
}

/**
 * The time an entry was written (ISO 8601, UTC), in the browser's local time: `01.12.2026, 21:40:05`; `full`: with the
 * weekday and the month in words (`среда, 2 декабря 2026 г. в 21:40:05`).
 */
export function describeTime(at: string, full = false): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : date.toLocaleString(currentLang() === 'ru' ? 'ru-RU' : 'en-GB', full ? { dateStyle: 'full', timeStyle: 'medium' } : undefined);
}

/** One event of a Sichuan deal in short: `конг A 5m`, `ху B ← C`, `ложное ху D`, `конец стены`. */
function describeEvent(e: Record<string, unknown>): string {
  const winners = (m: unknown) => (m !== null && typeof m === 'object' ? Object.keys(m as object).join(', ') : '');
  if (e.kong !== undefined) return `${tx('evKong')} ${String(e.player ?? '')}${e.tile !== undefined ? ` ${String(e.tile)}` : ''}${e.from !== undefined ? ` ← ${String(e.from)}` : ''}`;
  if (e.pung !== undefined) return `${tx('evPung')} ${String(e.pung)}${e.from !== undefined ? ` ← ${String(e.from)}` : ''}`;
  if (e.hu !== undefined) {
    const from = typeof e.from === 'string' && Object.hasOwn(FROM, e.from) ? ` ${tx(FROM[e.from]!)}` : '';
    return `${tx('evHu')} ${winners(e.hu)}${from}${e.discarder !== undefined ? ` ← ${String(e.discarder)}` : ''}`;
  }
  if (e['false-hu'] !== undefined) return `${tx('evFalseHu')} ${String(e['false-hu'])}`;
  if (e['dead-hand'] !== undefined) return `${tx('evDeadHand')} ${String(e['dead-hand'])}`;
  if (e['wrong-tile-count'] !== undefined) return `${tx('evWrongTileCount')} ${String(e['wrong-tile-count'])}`;
  if (e['wall-end'] !== undefined) return tx('evWallEnd');
  return JSON.stringify(e);
}

/** A deal's win in words: `A со сброса ← C`. */
function winText(w: { player?: string; from?: string; discarder?: string }): string {
  return `${w.player ?? ''} ${w.from !== undefined && Object.hasOwn(FROM, w.from) ? tx(FROM[w.from]!) : w.from ?? ''}${w.discarder ? ` ← ${w.discarder}` : ''}`;
}

/** A short text of an entry's payload: `A +300, B −100 … mahjong A`, or its JSON. */
export function describePayload(payload: unknown): string {
  if (payload === null) return '';
  const p = payload as Record<string, unknown>;
  const map = (m: unknown) => Object.entries(m as Record<string, unknown>).map(([k, v]) => `${k} ${signedAmount(v)}`).join(', ');
  if (p.redeal === true) return tx('dealRedeal');
  if (p.action === 'register') return `${String(p.id)} — ${String(p.name)}${p['from-round'] !== undefined ? ` (→ ${String(p['from-round'])})` : ''}`;
  if (p.action === 'substitute') return `${String(p.out)} → ${String(p.in)}${p['after-deal'] !== undefined ? ` (${String(p['after-deal'])})` : ''}${p.forced === true ? `, ${tx('forcedSubstitution')}` : ''}`;
  if (p.action === 'withdraw') return `${String(p.player)} ✕ ${String(p.after)}`;
  // A table's change of seats between deals (a seating entry with a table).
  if (Array.isArray(p.players) && p['after-deal'] !== undefined) return `${ht('seatChange', { n: String(p['after-deal']) })} ${(p.players as string[]).join(' ')}`;
  if (Array.isArray(p.tables)) {
    const method = p.seating === undefined ? '' : seatingNames.get(String(p.seating))?.[currentLang()] ?? String(p.seating);
    return `${method !== '' ? `${method}: ` : ''}${(p.tables as Array<{ players: string[] }>).map((t) => t.players.join(' ')).join(' | ')}`;
  }
  if (typeof p.player === 'string') {
    const amount = typeof p.vists === 'number' ? p.vists : typeof p.points === 'number' ? p.points : undefined;
    const sanction = p.disqualified === true ? fx('disqualified') : typeof p['tournament-points'] === 'number' ? `${fx('tournamentPoints')} ${describeNumber(p['tournament-points'])}` : '';
    return [p.player, amount !== undefined ? signedAmount(amount) : '', sanction, penaltyRuleText(p.rule), p.clause, p.reason].filter((x) => typeof x === 'string' ? x !== '' : x !== undefined).join(' · ');
  }
  if (p.vists !== undefined && p.pulya === undefined) return `${map(p.vists)}${p.mahjong !== undefined ? ` · ${tx('wordMahjong')} ${String(p.mahjong)}` : ''}${p.limit === true ? ` · ${tx('limit')}` : ''}`;
  if (p.pulya !== null && typeof p.pulya === 'object') {
    const sheet = (p.pulya as { players?: unknown }).players;
    if (sheet !== null && typeof sheet === 'object' && !Array.isArray(sheet)) {
      const rows = Object.entries(sheet as Record<string, { pool?: number; mountain?: number; whists?: Record<string, number> }>);
      const n = (v: unknown) => (typeof v === 'number' ? describeNumber(v) : String(v));
      return `${tx('wordPulya')}: ${rows.map(([id, r]) => `${id} ${n(r.pool ?? 0)}/${n(r.mountain ?? 0)}${Object.entries(r.whists ?? {}).filter(([, w]) => w !== 0).map(([on, w]) => ` ${n(w)}→${on}`).join('')}`).join(' · ')}`;
    }
    return `${tx('wordPulya')}: ${JSON.stringify(p.pulya)}`;
  }
  if (p.hanchan !== undefined) return describeHanchan(p.hanchan);
  if (Array.isArray(p.events)) return `${tx('wordEvents')}: ${(p.events as Array<Record<string, unknown>>).map(describeEvent).join(' · ')}`;
  if (p.points !== undefined) return `${map(p.points)}${p.mahjong !== undefined ? ` · ${tx('wordHu')} ${String(p.mahjong)}` : ''}`;
  const w = p.win as { player?: string; from?: string; discarder?: string } | undefined;
  if (typeof p.fans === 'number') {
    const tagged = Object.entries((p.tagged ?? {}) as Record<string, number>).map(([t, k]) => `${t} ${k}`).join(', ');
    return `${w ? winText(w) : ''} · ${p.fans} ${mcrText('fansUnit')}${tagged ? ` (${mcrText('ofWhich')} ${tagged})` : ''}`;
  }
  if (p.hands !== undefined) return `${Object.entries(p.hands as Record<string, string>).map(([k, v]) => `${k}: ${v}`).join('; ')}${w ? ` · ${winText(w)}` : ''}`;
  return JSON.stringify(payload);
}
