/**
 * A ranking of the players at a table by their results, and the places and place points it gives (ties shared or
 * given the best tied place): what table-points.ts ranks each deal or tour by.
 * Input: players with results; the place values of the table. Output: each player's place, tie size and points, to
 * a visitor. Pure. Imports only the IR and place-values.ts.
 */
import type { PlaceValueIR } from '../ir/formula.js';
import { placeValue } from './place-values.js';
import type { PlayerId } from './types.js';

/**
 * The players of one ranking and their results in two parallel lists, the first `size` entries in use: one ranking
 * is reused for every deal of every table (emptied by `size = 0`: setting an array's length is a call into V8's
 * runtime, which 200,000 deals made a tenth of the standings' table points).
 */
export interface Ranking {
  players: PlayerId[];
  results: number[];
  size: number;
}

/** A ranking with no players. */
export function emptyRanking(): Ranking {
  return { players: [], results: [], size: 0 };
}

/** Adds a player's result to a ranking: to his entry if he has one, else as a new entry. */
export function addResult(ranking: Ranking, player: PlayerId, result: number): void {
  const { players, results } = ranking;
  for (let k = 0; k < ranking.size; k++) {
    if (players[k] === player) {
      results[k] = results[k]! + result;
      return;
    }
  }
  appendResult(ranking, player, result);
}

/** Adds a new entry to a ranking: a player known to have none yet. */
export function appendResult(ranking: Ranking, player: PlayerId, result: number): void {
  ranking.players[ranking.size] = player;
  ranking.results[ranking.size] = result;
  ranking.size++;
}

/** Orders a ranking in place: highest result first, then by id (an insertion sort: a table has a handful of players). */
function orderRanking({ players, results, size }: Ranking): void {
  for (let i = 1; i < size; i++) {
    const p = players[i]!;
    const r = results[i]!;
    let j = i - 1;
    while (j >= 0 && (results[j]! < r || (results[j] === r && players[j]! > p))) {
      players[j + 1] = players[j]!;
      results[j + 1] = results[j]!;
      j--;
    }
    players[j + 1] = p;
    results[j + 1] = r;
  }
}

/** Visits each player of a ranking: his result, place (1-based, the best of the tied places), tie size and place points. */
export type PlaceVisitor = (player: PlayerId, result: number, place: number, tied: number, points: number) => void;

/** Orders a ranking (see orderRanking) and gives each player his place and the place points, in that order. */
export function scoreRanking(ranking: Ranking, places: readonly PlaceValueIR[], ties: 'share' | 'best', visit: PlaceVisitor): void {
  orderRanking(ranking);
  const { players, results, size } = ranking;
  for (let i = 0; i < size; ) {
    let j = i + 1;
    while (j < size && results[j] === results[i]) j++;
    let points: number;
    const result = results[i]!;
    if (ties === 'best') points = placeValue(places[i], result);
    else {
      let sum = 0;
      for (let k = i; k < j; k++) sum += placeValue(places[k], result);
      points = sum / (j - i);
    }
    for (let k = i; k < j; k++) visit(players[k]!, result, i + 1, j - i, points);
    i = j;
  }
}
