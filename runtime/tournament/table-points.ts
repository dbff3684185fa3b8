/**
 * Tournament points of one table: place points of a ranking (with ties shared or given the best tied place), vist
 * band points, the limit-hand bonus, and per table the points of every player with the items that made them.
 * Input: a table's deals and adjustments (runtime/tournament/types.ts) and the regulation's TablePointsIR.
 * Output: per player points, vists and wins with an explanation (one item per place, band and bonus, each with
 * its clause). Pure and deterministic. Imports only the IR and tournament types.
 */
import type { LimitBonusIR, TablePointsIR, VistBandIR } from '../ir/tournament.js';
import { addResult, appendResult, emptyRanking, scoreRanking, type PlaceVisitor, type Ranking } from './place-ranking.js';
import { placesForTable } from './place-values.js';
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

/** Tournament points of one player at one table, with the vists and wins they come from. */
export interface PlayerTablePoints {
  /** Unrounded (a share of places is an exact quotient, 7/3); round only for showing or comparing sums. */
  points: number;
  /** Vists of the table: the deals' vists plus the deals' and the table's adjustments. */
  vists: number;
  /** Deals won (DealOutcome.winners; redeals excluded). */
  wins: number;
  /** Some deal of the table did not say who won (DealOutcome.winsUnknown): `wins` counts the known wins only. */
  winsUnknown?: boolean;
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

/** A ranking of a record of results. */
function rankingOf(results: Readonly<Record<PlayerId, number>>): Ranking {
  const entries = Object.entries(results);
  return { players: entries.map((e) => e[0]), results: entries.map((e) => e[1]), size: entries.length };
}

/**
 * Place points of one ranking: the players ordered by result (highest first) take `places[0]`, `places[1]`, ...
 * (a place beyond the list gives 0). Equal results: with `share` the tied players split the points of the places
 * they occupy equally (places 2 and 3 of 4-2-1-0 give (2 + 1) / 2 = 1.5 each); with `best` each gets the points of
 * the best tied place. Shares are exact quotients (7/3); sums are rounded only when shown or compared.
 */
export function placePoints(results: Readonly<Record<PlayerId, number>>, places: readonly number[], ties: 'share' | 'best'): Record<PlayerId, number> {
  const out = playerRecord<number>();
  scoreRanking(rankingOf(results), places, ties, (player, _result, _place, _tied, points) => {
    out[player] = points;
  });
  return out;
}

/** The place (1-based, the best of the tied places) of each player of a ranking, and how many share it. */
export function rankPlaces(results: Readonly<Record<PlayerId, number>>): Array<{ player: PlayerId; result: number; place: number; tied: number }> {
  const out: Array<{ player: PlayerId; result: number; place: number; tied: number }> = [];
  scoreRanking(rankingOf(results), [], 'best', (player, result, place, tied) => out.push({ player, result, place, tied }));
  return out;
}

/**
 * Whether a deal's win earns the table bonus: the win met the condition the bonus is `for` (classical: a limit
 * combination, even when its points counted instead of the limit; or only a hand paid its limit value), as the
 * game's table rules declared it on the outcome (DealOutcome.bonusConditions).
 */
export function earnsLimitBonus(deal: DealOutcome, bonus: LimitBonusIR | null): boolean {
  if (bonus === null || bonus.value === 0) return false;
  return deal.bonusConditions !== undefined && deal.bonusConditions.includes(bonus.for);
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
 * whose win met the condition of the table bonus (a limit hand) gets the bonus of that deal, and the table's own adjustments count in the
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
  const sheet = new TableSheet();
  countTable(sheet, table, ir, options.aliases, options.explain !== false);
  const rows: PlayerTablePoints[] = [];
  for (let k = 0; k < sheet.size; k++) {
    const r: PlayerTablePoints = { points: sheet.points[k]!, vists: sheet.vists[k]!, wins: sheet.wins[k]!, items: sheet.explain ? sheet.items[k]! : [] };
    if (sheet.winsUnknown[k] === true) r.winsUnknown = true;
    const sanctions = sheet.sanctions[k];
    if (sanctions !== null && sanctions !== undefined) r.sanctions = sanctions;
    rows.push(r);
  }
  return { players: sheet.players.slice(0, sheet.size), rows };
}

/**
 * A table's points while they are counted (countTable): per player (aliases applied), in the order met, the table's
 * players first, his points, vists, wins, whether some deal did not say who won, his sanctions and (with `explain`)
 * the items, in parallel lists of which the first `size` entries are in use. tallyRounds counts every table of an
 * event on one sheet and reads the lists: no object per player and table, no closure per table (those were most of
 * what a standings run left to collect), no list emptied by setting its length (a call into V8's runtime).
 */
export class TableSheet {
  size = 0;
  readonly players: PlayerId[] = [];
  readonly points: number[] = [];
  readonly vists: number[] = [];
  readonly wins: number[] = [];
  readonly winsUnknown: boolean[] = [];
  readonly sanctions: Array<PointsSanction[] | null> = [];
  /** Only with `explain`: each player's items, a new list per table. */
  readonly items: PointsItem[][] = [];
  aliases: Readonly<Record<PlayerId, PlayerId>> | undefined = undefined;
  explain = false;
  /** The ranking of the deal being counted (reused for every deal), and of the tour's sums. */
  readonly ranking: Ranking = emptyRanking();
  readonly sums: Ranking = emptyRanking();
  /** The entry of each player of `ranking`, at the same index, while the deal's vists are added (before it is ordered). */
  readonly rankedEntries: number[] = [];
  // What addPlace reads of the table being counted.
  rankedDeal: number | null = null;
  placesClause = '';
  bands: readonly VistBandIR[] | null = null;
  bandClause = '';
  /** Gives a ranked player his place points and, with vist bands, the band of his result (scoreRanking's visitor). */
  readonly addPlace: PlaceVisitor = (player, result, place, tied, points) => {
    const k = this.entry(player);
    this.addPoints(k, points);
    if (this.explain) this.items[k]!.push({ deal: this.rankedDeal, kind: 'place', points: snap(points), clause: this.placesClause, place, tied, vists: result });
    const bands = this.bands;
    if (bands !== null) {
      const band = vistBandPoints(result, bands);
      if (band !== 0) {
        this.addPoints(k, band);
        if (this.explain) this.items[k]!.push({ deal: this.rankedDeal, kind: 'band', points: band, clause: this.bandClause, vists: result });
      }
    }
  };

  /** Empties the sheet for a table. */
  reset(aliases: Readonly<Record<PlayerId, PlayerId>> | undefined, explain: boolean): void {
    this.size = 0;
    this.aliases = aliases;
    this.explain = explain;
  }

  /** The player whose results a seat's player counts as (his alias, else himself). */
  alias(p: PlayerId): PlayerId {
    const aliases = this.aliases;
    return aliases !== undefined && own(aliases, p) ? aliases[p]! : p;
  }

  /** Adds to the points of entry k. */
  addPoints(k: number, points: number): void {
    this.points[k] = this.points[k]! + points;
  }

  /** Adds to the vists of entry k. */
  addVists(k: number, vists: number): void {
    this.vists[k] = this.vists[k]! + vists;
  }

  /** The index of a player's entry (already aliased), a new entry if he has none: a table has a handful of players. */
  entry(p: PlayerId): number {
    const players = this.players;
    for (let k = 0; k < this.size; k++) if (players[k] === p) return k;
    const k = this.size++;
    players[k] = p;
    this.points[k] = 0;
    this.vists[k] = 0;
    this.wins[k] = 0;
    this.winsUnknown[k] = false;
    this.sanctions[k] = null;
    if (this.explain) this.items[k] = [];
    return k;
  }

  /**
   * entry(p) for a key of a deal's record, trying entry `hint` first: a deal's vists are mostly written in the table's
   * order, so its j-th player is mostly entry j (one comparison of two texts instead of up to four). The entry then
   * keeps the key's text (the same id): a record's keys are internalized texts, which V8 compares by their address
   * alone, where a table's id made by code compares by content or through a forwarding text (ThinString), a cache
   * miss on a large event (the table's tally 7-13% faster, least of 4 runs in turns).
   */
  entryNear(p: PlayerId, hint: number): number {
    const k = hint < this.size && this.players[hint] === p ? hint : this.entry(p);
    this.players[k] = p;
    return k;
  }
}

/** Counts a table's points on a sheet (see tablePoints for the rules; the sheet is reset first). */
export function countTable(sheet: TableSheet, table: TableResult, ir: TablePointsIR, aliases: Readonly<Record<PlayerId, PlayerId>> | undefined, explain: boolean): void {
  // Lists are read by index, not for-of: the empty lists of most deals and tables are one frozen list, which V8's
  // optimized code iterates through the generic iterator (an iterator and a result object a step, ~6 MB a standings
  // run of 10,000 players).
  sheet.reset(aliases, explain);
  const seated = table.players;
  for (let j = 0; j < seated.length; j++) sheet.entry(sheet.alias(seated[j]!));

  const { places, clause: placesClause } = placesForTable(ir, table.players.length);
  const ties = ir.ties.value;
  sheet.placesClause = placesClause;
  sheet.bands = ir.vistBands?.value ?? null;
  sheet.bandClause = ir.vistBands?.clause ?? '';
  const redealGives = ir.redealPoints?.value ?? true;
  const perDeal = ir.per.value === 'deal';

  const deals = table.deals;
  const ranking = sheet.ranking;
  const entries = sheet.rankedEntries;
  for (let i = 0; i < deals.length; i++) {
    const deal = deals[i]!;
    // The deal's result per player: its vists plus its own adjustments. The ranking holds the sheet's own ids (the
    // same texts as the record's keys), so that addPlace finds each entry by its first comparison.
    ranking.size = 0;
    const vists = deal.vists;
    // Without aliases a record's keys are distinct players: no search for an entry of the ranking to add to.
    const merge = aliases !== undefined;
    for (const p in vists) {
      if (!own(vists, p)) continue;
      const k = sheet.entryNear(sheet.alias(p), ranking.size);
      const before = ranking.size;
      if (merge) addResult(ranking, sheet.players[k]!, vists[p]!);
      else appendResult(ranking, sheet.players[k]!, vists[p]!);
      if (ranking.size > before) entries[before] = k;
    }
    const adjustments = deal.adjustments;
    for (let j = 0; j < adjustments.length; j++) {
      const a = adjustments[j]!;
      const k = sheet.entry(sheet.alias(a.player));
      const before = ranking.size;
      addResult(ranking, sheet.players[k]!, a.vists);
      if (ranking.size > before) entries[before] = k;
    }
    for (let k = 0; k < ranking.size; k++) sheet.addVists(entries[k]!, ranking.results[k]!);
    if (perDeal && (!deal.redeal || redealGives)) {
      // The players at this deal: those with a result, else (a redeal written without vists) the table's players.
      if (ranking.size === 0) for (const p of table.players) addResult(ranking, sheet.players[sheet.entry(sheet.alias(p))]!, 0);
      sheet.rankedDeal = i + 1;
      scoreRanking(ranking, places, ties, sheet.addPlace);
    }
    if (deal.winsUnknown === true) for (const p of table.players) sheet.winsUnknown[sheet.entry(sheet.alias(p))] = true;
    const winners = deal.winners;
    if (!deal.redeal && winners !== undefined && winners.length > 0) {
      for (let w = 0; w < winners.length; w++) {
        const k = sheet.entry(sheet.alias(winners[w]!));
        sheet.wins[k] = sheet.wins[k]! + 1;
      }
      // The table bonus goes to the deal's (first) winner.
      const bonus = ir.limitBonus;
      if (bonus !== null && earnsLimitBonus(deal, bonus)) {
        const winner = sheet.entry(sheet.alias(winners[0]!));
        sheet.addPoints(winner, bonus.value);
        if (explain) sheet.items[winner]!.push({ deal: i + 1, kind: 'limit', points: bonus.value, clause: bonus.clause });
      }
    }
  }
  const tableAdjustments = table.adjustments;
  for (let j = 0; j < tableAdjustments.length; j++) {
    const a = tableAdjustments[j]!;
    sheet.addVists(sheet.entry(sheet.alias(a.player)), a.vists);
  }

  if (table.settled !== undefined) {
    // The game settled the table itself (a riichi hanchan): its points replace the ranking by places.
    for (const p in table.settled) {
      if (!own(table.settled, p)) continue;
      const s = table.settled[p]!;
      const k = sheet.entry(sheet.alias(p));
      sheet.addPoints(k, s.points);
      if (explain) sheet.items[k]!.push({ deal: null, kind: 'settled', points: snap(s.points), clause: s.clause, place: s.place, tied: s.tied, vists: snap(sheet.vists[k]!), parts: s.parts });
    }
  } else if (!perDeal) {
    const sums = sheet.sums;
    sums.size = 0;
    for (let k = 0; k < sheet.size; k++) appendResult(sums, sheet.players[k]!, snap(sheet.vists[k]!));
    sheet.rankedDeal = null;
    scoreRanking(sums, places, ties, sheet.addPlace);
  }
  const sanctions = table.sanctions;
  for (let j = 0; sanctions !== undefined && j < sanctions.length; j++) {
    const sanction = sanctions[j]!;
    const k = sheet.entry(sheet.alias(sanction.player));
    sheet.addPoints(k, sanction.points);
    const list = sheet.sanctions[k] ?? [];
    list.push(sanction);
    sheet.sanctions[k] = list;
    if (explain) sheet.items[k]!.push({ deal: sanction.deal, kind: 'sanction', points: sanction.points, clause: sanction.clause, ...(sanction.reason !== undefined ? { reason: sanction.reason } : {}) });
  }
}
