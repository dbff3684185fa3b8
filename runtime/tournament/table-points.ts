/**
 * Tournament points of one table: place points of a ranking (with ties shared or given the best tied place), vist
 * band points, the limit-hand bonus, and per table the points of every player with the items that made them.
 * Input: a table's deals and adjustments (runtime/tournament/types.ts) and the regulation's TablePointsIR.
 * Output: per player points, vists and mahjongs with an explanation (one item per place, band and bonus, each with
 * its clause). Pure and deterministic. Imports only the IR and tournament types.
 */
import type { PlaceValueIR } from '../ir/formula.js';
import type { LimitBonusIR, TablePointsIR, VistBandIR } from '../ir/tournament.js';
import { placesForTable, placeValue } from './place-values.js';
import type { DealOutcome, PlayerId, PointsSanction, TableResult } from './types.js';

/** One line of the explanation of a player's tournament points. */
export interface PointsItem {
  /** The round (1-based), when the item belongs to a round of an event (set by the standings). */
  round?: number;
  /** The deal (1-based, in the table's order) the item comes from; null for the ranking of the whole tour. */
  deal: number | null;
  /**
   * `place`: points of the place at the table; `band`: points of the vist band; `limit`: the limit-hand bonus;
   * `sanction`: tournament points taken (or given) by the judge; `settled`: the points of a table the game settled
   * itself (a riichi hanchan), with its parts.
   */
  kind: 'place' | 'band' | 'limit' | 'sanction' | 'settled';
  points: number;
  /** The clause of the regulation the points come from. */
  clause: string;
  /** For `place`: the place (1-based; the best of the tied places) and how many players shared it. */
  place?: number;
  tied?: number;
  /** For `place` and `band`: the vists that were ranked or banded. */
  vists?: number;
  /** For `sanction`: why. */
  reason?: string;
  /** For `settled`: the game's figures behind the points (riichi: score, uma, oka, chombo), each with its clause. */
  parts?: Array<{ id: string; value: number; clause: string }>;
}

/** Tournament points of one player at one table, with the vists and mahjongs they come from. */
export interface PlayerTablePoints {
  /** Unrounded (a share of places is an exact quotient, 7/3); round only for showing or comparing sums. */
  points: number;
  /** Vists of the table: the deals' vists plus the deals' and the table's adjustments. */
  vists: number;
  /** Valid mahjongs (deals won, redeals excluded). */
  mahjongs: number;
  /** Some deal of the table did not say who won (DealOutcome.winsUnknown): `mahjongs` counts the known wins only. */
  mahjongsUnknown?: boolean;
  items: PointsItem[];
  /** The judge's sanctions in tournament points at this table (listed whether or not items are asked for). */
  sanctions?: PointsSanction[];
}

/** Options of tablePoints. */
export interface TablePointsOptions {
  /**
   * Players whose results count as another player's: a substitute who came in between deals carries on the results
   * of the player he replaced (`{ replaced: substitute }`), so the table ranks the seat, not the two halves of it.
   */
  aliases?: Readonly<Record<PlayerId, PlayerId>> | undefined;
  /** Whether to list the items of the explanation (default true); the totals are the same without them. */
  explain?: boolean;
}

/** A record keyed by player ids without a prototype, so that any id (`constructor`, `__proto__`) is a plain key. */
export function playerRecord<T>(): Record<PlayerId, T> {
  return Object.create(null) as Record<PlayerId, T>;
}

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** Rounds a shown number to 1e-9 (a third of a point shows as 2.333333333). */
function snap(n: number): number {
  const r = Math.round(n * 1e9) / 1e9;
  return Object.is(r, -0) ? 0 : r;
}

/** One player of a ranking: his result, place (1-based, the best of the tied places), tie size and place points. */
export interface RankedResult {
  player: PlayerId;
  result: number;
  place: number;
  tied: number;
  points: number;
}

/** Orders [player, result] pairs (highest result first, then by id) in place and gives each its place and points. */
function scoreRanking(entries: Array<[PlayerId, number]>, places: readonly PlaceValueIR[], ties: 'share' | 'best'): RankedResult[] {
  entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const out: RankedResult[] = [];
  for (let i = 0; i < entries.length; ) {
    let j = i + 1;
    while (j < entries.length && entries[j]![1] === entries[i]![1]) j++;
    let points: number;
    const result = entries[i]![1];
    if (ties === 'best') points = placeValue(places[i], result);
    else {
      let sum = 0;
      for (let k = i; k < j; k++) sum += placeValue(places[k], result);
      points = sum / (j - i);
    }
    for (let k = i; k < j; k++) out.push({ player: entries[k]![0], result: entries[k]![1], place: i + 1, tied: j - i, points });
    i = j;
  }
  return out;
}

/**
 * Place points of one ranking: the players ordered by result (highest first) take `places[0]`, `places[1]`, ...
 * (a place beyond the list gives 0). Equal results: with `share` the tied players split the points of the places
 * they occupy equally (places 2 and 3 of 4-2-1-0 give (2 + 1) / 2 = 1.5 each); with `best` each gets the points of
 * the best tied place. Shares are exact quotients (7/3); sums are rounded only when shown or compared.
 */
export function placePoints(results: Readonly<Record<PlayerId, number>>, places: readonly number[], ties: 'share' | 'best'): Record<PlayerId, number> {
  const out = playerRecord<number>();
  for (const r of scoreRanking(Object.entries(results), places, ties)) out[r.player] = r.points;
  return out;
}

/** The place (1-based, the best of the tied places) of each player of a ranking, and how many share it. */
export function rankPlaces(results: Readonly<Record<PlayerId, number>>): Array<{ player: PlayerId; result: number; place: number; tied: number }> {
  return scoreRanking(Object.entries(results), [], 'best').map(({ player, result, place, tied }) => ({ player, result, place, tied }));
}

/**
 * Whether a deal's mahjong earns the limit bonus: a limit combination (`for: combination`, even when its points
 * counted instead of the limit), or only a hand paid its limit value (`for: limit-value`).
 */
export function earnsLimitBonus(deal: DealOutcome, bonus: LimitBonusIR | null): boolean {
  if (bonus === null || bonus.value === 0) return false;
  return bonus.for === 'combination' ? (deal.limitCombination ?? deal.limit) : deal.limit;
}

/**
 * Vist band points: the points of the first band whose `upTo` is at least |vists| (null: no upper end), with the
 * sign of the vists; 0 vists give 0 (so do vists beyond every band when the last band has an upper end).
 */
export function vistBandPoints(vists: number, bands: readonly VistBandIR[]): number {
  if (vists === 0 || !Number.isFinite(vists)) return 0;
  const size = Math.abs(vists);
  for (const band of bands) {
    if (band.upTo === null || size <= band.upTo) return Math.sign(vists) * band.points;
  }
  return 0;
}

/**
 * Tournament points of a table. Per `tour`: the sum of the deals' vists and of every adjustment ranks the table once
 * (and, if the regulation has vist bands, the sum's band is added). Per `deal`: each deal (its vists plus its own
 * adjustments) ranks the players at that deal, plus the band of each one's deal result; a redeal gives nothing when
 * `redealPoints` is false (a redeal ranks like any deal when the regulation says nothing). In both cases the player
 * whose mahjong was a limit hand gets the limit bonus of that deal, and the table's own adjustments count in the
 * vists (the tie-break) but, per deal, in no deal's ranking. The judge's sanctions in tournament points are added
 * last, outside every ranking.
 */
export function tablePoints(table: TableResult, ir: TablePointsIR, options: TablePointsOptions = {}): Record<PlayerId, PlayerTablePoints> {
  const { players, rows } = tablePointsList(table, ir, options);
  const out = playerRecord<PlayerTablePoints>();
  for (let k = 0; k < players.length; k++) out[players[k]!] = rows[k]!;
  return out;
}

/** The players of tablePointsList's answer (aliases applied), each with his points at `rows` of the same index. */
export interface TablePointsList {
  players: PlayerId[];
  rows: PlayerTablePoints[];
}

/**
 * tablePoints as two lists in the order the players were first met (the table's players first): what a caller
 * going through every table of an event reads, without a record keyed by id per table.
 */
export function tablePointsList(table: TableResult, ir: TablePointsIR, options: TablePointsOptions = {}): TablePointsList {
  const aliases = options.aliases;
  const alias = aliases === undefined ? (p: PlayerId) => p : (p: PlayerId) => (own(aliases, p) ? aliases[p]! : p);
  const explain = options.explain !== false;
  // A table has a handful of players: a list searched in order beats a record keyed by id.
  const players: PlayerId[] = [];
  const rows: PlayerTablePoints[] = [];
  const row = (p: PlayerId): PlayerTablePoints => {
    const k = players.indexOf(p);
    if (k >= 0) return rows[k]!;
    const r: PlayerTablePoints = { points: 0, vists: 0, mahjongs: 0, items: [] };
    players.push(p);
    rows.push(r);
    return r;
  };
  for (const p of table.players) row(alias(p));

  const { places, clause: placesClause } = placesForTable(ir, table.players.length);
  const ties = ir.ties.value;
  const bands = ir.vistBands?.value ?? null;
  const bandClause = ir.vistBands?.clause ?? '';
  const redealGives = ir.redealPoints?.value ?? true;
  const perDeal = ir.per.value === 'deal';

  const addRanking = (entries: Array<[PlayerId, number]>, deal: number | null) => {
    for (const r of scoreRanking(entries, places, ties)) {
      const target = row(r.player);
      target.points += r.points;
      if (explain) target.items.push({ deal, kind: 'place', points: snap(r.points), clause: placesClause, place: r.place, tied: r.tied, vists: r.result });
      if (bands !== null) {
        const band = vistBandPoints(r.result, bands);
        if (band !== 0) {
          target.points += band;
          if (explain) target.items.push({ deal, kind: 'band', points: band, clause: bandClause, vists: r.result });
        }
      }
    }
  };

  const deals = table.deals;
  for (let i = 0; i < deals.length; i++) {
    const deal = deals[i]!;
    // The deal's result per player: its vists plus its own adjustments.
    const entries: Array<[PlayerId, number]> = [];
    for (const p in deal.vists) {
      if (!own(deal.vists, p)) continue;
      const q = alias(p);
      const k = entries.findIndex((e) => e[0] === q);
      if (k < 0) entries.push([q, deal.vists[p]!]);
      else entries[k]![1] += deal.vists[p]!;
    }
    for (const a of deal.adjustments) {
      const q = alias(a.player);
      const k = entries.findIndex((e) => e[0] === q);
      if (k < 0) entries.push([q, a.vists]);
      else entries[k]![1] += a.vists;
    }
    for (const [p, v] of entries) row(p).vists += v;
    if (perDeal && (!deal.redeal || redealGives)) {
      // The players at this deal: those with a result, else (a redeal written without vists) the table's players.
      if (entries.length === 0) for (const p of table.players) if (!entries.some((e) => e[0] === alias(p))) entries.push([alias(p), 0]);
      addRanking(entries, i + 1);
    }
    if (deal.winsUnknown === true) for (const p of table.players) row(alias(p)).mahjongsUnknown = true;
    for (const other of deal.redeal ? [] : (deal.winners ?? []).slice(1)) row(alias(other)).mahjongs += 1;
    if (!deal.redeal && deal.mahjong !== undefined) {
      const winner = row(alias(deal.mahjong));
      winner.mahjongs += 1;
      const bonus = ir.limitBonus;
      if (bonus !== null && earnsLimitBonus(deal, bonus)) {
        winner.points += bonus.value;
        if (explain) winner.items.push({ deal: i + 1, kind: 'limit', points: bonus.value, clause: bonus.clause });
      }
    }
  }
  for (const a of table.adjustments) row(alias(a.player)).vists += a.vists;

  if (table.settled !== undefined) {
    // The game settled the table itself (a riichi hanchan): its points replace the ranking by places.
    for (const p in table.settled) {
      if (!own(table.settled, p)) continue;
      const s = table.settled[p]!;
      const target = row(alias(p));
      target.points += s.points;
      if (explain) target.items.push({ deal: null, kind: 'settled', points: snap(s.points), clause: s.clause, place: s.place, tied: s.tied, vists: snap(target.vists), parts: s.parts });
    }
  } else if (!perDeal) {
    const sums: Array<[PlayerId, number]> = [];
    for (let k = 0; k < players.length; k++) sums.push([players[k]!, snap(rows[k]!.vists)]);
    addRanking(sums, null);
  }
  for (const sanction of table.sanctions ?? []) {
    const target = row(alias(sanction.player));
    target.points += sanction.points;
    (target.sanctions ??= []).push(sanction);
    if (explain) target.items.push({ deal: sanction.deal, kind: 'sanction', points: sanction.points, clause: sanction.clause, ...(sanction.reason !== undefined ? { reason: sanction.reason } : {}) });
  }
  return { players, rows };
}
