/**
 * Wins whose han and fu the judge typed instead of the hand (runtime/mahjong/typed-counters.ts): the value is the
 * regulation's formula over the typed counters (EMA 4.1.2 / WRC 6.1: fu × 2^(han + 2)), its limits (mangan at 5 han,
 * the yakuman limit; WRC's kiriage mangan at 4 han 30 fu) and its payments, as for a scored hand; in a hanchan file
 * and in an event's table. Expected values worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { compileScorer, type RegulationIR } from '../../../runtime/index.js';
import { evaluateEvent } from '../../../runtime/tournament/run-event.js';
import { readRiichiHanchan, settleRiichiHanchan } from '../../../games/riichi/index.js';
import { tableRulesOf } from '../../../games/index.js';
import { tablePoints } from '../../../runtime/tournament/table-points.js';
import { irOfFile } from '../../support/compile-inline.js';

const EMA = irOfFile('regulations/riichi-ema-2016.yaml');
const WRC = irOfFile('regulations/riichi-wrc-2022.yaml');

/** Reads and settles a hanchan file's value under a regulation. */
function settle(ir: RegulationIR, raw: Record<string, unknown>) {
  const read = readRiichiHanchan({ players: ['A', 'B', 'C', 'D'], ...raw });
  if (!read.input) return { read: read.problems, settled: null };
  return { read: read.problems, settled: settleRiichiHanchan(compileScorer(ir), ir.riichi!, read.input) };
}

describe('a hanchan with typed han and fu', () => {
  const deals = [
    // 1. East 1, dealer A. B declares riichi (1000 to the table) and wins on C's discard, typed 3 han 40 fu (the
    //    riichi counted in the han): 40 × 2^5 = 1280, a non-dealer's ron × 4 = 5120 -> 5200 from C; the stick to B.
    //    A 30000, B 30000 − 1000 + 5200 + 1000 = 35200, C 24800, D 30000. B deals next.
    { riichi: ['B'], win: { player: 'B', han: 3, fu: 40, from: 'discard', discarder: 'C' } },
    // 2. East 2, dealer B: tsumo typed 4 han 30 fu. EMA (no kiriage): 30 × 2^6 = 1920; the dealer's tsumo, each pays
    //    2 × 1920 = 3840 -> 3900. A 26100, B 35200 + 3 × 3900 = 46900, C 20900, D 26100. B keeps the deal: 1 counter.
    { win: { player: 'B', han: 4, fu: 30, from: 'wall' } },
    // 3. East 2, 1 counter. C wins on A's discard typed 5 han (no fu: mangan by the limit, 2000): × 4 = 8000, and
    //    300 per counter: 8300 from A. A 17800, C 29200. Scores: A 17800, B 46900, C 29200, D 26100 (= 120000).
    { win: { player: 'C', han: 5, from: 'discard', discarder: 'A' } },
  ];

  it('pays every win from the typed counters as the regulation values them', () => {
    const { settled } = settle(EMA, { deals });
    expect(settled!.problems).toEqual([]);
    expect(settled!.deals.map((d) => d.scores)).toEqual([
      { A: 30000, B: 35200, C: 24800, D: 30000 },
      { A: 26100, B: 46900, C: 20900, D: 26100 },
      { A: 17800, B: 46900, C: 29200, D: 26100 },
    ]);
    expect(settled!.deals[0]!.hands[0]).toMatchObject({ text: 'han 3, fu 40', hand: null, typed: { han: 3, fu: 40 } });
    expect(settled!.deals[0]!.hands[0]!.score).toMatchObject({ value: 1280, counters: { yakuman: 0, han: 3, fu: 40 } });
    // The mangan limit explains deal 3's value.
    expect(settled!.deals[2]!.hands[0]!.score.items.map((i) => i.id)).toEqual(['typed-han', 'mangan']);
    expect(settled!.payments.filter((p) => p.deal === 2).map((p) => [p.from, p.to, p.amount, p.rule])).toEqual([
      ['A', 'C', 8000, 'ron-non-dealer'], ['A', 'C', 300, 'honba-ron'],
    ]);
    // The end: B 1st 46900 − 30000 + 15000 = 31900 -> 31.9; C 2nd −800 + 5000 = 4200 -> 4.2;
    // D 3rd −3900 − 5000 = −8900 -> −8.9; A 4th −12200 − 15000 = −27200 -> −27.2.
    expect(settled!.standings.map((s) => [s.player, s.place, s.tournamentPoints])).toEqual([
      ['B', 1, 31.9], ['C', 2, 4.2], ['D', 3, -8.9], ['A', 4, -27.2],
    ]);
  });

  it('rounds 4 han 30 fu up to mangan under WRC (kiriage), not under EMA', () => {
    // A non-dealer's ron: EMA 30 × 2^6 = 1920 × 4 = 7680 -> 7700; WRC kiriage mangan 2000 × 4 = 8000.
    const deal = [{ win: { player: 'B', han: 4, fu: 30, from: 'discard', discarder: 'C' } }];
    expect(settle(EMA, { deals: deal }).settled!.deals[0]!.scores.B).toBe(37700);
    expect(settle(WRC, { deals: deal }).settled!.deals[0]!.scores.B).toBe(38000);
  });

  it('counts a typed yakuman at the limit, whatever han is typed beside it', () => {
    // yakuman 1: han and fu are 0 under it (their counters count only without a yakuman); the yakuman limit is 4 ×
    // 2000 = 8000; the dealer A's tsumo: each non-dealer pays 2 × 8000 = 16000: A 30000 + 48000 = 78000.
    const { settled } = settle(EMA, { deals: [{ win: { player: 'A', yakuman: 1, han: 2, from: 'wall' } }] });
    expect(settled!.problems).toEqual([]);
    expect(settled!.deals[0]!.scores).toEqual({ A: 78000, B: 14000, C: 14000, D: 14000 });
    expect(settled!.deals[0]!.hands[0]!.score.counters).toEqual({ yakuman: 1, han: 0, fu: 0 });
  });

  it('refuses a hand and typed counters together, circumstances beside typed counters, and a counter the regulation lacks', () => {
    const both = settle(EMA, { deals: [{ win: { player: 'B', hand: '123m456p789s234s9m+9m', han: 1, fu: 40, from: 'discard', discarder: 'C' } }] });
    expect(both.read).toEqual([expect.objectContaining({ code: 'deal/format', path: ['deals', 0, 'win', 'hand'] })]);
    const ippatsu = settle(EMA, { deals: [{ win: { player: 'B', han: 2, fu: 40, ippatsu: true, from: 'discard', discarder: 'C' } }] });
    expect(ippatsu.read).toEqual([expect.objectContaining({ code: 'deal/format', path: ['deals', 0, 'win', 'ippatsu'] })]);
    const unknown = settle(EMA, { deals: [{ win: { player: 'B', hna: 2, fu: 40, from: 'discard', discarder: 'C' } }] });
    expect(unknown.settled!.problems).toEqual([expect.objectContaining({ code: 'deal/format', path: ['deals', 0, 'win'] })]);
    expect(unknown.settled!.problems[0]!.message).toContain("'hna' is not a counter of riichi-ema-2016 (its counters: yakuman, han, fu)");
    const nothing = settle(EMA, { deals: [{ win: { player: 'B', han: 0, fu: 30, from: 'discard', discarder: 'C' } }] });
    expect(nothing.settled!.problems).toEqual([expect.objectContaining({ code: 'deal/not-declarable' })]);
  });

  it('is accepted in an event table the same way', () => {
    const event = {
      regulation: 'riichi-ema-2016.yaml', seed: 1,
      players: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id })),
      rounds: [{ tables: [{ players: ['A', 'B', 'C', 'D'], hanchan: { deals } }] }],
    };
    const { rounds, problems } = evaluateEvent(EMA, event, tableRulesOf(EMA));
    expect(problems).toEqual([]);
    // As above: B 31.9, C 4.2, D −8.9, A −27.2; game points = final score − 30000.
    const t = tablePoints(rounds[0]!.tables[0]!, EMA.tournament!.tablePoints);
    expect(Object.fromEntries(Object.entries(t).map(([p, r]) => [p, [r.points, r.vists]]))).toEqual({
      A: [-27.2, -12200], B: [31.9, 16900], C: [4.2, -800], D: [-8.9, -3900],
    });
  });
});
