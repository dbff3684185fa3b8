/**
 * The end of a riichi hanchan: the riichi sticks left on the table, places by score (tied players share a place and
 * the uma of the places they cover), uma, oka, chombo and tournament points, every number from the regulation's
 * `riichi:` section. Used after the deals of a hanchan (hanchan.ts) and for a table recorded by its final
 * scores alone (the judge's fast form). Input: the rules, the players in seat order, their scores after the last
 * deal, the chombo points of each and the sticks left. Output: the standings and who got the sticks left.
 */
import type { RiichiIR } from '../../runtime/ir/riichi.js';

/** A player's end of the hanchan. */
export interface RiichiStanding {
  player: string;
  /** The score after the last deal, the sticks left added. */
  score: number;
  /** 1-4; tied players share a place (and the uma of the places they cover). */
  place: number;
  /** How many players share the place. */
  tied: number;
  uma: number;
  oka: number;
  chombo: number;
  /** score − target + uma + oka − chombo. */
  result: number;
  tournamentPoints: number;
}

/** The sticks left on the table after the last deal, and who got them (each the same share). */
export interface RiichiLeftover {
  sticks: number;
  to: string[];
  each: number;
}

/**
 * Ends a hanchan: the sticks left go to the first place (shared by the tied first) when `leftover-sticks` is
 * `first`; places by score (the chombo points taken first when `chombo.when` is `before-uma`); uma shared by tied
 * players; oka (target − start, times the players) to the first place; chombo points deducted; the result divided by
 * `points-per-tournament-point`. `scores` is not changed.
 */
export function endRiichiHanchan(
  rules: RiichiIR,
  players: readonly string[],
  scoresAfterDeals: Readonly<Record<string, number>>,
  chombos: ReadonlyMap<string, number>,
  sticksLeft: number,
): { standings: RiichiStanding[]; leftover: RiichiLeftover } {
  const scores: Record<string, number> = { ...scoresAfterDeals };
  const target = rules.targetPoints.value;
  const before = rules.chombo.value.when === 'before-uma';
  const ranked = (p: string) => scores[p]! - (before ? (chombos.get(p) ?? 0) : 0);
  const best = Math.max(...players.map(ranked));
  const firsts = players.filter((p) => ranked(p) === best);
  const leftover: RiichiLeftover = { sticks: sticksLeft, to: [], each: 0 };
  if (sticksLeft > 0 && rules.leftoverSticks.value === 'first') {
    leftover.to = firsts;
    leftover.each = (sticksLeft * rules.riichiStick.value) / firsts.length;
    for (const p of firsts) scores[p] = scores[p]! + leftover.each;
  }
  const oka = (target - rules.startPoints.value) * players.length;
  const order = [...players].sort((a, b) => ranked(b) - ranked(a));
  const standings = order.map((player): RiichiStanding => {
    const tied = order.filter((q) => ranked(q) === ranked(player));
    const first = order.indexOf(tied[0]!);
    const share = (xs: readonly number[]) => xs.slice(first, first + tied.length).reduce((a, b) => a + b, 0) / tied.length;
    const uma = share(rules.uma.value);
    const okaShare = share([oka, 0, 0, 0]);
    const chombo = chombos.get(player) ?? 0;
    const result = scores[player]! - target + uma + okaShare - chombo;
    return { player, score: scores[player]!, place: first + 1, tied: tied.length, uma, oka: okaShare, chombo, result, tournamentPoints: result / rules.pointsPerTournamentPoint.value };
  });
  return { standings, leftover };
}
