/**
 * The event as the server gives it (`GET /api/event`): what the event and history pages show.
 */
import type { GameDeskView } from '../../games/index.js';
import type { EventPlayer } from '../../runtime/index.js';
import type { StoredEntry } from '../../store/index.js';

/** A registered player. */
export type PlayerInfo = EventPlayer;

/** A protocol entry in force (the store's shape; types only, nothing of the store runs in the browser). */
export type EntryInfo = StoredEntry;

/** A round with its tables and wind. */
export interface RoundInfo {
  seating?: string;
  /** How the round was seated, in words (null for a way the server does not name). */
  seatingName?: { ru: string; en: string } | null;
  wind: string | null;
  /** The round's wind, in words. */
  windName?: { ru: string; en: string } | null;
  /** Each table's wind, in words (when each table draws its own). */
  tableWindNames?: Array<{ ru: string; en: string } | null> | null;
  tableWinds: Array<string | null> | null;
  substitutions?: Array<{ out: string; in: string }>;
  tables: Array<{ players: string[] }>;
  /** Who sits where at each table's next deal (after changes of seats and substitutions between deals). */
  seatsNow?: string[][];
  /** Each table's result so far (null before its first deal): vists and table points per player. */
  results: Array<Record<string, { points: number; vists: number }> | null>;
}

/** A deal's settlement in one language, as `reglament deal` prints it. */
export interface DealSettlementInfo {
  /** `rule`: the rule's name with its id (as the CLI prints it); `ruleName`: its name alone (as the pages show it). */
  payments: Array<{ from: string; to: string; amount: number; rule: string; ruleName: string; clause: string; how: string }>;
  adjustments: Array<{ player: string; vists: number; rule: string; ruleName: string; clause: string; reason: string }>;
  net: Record<string, number>;
}

/** The event state. */
export interface EventState {
  version: number;
  store: string;
  regulation: {
    id?: string; name: { ru: string; en: string }; game: string; version: string; tournament: boolean;
    /** The game's name (its module's, games/<game>/index.ts). */
    gameName: { ru: string; en: string };
    /** What a table's score counts (game points where the standings rank by them, else vists). */
    unit: 'points' | 'vists';
    /** How the desk takes the game's tables (the server's games/index.ts deskOf). */
    desk: GameDeskView;
  };
  seed: number;
  /** The next round to seat: the first without a seating. */
  nextRound: number;
  players: PlayerInfo[];
  rounds: RoundInfo[];
  entries: EntryInfo[];
  /** Each deal's settlement (a deal given as hands, a Sichuan deal) by the seq of its entry. */
  settlements: Record<number, { ru: DealSettlementInfo; en: DealSettlementInfo }>;
  /** The event's problems under its regulation: where (in words) and the message, in both languages where there is one. */
  problems: Array<{ code: string; message: string; where: { ru: string; en: string }; severity: string; text?: { ru: string; en: string } }>;
}
