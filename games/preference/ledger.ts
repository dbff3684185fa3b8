/**
 * The entries of one deal as they are written: each write adds to a player's pool, mountain or whists and keeps an
 * explained item (rule id, clause, text) for it.
 */
import { type Bilingual } from '../../runtime/index.js';
import { PREFERENCE_SETTINGS, type PreferenceIR, type PreferenceSettingKey } from '../../runtime/ir/preference.js';
import type { DealItem, DealScore, PlayerId, SheetEntry } from './types.js';

/** The rule a write cites: its id and clause. */
export interface RuleRef {
  rule: string;
  clause: string;
}

/** The rule reference of a preference setting (`preference.<key>`). */
export function settingRule(pref: PreferenceIR, key: PreferenceSettingKey): RuleRef {
  return { rule: `preference.${PREFERENCE_SETTINGS[key]}`, clause: pref[key].clause };
}

/** An empty sheet entry. */
export function emptyEntry(): SheetEntry {
  return { pool: 0, mountain: 0, whists: {} };
}

/** Collects a deal's writes. */
export class DealLedger {
  readonly entries: Record<PlayerId, SheetEntry> = {};
  readonly items: DealItem[] = [];

  constructor(players: PlayerId[]) {
    for (const p of players) this.entries[p] = emptyEntry();
  }

  /** Writes pool or mountain points for a player (zero amounts are not written). */
  write(player: PlayerId, kind: 'pool' | 'mountain', amount: number, ref: RuleRef, text: Bilingual): void {
    if (amount === 0) return;
    this.entries[player]![kind] += amount;
    this.items.push({ ...ref, player, kind, amount, text });
  }

  /** Writes whists of `player` on `on`. */
  whists(player: PlayerId, on: PlayerId, amount: number, ref: RuleRef, text: Bilingual): void {
    if (amount === 0) return;
    const w = this.entries[player]!.whists;
    w[on] = (w[on] ?? 0) + amount;
    this.items.push({ ...ref, player, kind: 'whists', on, amount, text });
  }

  /** The deal's score. */
  result(): DealScore {
    return { entries: this.entries, items: this.items };
  }
}
