/**
 * Runs an event under its regulation: every deal of the event becomes a DealOutcome (recorded results directly,
 * hands through scoreDeal with the seats of that deal), the penalties become adjustments; then the standings with
 * their stages, and the seating of a round (by lot, or strongest with strongest from the standings before it).
 * Input: a compiled regulation (RegulationIR with a tournament section) and the event (runtime/tournament/event.ts).
 * Output: the rounds' results, standings, seatings, and the problems found (never thrown).
 * A game's own tables (game sessions, whole-table records) come with the TableRules its caller passes
 * (games/index.ts tableRulesOf). Imports only runtime/*: the IR, the deal scorer, the seating and draw helpers and the
 * tournament layer.
 */
import type { FinalWindsIR, PenaltyIR, TournamentIR } from '../ir/tournament.js';
import type { RegulationIR } from '../ir/types.js';
import { scorerOf, type CompiledScorer } from '../mahjong/compile-scorer.js';
import { countRu, pluralRu, PLAYERS_GEN } from '../text/plural.js';
import { CORE_DEAL_WIN, dealWinCircumstances, dealWinFlags, type ListedCircumstance } from '../mahjong/circumstances.js';
import { scoreDeal, type DealInput, type NamedPenalty } from '../mahjong/deal.js';
import { roundWind } from './draw.js';
import { lastPlayedRound, nextRoundToSeat, roundProgress } from './round-progress.js';
import { finalDealWind, finalGameDeals } from './final-winds.js';
import { eastAfter, seatsFromEast } from './east-rotation.js';
import { seatMovesOf } from './wind-round-seats.js';
import { describeActivity, isActiveIn, recordedWinners, type EventData, type EventDeal, type EventPenalty } from './event.js';
import { meetings, seatByLot, seatStrongestWithStrongest } from './seating.js';
import { computeEventStandings, finalReadsSeated, isFinalRound, locateFinal, type EventStandings } from './stages.js';
import { seatFormulaRound } from './formula-seating.js';
import { fansOutcome } from './fans-outcome.js';
import { formulaForEvent, formulaStandingsOf, seatingCandidates } from './run-formula.js';
import { checkTableRules, type TableDealRules, type TableRules } from './table-rules.js';
import { eventsDealProblem, noVistsProblem, type GameDealForms } from './deal-forms.js';
import { playerRecord } from './table-points.js';
import { limitConditions, scoredDealOutcome } from './scored-deal-outcome.js';
import type { PlayerInfo } from './standings.js';
import { sanctionsOf } from './sanctions.js';
import { checkDisqualifiedInDeal, noteDisqualifications } from './disqualified-deals.js';
import { checkPlayedSubstitutes } from './played-substitutes.js';
import { runProblem, type RunProblem } from './run-problem.js';
import type { Adjustment, DealOutcome, PlayerId, PointsSanction, RoundResult, SeatWind, TableResult } from './types.js';

export type { RunProblem } from './run-problem.js';

/** The rounds of an event as results, and the problems met. */
export interface EvaluatedEvent {
  rounds: RoundResult[];
  problems: RunProblem[];
}

/** Standings of an event with its stages, and the problems met while running it. */
export interface EventStandingsResult {
  standings: EventStandings;
  rounds: RoundResult[];
  problems: RunProblem[];
}

/** The seating of one round. */
export interface RoundSeating {
  round: number;
  /**
   * `lot` for the first round, `strongest-with-strongest` later, `final` for the final's players in place order;
   * under a formula, the method of its round (`score-groups`: equal points together).
   */
  method: 'lot' | 'strongest-with-strongest' | 'score-groups' | 'final';
  /** Tables in seat order East, South, West, North at the first deal. */
  tables: PlayerId[][];
  /** Players who sit out (the number of players is not a multiple of four). */
  sittingOut: PlayerId[];
  /** The prevailing wind of the round; null when each table has its own (tableWinds). */
  wind: SeatWind | null;
  tableWinds: SeatWind[] | null;
  /** True when the wind was drawn by lot (from the event's seed). */
  windDrawn: boolean;
  /** The clause of the seating rule applied. */
  clause: string;
}

/** The tournament part of a regulation, or a problem saying it has none. */
function tournamentOf(regulation: RegulationIR): TournamentIR {
  if (regulation.tournament === undefined) throw new RangeError(`the regulation ${regulation.regulation} has no tournament section`);
  return regulation.tournament;
}

/** A penalty kind that stops the deal (then nobody's win counts, and it is no redeal). */
function stopsDeal(p: PenaltyIR): boolean {
  return p.kind === 'false-mahjong-replay' || (p.kind === 'false-mahjong' && p.endsDeal);
}

/** What the regulation's penalty means outside a scored deal: vists to the offender and to each other player. */
function fixedEffect(p: PenaltyIR): { offender: number; others: number } | null {
  if (p.kind === 'fixed') return { offender: p.vists, others: 0 };
  if (p.kind === 'false-mahjong') return { offender: p.offender, others: p.innocent };
  return null;
}

/**
 * The adjustments of penalties written with a recorded deal, a redeal or a table: explicit vists as they are, a named
 * rule by its numbers (`fixed`: to the offender; `false-mahjong`: to the offender and to each other player).
 */
function penaltyAdjustments(
  penalties: readonly EventPenalty[],
  others: readonly PlayerId[],
  regulation: RegulationIR,
  path: Array<string | number>,
  problems: RunProblem[],
): readonly Adjustment[] {
  if (penalties.length === 0) return NONE;
  const out: Adjustment[] = [];
  penalties.forEach((p, i) => {
    const at = [...path, 'penalties', i];
    const reason = p.reason !== undefined ? { reason: p.reason } : {};
    if (p.vists !== undefined) {
      out.push({ player: p.player, vists: p.vists, rule: p.rule ?? 'judge', clause: p.clause ?? '', ...reason });
      return;
    }
    if (p.points !== undefined) {
      // A regulation whose standings count game points (the table's score under their name) takes them as they are.
      if (!regulation.tournament?.standings.value.includes('game-points')) problems.push(runProblem('event/points-penalty', 'warning', [...at, 'points'], {
        en: `a penalty in game points (${p.points}) is read as vists: the regulation counts vists; write \`vists: ${p.points}\``,
        ru: `штраф в игровых очках (${p.points}) засчитан как висты: регламент считает висты; напишите \`vists: ${p.points}\``,
      }, p.player));
      out.push({ player: p.player, vists: p.points, rule: p.rule ?? 'judge', clause: p.clause ?? '', ...reason });
      return;
    }
    if (p.rule === undefined) return;
    const rule = (regulation.penalties ?? []).find((x) => x.id === p.rule);
    if (rule === undefined) {
      const list = (regulation.penalties ?? []).map((x) => x.id).join(', ');
      problems.push(runProblem('deal/unknown-penalty', 'error', [...at, 'rule'], {
        en: `the regulation has no penalty '${p.rule}' (its penalties: ${list || 'none'})`,
        ru: `в регламенте нет штрафа «${p.rule}» (его штрафы: ${list || 'нет'})`,
      }, p.player));
      return;
    }
    const effect = fixedEffect(rule);
    if (effect === null) {
      const byItself = rule.kind === 'discarder-pays-all';
      problems.push(runProblem('event/penalty-needs-hands', 'error', [...at, 'rule'], {
        en: `the penalty '${rule.id}' (${rule.clause}) ${byItself ? 'applies by itself when its condition holds on the hands' : 'is computed from the hands'}: give the deal as hands, or write the penalty in vists`,
        ru: `штраф «${rule.id}» (${rule.clause}) ${byItself ? 'применяется сам, когда его условие выполнено на руках' : 'рассчитывается по рукам'}: запишите сдачу руками или штраф в вистах`,
      }, p.player));
      return;
    }
    if (effect.offender !== 0) out.push({ player: p.player, vists: effect.offender, rule: rule.id, clause: p.clause ?? rule.clause, ...reason });
    if (effect.others !== 0) {
      for (const o of others) if (o !== p.player) out.push({ player: o, vists: effect.others, rule: rule.id, clause: p.clause ?? rule.clause });
    }
  });
  return out;
}

/**
 * The prevailing wind of each table of a round (`ri` 0-based), as its deals are scored: recorded at the table or the
 * round, else from the regulation (undefined when neither the event nor the regulation has winds). `finalRound`
 * (see finalRoundOf) is found from the event when not given; a caller going through every round passes it.
 */
export function windsOfRound(ir: TournamentIR | undefined, event: EventData, ri: number, finalRound?: number | null): Array<SeatWind | undefined> {
  const round = event.rounds[ri]!;
  // A final that is one full game has a wind per deal (finalDealWind), not one for the round.
  // So is every round under `game-winds` (each round one full game).
  const ownWinds = ir?.gameWinds !== undefined
    || (ir?.finalWinds !== undefined && ri + 1 === (finalRound !== undefined ? finalRound : locateFinal(ir, seatedPerRound(ir, event))));
  const drawn = !ir?.roundWinds || ownWinds ? null : roundWind(ir.roundWinds.value, ri + 1, event.seed, ir.roundWinds.scope, round.tables.length);
  return round.tables.map((t, ti) => t.wind ?? round.wind ?? drawn?.wind ?? drawn?.perTable![ti]);
}

/** The minor violations counted before each penalty entry where the game counts none (shared, never written). */
const NO_VIOLATIONS: readonly number[] = Object.freeze([]);

/**
 * The counts the sanctions read up to each entry of a penalty list (TableDealRules.violationsUpTo), taken before the
 * list is counted into the session; none where the game counts none. A function of its own, not a closure per
 * table: a closure over the table's session made every table's values live in a context.
 */
function violations<S>(own: TableDealRules<S> | undefined, session: S, penalties: readonly EventPenalty[]): readonly number[] {
  return own === undefined ? NO_VIOLATIONS : own.violationsUpTo(session, penalties);
}

/** The one empty list of the outcomes and penalties that have no entries (shared, never written): a list per deal was garbage to collect. */
const NONE: readonly never[] = Object.freeze([]);

/**
 * A recorded result's vists as its outcome holds them: the event's own record when it is a plain object, not a copy
 * (DealOutcome.vists is read by own keys only; a prototype-less copy per deal was a third of evaluateEvent's time);
 * anything else (input no check has passed) copied into a record, as every record was before.
 */
function recordedVists(vists: Readonly<Record<PlayerId, number>>): Readonly<Record<PlayerId, number>> {
  const proto: unknown = typeof vists === 'object' && vists !== null ? Object.getPrototypeOf(vists) : undefined;
  return proto === Object.prototype || proto === null ? vists : Object.assign(playerRecord<number>(), vists);
}

/** The deal problems that concern one player's hand as written (besides the hand/* codes). */
const HAND_PROBLEMS: ReadonlySet<string> = new Set(['deal/missing-hand', 'deal/win-tile-missing', 'deal/unexpected-win-tile']);

/**
 * The path of a deal of the event (0-based indices), made where a problem or a callee reads it: a list per deal
 * made up front was a fifth of what evaluateEvent allocated on a large event, most deals reporting nothing.
 */
function dealPathOf(ri: number, ti: number, di: number): Array<string | number> {
  return ['rounds', ri, 'tables', ti, 'deals', di];
}

/** The path of a table of the event (see dealPathOf). */
function tablePathOf(ri: number, ti: number): Array<string | number> {
  return ['rounds', ri, 'tables', ti];
}

/** What outcomeOf reads that is the same for every deal of an event's evaluation. */
interface DealRun {
  regulation: RegulationIR;
  scorer: () => CompiledScorer;
  /** The problems met, added to. */
  problems: RunProblem[];
  dealWin: readonly ListedCircumstance[];
  forms: readonly GameDealForms[];
  /** The winner lists of recorded deals made so far, one per winner (see recordedWinners). */
  winnerLists: Map<PlayerId, readonly PlayerId[]>;
}

/** One deal of the event (deal `dealIndex` of table `ti` of round `ri`) as a DealOutcome (null when it could not be scored). */
function outcomeOf(
  deal: EventDeal,
  ri: number,
  ti: number,
  dealIndex: number,
  seats: readonly PlayerId[],
  wind: SeatWind | undefined,
  run: DealRun,
): DealOutcome | null {
  const { regulation, problems, dealWin, forms } = run;
  const penalties = deal.penalties ?? NONE;
  if (deal.kind === 'recorded') {
    if (deal.vists === undefined) {
      problems.push(noVistsProblem(forms, dealPathOf(ri, ti, dealIndex)));
      return null;
    }
    const winners = recordedWinners(deal, run.winnerLists);
    if (winners.length > 1) {
      problems.push(runProblem('event/several-winners', 'error', [...dealPathOf(ri, ti, dealIndex), 'mahjong'], { en: `a classical deal has one winner, got ${winners.join(', ')}`, ru: `в классической сдаче один победитель, а указаны: ${winners.join(', ')}` }));
      return null;
    }
    const vists = recordedVists(deal.vists);
    // A recorded limit hand (`limit: true`) was paid its limit value, so it was a limit combination too.
    const limit = winners.length > 0 && deal.limit === true;
    const bonusConditions = limitConditions(limit, limit);
    const adjustments = penalties.length === 0 ? NONE : penaltyAdjustments(penalties, seats, regulation, dealPathOf(ri, ti, dealIndex), problems);
    // A literal of one shape (no spread of a conditional object): the most common deal of an event. Numbered here:
    // a property added to a literal afterwards takes a property store of its own (an allocation per deal).
    return { vists, winners, bonusConditions, redeal: winners.length === 0, payments: NONE, adjustments, deal: dealIndex };
  }
  const path = dealPathOf(ri, ti, dealIndex);
  if (deal.kind === 'events') {
    problems.push(eventsDealProblem(regulation, forms, path));
    return null;
  }
  if (deal.kind === 'fans') {
    const outcome = fansOutcome(deal, seats, regulation, path, problems);
    return outcome && { ...outcome, adjustments: penaltyAdjustments(penalties, seats, regulation, path, problems) };
  }
  if (deal.kind === 'redeal') {
    return {
      vists: Object.assign(playerRecord<number>(), Object.fromEntries(seats.map((p) => [p, 0]))),
      redeal: true,
      payments: [],
      adjustments: penaltyAdjustments(penalties, seats, regulation, path, problems),
    };
  }
  if (wind === undefined) {
    problems.push(runProblem('event/hands-need-winds', 'error', path, {
      en: 'the regulation has no round winds (tournament.round-winds): a deal given as hands cannot be scored',
      ru: 'в регламенте нет ветров тура (tournament.round-winds): сдачу, записанную руками, нельзя рассчитать',
    }));
    return null;
  }
  // Hands: named penalties go to the scorer, explicit vists are adjustments.
  const named: NamedPenalty[] = [];
  const explicit: EventPenalty[] = [];
  for (const p of penalties) {
    if (p.rule !== undefined && p.vists === undefined && p.points === undefined) named.push({ rule: p.rule, player: p.player });
    else explicit.push(p);
  }
  const stops = named.some((n) => {
    const rule = (regulation.penalties ?? []).find((x) => x.id === n.rule);
    return rule !== undefined && stopsDeal(rule);
  });
  const win = deal.win;
  const stated = dealWin.map((c) => c.key);
  const foreign = Object.keys(win ?? {}).find((k) => !['player', 'from', 'discarder', ...stated].includes(k));
  if (foreign !== undefined) {
    problems.push(runProblem('event/unknown-win-key', 'error', [...path, 'win', foreign], {
      en: `'${foreign}' is not a circumstance a deal under ${regulation.regulation} states under win:; it states ${stated.join(', ')}`,
      ru: `«${foreign}» — не обстоятельство, которое сдача по ${regulation.regulation} указывает в win:; указывают ${stated.join(', ')}`,
    }));
    return null;
  }
  const flags: NonNullable<DealInput['flags']> = win === undefined ? {} : dealWinFlags(win as unknown as Record<string, unknown>, dealWin);
  const input: DealInput = {
    seats: [...seats],
    round: wind,
    hands: deal.hands,
    ...(win !== undefined ? { win: { player: win.player, from: win.from, ...(win.discarder !== undefined ? { discarder: win.discarder } : {}) } } : {}),
    redeal: win === undefined && !stops,
    ...(named.length > 0 ? { penalties: named } : {}),
    flags,
  };
  const result = scoreDeal(run.scorer(), input);
  for (const p of result.problems) {
    // A problem placed by the scorer (an impossible hand's circumstance) stays there; another problem of one player's
    // hand is placed at that hand (the desk shows it next to the hand's field).
    const handProblem = p.player !== undefined && (p.code.startsWith('hand/') || HAND_PROBLEMS.has(p.code));
    const at = p.at ? [...path, ...p.at] : handProblem ? [...path, 'hands', p.player!] : path;
    problems.push(runProblem(p.code, 'error', at, p.text, p.player));
  }
  if (result.problems.length > 0) return null;
  return scoredDealOutcome(result, seats, penaltyAdjustments(explicit, seats, regulation, path, problems));
}

/**
 * Every round of the event as results. A recorded deal gives its vists, winner and limit directly (without a
 * winner, the event file's `mahjong`, it is a redeal; a limit hand meets both conditions of the table bonus); a deal
 * given as hands is scored and settled by scoreDeal with the seats of that deal (scored-deal-outcome.ts): East rotates per `eastRotates` (every deal: deal k of a table has East = its k-th player, modulo the table; unless
 * East wins: East stays after his own win), the seat order following. Penalties become adjustments: explicit
 * vists directly (game points are read as vists, with a warning); a named `fixed` or `false-mahjong` rule by its
 * numbers; the named rules of a hands deal go to the scorer. A table with only its result (`vists`, no deals) counts
 * as one deal when points are per tour. A deal that cannot be scored is left out and reported. A game with deals of
 * its own (`rules.deals`: a table that is a game session) reads each table's deals and penalties itself; a table
 * given whole by a game's record (`rules.records`: a sheet or a game under its key) and no deals is settled by that record.
 * `rules` missing or made for another game is an Error (checkTableRules).
 */
export function evaluateEvent(regulation: RegulationIR, event: EventData, rules: TableRules): EvaluatedEvent {
  const ir = tournamentOf(regulation);
  const { deals: own, records } = checkTableRules(regulation, rules);
  const scale = own?.violationScale?.(regulation);
  const dealWin = rules.dealWin ?? dealWinCircumstances(CORE_DEAL_WIN);
  const problems: RunProblem[] = [];
  const run: DealRun = { regulation, scorer: () => scorerOf(regulation), problems, dealWin, forms: rules.dealForms, winnerLists: new Map() };
  const finalRound = finalRoundOf(regulation, event);
  // The players' change of seats after each wind round (the regulation's seat chart), or none.
  const moves = seatMovesOf(ir);
  checkPlayedSubstitutes(ir.playedSubstitutes, event, problems);
  const rounds: RoundResult[] = event.rounds.map((round, ri) => {
    // The tables' winds, drawn when a deal first needs one: a recorded result needs none unless the game's winds bound
    // the deals (drawing every table's wind of a round by lot was a tenth of evaluateEvent on a large event).
    let drawnWinds: Array<SeatWind | undefined> | undefined;
    const winds = () => (drawnWinds ??= windsOfRound(ir, event, ri, finalRound));
    const isFinal = ri + 1 === finalRound && ir.finalWinds !== undefined;
    const finalWinds = isFinal ? ir.finalWinds : ir.gameWinds;
    const tables: TableResult[] = round.tables.map((table, ti) => {
      const deals: DealOutcome[] = [];
      // The table's sanctions, made at the first (most tables have none).
      let sanctions: PointsSanction[] | undefined;
      let east = 0;
      const session = own?.session();
      // The players disqualified at the table so far (made at the first: most tables have none).
      let disqualifiedAt: Map<PlayerId, number> | undefined;
      // A loop, not forEach's callback: the table's running values (East, the deals, the sanctions) stay locals of one
      // function instead of a context every deal reads and writes through.
      const tableDeals = table.deals ?? NONE;
      for (let di = 0; di < tableDeals.length; di++) {
        const deal = tableDeals[di]!;
        const seats = seatsFromEast(event, ri, ti, di, moves, east);
        const penalties = deal.penalties ?? NONE;
        const dealViolations = violations(own, session, penalties);
        const wind = finalWinds === undefined && deal.kind === 'recorded' ? undefined
          : finalWinds !== undefined && winds()[ti] === undefined ? finalDealWind(finalWinds, di) : winds()[ti];
        if (wind === null) {
          problems.push(beyondGame(finalWinds!, di, dealPathOf(ri, ti, di), isFinal));
          continue;
        }
        const outcome = own !== undefined
          ? own.dealOutcome(deal, seats, regulation, session, dealPathOf(ri, ti, di), problems)
          : outcomeOf(deal, ri, ti, di, seats, wind, run);
        if (outcome !== null) {
          // outcomeOf's outcome is a new object of its own: numbered in place (a spread per deal is a copy to collect).
          if (own === undefined) {
            outcome.deal = di;
            deals.push(outcome);
          }
          else deals.push({ ...outcome, deal: di });
        }
        if (disqualifiedAt !== undefined) checkDisqualifiedInDeal(deal, outcome, di + 1, disqualifiedAt, ir.afterDisqualification, dealPathOf(ri, ti, di), problems);
        if (penalties.length > 0) {
          const accepted = sanctionsOf(penalties, regulation, dealViolations, scale, di + 1, dealPathOf(ri, ti, di), problems);
          if (accepted.points.length > 0) (sanctions ??= []).push(...accepted.points);
          if (accepted.disqualified.length > 0) noteDisqualifications(accepted.disqualified, di + 1, disqualifiedAt ??= new Map());
        }
        east = eastAfter(east, seats, outcome?.winners, ir.eastRotates);
      }
      let settled: TableResult['settled'];
      const record = (table.deals ?? []).length === 0 ? records.find((r) => table[r.key] !== undefined) : undefined;
      if (record !== undefined) {
        const whole = record.outcome(regulation, table, tablePathOf(ri, ti), problems);
        if (whole !== null) {
          deals.push(whole.outcome);
          settled = whole.settled;
        }
      } else if ((table.deals ?? []).length === 0 && table.vists !== undefined) {
        if (ir.tablePoints.per.value === 'deal') {
          problems.push(runProblem('event/per-deal-needs-deals', 'error', [...tablePathOf(ri, ti), 'vists'], {
            en: `points are per deal (${ir.tablePoints.per.clause}): the table's total alone cannot be ranked; record its deals`,
            ru: `очки начисляются за каждую сдачу (${ir.tablePoints.per.clause}): по одному итогу стола места не определить; запишите его сдачи`,
          }));
        } else {
          deals.push({ vists: recordedVists(table.vists), redeal: false, payments: NONE, adjustments: NONE });
        }
      }
      const tablePenalties = table.penalties ?? NONE;
      const tableViolations = violations(own, session, tablePenalties);
      const adjustments = own !== undefined
        ? own.tablePenalties(tablePenalties, regulation, session, tablePathOf(ri, ti), problems)
        : tablePenalties.length === 0 ? NONE : penaltyAdjustments(tablePenalties, table.players, regulation, tablePathOf(ri, ti), problems);
      if (tablePenalties.length > 0) {
        const tableSanctions = sanctionsOf(tablePenalties, regulation, tableViolations, scale, null, tablePathOf(ri, ti), problems).points;
        if (tableSanctions.length > 0) (sanctions ??= []).push(...tableSanctions);
      }
      // Optional keys set one by one: a literal with spreads of conditional objects copies them through a slow path.
      // The deals in a list of their own length: the list pushed to holds 17 (V8's first growth), and a large event's
      // lists live through its evaluation, each copied by the young generation's collections (~100 bytes a table).
      const result: TableResult = { players: [...table.players], deals: deals.slice(), adjustments };
      if (sanctions !== undefined) result.sanctions = sanctions;
      if (settled !== undefined) result.settled = settled;
      return result;
    });
    return round.wind !== undefined ? { tables, wind: round.wind } : { tables };
  });
  return { rounds, problems };
}

/**
 * The event's players as the standings see them: late entries, withdrawals, and who replaced whom in which round.
 * With `substitutionsBy`, only the substitutions made by that round count, and they count for every round (the
 * standings after round r - 1 that seat round r put each substitute of round r in the place of whom he replaces).
 */
export function playersOf(event: EventData, substitutionsBy?: number): PlayerInfo[] {
  const activity = describeActivity(event);
  return event.players.map((p) => {
    const a = activity.get(p.id);
    const info: PlayerInfo = { id: p.id, name: p.name };
    const first = a?.first ?? p['from-round'] ?? 1;
    if (first !== 1) info.fromRound = first;
    if (p['withdrawn-after'] !== undefined) info.withdrawnAfter = p['withdrawn-after'];
    if (a?.disqualified !== undefined) info.disqualified = a.disqualified;
    if (a?.setAsideBefore !== undefined) info.setAsideBefore = a.setAsideBefore;
    if (a?.replacedBy !== undefined && (substitutionsBy === undefined || (a.substitutedOut ?? 0) <= substitutionsBy)) {
      info.replacedBy = a.replacedBy;
      if (a.substitutedOut !== undefined && substitutionsBy === undefined) info.replacedInRound = a.substitutedOut;
    }
    return info;
  });
}

/** The problem of a deal after the full game of the final (`final.winds`) or of a round (`game-winds`). */
function beyondGame(w: FinalWindsIR, di: number, path: Array<string | number>, final: boolean): RunProblem {
  const winds = w.value.winds.join(', ');
  const game = `${finalGameDeals(w)} deals (winds ${winds}, ${w.value.dealsEach} deals each; ${w.clause})`;
  const igra = `${countRu(finalGameDeals(w), ['сдачи', 'сдач', 'сдач'])} (ветры ${winds}; сдач на каждый ветер: ${w.value.dealsEach}; ${w.clause})`;
  const en = `${final ? 'the final' : 'a round'} is one full game of ${game}: deal ${di + 1} is beyond it and is not counted`;
  const ru = `${final ? 'финал' : 'тур'} — одна полная игра из ${igra}: сдача ${di + 1} за её пределами и не засчитывается`;
  return { code: final ? 'event/beyond-final-game' : 'event/beyond-game', severity: 'error', path, message: en, text: { ru, en } };
}

/**
 * How many players sat in each round (index r - 1: round r), counted where locateFinal reads it (finalReadsSeated),
 * 0 elsewhere: a set of every player of every round was a tenth of evaluateEvent on a large event. locateFinal only
 * asks whether a round seated more players than the final takes, so the count stops one past that number.
 */
function seatedPerRound(ir: TournamentIR | undefined, event: EventData): number[] {
  return event.rounds.map((round, ri) => {
    if (ir === undefined || ir.final === null || !finalReadsSeated(ir, ri + 1)) return 0;
    const enough = ir.final.value.players + 1;
    const seated = new Set<PlayerId>();
    for (const t of round.tables) {
      for (const p of t.players) seated.add(p);
      if (seated.size >= enough) break;
    }
    return seated.size;
  });
}

/** The final's round among the event's rounds (see locateFinal), or null. */
function finalRoundOf(regulation: RegulationIR, event: EventData): number | null {
  const ir = tournamentOf(regulation);
  return locateFinal(ir, seatedPerRound(ir, event));
}

/** The event's standings after a round (default: the last played), with its stages and the problems met in those rounds. */
export function computeEventStandingsOf(
  regulation: RegulationIR, event: EventData, rules: TableRules, options: { afterRound?: number; include?: 'started' | 'all' } = {},
): EventStandingsResult {
  const ir = tournamentOf(regulation);
  // Only the rounds counted are run (a problem of a later round does not concern these standings); by default the
  // rounds up to the last one played (a round only seated, or holding only a substitution, is not counted yet).
  const afterRound = Math.max(0, Math.min(options.afterRound ?? lastPlayedRound(event), event.rounds.length));
  const counted = { ...event, rounds: event.rounds.slice(0, afterRound) };
  const { rounds, problems } = evaluateEvent(regulation, counted, rules);
  const withProgress = (standings: EventStandings): EventStandings => {
    const progress = roundProgress(event, afterRound);
    return afterRound > 0 && progress.tablesStarted < progress.tables ? { ...standings, roundInProgress: progress } : standings;
  };
  const chosenOptions = { ...options, afterRound };
  if (ir.formulas !== undefined) {
    const chosen = formulaForEvent(ir, event);
    if (!('code' in chosen)) {
      const under = formulaStandingsOf(ir, chosen, event, rounds, playersOf(event, rounds.length), chosenOptions);
      return { standings: withProgress(under.standings), rounds, problems: [...problems, ...under.problems] };
    }
    problems.push(chosen);
  }
  const standings = computeEventStandings(ir, rounds, playersOf(event, rounds.length), { ...chosenOptions, finalRound: finalRoundOf(regulation, event) });
  return { standings: withProgress(standings), rounds, problems };
}

/**
 * The seating of round `round` (1-based): round 1 by lot from the event's seed among the players who play it;
 * later rounds strongest with strongest by the standings after the previous round, among the players active in the
 * round (late entries in, withdrawals and cuts out, substitutes in the place of whom they replace), with
 * `avoidRepeats` from the regulation; the final (see isFinalRound, or `options.final`) seats the best `players` left
 * in place order. The round's wind comes from `roundWinds` (drawn by lot from the seed where the list says so).
 */
export function seatRound(
  regulation: RegulationIR, event: EventData, rules: TableRules, round: number, options: { final?: boolean } = {},
): { seating: RoundSeating; problems: RunProblem[] } {
  const ir = tournamentOf(regulation);
  checkTableRules(regulation, rules);
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`a round is numbered from 1, got ${round}`);
  const problems: RunProblem[] = [];
  const next = nextRoundToSeat(event);
  if (round > next) {
    const played = event.rounds.length;
    problems.push(runProblem('event/round-not-played', 'error', ['rounds'], next > played
      ? {
        en: `round ${round} is seated from the standings after round ${round - 1}, but the event has ${played} round(s)`,
        ru: `тур ${round} рассаживается по таблице после тура ${round - 1}, а в турнире ${played === 0 ? 'ещё нет туров' : `всего ${countRu(played, ['тур', 'тура', 'туров'])}`}`,
      }
      : {
        en: `round ${round} is seated from the standings after round ${round - 1}, but round ${next} is not seated yet`,
        ru: `тур ${round} рассаживается по таблице после тура ${round - 1}, а тур ${next} ещё не рассажен`,
      }));
  }
  const activity = describeActivity(event);
  const active = new Set(event.players.filter((p) => isActiveIn(activity.get(p.id), round)).map((p) => p.id));

  let method: RoundSeating['method'];
  let tables: PlayerId[][];
  let sittingOut: PlayerId[];
  let clause = ir.seating.clause;
  const chosen = ir.formulas === undefined ? null : formulaForEvent(ir, event);
  if (chosen !== null) {
    // Under a formula: the candidates in standings order after the previous round, seated by the round's method.
    let standings = null;
    if (round > 1) {
      const played: EventData = { ...event, rounds: event.rounds.slice(0, round - 1) };
      const evaluated = evaluateEvent(regulation, played, rules);
      problems.push(...evaluated.problems);
      if (!('code' in chosen)) standings = formulaStandingsOf(ir, chosen, played, evaluated.rounds, playersOf(event, round), { include: 'all' }).standings;
    }
    const seated = 'code' in chosen ? null : seatFormulaRound(chosen.formula, round, seatingCandidates(standings, active), ir.tableSizes?.value ?? [4], event.seed);
    if ('code' in chosen) problems.push(chosen);
    else if (seated === null) {
      problems.push(runProblem('event/beyond-formula', 'error', ['rounds'], {
        en: `the formula ${chosen.formula.id} (${chosen.formula.clause}) for ${chosen.players} players has no round ${round}`,
        ru: `в формуле ${chosen.formula.id} (${chosen.formula.clause}) для ${chosen.players} ${pluralRu(chosen.players, PLAYERS_GEN)} нет тура ${round}`,
      }));
    }
    method = seated?.method ?? 'lot';
    tables = seated?.tables ?? [];
    sittingOut = seated?.sittingOut ?? [];
    clause = seated?.clause ?? clause;
  } else if (round === 1) {
    method = 'lot';
    ({ tables, sittingOut } = seatByLot([...active], event.seed, 1));
  } else {
    const played: EventData = { ...event, rounds: event.rounds.slice(0, round - 1) };
    const evaluated = evaluateEvent(regulation, played, rules);
    problems.push(...evaluated.problems);
    const standings = computeEventStandings(ir, evaluated.rounds, playersOf(event, round), {
      include: 'all',
      finalRound: finalRoundOf(regulation, played),
    });
    const ranked = seatingCandidates(standings, active).map((c) => c.player);
    const final = options.final ?? isFinalRound(ir, round, ranked.length);
    if (final && ir.final !== null) {
      method = 'final';
      clause = ir.final.clause;
      const n = ir.final.value.players;
      ({ tables, sittingOut } = seatStrongestWithStrongest(ranked.slice(0, n)));
    } else {
      method = 'strongest-with-strongest';
      const met = meetings(event.rounds.slice(0, round - 1).map((r) => r.tables.map((t) => t.players)));
      ({ tables, sittingOut } = seatStrongestWithStrongest(ranked, { avoidRepeats: ir.seating.value.avoidRepeats, met }));
    }
  }
  const recorded = event.rounds[round - 1]?.wind;
  const w = recorded !== undefined
    ? { wind: recorded, perTable: null, drawn: false }
    : ir.roundWinds === null ? { wind: null, perTable: null, drawn: false }
      : roundWind(ir.roundWinds.value, round, event.seed, ir.roundWinds.scope, tables.length);
  return {
    seating: { round, method, tables, sittingOut, wind: w.wind, tableWinds: w.perTable, windDrawn: w.drawn, clause },
    problems,
  };
}
