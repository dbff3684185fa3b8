/**
 * Standings: each player's tournament points, vists and wins over the rounds, ordered by the regulation's
 * tie-break chain (its key `mahjongs` reads the wins: criterionValue, the one place that maps it), with shared ranks for rows equal on every criterion and the criterion that separated each row
 * from the next. Substitutes carry on the results of the players they replaced; withdrawn and disqualified players
 * are `out`; the judge's sanctions in tournament points are listed with the rows that count them.
 * Input: the TournamentIR, the rounds' results (runtime/tournament/types.ts) and the players. Output: standing rows.
 * Pure and deterministic. Imports only the IR and tournament types, table-points.ts and event.ts's types.
 */
import type { FinalKey } from '../ir/formula.js';
import type { StandingKey, TournamentIR } from '../ir/tournament.js';
import { countTable, playerRecord, TableSheet, type PointsItem } from './table-points.js';
import type { Disqualification } from './event.js';
import type { PlayerId, PointsSanction, RoundResult } from './types.js';

/** A player as the standings see him. */
export interface PlayerInfo {
  id: PlayerId;
  name?: string;
  /** First round the player plays (late entry); absent: round 1. Before it he simply has no results. */
  fromRound?: number;
  /** Last round the player plays; from the round after he is `out`. */
  withdrawnAfter?: number;
  /** The substitute who took this player's place: the substitute's row carries this player's results on. */
  replacedBy?: PlayerId;
  /** The round of that substitution: standings after an earlier round still show this player himself. */
  replacedInRound?: number;
  /** The player's disqualification: from the standings after its round he is `out`. */
  disqualified?: Disqualification;
  /**
   * A forced substitute who had played under his own name: his own results before this round are set aside (they
   * still rank his tables, but count for no row), his row carrying on the results of whom he replaced.
   */
  setAsideBefore?: number;
}

/** One player's results in one round (points unrounded: shares of places are exact quotients). */
export interface RoundLine {
  /** 1-based. */
  round: number;
  points: number;
  vists: number;
  /** Deals won (DealOutcome.winners). */
  wins: number;
  /** A table of the round did not say who won (a riichi hanchan given by its final scores). */
  winsUnknown?: boolean;
  /** The explanation, when asked for (tallyRounds with `explain`). */
  items?: PointsItem[];
  /** The judge's sanctions in tournament points in this round (included in `points`). */
  sanctions?: PointsSanction[];
}

/** A player's results round by round (index r - 1: round r; null: not at any table in that round). */
export interface PlayerTally {
  player: PlayerId;
  name?: string;
  /** The players whose results this row carries on (replaced by this player, directly or in a chain). */
  carries: PlayerId[];
  /** The rounds of the player's own results set aside (a forced substitute who had played): 1-based. */
  setAside?: number[];
  /** The first round the player (or a player he carries) could play. */
  fromRound: number;
  withdrawnAfter?: number;
  disqualified?: Disqualification;
  rounds: Array<RoundLine | null>;
}

/** The criteria of a row: what the tie-break chain compares (criterionValue reads each StandingKey from them). */
export interface Criteria {
  points: number;
  vists: number;
  /** Deals won: what the regulation's key `mahjongs` ranks by (none in a game whose deals have no winner). */
  wins: number;
}

/** What separated a row from the next one: a criterion, the stage (the next row went less far), or nothing. */
export type TieBreak = StandingKey | FinalKey | 'stage' | 'tied';

/** A row of the standings. */
export interface StandingRow extends Criteria {
  player: PlayerId;
  name?: string;
  /** 1-based; rows equal on every criterion of the chain share the rank (1, 2, 2, 4). */
  rank: number;
  /** The first criterion that separates this row from the next one; `tied` if none; null for the last row. */
  tieBreak: TieBreak | null;
  /** True for a player who no longer plays: cut, or withdrawn. */
  out: boolean;
  /** Why the player is out. */
  outReason?: 'cut' | 'withdrawn' | 'disqualified';
  /** The round after which the player was cut (his place is the one he had then). */
  cutAfter?: number;
  withdrawnAfter?: number;
  /** The disqualification (round, table, clause, reason) of a disqualified player. */
  disqualified?: Disqualification;
  /** The judge's sanctions in tournament points counted in `points`, with their rounds. */
  sanctions?: Array<PointsSanction & { round: number }>;
  /** Some table of the player did not say who won (a riichi hanchan given by its final scores): `wins` counts the known wins only. */
  winsUnknown?: boolean;
  /** Points per round (index r - 1: round r; null: did not play it). */
  roundPoints: Array<number | null>;
  /** Rounds played. */
  played: number;
  /** The players whose results this row carries on (substitutions). */
  carries?: PlayerId[];
  /** The rounds of the player's own results set aside: a forced substitute who had played (see PlayerInfo). */
  setAside?: number[];
  /** For a finalist: the stage that decided the place. */
  stage?: 'final' | 'qualifying';
  /** For a finalist whose final starts from zero: his totals before the final. */
  qualifying?: Criteria;
}

/** Options of computeStandings. */
export interface StandingsOptions {
  /** Only rounds 1..afterRound count (default: every round given). */
  afterRound?: number;
  /**
   * Which players get a row: `started` (default) those whose first round is at most afterRound; `all` every
   * player, late entries with nothing yet included (seating the next round needs them).
   */
  include?: 'started' | 'all';
}

/** Rounds a total to 1e-9, so that sums of shared places (7/3 + 7/3 + 7/3 = 7) compare equal. */
export function snapNumber(n: number): number {
  const r = Math.round(n * 1e9) / 1e9;
  return Object.is(r, -0) ? 0 : r;
}

/** Code-unit order of ids: the last, arbitrary but deterministic order of rows equal on every criterion. */
function byId(a: PlayerId, b: PlayerId): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The row that carries a player's results: follows `replacedBy` to the last substitute (cycles stop), through the
 * substitutions made by round `after` (all of them when absent).
 */
export function resolveCarrier(players: readonly PlayerInfo[], after = Number.POSITIVE_INFINITY): (p: PlayerId) => PlayerId {
  const next = new Map<PlayerId, PlayerId>();
  for (const p of players) {
    if (p.replacedBy === undefined || p.replacedBy === p.id) continue;
    if (p.replacedInRound !== undefined && p.replacedInRound > after) continue;
    next.set(p.id, p.replacedBy);
  }
  if (next.size === 0) return (p) => p; // no substitutions (most events): every row carries its own results
  const memo = new Map<PlayerId, PlayerId>();
  return (p) => {
    const cached = memo.get(p);
    if (cached !== undefined) return cached;
    let q = p;
    const seen = new Set<PlayerId>([q]);
    for (let n = next.get(q); n !== undefined && !seen.has(n); n = next.get(q)) {
      q = n;
      seen.add(q);
    }
    memo.set(p, q);
    return q;
  };
}

/**
 * The aliases under which tablePoints counts a seat whose player was replaced (between rounds or between deals):
 * each player replaced by round `after` (all substitutions when absent) as the row that carries his results on.
 */
export function carrierAliases(players: readonly PlayerInfo[], after = Number.POSITIVE_INFINITY): Record<PlayerId, PlayerId> {
  const carrier = resolveCarrier(players, after);
  const aliases = playerRecord<PlayerId>();
  for (const p of players) {
    const c = carrier(p.id);
    if (c !== p.id) aliases[p.id] = c;
  }
  return aliases;
}

/**
 * The players whose own results of round `round` are set aside (forced substitutes who had played, before their
 * substitution, where it counts by round `after`): an alias of each (a name no player id can take) and the player behind it; null when there are none.
 */
function setAsideAliases(players: readonly PlayerInfo[], after: number): (round: number) => { aliases: Record<PlayerId, PlayerId>; players: Map<PlayerId, PlayerId> } | null {
  // Only where the substitution counts in these standings (as in resolveCarrier).
  const substitutes = new Set(players
    .filter((p) => p.replacedBy !== undefined && (p.replacedInRound === undefined || p.replacedInRound <= after))
    .map((p) => p.replacedBy));
  const forced = players.filter((p) => p.setAsideBefore !== undefined && substitutes.has(p.id));
  return (round) => {
    const now = forced.filter((p) => round < p.setAsideBefore!);
    if (now.length === 0) return null;
    const aliases = playerRecord<PlayerId>();
    const behind = new Map<PlayerId, PlayerId>();
    for (const p of now) {
      const alias = `\u0000set-aside:${p.id}`;
      aliases[p.id] = alias;
      behind.set(alias, p.id);
    }
    return { aliases, players: behind };
  };
}

/** The placeholder of a tally's round lines until tallyRounds has read every table (shared, never written). */
const NO_LINES: Array<RoundLine | null> = [];

/**
 * Each player's results round by round: the tables of every round scored by tablePoints, a replaced player's
 * results credited to his substitute's row (substitutions made by the last round given). Players found at tables
 * but not listed get a row of their own. With `explain`, each round keeps the items of the explanation.
 */
export function tallyRounds(ir: TournamentIR, rounds: readonly RoundResult[], players: readonly PlayerInfo[], options: { explain?: boolean } = {}): Map<PlayerId, PlayerTally> {
  const explain = options.explain === true;
  const carrier = resolveCarrier(players, rounds.length);
  // Set by a loop: a pair per player for the Map's constructor was garbage to collect.
  const info = new Map<PlayerId, PlayerInfo>();
  for (const p of players) info.set(p.id, p);
  const n = rounds.length;
  // Each tally numbered in the order met; while the tables are read, each round's lines in a list of its own by
  // tally number (a table's players are looked up by number, not through each tally's own list). A round's
  // tables reach their players' lines in no order: in one list per round they stay near in memory (one flat list
  // with a tally's rounds side by side took a cache miss for nearly every player of every table).
  const slots = new Map<PlayerId, number>();
  const order: PlayerTally[] = [];
  // Made by a loop, not `rounds.map`: map's list has another elements kind when the caller runs optimized (an
  // inlined map) than when it does not, and every read of the list deoptimized on the next standings run.
  const roundLines: Array<Array<RoundLine | null>> = [];
  for (let r = 0; r < n; r++) roundLines.push([]);
  const slotOf = (id: PlayerId): number => {
    let slot = slots.get(id);
    if (slot === undefined) {
      const p = info.get(id);
      const fromRound = p?.fromRound ?? 1;
      // The name in the literal: a property added afterwards takes a property store of its own (an allocation per tally).
      const t: PlayerTally = p?.name !== undefined ? { player: id, carries: [], fromRound, rounds: NO_LINES, name: p.name } : { player: id, carries: [], fromRound, rounds: NO_LINES };
      if (p?.withdrawnAfter !== undefined) t.withdrawnAfter = p.withdrawnAfter;
      if (p?.disqualified !== undefined) t.disqualified = p.disqualified;
      slot = order.length;
      order.push(t);
      slots.set(id, slot);
      for (let r = 0; r < n; r++) roundLines[r]!.push(null);
    }
    return slot;
  };
  for (const p of players) {
    const owner = order[slotOf(carrier(p.id))]!;
    if (owner.player !== p.id) {
      owner.carries.push(p.id);
      owner.fromRound = Math.min(owner.fromRound, p.fromRound ?? 1);
    }
  }
  const aliases = carrierAliases(players, rounds.length);
  const anyAlias = Object.keys(aliases).length > 0;
  const setAside = setAsideAliases(players, rounds.length);
  // One sheet counts every table (countTable resets it): its lists are read before the next table.
  const sheet = new TableSheet();
  rounds.forEach((round, ri) => {
    // A forced substitute's own results before his substitution rank his tables under a name of their own.
    const own = setAside(ri + 1);
    // Without substitutions (most events) tablePoints need not look every player up among the aliases.
    const roundAliases = own !== null ? Object.assign(playerRecord<PlayerId>(), aliases, own.aliases) : anyAlias ? aliases : undefined;
    const lines = roundLines[ri]!;
    for (const table of round.tables) {
      countTable(sheet, table, ir.tablePoints, roundAliases, explain);
      for (let k = 0; k < sheet.size; k++) {
        const id = sheet.players[k]!;
        const setAsideOf = own?.players.get(id);
        if (setAsideOf !== undefined) {
          (order[slotOf(carrier(setAsideOf))]!.setAside ??= []).push(ri + 1);
          continue;
        }
        const at = slotOf(carrier(id));
        const prev = lines[at];
        const sanctions = sheet.sanctions[k];
        if (prev === null || prev === undefined) {
          const line: RoundLine = { round: ri + 1, points: sheet.points[k]!, vists: sheet.vists[k]!, wins: sheet.wins[k]! };
          if (sheet.winsUnknown[k] === true) line.winsUnknown = true;
          if (explain) line.items = sheet.items[k]!.map((item) => ({ ...item, round: ri + 1 }));
          if (sanctions !== null && sanctions !== undefined) line.sanctions = [...sanctions];
          lines[at] = line;
        } else {
          // A player listed at two tables of a round (a protocol error checked elsewhere): both count.
          prev.points += sheet.points[k]!;
          prev.vists += sheet.vists[k]!;
          prev.wins += sheet.wins[k]!;
          if (sheet.winsUnknown[k] === true) prev.winsUnknown = true;
          if (explain) prev.items!.push(...sheet.items[k]!.map((item) => ({ ...item, round: ri + 1 })));
          if (sanctions !== null && sanctions !== undefined) (prev.sanctions ??= []).push(...sanctions);
        }
      }
    }
  });
  const tallies = new Map<PlayerId, PlayerTally>();
  order.forEach((t, slot) => {
    const own: Array<RoundLine | null> = [];
    for (let r = 0; r < n; r++) own.push(roundLines[r]![slot] as RoundLine | null);
    t.rounds = own;
    tallies.set(t.player, t);
  });
  return tallies;
}

/** A player's totals over rounds from..to (1-based, inclusive). */
export function sumRounds(t: PlayerTally, from: number, to: number): Criteria & { played: number; winsUnknown: boolean } {
  let points = 0;
  let vists = 0;
  let wins = 0;
  let winsUnknown = false;
  let played = 0;
  for (let r = Math.max(1, from); r <= Math.min(to, t.rounds.length); r++) {
    const line = t.rounds[r - 1];
    if (line === null || line === undefined) continue;
    points += line.points;
    vists += line.vists;
    wins += line.wins;
    if (line.winsUnknown === true) winsUnknown = true;
    played++;
  }
  return { points: snapNumber(points), vists: snapNumber(vists), wins, played, winsUnknown };
}

/**
 * A row's value of a criterion, the one place the regulation's keys (StandingKey) meet the tally: `game-points` are
 * the table results the tournament layer keeps as vists; `mahjongs` (the regulation's word) are the deals won.
 */
export function criterionValue(c: Criteria, key: StandingKey): number {
  switch (key) {
    case 'points':
      return c.points;
    case 'vists':
    case 'game-points':
      return c.vists;
    case 'mahjongs':
      return c.wins;
  }
}

/** Compares two rows by a chain of keys (more is better) read by `value`; negative when `a` ranks higher. */
function compareBy<T, K>(a: T, b: T, keys: readonly K[], value: (row: T, key: K) => number): number {
  for (const key of keys) {
    const d = value(b, key) - value(a, key);
    if (d !== 0) return d;
  }
  return 0;
}

/** Compares two rows by the tie-break chain (every criterion: more is better); negative when `a` ranks higher. */
export function compareCriteria(a: Criteria, b: Criteria, keys: readonly StandingKey[]): number {
  return compareBy(a, b, keys, criterionValue);
}

/** The first key of a chain on which two rows differ (read by `value`), or `tied`. */
function separatingBy<T, K>(a: T, b: T, keys: readonly K[], value: (row: T, key: K) => number): K | 'tied' {
  return keys.find((key) => value(a, key) !== value(b, key)) ?? 'tied';
}

/** The first criterion of the chain on which two rows differ, or `tied`. */
export function separatingKey(a: Criteria, b: Criteria, keys: readonly StandingKey[]): StandingKey | 'tied' {
  return separatingBy(a, b, keys, criterionValue);
}

/** A row with its rank and the key that separates it from the next row (see rankBy). */
type Ranked<T, K> = T & { rank: number; tieBreak: K | 'tied' | null };

/**
 * Orders rows by a chain of keys read by `value` (rows equal on every key: by player id) and gives each its rank,
 * from `firstRank` on (equal rows share the rank of the first of them: 1, 2, 2, 4), and the key that separates it
 * from the next row (`tied`; null for the last). The rows given are copied (see rankOwnRows).
 */
export function rankBy<T extends { player: PlayerId }, K extends TieBreak>(
  rows: readonly T[], keys: readonly K[], value: (row: T, key: K) => number, firstRank = 1,
): Array<Ranked<T, K>> {
  return rankOwnRows(rows.map((row) => ({ ...row })), keys, value, firstRank);
}

/**
 * rankBy on rows the caller made for it and keeps no other use of: sorted in place, each row given its rank and
 * tie-break (the same keys in the same order as rankBy's copies). Copying a row with its name, an added property,
 * took V8's slow path of the object spread: ~2.7 us a row, 27 of the 34 ms of ranking 10,000 rows.
 */
export function rankOwnRows<T extends { player: PlayerId }, K extends TieBreak>(
  rows: T[], keys: readonly K[], value: (row: T, key: K) => number, firstRank = 1,
): Array<Ranked<T, K>> {
  rows.sort((a, b) => compareBy(a, b, keys, value) || byId(a.player, b.player));
  const out = rows as Array<Ranked<T, K>>;
  for (let i = 0; i < out.length; i++) {
    const row = out[i]!;
    // Read within bounds only: a read past either end deoptimized the loop once a standings run.
    const prev = i > 0 ? out[i - 1] : undefined;
    const next = i + 1 < out.length ? out[i + 1] : undefined;
    row.rank = prev !== undefined && compareBy(prev, row, keys, value) === 0 ? prev.rank : firstRank + i;
    row.tieBreak = next === undefined ? null : separatingBy(row, next, keys, value);
  }
  return out;
}

/** Orders rows by the standings' tie-break chain and ranks them (see rankBy). */
export function rankRows<T extends Criteria & { player: PlayerId }>(rows: readonly T[], keys: readonly StandingKey[], firstRank = 1): Array<T & { rank: number; tieBreak: TieBreak | null }> {
  return rankBy(rows, keys, criterionValue, firstRank);
}

/** Whether a tally's player is out by withdrawal or disqualification in the standings after round `after`. */
export function isWithdrawn(t: PlayerTally, after: number): boolean {
  return (t.withdrawnAfter !== undefined && t.withdrawnAfter <= after) || (t.disqualified !== undefined && t.disqualified.round <= after);
}

/** A tally's points of rounds 1..to (null: not played), each rounded to 1e-9. */
function roundPointsOf(t: PlayerTally, to: number): Array<number | null> {
  const n = Math.min(to, t.rounds.length);
  const out = new Array<number | null>(n);
  for (let r = 0; r < n; r++) {
    const line = t.rounds[r];
    out[r] = line === null || line === undefined ? null : snapNumber(line.points);
  }
  return out;
}

/** A tally's sanctions of rounds from..to (1-based, inclusive), each with its round. */
function roundSanctionsOf(t: PlayerTally, from: number, to: number): Array<PointsSanction & { round: number }> {
  const out: Array<PointsSanction & { round: number }> = [];
  for (let r = Math.max(0, from - 1); r < Math.min(to, t.rounds.length); r++) {
    const line = t.rounds[r];
    if (line?.sanctions === undefined) continue;
    for (const x of line.sanctions) out.push({ ...x, round: line.round });
  }
  return out;
}

/** A standing row of a tally with the totals of rounds 1..to (rank and tie-break to be set). */
export function rowOf(t: PlayerTally, to: number, from = 1): Omit<StandingRow, 'rank' | 'tieBreak'> {
  const s = sumRounds(t, from, to);
  const row: Omit<StandingRow, 'rank' | 'tieBreak'> = {
    player: t.player,
    points: s.points,
    vists: s.vists,
    wins: s.wins,
    out: false,
    roundPoints: roundPointsOf(t, to),
    played: s.played,
  };
  if (s.winsUnknown) row.winsUnknown = true;
  if (t.name !== undefined) row.name = t.name;
  if (t.carries.length > 0) row.carries = [...t.carries];
  const setAside = t.setAside?.filter((r) => r <= to);
  if (setAside !== undefined && setAside.length > 0) row.setAside = [...new Set(setAside)];
  const sanctions = roundSanctionsOf(t, from, to);
  if (sanctions.length > 0) row.sanctions = sanctions;
  if (t.disqualified !== undefined && t.disqualified.round <= to) {
    row.out = true;
    row.outReason = 'disqualified';
    row.disqualified = t.disqualified;
  } else if (isWithdrawn(t, to)) {
    row.out = true;
    row.outReason = 'withdrawn';
    row.withdrawnAfter = t.withdrawnAfter!;
  }
  return row;
}

/** The number of rounds the standings are after: `afterRound` clamped to the rounds given. */
export function roundsCounted(rounds: readonly RoundResult[], afterRound: number | undefined): number {
  if (afterRound === undefined) return rounds.length;
  return Math.max(0, Math.min(Math.floor(afterRound), rounds.length));
}

/**
 * Standings after a round: totals of points, vists and wins over rounds 1..afterRound, ordered by the
 * regulation's tie-break chain (`ir.standings`), each row with its rank, the criterion that separated it from the
 * next row, and `out` for a player who withdrew (from the round after `withdrawnAfter`). A withdrawn player keeps
 * his totals and his place among the others. A substitute's row carries the replaced player's results; a late
 * entry has no results before his first round. Cuts and finals are applied by computeEventStandings (stages.ts).
 */
export function computeStandings(ir: TournamentIR, rounds: readonly RoundResult[], players: readonly PlayerInfo[], options: StandingsOptions = {}): StandingRow[] {
  const after = roundsCounted(rounds, options.afterRound);
  const tallies = tallyRounds(ir, rounds.slice(0, after), players);
  const rows = selectTallies(tallies, after, options.include ?? 'started').map((t) => rowOf(t, after));
  return rankOwnRows(rows, ir.standings.value, criterionValue);
}

/** The tallies that get a row: every one, or those started by round `after` (or with results). */
export function selectTallies(tallies: ReadonlyMap<PlayerId, PlayerTally>, after: number, include: 'started' | 'all'): PlayerTally[] {
  const out: PlayerTally[] = [];
  for (const t of tallies.values()) {
    if (include === 'all' || t.fromRound <= after || t.rounds.some((l, i) => i < after && l !== null)) out.push(t);
  }
  return out;
}
