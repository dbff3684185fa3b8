/**
 * A riichi table's hanchan sheet, as the desk shows it before saving and under a saved table (the desk's
 * `POST /api/riichi/sheet` and `/play/riichi-sheet` answer it): the table's hanchan
 * tried in the event as it is now (the event model's own problems, each at its field of the result entry), its deals
 * one by one (dealer, round, counters and sticks, each win with its counters, value and limit, every payment with its
 * rule and clause, the running scores) when given by deals, and the end of the game (places, score, uma, oka,
 * chombo, tournament points) as the standings will count it. Nothing is written.
 * Input: the regulation, the event, the round and table, the hanchan as typed, and the regulation's table rules (the
 * event is run whole). Output: RiichiSheet.
 */
import { evaluateEvent, scorerOf, type Assumption, type EventData, type RegulationIR, type TableRules } from '../../runtime/index.js';
import { readRiichiHanchan } from './hanchan-read.js';
import { settleRiichiHanchan, type RiichiHanchanResult } from './hanchan.js';

type Bilingual = { ru: string; en: string };

/** A problem of the typed hanchan at its field of the result entry (`payload.deals.0.hands`), with its code. */
export interface RiichiSheetProblem {
  code: string;
  field: string;
  message: string;
  text?: Bilingual;
}

/** One win of a deal on the sheet. */
export interface RiichiSheetWin {
  player: string;
  /** The hand in the notation, or the typed counters (`han 3, fu 40`). */
  text: string;
  typed: boolean;
  /** The typed counters in both languages: Russian by the regulation's names of them (`хан 3, фу 40`), English as `text`; null for a hand. */
  typedText: Bilingual | null;
  counters: Record<string, number>;
  value: number;
  /** The limit that set the value (mangan...), when one did. */
  limit: Bilingual | null;
}

/** One deal on the sheet. */
export interface RiichiSheetDeal {
  n: number;
  /** E1, S3...: the round wind and the dealer's turn. */
  round: string;
  dealer: string;
  honba: number;
  sticks: number;
  kind: 'win' | 'draw' | 'chombo';
  wins: RiichiSheetWin[];
  payments: Array<{ from: string; to: string; amount: number; rule: Bilingual; clause: string }>;
  /** Each player's change in the deal and score after it. */
  change: Record<string, number>;
  scores: Record<string, number>;
}

/** A player's end of the hanchan on the sheet. */
export interface RiichiSheetStanding {
  player: string;
  place: number;
  tied: number;
  /** The final score (the sticks left included). */
  score: number;
  uma: number;
  oka: number;
  chombo: number;
  points: number;
}

/** The sheet of a riichi table. */
export interface RiichiSheet {
  problems: RiichiSheetProblem[];
  deals: RiichiSheetDeal[];
  /** The sticks left at the end, who gets them, and the regulation's assumption on it (its reading of the text). */
  leftover: { sticks: number; to: string[]; each: number; clause: string; assumption?: Assumption } | null;
  standings: RiichiSheetStanding[];
}

/** The deals of a settled hanchan, for the sheet. */
function sheetDeals(r: RiichiHanchanResult, players: readonly string[], start: number, counters: ReadonlyArray<{ id: string; name?: Bilingual }>): RiichiSheetDeal[] {
  // Typed counters by the regulation's Russian names of them (`хан 3, фу 40`); a counter it does not name, by its id.
  const named = (typed: Readonly<Record<string, number>>) => Object.entries(typed)
    .map(([id, n]) => `${counters.find((c) => c.id === id)?.name?.ru.toLowerCase() ?? id} ${n}`).join(', ');
  let before: Record<string, number> = Object.fromEntries(players.map((p) => [p, start]));
  const limitName = (items: ReadonlyArray<{ kind: string; name: Bilingual }>) => items.find((i) => i.kind === 'limit')?.name ?? null;
  return r.deals.map((d) => {
    const change = Object.fromEntries(players.map((p) => [p, d.scores[p]! - before[p]!]));
    before = d.scores;
    return {
      n: d.deal + 1, round: `${d.round}${d.turn}`, dealer: d.dealer, honba: d.honba, sticks: d.sticks, kind: d.kind,
      wins: d.hands.map((h) => ({
        player: h.player, text: h.text, typed: h.hand === null, typedText: h.hand === null && h.typed !== undefined ? { ru: named(h.typed), en: h.text } : null,
        counters: { ...h.score.counters }, value: h.score.value ?? h.score.total, limit: limitName(h.score.items),
      })),
      payments: r.payments.filter((p) => p.deal === d.deal).map((p) => ({ from: p.from, to: p.to, amount: p.amount, rule: p.name, clause: p.clause })),
      change, scores: d.scores,
    };
  });
}

/** The sheet of the hanchan `hanchan` at round `round`, table `table` (1-based) of the event, under the regulation's table rules. */
export function riichiSheet(ir: RegulationIR, event: EventData, round: number, table: number, hanchan: unknown, tableRules: TableRules): RiichiSheet {
  const rules = ir.riichi!;
  const players = event.rounds[round - 1]!.tables[table - 1]!.players;
  const tried: EventData = {
    ...event,
    rounds: event.rounds.map((r, ri) => ri !== round - 1 ? r : {
      ...r, tables: r.tables.map((t, ti) => ti !== table - 1 ? t : { players: t.players, hanchan: hanchan as Record<string, unknown> }),
    }),
  };
  const evaluated = evaluateEvent(ir, tried, tableRules);
  const at = ['rounds', round - 1, 'tables', table - 1];
  const mine = evaluated.problems.filter((p) => at.every((part, i) => p.path[i] === part));
  const problems = mine.map((p) => ({ code: p.code, field: ['payload', ...p.path.slice(at.length)].join('.'), message: p.message, ...(p.text !== undefined ? { text: p.text } : {}) }));
  const empty: RiichiSheet = { problems, deals: [], leftover: null, standings: [] };
  if (problems.length > 0) return empty;
  const settled = evaluated.rounds[round - 1]?.tables[table - 1]?.settled;
  if (settled === undefined) return empty;
  const part = (p: string, id: string) => settled[p]!.parts?.find((x) => x.id === id)?.value ?? 0;
  const standings = players.map((p): RiichiSheetStanding => ({
    player: p, place: settled[p]!.place, tied: settled[p]!.tied,
    score: part(p, 'score') + rules.targetPoints.value, uma: part(p, 'uma'), oka: part(p, 'oka'), chombo: part(p, 'chombo'), points: settled[p]!.points,
  })).sort((a, b) => a.place - b.place || b.score - a.score);
  const raw = hanchan as { deals?: unknown };
  if (raw.deals === undefined) return { ...empty, standings };
  const read = readRiichiHanchan({ ...(hanchan as object), players });
  if (read.input === undefined) return { ...empty, standings };
  const r = settleRiichiHanchan(scorerOf(ir), rules, read.input);
  const { clause, assumption } = rules.leftoverSticks;
  const leftover = { ...r.leftover, clause, ...(assumption !== undefined ? { assumption } : {}) };
  return { problems, deals: sheetDeals(r, players, rules.startPoints.value, ir.scoring.counters ?? []), leftover, standings };
}
