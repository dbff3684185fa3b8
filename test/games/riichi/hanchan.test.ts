/**
 * A riichi hanchan settled deal by deal, worked by hand from the EMA 2016 regulation (riichi-ema-2016.yaml: its
 * `riichi:` section and the payments of riichi-base.yaml), from the first deal to the uma; ties sharing the uma; one
 * winner per discard under WRC 2022; bad files reported with their paths.
 */
import { describe, expect, it } from 'vitest';
import { compileScorer, type RegulationIR } from '../../../runtime/index.js';
import { readRiichiHanchan, settleRiichiHanchan } from '../../../games/riichi/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const EMA = irOfFile('regulations/riichi-ema-2016.yaml');
const WRC = irOfFile('regulations/riichi-wrc-2022.yaml');

/** Reads and settles a hanchan file's value under a regulation. */
function settle(ir: RegulationIR, raw: unknown) {
  const read = readRiichiHanchan(raw);
  if (!read.input) throw new Error(JSON.stringify(read.problems));
  return settleRiichiHanchan(compileScorer(ir), ir.riichi!, read.input);
}

/** Riichi 1 han; fu 20 + 10 concealed ron + 2 pair wait = 32 -> 40 (riichi-base's first test). */
const RIICHI_PAIR_WAIT = '123m456p789s234s9m+9m';
/** Pinfu; as a tsumo with menzen tsumo: 2 han 20 fu. */
const PINFU = '123m456p789s23s99m+4s';
/** Tanyao 1 han, 40 fu on a discard. */
const TANYAO = '234m567p234s678s5m+5m';

describe('a riichi hanchan under EMA 2016', () => {
  // Players A B C D sit East South West North at the first deal; each starts with 30,000 (riichi.start-points).
  const hanchan = {
    players: ['A', 'B', 'C', 'D'],
    deals: [
      // 1. East 1, dealer A. B declares riichi (B -> table 1000) and wins on C's discard: riichi 1 han 40 fu,
      //    40 × 2^3 = 320, a non-dealer's ron × 4 = 1280 -> 1300 from C; the stick on the table (1000) to B.
      //    A 30000, B 30000 - 1000 + 1300 + 1000 = 31300, C 28700, D 30000. A did not win: B deals next.
      { riichi: ['B'], win: { player: 'B', hand: RIICHI_PAIR_WAIT, from: 'discard', discarder: 'C' } },
      // 2. East 2, dealer B. Exhaustive draw, B and D ready: A and C pay 3000 / (2 × 2) = 750 to each of them.
      //    A 28500, B 32800, C 27200, D 31500. B was ready: he keeps the deal, 1 counter.
      { draw: { tenpai: ['B', 'D'] } },
      // 3. East 2 again, dealer B, 1 counter. B's tsumo with pinfu: 2 han 20 fu, 20 × 2^4 = 320; the dealer's tsumo,
      //    each pays 2 × 320 = 640 -> 700, and 100 per counter: 800 from each of A, C, D (B +2400).
      //    A 27700, B 35200, C 26400, D 30700. B won: he keeps the deal, 2 counters.
      { win: { player: 'B', hand: PINFU, from: 'wall' } },
      // 4. Chombo by D: nothing is paid at the table, the deal is replayed (dealer B, 2 counters); 20,000 after the uma.
      { chombo: 'D' },
      // 5. Dealer B, 2 counters. A and C declare riichi (2 sticks on the table) and both win on D's discard (EMA
      //    allows double ron). A: riichi 1 han 40 fu, 1300, + 300 × 2 counters = 1900 from D, and, first in turn after
      //    D, the 2 sticks (2000). C: riichi + tanyao 2 han 40 fu, 40 × 2^4 = 640 × 4 = 2560 -> 2600, + 600 = 3200.
      //    A 27700 - 1000 + 1900 + 2000 = 30600, B 35200, C 26400 - 1000 + 3200 = 28600, D 30700 - 1900 - 3200 = 25600.
      //    The dealer did not win: C deals next, no counter.
      {
        riichi: ['A', 'C'],
        win: [
          { player: 'C', hand: TANYAO, from: 'discard', discarder: 'D' },
          { player: 'A', hand: RIICHI_PAIR_WAIT, from: 'discard', discarder: 'D' },
        ],
      },
      // 6. East 3, dealer C. B declares riichi (B -> table 1000); exhaustive draw, only B ready: A, C, D pay him
      //    3000 / 3 = 1000 each. A 29600, B 35200 - 1000 + 3000 = 37200, C 27600, D 24600; the stick stays.
      { riichi: ['B'], draw: { tenpai: ['B'] } },
    ],
  };

  it('pays every deal by the rules of the regulation, each payment with its rule and clause', () => {
    const r = settle(EMA, hanchan);
    expect(r.problems).toEqual([]);
    expect(r.deals.map((d) => [d.round, d.turn, d.dealer, d.honba, d.sticks, d.kind])).toEqual([
      ['E', 1, 'A', 0, 0, 'win'], ['E', 2, 'B', 0, 0, 'draw'], ['E', 2, 'B', 1, 0, 'win'],
      ['E', 2, 'B', 2, 0, 'chombo'], ['E', 2, 'B', 2, 0, 'win'], ['E', 3, 'C', 0, 0, 'draw'],
    ]);
    expect(r.deals.map((d) => d.scores)).toEqual([
      { A: 30000, B: 31300, C: 28700, D: 30000 },
      { A: 28500, B: 32800, C: 27200, D: 31500 },
      { A: 27700, B: 35200, C: 26400, D: 30700 },
      { A: 27700, B: 35200, C: 26400, D: 30700 },
      { A: 30600, B: 35200, C: 28600, D: 25600 },
      { A: 29600, B: 37200, C: 27600, D: 24600 },
    ]);
    const deal5 = r.payments.filter((p) => p.deal === 4).map((p) => [p.from, p.to, p.amount, p.rule]);
    expect(deal5).toEqual([
      ['A', 'table', 1000, 'riichi-stick'], ['C', 'table', 1000, 'riichi-stick'],
      ['D', 'A', 1300, 'ron-non-dealer'], ['D', 'A', 600, 'honba-ron'], ['table', 'A', 2000, 'riichi-sticks'],
      ['D', 'C', 2600, 'ron-non-dealer'], ['D', 'C', 600, 'honba-ron'],
    ]);
    expect(r.payments.find((p) => p.rule === 'noten-payment')?.clause).toBe('EMA 3.4.2 Exhaustive draw');
  });

  it('ends with the sticks left to the first place, the uma, and the chombo after the uma', () => {
    // The stick left (1000) goes to B, first: B 38200. Places B, A, C, D; uma +15000, +5000, -5000, -15000; no oka.
    // B 38200 - 30000 + 15000 = 23200 (23.2 tournament points); A 29600 - 30000 + 5000 = 4600;
    // C 27600 - 30000 - 5000 = -7400; D 24600 - 30000 - 15000 - 20000 (chombo) = -40400.
    const r = settle(EMA, hanchan);
    expect(r.leftover).toEqual({ sticks: 1, to: ['B'], each: 1000 });
    expect(r.standings.map((s) => [s.place, s.player, s.score, s.uma, s.oka, s.chombo, s.result, s.tournamentPoints])).toEqual([
      [1, 'B', 38200, 15000, 0, 0, 23200, 23.2],
      [2, 'A', 29600, 5000, 0, 0, 4600, 4.6],
      [3, 'C', 27600, -5000, 0, 0, -7400, -7.4],
      [4, 'D', 24600, -15000, 0, 20000, -40400, -40.4],
    ]);
  });
});

describe('ties and the rules that differ', () => {
  it('lets tied players share the uma of their places', () => {
    // One draw, A and B ready: each +1500 (C, D -1500). A and B share places 1-2: (15000 + 5000) / 2 = 10000 each;
    // C and D share places 3-4: (-5000 - 15000) / 2 = -10000. A: 31500 - 30000 + 10000 = 11500; C: -11500.
    const r = settle(EMA, { players: ['A', 'B', 'C', 'D'], deals: [{ draw: { tenpai: ['A', 'B'] } }] });
    expect(r.standings.map((s) => [s.place, s.player, s.uma, s.result])).toEqual([
      [1, 'A', 10000, 11500], [1, 'B', 10000, 11500], [3, 'C', -10000, -11500], [3, 'D', -10000, -11500],
    ]);
  });

  it('refuses a second winner on one discard under WRC 2022 (head bump), naming the first in turn', () => {
    const r = settle(WRC, {
      players: ['A', 'B', 'C', 'D'],
      deals: [{
        riichi: ['A', 'C'],
        win: [
          { player: 'C', hand: TANYAO, from: 'discard', discarder: 'D' },
          { player: 'A', hand: RIICHI_PAIR_WAIT, from: 'discard', discarder: 'D' },
        ],
      }],
    });
    expect(r.problems).toEqual([{
      code: 'deal/riichi-several-winners', path: ['deals', 0, 'win'],
      message: 'one winner per discard (WRC 5.7.6 When a win is declared): only A, first in turn after D, wins; record only that win',
    }]);
  });

  it('reports a bad file with the path of each problem', () => {
    const read = readRiichiHanchan({
      players: ['A', 'B', 'C'],
      deals: [{ win: { player: 'E', hand: PINFU, from: 'discard' } }, { draw: { tenpai: ['A'] }, chombo: 'B' }],
    });
    expect(read.input).toBeUndefined();
    expect(read.problems.map((p) => [p.code, p.path])).toEqual([
      ['deal/seats', ['players']],
      ['deal/unknown-player', ['deals', 0, 'win', 'player']],
      ['deal/discarder-missing', ['deals', 0, 'win']],
      ['deal/no-result', ['deals', 1]],
    ]);
  });

  it('refuses a win without a yaku', () => {
    // 123m456p789s234s9m+9m on a discard without riichi has no yaku (riichi-base: "No yaku, no win").
    const r = settle(EMA, { players: ['A', 'B', 'C', 'D'], deals: [{ win: { player: 'B', hand: RIICHI_PAIR_WAIT, from: 'discard', discarder: 'C' } }] });
    expect(r.problems.map((p) => [p.code, p.path])).toEqual([['deal/not-declarable', ['deals', 0, 'win', 'hand']]]);
  });
});
