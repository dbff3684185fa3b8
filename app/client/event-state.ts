/**
 * The event as the server gives it (`GET /api/event`): what the event and history pages show.
 */
import type { EventPlayer } from '../../runtime/index.js';
import type { StoredEntry } from '../../store/index.js';

/** A registered player. */
export type PlayerInfo = EventPlayer;

/** A protocol entry in force (the store's shape; types only, nothing of the store runs in the browser). */
export type EntryInfo = StoredEntry;

/** A round with its tables and wind. */
export interface RoundInfo {
  seating?: string;
  wind: string | null;
  tableWinds: Array<string | null> | null;
  substitutions?: Array<{ out: string; in: string }>;
  tables: Array<{ players: string[] }>;
  /** Each table's result so far (null before its first deal): vists and table points per player. */
  results: Array<Record<string, { points: number; vists: number }> | null>;
}

/** The event state. */
export interface EventState {
  version: number;
  store: string;
  regulation: { id?: string; name: { ru: string; en: string }; game: string; version: string; tournament: boolean };
  seed: number;
  players: PlayerInfo[];
  rounds: RoundInfo[];
  entries: EntryInfo[];
  problems: Array<{ code: string; message: string; where: string; severity: string }>;
}

/** A short text of an entry's payload: `A +300, B −100 … mahjong A`, or its JSON. */
export function describePayload(payload: unknown): string {
  if (payload === null) return '';
  const p = payload as Record<string, unknown>;
  const map = (m: unknown) => Object.entries(m as Record<string, unknown>).map(([k, v]) => `${k} ${typeof v === 'number' && v > 0 ? '+' : ''}${String(v)}`).join(', ');
  if (p.redeal === true) return 'redeal';
  if (p.action === 'register') return `${String(p.id)} — ${String(p.name)}${p['from-round'] !== undefined ? ` (→ ${String(p['from-round'])})` : ''}`;
  if (p.action === 'substitute') return `${String(p.out)} → ${String(p.in)}${p['after-deal'] !== undefined ? ` (${String(p['after-deal'])})` : ''}`;
  if (p.action === 'withdraw') return `${String(p.player)} ✕ ${String(p.after)}`;
  if (Array.isArray(p.tables)) return `${p.seating !== undefined ? `${String(p.seating)}: ` : ''}${(p.tables as Array<{ players: string[] }>).map((t) => t.players.join(' ')).join(' | ')}`;
  if (typeof p.player === 'string') {
    const amount = typeof p.vists === 'number' ? p.vists : typeof p.points === 'number' ? p.points : undefined;
    return [p.player, amount !== undefined ? `${amount > 0 ? '+' : ''}${amount}` : '', p.rule, p.clause, p.reason].filter((x) => typeof x === 'string' ? x !== '' : x !== undefined).join(' · ');
  }
  if (p.vists !== undefined && p.pulya === undefined) return `${map(p.vists)}${p.mahjong !== undefined ? ` · mahjong ${String(p.mahjong)}` : ''}${p.limit === true ? ' · limit' : ''}`;
  if (p.points !== undefined) return `${map(p.points)}${p.mahjong !== undefined ? ` · hu ${String(p.mahjong)}` : ''}`;
  if (p.hands !== undefined) {
    const w = p.win as { player?: string; from?: string; discarder?: string } | undefined;
    return `${Object.entries(p.hands as Record<string, string>).map(([k, v]) => `${k}: ${v}`).join('; ')}${w ? ` · ${w.player ?? ''} ${w.from ?? ''}${w.discarder ? ` ← ${w.discarder}` : ''}` : ''}`;
  }
  return JSON.stringify(payload);
}
