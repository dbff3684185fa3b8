/**
 * How far an event has come: the next round to seat, the last round played, and how far a round in progress is.
 * Input: an event (`EventData`). Output: round numbers (1-based) and counts. A round that holds only a substitution
 * or a wind (no tables yet) is not seated, and a round seated with nothing recorded is not played.
 */
import { tableResultGiven, type EventData, type EventTable } from './event.js';

/** Whether anything was played at a table: a deal, a penalty, a table result or a game's record of the table. */
export function tablePlayed(table: EventTable<unknown>): boolean {
  return (table.deals?.length ?? 0) > 0 || (table.penalties?.length ?? 0) > 0 || tableResultGiven(table);
}

/** The first round without a seating (its tables), or the round after the last. */
export function nextRoundToSeat(event: EventData<unknown>): number {
  const unseated = event.rounds.findIndex((r) => r.tables.length === 0);
  return unseated < 0 ? event.rounds.length + 1 : unseated + 1;
}

/** The last round with anything played (0 before any): the standings' default round. */
export function lastPlayedRound(event: EventData<unknown>): number {
  let last = 0;
  event.rounds.forEach((round, i) => {
    if (round.tables.some(tablePlayed)) last = i + 1;
  });
  return last;
}

/** How far a round is: its tables, how many have anything recorded, its deals. */
export interface RoundProgress {
  round: number;
  tables: number;
  /** Tables with a deal, a penalty or a result. */
  tablesStarted: number;
  deals: number;
}

/** The progress of round `round` (1-based) of the event. */
export function roundProgress(event: EventData<unknown>, round: number): RoundProgress {
  const tables = event.rounds[round - 1]?.tables ?? [];
  return {
    round,
    tables: tables.length,
    tablesStarted: tables.filter(tablePlayed).length,
    deals: tables.reduce((n, t) => n + (t.deals?.length ?? 0), 0),
  };
}
