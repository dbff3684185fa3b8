/**
 * What the hall's screen shows, as one JSON: the event's name, date and venue, the current round's seating with
 * names and seats, the standings after the last round played, the round timer, and the regulation's time rules
 * with what each table does when one applies. Read-only; the seating and standings are recomputed only when the
 * protocol has a new entry.
 */
import { computeEventStandingsOf, eastOfNextDeal, evaluateEvent, lastPlayedRound, seatsAtDeal, tableResultGiven, type Bilingual, type EventData } from '../../runtime/index.js';
import type { RoundTimer } from '../../store/index.js';
import { countsGamePoints } from '../../present/index.js';
import type { DeskContext } from './desk-context.js';
import { hallOf } from './hall-context.js';
import { windsOf } from './round-winds.js';
import { standingsStyleOf, tableRulesOf, timeRulesOf } from '../../games/index.js';

/** A player at a table: id, name, seat label (a wind or the number drawn). */
export interface HallSeat {
  id: string;
  name: string;
  seat: string;
}

/** A table of the current round. */
export interface HallTable {
  table: number;
  players: HallSeat[];
  /** The table's prevailing wind (mahjong). */
  wind: string | null;
  /** Deals recorded (mahjong) or whether its result is in (preference). */
  deals: number;
  done: boolean;
  /** Who is East at the next deal (mahjong with a rotating East). */
  nextEast: string | null;
}

/** A row of the standings on the screen. */
export interface HallStandingRow {
  rank: number;
  player: string;
  name: string;
  points: number;
  vists: number;
  out: boolean;
}

/** A time rule with what each table of the current round does when it applies. */
export interface HallTimeRule {
  setting: string;
  name: Bilingual;
  clause: string;
  minutesBeforeEnd: number;
  tables: Record<number, Bilingual>;
}

/** The hall's state. */
export interface HallState {
  /** The server's clock (the screens count the time with it). */
  now: string;
  version: number;
  event: { name: string; date: string; venue: string; regulation: Bilingual; game: string };
  round: { number: number; tables: HallTable[]; sittingOut: HallSeat[] } | null;
  standings: { afterRound: number; unit: 'vists' | 'points'; rows: HallStandingRow[] } | null;
  timer: RoundTimer | null;
  timeRules: HallTimeRule[];
}

const SEAT_WINDS = ['E', 'S', 'W', 'N'];

/** The parts of the state that change only with the protocol, cached by its version. */
const cache = new WeakMap<DeskContext, { version: number; part: Pick<HallState, 'round' | 'standings' | 'timeRules'> }>();

/** The current round (the last seated) with its tables, and the standings after the last round played. */
function protocolPart(ctx: DeskContext, event: EventData): Pick<HallState, 'round' | 'standings' | 'timeRules'> {
  const ir = ctx.regulation();
  const names = new Map(event.players.map((p) => [p.id, p.name] as const));
  const seatOf = (id: string, k: number, withWinds: boolean): HallSeat => ({ id, name: names.get(id) ?? id, seat: withWinds ? SEAT_WINDS[k] ?? String(k + 1) : String(k + 1) });
  const rules = timeRulesOf(ir);
  const ri = event.rounds.length - 1;
  const current = event.rounds[ri];
  let round: HallState['round'] = null;
  if (current !== undefined && ir.tournament !== undefined) {
    const evaluated = evaluateEvent(ir, event, tableRulesOf(ir));
    const winds = windsOf(ir, event)[ri];
    const withWinds = ir.tournament.roundWinds !== null;
    // Who sits where at each table's next deal: after a change of seats (the judge's, or the regulation's after a wind
    // round) or a substitution between deals, not the round's first seats (the hall's screen and the players' form
    // show the table as it plays now).
    const seats = current.tables.map((t, ti) => seatsAtDeal(ir, event, ri, ti, t.deals?.length ?? 0));
    const seated = new Set(seats.flat());
    round = {
      number: ri + 1,
      tables: current.tables.map((t, ti) => ({
        table: ti + 1,
        players: seats[ti]!.map((id, k) => seatOf(id, k, withWinds)),
        wind: winds?.wind ?? winds?.tableWinds?.[ti] ?? null,
        deals: t.deals?.length ?? 0,
        done: tableResultGiven(t),
        nextEast: eastOfNextDeal(ir, event, ri, ti, evaluated.rounds[ri]?.tables[ti]?.deals ?? []),
      })),
      sittingOut: event.players.filter((p) => !seated.has(p.id) && (p['from-round'] ?? 1) <= ri + 1 && (p['withdrawn-after'] ?? Infinity) > ri).map((p) => ({ id: p.id, name: p.name, seat: '' })),
    };
  }
  let standings: HallState['standings'] = null;
  if (ir.tournament !== undefined) {
    const afterRound = lastPlayedRound(event);
    const { standings: s } = computeEventStandingsOf(ir, event, tableRulesOf(ir), { afterRound, include: afterRound === 0 ? 'all' : 'started' });
    standings = {
      afterRound,
      // The standings' own rule: game points when the game's results are, or the standings rank by them (riichi, MCR).
      unit: countsGamePoints(ir, standingsStyleOf(ir)) ? 'points' : 'vists',
      rows: s.rows.map((r) => ({ rank: r.rank, player: r.player, name: r.name ?? names.get(r.player) ?? r.player, points: r.points, vists: r.vists, out: r.out })),
    };
  }
  const timeRules = rules.map((rule) => ({
    setting: rule.setting,
    name: rule.name,
    clause: rule.clause,
    minutesBeforeEnd: rule.minutesBeforeEnd,
    tables: Object.fromEntries((current?.tables ?? []).map((t, ti) => [ti + 1, rule.atTable(t.players.length)] as const).filter((x): x is [number, Bilingual] => x[1] !== null)),
  }));
  return { round, standings, timeRules };
}

/** The hall's state now. */
export function hallState(ctx: DeskContext): HallState {
  const hall = hallOf(ctx);
  const version = ctx.version();
  let cached = cache.get(ctx);
  if (cached === undefined || cached.version !== version) {
    cached = { version, part: protocolPart(ctx, ctx.event()) };
    cache.set(ctx, cached);
  }
  const ir = ctx.regulation();
  const info = hall.store.info();
  return {
    now: new Date().toISOString(),
    version,
    event: { name: info?.name ?? '', date: info?.date ?? '', venue: info?.venue ?? '', regulation: ir.name, game: ir.game },
    ...cached.part,
    timer: hall.store.timer() ?? null,
  };
}
