/**
 * The errors a write would add to running an event under its regulation: a hand that cannot be read, a table record that
 * cannot be settled, a penalty the regulation does not know... Input: the regulation, its table rules and the event before and after
 * the write. Output: the run problems (severity error) of `after` that `before` did not have. Only the tables the
 * write changed are run (a table is run on its own: its deals, session and penalties), so a write costs one table's
 * evaluation, not the event's.
 */
import type { RegulationIR } from '../ir/types.js';
import type { EventData, EventRound, EventTable } from './event.js';
import { evaluateEvent, type RunProblem } from './run-event.js';
import type { TableRules } from './table-rules.js';

/** A table as a key: equal keys run alike. */
const keyOf = (value: unknown) => JSON.stringify(value);

/** A table with nothing to run: its players only (the round keeps its number of tables, which draws winds). */
const idle = (table: EventTable): EventTable => ({ players: table.players });

/** The round with only the tables `keep` says to run. */
function narrowRound(round: EventRound, keep: (ti: number) => boolean): EventRound {
  return { ...round, tables: round.tables.map((t, ti) => (keep(ti) ? t : idle(t))) };
}

/**
 * Whether table `ti` of round `ri` runs differently in `after` than in `before`: the table itself, its round's
 * substitutions and wind, or the players (late entries and who replaced whom) changed.
 */
function changedTables(after: EventData, before: EventData): (ri: number, ti: number) => boolean {
  const playersChanged = keyOf(after.players) !== keyOf(before.players);
  return (ri, ti) => {
    const a = after.rounds[ri];
    const b = before.rounds[ri];
    if (playersChanged || b === undefined || a === undefined) return true;
    if (keyOf(a.substitutions) !== keyOf(b.substitutions) || a.wind !== b.wind || a.tables.length !== b.tables.length) return true;
    return keyOf(a.tables[ti]) !== keyOf(b.tables[ti]);
  };
}

/** The errors of running `after` that running `before` did not have (compared by code, place and message). */
export function newRunErrors(regulation: RegulationIR, rules: TableRules, after: EventData, before: EventData): RunProblem[] {
  if (regulation.tournament === undefined) return [];
  const changed = changedTables(after, before);
  const narrow = (event: EventData): EventData => ({
    ...event,
    rounds: event.rounds.map((round, ri) => narrowRound(round, (ti) => changed(ri, ti))),
  });
  const line = (p: RunProblem) => `${p.code} ${keyOf(p.path)} ${p.message}`;
  const errors = (event: EventData) => evaluateEvent(regulation, narrow(event), rules).problems.filter((p) => p.severity === 'error');
  const old = new Set(errors(before).map(line));
  return errors(after).filter((p) => !old.has(line(p)));
}
