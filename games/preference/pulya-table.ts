/**
 * A preference table given as its pulya (deals, or the finished sheet) as the tournament layer sees it: the pulya
 * settled under the regulation's conventions (settlePulya), each player's exact result in whists becoming
 * the table's result. A pulya of deals without its own `players` takes the table's players (clockwise, as seated).
 * Input: the regulation, the event table and its path. Output: a DealOutcome, or null with RunProblems (the
 * pulya's own problems at their paths inside it). The preference game's TableRecord (`pulya` of an event table).
 */
import {
  playerRecord, runProblem, type DealOutcome, type EventPath, type EventTable, type RegulationIR, type RunProblem, type TableRecord,
} from '../../runtime/index.js';
import { settlePulya } from './pulya.js';
import { toNumber } from './rational.js';
import { sheetNumberProblems } from './sheet-number.js';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The pulya of an event table with the table's players filled in where a list of deals has none. */
function pulyaData(table: EventTable): unknown {
  const pulya = table.pulya;
  if (isObject(pulya) && Array.isArray(pulya.deals) && pulya.players === undefined) return { ...pulya, players: [...table.players] };
  return pulya;
}

/**
 * The result of a table given as a pulya: settled by settlePulya, every player of the table with his result (the
 * settlement is zero-sum). Problems: the regulation has no preference conventions; the pulya's own problems (errors
 * stop it, warnings are passed on); its players are not the table's.
 */
export function pulyaOutcome(regulation: RegulationIR, table: EventTable, path: EventPath, problems: RunProblem[]): DealOutcome | null {
  const at = [...path, 'pulya'];
  if (regulation.preference === undefined) {
    problems.push(runProblem('event/pulya-needs-conventions', 'error', at, {
      en: `the regulation ${regulation.regulation} has no preference: section to settle a pulya with`,
      ru: `в регламенте ${regulation.regulation} нет раздела preference:, по которому рассчитать пулю`,
    }));
    return null;
  }
  const settled = settlePulya(regulation, pulyaData(table));
  for (const p of settled.problems) problems.push({ code: p.code, severity: p.severity, path: [...at, ...p.path], message: p.message, ...(p.text ? { text: p.text } : {}) });
  if (settled.problems.some((p) => p.severity === 'error')) return null;
  const ids = Object.keys(settled.players);
  const missing = table.players.filter((p) => !ids.includes(p));
  const extra = ids.filter((p) => !table.players.includes(p));
  if (missing.length > 0 || extra.length > 0) {
    problems.push(runProblem('event/result-players', 'error', [...at, 'players'], {
      en: `the pulya's players (${ids.join(', ')}) are not the table's (${table.players.join(', ')})`,
      ru: `игроки пули (${ids.join(', ')}) — не игроки стола (${table.players.join(', ')})`,
    }));
    return null;
  }
  const vists = playerRecord<number>();
  for (const p of table.players) vists[p] = toNumber(settled.players[p]!.net);
  return { vists, redeal: false, payments: [], adjustments: [] };
}

/** A table given as its pulya (`pulya:` and no deals), settled under the regulation's preference conventions. */
export const pulyaTable: TableRecord = {
  key: 'pulya',
  inputProblems: sheetNumberProblems,
  outcome: (regulation, table, path, problems) => {
    const outcome = pulyaOutcome(regulation, table, path, problems);
    return outcome === null ? null : { outcome };
  },
};
