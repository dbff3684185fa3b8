/**
 * Classical settlement (runtime/mahjong/settle.ts): the reference vectors of shared/reference/mahjong-scoring.md §3,
 * each switch on and off, how doublings combine, and East as either loser of a pair. Every expected value is
 * worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import type { SettlementIR } from '../../../runtime/ir/tournament.js';
import { netOfPayments, settleClassical, type SettleInput } from '../../../runtime/mahjong/settle.js';

const origin = { file: 'test', line: 1, col: 1 };

/** Settlement switches with distinct clauses (L, E, S, D) so that a payment's clause shows which applied. */
function rules(o: { losers?: boolean; east?: boolean; self?: boolean; discarder?: boolean } = {}): SettlementIR {
  return {
    losersPayEachOther: { value: o.losers ?? true, clause: 'L', origin },
    eastDoubles: { value: o.east ?? true, clause: 'E', origin },
    selfDrawDoubles: { value: o.self ?? false, clause: 'S', origin },
    discarderDoubles: { value: o.discarder ?? false, clause: 'D', origin },
  };
}

/** The payments as [from, to, amount] triples. */
function triples(input: SettleInput, r: SettlementIR): Array<[string, string, number]> {
  return settleClassical(input, r).map((p) => [p.from, p.to, p.amount]);
}

function net(input: SettleInput, r: SettlementIR): Record<string, number> {
  return { ...netOfPayments(input.seats, settleClassical(input, r)) };
}

describe('settleClassical: reference vectors', () => {
  it('4windsmj Chinese Classical: E 2, S 46, W 12, N 192, North wins, East doubles, losers settle', () => {
    const input: SettleInput = { seats: ['E', 'S', 'W', 'N'], values: { E: 2, S: 46, W: 12, N: 192 }, winner: 'N', from: 'wall' };
    expect(triples(input, rules())).toEqual([
      ['E', 'N', 384], // 192 x 2 (East pays double)
      ['S', 'N', 192],
      ['W', 'N', 192],
      ['E', 'S', 88], // (46 - 2) x 2
      ['E', 'W', 20], // (12 - 2) x 2
      ['W', 'S', 34], // 46 - 12
    ]);
    // Starting from 2000 each: E 2000-384-88-20 = 1508, S 2000-192+88+34 = 1930, W 2000-192+20-34 = 1794,
    // N 2000+384+192+192 = 2768 (sum 8000).
    const n = net(input, rules());
    expect({ E: 2000 + n.E!, S: 2000 + n.S!, W: 2000 + n.W!, N: 2000 + n.N! }).toEqual({ E: 1508, S: 1930, W: 1794, N: 2768 });
  });

  it('Acme::Mahjong::Rule::CC: non-dealer winner 200, dealer 100, pl3 50, pl4 20 -> +800 / -140 / -270 / -390', () => {
    const input: SettleInput = { seats: ['dealer', 'winner', 'pl3', 'pl4'], values: { dealer: 100, winner: 200, pl3: 50, pl4: 20 }, winner: 'winner', from: 'discard', discarder: 'pl3' };
    // Winner: 200 x 2 from the dealer + 200 + 200 = 800. Dealer: -400 + (100-50) x 2 + (100-20) x 2 = -400 + 100 + 160
    // = -140. pl3: -200 - 100 + (50-20) = -270. pl4: -200 - 160 - 30 = -390.
    expect(net(input, rules())).toEqual({ winner: 800, dealer: -140, pl3: -270, pl4: -390 });
    expect(triples(input, rules())).toContainEqual(['pl4', 'pl3', 30]);
  });
});

describe('settleClassical: East between losers (Pomax checks only one side of the pair)', () => {
  // East is seats[0]. Each case below has East lower than one loser and higher than another, so East both pays and
  // receives a doubled difference; the pair of the two others is never doubled.
  it('East pays a doubled difference to a higher loser and receives one from a lower loser', () => {
    const input: SettleInput = { seats: ['e', 's', 'w', 'n'], values: { e: 30, s: 100, w: 10, n: 500 }, winner: 'n', from: 'discard', discarder: 's' };
    expect(triples(input, rules())).toEqual([
      ['e', 'n', 1000], // 500 x 2
      ['s', 'n', 500],
      ['w', 'n', 500],
      ['e', 's', 140], // East lower: (100 - 30) x 2
      ['w', 'e', 40], // East higher: (30 - 10) x 2
      ['w', 's', 90], // 100 - 10, not doubled
    ]);
  });

  it('the same with East seated after the others in the list of losers (winner is East\'s left neighbour)', () => {
    // Losers in seat order: e, w, n (s wins). East again pays the higher and collects from the lower, doubled.
    const input: SettleInput = { seats: ['e', 's', 'w', 'n'], values: { e: 30, s: 500, w: 100, n: 10 }, winner: 's', from: 'wall' };
    expect(triples(input, rules())).toEqual([
      ['e', 's', 1000], ['w', 's', 500], ['n', 's', 500],
      ['e', 'w', 140], // (100 - 30) x 2
      ['n', 'e', 40], // (30 - 10) x 2
      ['n', 'w', 90],
    ]);
  });

  it('relabelling the seats so that East has the largest id changes nothing', () => {
    const input: SettleInput = { seats: ['z', 'a', 'b', 'c'], values: { z: 30, a: 100, b: 10, c: 500 }, winner: 'c', from: 'discard', discarder: 'a' };
    expect(net(input, rules())).toEqual({ z: -1000 - 140 + 40, a: -500 + 140 + 90, b: -500 - 40 - 90, c: 2000 });
  });
});

describe('settleClassical: switches', () => {
  const seats = ['e', 's', 'w', 'n'];
  const values = { e: 8, s: 100, w: 4, n: 0 };

  it('losers-pay-each-other off: only the winner is paid', () => {
    // s wins 100 on a discard by w: e pays 200 (East), w 100, n 100.
    expect(triples({ seats, values, winner: 's', from: 'discard', discarder: 'w' }, rules({ losers: false }))).toEqual([
      ['e', 's', 200], ['w', 's', 100], ['n', 's', 100],
    ]);
  });

  it('losers-pay-each-other on: the lower pays the higher the difference (doubled with East)', () => {
    const t = triples({ seats, values, winner: 's', from: 'discard', discarder: 'w' }, rules());
    // e 8 vs w 4: w pays e 4 x 2 = 8; e 8 vs n 0: n pays e 16; w 4 vs n 0: n pays w 4.
    expect(t.slice(3)).toEqual([['w', 'e', 8], ['n', 'e', 16], ['n', 'w', 4]]);
  });

  it('east-doubles off: East pays and receives single', () => {
    const t = triples({ seats, values, winner: 's', from: 'discard', discarder: 'w' }, rules({ east: false }));
    expect(t).toEqual([['e', 's', 100], ['w', 's', 100], ['n', 's', 100], ['w', 'e', 4], ['n', 'e', 8], ['n', 'w', 4]]);
  });

  it('east-doubles on and East wins: every loser pays double', () => {
    // e wins 8: s, w, n pay 16 each; losers: s 100 vs w 4 -> w pays 96; s vs n -> n pays 100; w vs n -> n pays 4.
    expect(triples({ seats, values, winner: 'e', from: 'wall' }, rules())).toEqual([
      ['s', 'e', 16], ['w', 'e', 16], ['n', 'e', 16], ['w', 's', 96], ['n', 's', 100], ['n', 'w', 4],
    ]);
  });

  it('self-draw-doubles: every loser pays double on a self-drawn win, not on a discard', () => {
    const self = rules({ losers: false, self: true });
    // s wins 100 from the wall: e 100 x 2 (East) x 2 (self-drawn) = 400, w and n 200.
    expect(triples({ seats, values, winner: 's', from: 'wall' }, self)).toEqual([['e', 's', 400], ['w', 's', 200], ['n', 's', 200]]);
    // A loose tile is self-drawn too.
    expect(triples({ seats, values, winner: 's', from: 'replacement' }, self)).toEqual([['e', 's', 400], ['w', 's', 200], ['n', 's', 200]]);
    // On a discard nobody pays the self-draw double.
    expect(triples({ seats, values, winner: 's', from: 'discard', discarder: 'w' }, self)).toEqual([['e', 's', 200], ['w', 's', 100], ['n', 's', 100]]);
  });

  it('discarder-doubles: the discarder pays double, the others single', () => {
    const d = rules({ losers: false, discarder: true });
    expect(triples({ seats, values, winner: 's', from: 'discard', discarder: 'w' }, d)).toEqual([['e', 's', 200], ['w', 's', 200], ['n', 's', 100]]);
    // East discarding: 100 x 2 (East) x 2 (discarder) = 400.
    expect(triples({ seats, values, winner: 's', from: 'discard', discarder: 'e' }, d)).toEqual([['e', 's', 400], ['w', 's', 100], ['n', 's', 100]]);
    // The player whose kong was robbed counts as the discarder.
    expect(triples({ seats, values, winner: 's', from: 'robbing', discarder: 'n' }, d)).toEqual([['e', 's', 200], ['w', 's', 100], ['n', 's', 200]]);
  });

  it('doublings multiply, and each payment names the clauses of the switches that applied', () => {
    const all = rules({ losers: false, self: true, discarder: true });
    const ps = settleClassical({ seats, values, winner: 's', from: 'wall' }, all);
    // East on a self-draw with East and self-draw doubling: 100 x 2 x 2 = 400.
    expect(ps[0]).toMatchObject({ from: 'e', amount: 400, base: 100, doubledBy: ['east-doubles', 'self-draw-doubles'], clause: 'L, E, S', rule: 'settlement' });
    expect(ps[1]).toMatchObject({ from: 'w', amount: 200, doubledBy: ['self-draw-doubles'], clause: 'L, S' });
    const bySeat = settleClassical({ seats, values, winner: 's', from: 'discard', discarder: 'e' }, all);
    expect(bySeat[0]).toMatchObject({ from: 'e', amount: 400, doubledBy: ['east-doubles', 'discarder-doubles'], clause: 'L, E, D' });
    expect(bySeat[1]).toMatchObject({ from: 'w', amount: 100, doubledBy: [], clause: 'L' });
  });

  it('the house limit caps the hand, not the payment: an East winner at the limit of 2000 collects 3 x 4000', () => {
    const input: SettleInput = { seats, values: { e: 2000, s: 0, w: 0, n: 0 }, winner: 'e', from: 'discard', discarder: 'n' };
    expect(net(input, rules())).toEqual({ e: 12000, s: -4000, w: -4000, n: -4000 });
  });

  it('no zero payments: a winner worth 0 and equal losers pay nothing', () => {
    expect(settleClassical({ seats, values: { e: 5, s: 0, w: 5, n: 5 }, winner: 's', from: 'wall' }, rules())).toEqual([]);
  });

  it('throws on an inconsistent input (callers check user input first)', () => {
    expect(() => settleClassical({ seats, values, winner: 'x', from: 'wall' }, rules())).toThrow(/winner/);
    expect(() => settleClassical({ seats, values, winner: 's', from: 'discard' }, rules())).toThrow(/discarder/);
    expect(() => settleClassical({ seats, values, winner: 's', from: 'wall', discarder: 'e' }, rules())).toThrow(/self-drawn/);
    expect(() => settleClassical({ seats, values: { e: 1, s: 2, w: 3 }, winner: 's', from: 'wall' }, rules())).toThrow(/value/);
  });
});
