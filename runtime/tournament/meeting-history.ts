/**
 * The meeting history of an event: how many times each pair of players sat at one table (seating.ts avoids
 * repeats with it). Each player gets a number when first seen; each keeps a short list of whom he met and how often,
 * so a lookup is two map reads of the ids (or none, by the players' numbers) and a scan of a few numbers (a player
 * meets three others a round), with no text built per pair.
 * Input: pairs of player ids. Output: the count of each pair (0 for a pair that never met). Imports only the types.
 */
import type { PlayerId } from './types.js';

/** How many times each pair of players sat at one table. */
export class MeetingHistory {
  /** The number of each player seen, in order of appearance. */
  private readonly numbers = new Map<PlayerId, number>();
  /** Per player number: the numbers of whom he met and how often, in pairs [partner, times, partner, times, ...]. */
  private readonly partners: number[][] = [];
  private pairs = 0;

  /** The number of distinct pairs that met. */
  get size(): number {
    return this.pairs;
  }

  /** How many times `a` and `b` sat at one table (0: never; a player never meets himself). */
  times(a: PlayerId, b: PlayerId): number {
    return this.timesOf(this.numbers.get(a) ?? -1, this.numbers.get(b) ?? -1);
  }

  /** The number of each player (-1: never seen), to look many pairs of the same players up with timesOf. */
  numbersOf(players: readonly PlayerId[]): Int32Array {
    const out = new Int32Array(players.length);
    for (let k = 0; k < players.length; k++) out[k] = this.numbers.get(players[k]!) ?? -1;
    return out;
  }

  /** times() of two players given by their numbers (see numbersOf). */
  timesOf(i: number, j: number): number {
    if (i < 0 || j < 0 || i === j) return 0;
    const list = this.partners[i]!;
    for (let k = 0; k < list.length; k += 2) if (list[k] === j) return list[k + 1]!;
    return 0;
  }

  /** Counts `times` more meetings of `a` and `b` (a player with himself counts nothing). */
  add(a: PlayerId, b: PlayerId, times = 1): void {
    const i = this.numberOf(a);
    const j = this.numberOf(b);
    if (i === j) return;
    if (!this.bump(i, j, times)) this.pairs++;
    this.bump(j, i, times);
  }

  /** Counts one more meeting of every pair of players at a table (of any size). */
  addTable(table: readonly PlayerId[]): void {
    const n = table.map((p) => this.numberOf(p));
    for (let i = 0; i < n.length; i++) {
      for (let j = i + 1; j < n.length; j++) {
        if (n[i] === n[j]) continue;
        if (!this.bump(n[i]!, n[j]!, 1)) this.pairs++;
        this.bump(n[j]!, n[i]!, 1);
      }
    }
  }

  /** Adds `times` to j in i's list; false when j was not in it (then it is appended). */
  private bump(i: number, j: number, times: number): boolean {
    const list = this.partners[i]!;
    for (let k = 0; k < list.length; k += 2) {
      if (list[k] === j) {
        list[k + 1] = list[k + 1]! + times;
        return true;
      }
    }
    list.push(j, times);
    return false;
  }

  private numberOf(p: PlayerId): number {
    let n = this.numbers.get(p);
    if (n === undefined) {
      n = this.partners.length;
      this.numbers.set(p, n);
      this.partners.push([]);
    }
    return n;
  }
}

