/**
 * The rules of a regulation that depend on the round's clock, for the round timer: what is announced how many
 * minutes before the end of a round, and what each table does then. A game brings its own (GameModule.timeRules,
 * games/index.ts timeRulesOf); every number and text comes from the regulation's setting. Imports only runtime/*.
 */
import type { Bilingual } from '../ir/types.js';

/** A rule that applies a number of minutes before the end of a round. */
export interface TimeRule {
  /** Where the regulation sets it (the setting's path, `section.key`). */
  setting: string;
  /** The setting's name in the regulation. */
  name: Bilingual;
  clause: string;
  /** Minutes before the end of the round when it applies (0: at the end). */
  minutesBeforeEnd: number;
  /** What a table of `players` does from then on. */
  atTable(players: number): Bilingual | null;
}

/** Time rules in the order of their minutes (earliest announcement first). */
export function sortTimeRules(rules: readonly TimeRule[]): TimeRule[] {
  return [...rules].sort((a, b) => b.minutesBeforeEnd - a.minutesBeforeEnd);
}
