/**
 * MCR tables in an event (regulations/mcr-2006.yaml): deals given as hands (scored by the MCR scorer) or by the
 * winner's fans typed (runtime/tournament/fans-outcome.ts), both settled by the payments of 3.9.1.2-3: on a discard
 * the discarder pays 8 + the fans and the two others 8 each; self-drawn, each pays 8 + the fans. A session (a round
 * at a table) is one full game, E S W N 4 deals each (game-winds), the dealer passing every deal, the players
 * changing seats after each wind round by the chart (wind-round-seats: after East, E<->S and W<->N; after South,
 * E->W, W->S, S->N, N->E; after West, E<->S and W<->N again). Table points
 * 4-2-1-0 by the session's score, equal scores sharing the points of their places; standings by table points, then
 * game points (the sum of the session scores). Every figure worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, tableRulesOf } from '../../../games/index.js';
import { loadEventFile } from '../../../games/index.js';
import { computeEventStandingsOf, evaluateEvent, seatRound } from '../../../runtime/tournament/run-event.js';
import { eastOfNextDeal } from '../../../runtime/tournament/east-rotation.js';
import { seatsAtDeal } from '../../../runtime/tournament/wind-round-seats.js';
import { tablePoints } from '../../../runtime/tournament/table-points.js';
import type { EventData, EventDeal } from '../../../runtime/tournament/event.js';

const MCR = compileRegulationFile('regulations/mcr-2006.yaml').ir!;
const RULES = tableRulesOf(MCR);
const EVENT = loadEventFile('test/fixtures/events/mcr-two-sessions.yaml').event!;

/** An event of one table A, B, C, D (A East at deal 1) with these deals. */
function oneTable(...deals: EventDeal[]): EventData {
  return {
    regulation: 'mcr-2006.yaml', seed: 1,
    players: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id })),
    rounds: [{ tables: [{ players: ['A', 'B', 'C', 'D'], deals }] }],
  };
}

/** Each player's result of each deal of a table. */
const dealResults = (event: EventData) => evaluateEvent(MCR, event, RULES).rounds[0]!.tables[0]!.deals.map((d) => ({ ...d.vists }));

describe('MCR deals settled by the payments', () => {
  it('settles the fixture\'s deals by hands and by fans, the wind of each deal from game-winds', () => {
    const { rounds, problems } = evaluateEvent(MCR, EVENT, RULES);
    expect(problems).toEqual([]);
    expect(rounds[0]!.tables[0]!.deals.map((d) => ({ ...d.vists }))).toEqual([
      // Deal 1 (hands; East round, A East): 123m 456p 789s [111z] 22z won on C's 1z: Mixed Straight 8 + Prevalent
      // Wind 2 + Seat Wind 2 (the East pung; it implies Pung of Terminals or Honors) + Concealed Hand 2 = 14.
      // C pays 8 + 14 = 22, B and D 8 each: A +38.
      { A: 38, B: -8, C: -22, D: -8 },
      // Deal 2 (fans): D self-drawn, 24 fans: each pays 8 + 24 = 32, D +96.
      { A: -32, B: -32, C: -32, D: 96 },
      // Deal 3 (fans): C on A's discard, 8 fans: A pays 16, B and D 8: C +32.
      { A: -16, B: -8, C: 32, D: -8 },
      // Deal 4 (fans): B robs A's kong, 10 fans: A (whose kong was robbed) pays 18, C and D 8: B +34.
      { A: -18, B: 34, C: -8, D: -8 },
      // Deal 5 (hands; the South round: deals 5-8). After the East round A and B swap, C and D swap: the seats are
      // B, A, D, C and B, in the East seat, deals; A sits South. 123m 456p 789s 222z 1z+1z self-drawn: Mixed Straight
      // 8 + Prevalent Wind 2 (the South pung) + Seat Wind 2 (A sits South; both imply Pung of Terminals or Honors) +
      // Fully Concealed Hand 4 (implies Self-Drawn) + Single Wait 1 = 17; each pays 8 + 17 = 25, A +75.
      { A: 75, B: -25, C: -25, D: -25 },
    ]);
  });

  it('ranks a session 4-2-1-0 by its score with the judge\'s penalty, and equal scores share', () => {
    const { rounds } = evaluateEvent(MCR, EVENT, RULES);
    const points = (ti: number) => Object.fromEntries(Object.entries(tablePoints(rounds[0]!.tables[ti]!, MCR.tournament!.tablePoints)).map(([p, r]) => [p, [r.points, r.vists]]));
    // Table 1: A 38 − 32 − 16 − 18 + 75 = 47; B −8 − 32 − 8 + 34 − 25 = −39; C −22 − 32 + 32 − 8 − 25 = −55;
    // D −8 + 96 − 8 − 8 − 25 = 47, − 10 (the judge's penalty) = 37. A 4, D 2, B 1, C 0 (without the penalty D
    // would share the first place with A).
    expect(points(0)).toEqual({ A: [4, 47], B: [1, -39], C: [0, -55], D: [2, 37] });
    // Table 2: E +48 (self-drawn 8: each pays 16) − 8 − 20 = 20; F −16 − 8 + 36 = 12; G −16 + 36 − 8 = 12;
    // H −16 − 20 − 8 = −44. F and G share places 2 and 3: (2 + 1) / 2 = 1.5 each.
    expect(points(1)).toEqual({ E: [4, 20], F: [1.5, 12], G: [1.5, 12], H: [0, -44] });
  });

  it('gives the standings by table points, then game points', () => {
    // Round 2, table 1 (A E D F): A self-drawn 10 (each pays 18): A +54; D on E's discard, 8: E −16, A and F −8,
    // D +32. A 46, E −34, D −18 + 32 = 14, F −26: A 4, D 2, F 1, E 0.
    // Table 2 (G B H C): B on G's discard, 20: G −28, H and C −8, B +44; C self-drawn (replacement tile) 9: each
    // pays 17, C +51. G −45, B 27, H −25, C 43: C 4, B 2, H 1, G 0.
    // Totals: A 4 + 4 = 8 (47 + 46 = 93); D 2 + 2 = 4 (37 + 14 = 51); C 0 + 4 = 4 (−55 + 43 = −12); E 4 + 0 = 4
    // (20 − 34 = −14); B 1 + 2 = 3 (−39 + 27 = −12); F 1.5 + 1 = 2.5 (12 − 26 = −14); G 1.5 + 0 = 1.5 (12 − 45 =
    // −33); H 0 + 1 = 1 (−44 − 25 = −69). The three with 4 are told apart by game points: D 51, C −12, E −14.
    const { standings, problems } = computeEventStandingsOf(MCR, EVENT, RULES);
    expect(problems).toEqual([]);
    expect(standings.rows.map((r) => [r.rank, r.player, r.points, r.vists])).toEqual([
      [1, 'A', 8, 93], [2, 'D', 4, 51], [3, 'C', 4, -12], [4, 'E', 4, -14],
      [5, 'B', 3, -12], [6, 'F', 2.5, -14], [7, 'G', 1.5, -33], [8, 'H', 1, -69],
    ]);
    expect(standings.rows.slice(1, 4).map((r) => r.tieBreak)).toEqual(['game-points', 'game-points', 'points']);
  });

  it('seats round 2 strongest with strongest after round 1 (A 4, E 4, D 2, F and G 1.5: the first four together)', () => {
    const { seating, problems } = seatRound(MCR, EVENT, RULES, 2);
    expect(problems).toEqual([]);
    expect(seating.tables.map((t) => [...t].sort())).toEqual([['A', 'D', 'E', 'F'], ['B', 'C', 'G', 'H']]);
  });
});

describe('a deal given by its fans', () => {
  const win = (player: string, from: 'discard' | 'wall' | 'replacement' | 'robbing', discarder?: string) =>
    ({ player, from, ...(discarder !== undefined ? { discarder } : {}) });

  it('is refused under the 8-fan minimum (3.9.1.1), and settles 8 fans', () => {
    // 7 fans, no flowers stated: 7 − 0 < 8: not a mahjong.
    const { problems } = evaluateEvent(MCR, oneTable({ kind: 'fans', win: win('B', 'discard', 'C'), fans: 7 }), RULES);
    expect(problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/fans-not-declarable', 'rounds.0.tables.0.deals.0.fans']]);
    expect(problems[0]!.text!.ru).toContain('не отвечают правилу объявления маджонга (3.9.1.1');
    // 8 fans on C's discard: C pays 16, A and D 8.
    expect(dealResults(oneTable({ kind: 'fans', win: win('B', 'discard', 'C'), fans: 8 }))).toEqual([{ A: -8, B: 32, C: -16, D: -8 }]);
  });

  it('checks the 8 fans without the flowers the deal states among its fans (tagged: flowers)', () => {
    // 9 fans of which 2 are flowers: 9 − 2 = 7 < 8 (3.9.1.1: "points - points(flowers) >= 8"): not a mahjong.
    const short = evaluateEvent(MCR, oneTable({ kind: 'fans', win: win('B', 'wall'), fans: 9, tagged: { flowers: 2 } }), RULES);
    expect(short.problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/fans-not-declarable', 'rounds.0.tables.0.deals.0.fans']]);
    expect(short.problems[0]!.text!.ru).toContain('9 фан. (из них flowers 2) у B не отвечают правилу объявления маджонга (3.9.1.1');
    // 9 fans of which 1 flower: 9 − 1 = 8: a mahjong, paid on the whole 9 (flowers included, 3.9.1.3): each pays
    // 8 + 9 = 17, B +51.
    expect(dealResults(oneTable({ kind: 'fans', win: win('B', 'wall'), fans: 9, tagged: { flowers: 1 } }))).toEqual([{ A: -17, B: 51, C: -17, D: -17 }]);
  });

  it('refuses a tag the declaration rule does not read, and more flowers than fans', () => {
    const other = evaluateEvent(MCR, oneTable({ kind: 'fans', win: win('B', 'wall'), fans: 9, tagged: { dragons: 1 } }), RULES);
    expect(other.problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/fans-tagged', 'rounds.0.tables.0.deals.0.tagged.dragons']]);
    expect(other.problems[0]!.message).toContain('states among them only flowers');
    const over = evaluateEvent(MCR, oneTable({ kind: 'fans', win: win('B', 'wall'), fans: 9, tagged: { flowers: 10 } }), RULES);
    expect(over.problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/fans-tagged', 'rounds.0.tables.0.deals.0.tagged.flowers']]);
    expect(over.problems[0]!.text!.ru).toContain('10 фан. «flowers» из 9: больше стоимости руки');
  });

  it('takes a penalty in game points without a warning (the standings count game points)', () => {
    const { rounds, problems } = evaluateEvent(MCR, oneTable({ kind: 'fans', win: win('A', 'wall'), fans: 8, penalties: [{ player: 'C', points: -5, reason: 'r' }] }), RULES);
    expect(problems).toEqual([]);
    // Each pays 16, A +48; C's penalty −5 is an adjustment beside the payments.
    expect(rounds[0]!.tables[0]!.deals[0]!.adjustments).toEqual([{ player: 'C', vists: -5, rule: 'judge', clause: '', reason: 'r' }]);
  });

  it('is refused by a regulation that settles no deal by its value (classical settlement)', () => {
    const bermuda = compileRegulationFile('regulations/bermuda-triangle.yaml').ir!;
    const { problems } = evaluateEvent(bermuda, oneTable({ kind: 'fans', win: win('A', 'wall'), fans: 20 }), tableRulesOf(bermuda));
    expect(problems.map((p) => p.code)).toEqual(['event/fans-need-payments']);
    expect(problems[0]!.text!.ru).toContain('запишите руки');
  });

  it('refuses a deal after the session\'s 16 (four winds, 4 deals each)', () => {
    const deals: EventDeal[] = Array.from({ length: 17 }, () => ({ kind: 'fans', win: win('A', 'wall'), fans: 8 }));
    const { problems } = evaluateEvent(MCR, oneTable(...deals), RULES);
    expect(problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/beyond-game', 'rounds.0.tables.0.deals.16']]);
    expect(problems[0]!.text!.ru).toContain('тур — одна полная игра из 16 сдач');
  });
});

describe('the regulation\'s named penalty: false mahjong (3.11, an assumption: 30 to the offender, 10 to each other)', () => {
  const FALSE = { player: 'A', rule: 'false-mahjong' };

  it('with a deal by fans: the deal goes on and its own result counts beside the penalty', () => {
    // A's false mahjong, then B wins on C's discard with 8 fans: C pays 8 + 8 = 16, A and D 8 each: B +32.
    // The penalty: A −30, B, C and D +10 each (−30 + 3 × 10 = 0).
    const { rounds, problems } = evaluateEvent(MCR, oneTable({ kind: 'fans', win: { player: 'B', from: 'discard', discarder: 'C' }, fans: 8, penalties: [FALSE] }), RULES);
    expect(problems).toEqual([]);
    const deal = rounds[0]!.tables[0]!.deals[0]!;
    expect({ ...deal.vists }).toEqual({ A: -8, B: 32, C: -16, D: -8 });
    expect(deal.adjustments.map((a) => [a.player, a.vists, a.rule, a.clause])).toEqual([
      ['A', -30, 'false-mahjong', '3.11'], ['B', 10, 'false-mahjong', '3.11'], ['C', 10, 'false-mahjong', '3.11'], ['D', 10, 'false-mahjong', '3.11'],
    ]);
    // The session: A −8 − 30 = −38, B 32 + 10 = 42, C −16 + 10 = −6, D −8 + 10 = 2: B 4, D 2, C 1, A 0.
    const points = tablePoints(rounds[0]!.tables[0]!, MCR.tournament!.tablePoints);
    expect(Object.fromEntries(Object.entries(points).map(([p, r]) => [p, [r.points, r.vists]]))).toEqual({ A: [0, -38], B: [4, 42], C: [1, -6], D: [2, 2] });
  });

  it('with a deal by hands: the offender\'s incomplete hand is settled by the penalty alone, paid to each other player', () => {
    // A declares a self-drawn mahjong on 123m 456m 789p 2357s + 9s: 2357s9s is no set and a pair, the hand is not
    // complete. Nobody else won: no payment of 3.9.1.2-3; the penalty: A pays B, C and D 10 each (−30 + 3 × 10 = 0,
    // nothing paid to nobody).
    const deal: EventDeal = {
      kind: 'hands',
      hands: { A: '123m456m789p2357s+9s', B: '5566778899m556p', C: '13579m13579p135s', D: '2468m2468p2468s2z' },
      win: { player: 'A', from: 'wall' },
      penalties: [FALSE],
    };
    const { rounds, problems } = evaluateEvent(MCR, oneTable(deal), RULES);
    expect(problems).toEqual([]);
    const outcome = rounds[0]!.tables[0]!.deals[0]!;
    expect(outcome.winners).toBeUndefined();
    expect(outcome.payments.map((p) => [p.from, p.to, p.amount, p.rule])).toEqual([['A', 'B', 10, 'false-mahjong'], ['A', 'C', 10, 'false-mahjong'], ['A', 'D', 10, 'false-mahjong']]);
    expect({ ...outcome.vists }).toEqual({ A: -30, B: 10, C: 10, D: 10 });
  });

  it('as a table\'s penalty outside any deal', () => {
    const event = oneTable({ kind: 'fans', win: { player: 'A', from: 'wall' }, fans: 8 });
    event.rounds[0]!.tables[0]!.penalties = [{ player: 'D', rule: 'false-mahjong' }];
    const { rounds, problems } = evaluateEvent(MCR, event, RULES);
    expect(problems).toEqual([]);
    // D −30; A, B and C +10 each.
    expect(rounds[0]!.tables[0]!.adjustments.map((a) => [a.player, a.vists])).toEqual([['D', -30], ['A', 10], ['B', 10], ['C', 10]]);
  });
});

describe('the rule book\'s change of seats after each wind round (wind-round-seats)', () => {
  const fans = (player: string): EventDeal => ({ kind: 'fans', win: { player, from: 'wall' }, fans: 8 });
  // A wins the fifth deal (the South round's first) self-drawn on 123m 456p 789s 222z 11z + 1z.
  const deal5: EventDeal = {
    kind: 'hands',
    hands: { A: '123m456p789s2221z+1z', B: '5566778899m556p', C: '13579m13579p135s', D: '2468m2468p2468s3z' },
    win: { player: 'A', from: 'wall' },
  };
  /** The MCR regulation without its seat chart (the players keep their seats). */
  const withoutChart = (): typeof MCR => {
    const { windRoundSeats: _dropped, ...tournament } = MCR.tournament!;
    return { ...MCR, tournament };
  };

  it('moves the players after the East round: A, who sat East, sits South and scores the Seat Wind', () => {
    // After the East round E<->S, W<->N: A B C D -> B A D C. Deal 5 opens the South round; East passes every deal, so
    // deal 5's East is the first seat's player, B, and A sits South. Mixed Straight 8 + Prevalent Wind 2 (the South
    // pung) + Seat Wind 2 (A sits South; both imply Pung of Terminals or Honors) + Fully Concealed Hand 4 (implies
    // Self-Drawn) + Single Wait 1 = 17; each pays 8 + 17 = 25, A +75.
    const event = oneTable(fans('A'), fans('B'), fans('C'), fans('D'), deal5);
    const { rounds, problems } = evaluateEvent(MCR, event, RULES);
    expect(problems).toEqual([]);
    expect({ ...rounds[0]!.tables[0]!.deals[4]!.vists }).toEqual({ A: 75, B: -25, C: -25, D: -25 });
    // Without the chart A sits East again at deal 5 (5 deals after deal 1, modulo 4): no Seat Wind, 15 fans, each
    // pays 8 + 15 = 23, A +69.
    const kept = evaluateEvent(withoutChart(), event, RULES);
    expect({ ...kept.rounds[0]!.tables[0]!.deals[4]!.vists }).toEqual({ A: 69, B: -23, C: -23, D: -23 });
  });

  it('seats the four wind rounds B A D C, C D B A, D C A B, and each round\'s first East sits East', () => {
    // South: E<->S, W<->N from A B C D: B A D C. West: E->W (B), W->S (D), S->N (A), N->E (C): C D B A.
    // North: E<->S, W<->N: D C A B.
    const event = oneTable();
    const seats = (deal: number) => seatsAtDeal(MCR, event, 0, 0, deal);
    expect([0, 3, 4, 7, 8, 11, 12, 15].map(seats)).toEqual([
      ['A', 'B', 'C', 'D'], ['A', 'B', 'C', 'D'], ['B', 'A', 'D', 'C'], ['B', 'A', 'D', 'C'],
      ['C', 'D', 'B', 'A'], ['C', 'D', 'B', 'A'], ['D', 'C', 'A', 'B'], ['D', 'C', 'A', 'B'],
    ]);
    // East at the next deal after 4, 8, 12 deals (every deal East passes: deal 4k + 1's East is the first seat's
    // player): B, C, D; after 5 deals: the second seat of the South round, A.
    const east = (played: number) => {
      const e = oneTable(...Array.from({ length: played }, () => fans('A')));
      return eastOfNextDeal(MCR, e, 0, 0, evaluateEvent(MCR, e, RULES).rounds[0]!.tables[0]!.deals);
    };
    expect([0, 4, 5, 8, 12].map(east)).toEqual(['A', 'B', 'A', 'C', 'D']);
  });

  it('takes a seating the judge recorded at a round\'s start as it is, and moves a seating recorded mid-round at the next round', () => {
    // The judge records B A D C after deal 4 himself (the chart's own move): deal 5 is played with it, not moved
    // again: A sits South, A +75 as above.
    const event = oneTable(fans('A'), fans('B'), fans('C'), fans('D'), deal5);
    event.rounds[0]!.tables[0]!['seat-changes'] = [{ 'after-deal': 4, players: ['B', 'A', 'D', 'C'] }];
    const changed = evaluateEvent(MCR, event, RULES);
    expect(changed.problems).toEqual([]);
    expect({ ...changed.rounds[0]!.tables[0]!.deals[4]!.vists }).toEqual({ A: 75, B: -25, C: -25, D: -25 });
    // A seating recorded after deal 6 (A C B D) holds for deals 7-8, and the West round moves it: E->W (A),
    // W->S (B), S->N (C), N->E (D): D B A C.
    const mid = oneTable();
    mid.rounds[0]!.tables[0]!['seat-changes'] = [{ 'after-deal': 6, players: ['A', 'C', 'B', 'D'] }];
    expect([5, 6, 7, 8].map((d) => seatsAtDeal(MCR, mid, 0, 0, d))).toEqual([['B', 'A', 'D', 'C'], ['A', 'C', 'B', 'D'], ['A', 'C', 'B', 'D'], ['D', 'B', 'A', 'C']]);
  });

  it('seats a substitute where the chart takes the player he replaced', () => {
    // E replaces A after deal 2 (A sat East). After the East round A's seat moves to South (E<->S): deal 5 is played
    // B, E, D, C; after the South round the South seat's player moves to North: deal 9 is played C, D, B, E.
    const event = oneTable();
    event.players.push({ id: 'E', name: 'E' });
    event.rounds[0]!.substitutions = [{ out: 'A', in: 'E', 'after-deal': 2 }];
    expect([1, 2, 4, 8].map((d) => seatsAtDeal(MCR, event, 0, 0, d))).toEqual([
      ['A', 'B', 'C', 'D'], ['E', 'B', 'C', 'D'], ['B', 'E', 'D', 'C'], ['C', 'D', 'B', 'E'],
    ]);
  });
});
