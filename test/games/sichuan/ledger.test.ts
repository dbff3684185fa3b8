/**
 * The Sichuan deal ledger under sbr-2024 and sbr-2025, one payment rule at a time. Every expected figure is worked
 * out by hand from the reference note (shared/reference/mahjong-scoring.md section 4: Tables 6-7, penalties) and
 * the 2025 change list, with the arithmetic in a comment. Players A, B, C, D; void suit bamboo (s) unless stated.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RegulationIR } from '../../../runtime/index.js';
import { readSichuanDeal, settleSichuanDeal, SICHUAN_PROBLEM_CODES, type SichuanDealResult } from '../../../games/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const sbr24 = irOfFile('regulations/sbr-2024.yaml');
const sbr25 = irOfFile('regulations/sbr-2025.yaml');
const VOID = { A: 's', B: 's', C: 's', D: 's' };

/** Settles a deal written as data (players A-D, every void suit bamboo unless given). */
function settle(ir: RegulationIR, events: unknown[], voids: Record<string, string> = VOID): SichuanDealResult {
  const read = readSichuanDeal({ players: ['A', 'B', 'C', 'D'], void: voids, events });
  if (!read.input) throw new Error(JSON.stringify(read.problems));
  return settleSichuanDeal(ir, read.input);
}

/** Settles a deal that must have no problem. */
function ok(ir: RegulationIR, events: unknown[], voids?: Record<string, string>): SichuanDealResult {
  const r = settle(ir, events, voids);
  expect(r.problems).toEqual([]);
  return r;
}

const pts = (r: SichuanDealResult) => ({ ...r.points });
const nobodyReady = (...players: string[]) => ({ 'wall-end': Object.fromEntries(players.map((p) => [p, false])) });

describe('hu payments (Table 6)', () => {
  it('a hu on a discard: the discarder alone pays the hand value', () => {
    // C discards, B hus with value 4: C pays B 4; at the wall end nobody is ready, so nothing more.
    const r = ok(sbr25, [{ hu: { B: 4 }, from: 'discard', discarder: 'C' }, nobodyReady('A', 'C', 'D')]);
    // The row cites the rule that makes it: discard-bonus (Табл. 6, Ху на сброс), not the self-draw bonus.
    expect(r.payments).toEqual([expect.objectContaining({ from: 'C', to: 'B', amount: 4, rule: 'hu-discard', clause: 'Табл. 6 (Ху на сброс)' })]);
    expect(r.payments[0]!.reason.en).toBe('hu on a discard: hand value 4');
    expect(pts(r)).toEqual({ A: 0, B: 4, C: -4, D: 0 });
    expect(r.winners).toEqual(['B']);
  });

  it('the discarder pays the value plus discard-bonus (a regulation with 1 instead of 0)', () => {
    // value 4 + bonus 1 = 5 from C to B; the self-draw bonus is not involved.
    const ir: RegulationIR = { ...sbr25, sichuan: { ...sbr25.sichuan!, discardBonus: { ...sbr25.sichuan!.discardBonus, value: 1, clause: 'X' } } };
    const r = ok(ir, [{ hu: { B: 4 }, from: 'discard', discarder: 'C' }, nobodyReady('A', 'C', 'D')]);
    expect(r.payments).toEqual([expect.objectContaining({ from: 'C', to: 'B', amount: 5, rule: 'hu-discard', clause: 'X' })]);
    expect(r.payments[0]!.reason.en).toBe('hu on a discard: hand value 4 + 1');
  });

  it('several players hu on one discard: the discarder pays each of them', () => {
    // A discards; B (2) and D (8) both hu: A pays 2 + 8 = 10. Then A and C are left; at the wall end C is ready
    // with 4 and A is not: A pays C 4. A: -10 - 4 = -14, B +2, C +4, D +8.
    const r = ok(sbr25, [{ hu: { B: 2, D: 8 }, from: 'discard', discarder: 'A' }, { 'wall-end': { A: false, C: 4 } }]);
    expect(pts(r)).toEqual({ A: -14, B: 2, C: 4, D: 8 });
    expect(r.winners).toEqual(['B', 'D']);
  });

  it('self-drawn 8: 27 from three payers, then 18 from two (the reference note\'s example)', () => {
    // A draws an 8: B, C, D each pay 8 + 1 = 9, 27 in all. B then draws an 8: only C and D are still in the deal
    // and pay 9 each, 18; A, who is out, neither pays nor receives. A +27, B -9 + 18 = +9, C -18, D -18.
    const r = ok(sbr25, [{ hu: { A: 8 }, from: 'wall' }, { hu: { B: 8 }, from: 'wall' }, nobodyReady('C', 'D')]);
    const toA = r.payments.filter((p) => p.to === 'A').reduce((s, p) => s + p.amount, 0);
    const toB = r.payments.filter((p) => p.to === 'B').reduce((s, p) => s + p.amount, 0);
    expect([toA, toB]).toEqual([27, 18]);
    expect(r.payments.every((p) => p.rule === 'hu-self-draw' && p.clause === 'Табл. 6 (Ху со стены)' && p.reason.en === 'self-drawn hu: 8 + 1')).toBe(true);
    expect(pts(r)).toEqual({ A: 27, B: 9, C: -18, D: -18 });
  });

  it('a player who has declared hu cannot act afterwards', () => {
    const r = settle(sbr25, [{ hu: { A: 2 }, from: 'wall' }, { kong: 'concealed', player: 'A', tile: '5m' }, nobodyReady('B', 'C', 'D')]);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'deal/player-out', path: ['events', 1, 'player'] })]);
  });

  it('three hu end the deal; a later event is reported', () => {
    const r = settle(sbr25, [{ hu: { A: 1 }, from: 'wall' }, { hu: { B: 1 }, from: 'wall' }, { hu: { C: 1 }, from: 'wall' }, nobodyReady('D')]);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'deal/after-end', path: ['events', 3] })]);
  });

  it('a deal whose events stop with two or more players in is unfinished', () => {
    const r = settle(sbr25, [{ hu: { A: 1 }, from: 'wall' }]);
    expect(r.problems.map((p) => p.code)).toEqual(['deal/unfinished']);
  });

  it('a value that no hand can have is reported (base 1 x 2^fans, 4 fans at most)', () => {
    // Neither hu stands, so nobody leaves the deal: the wall end names all four.
    const r = settle(sbr25, [{ hu: { B: 3 }, from: 'discard', discarder: 'C' }, { hu: { A: 32 }, from: 'wall' }, nobodyReady('A', 'B', 'C', 'D')]);
    expect(r.problems.map((p) => p.code)).toEqual(['deal/bad-value', 'deal/bad-value']);
  });

  it('a hu given as a hand is scored with its circumstances: shoot after kong (1 fan, 2) and the kong not paid', () => {
    // C makes a concealed kong (A, B, D pay 2 each) and B hus on the discard right after it: the hand
    // 123m 456m 789m 234p 55p has the shoot-after-kong fan, 2^1 = 2, paid by C; the kong is void (C returns 2 to
    // A, B, D). C: +6 - 6 - 2 = -2, B: -2 + 2 + 2 = +2, A and D: -2 + 2 = 0.
    const r = ok(sbr25, [
      { kong: 'concealed', player: 'C', tile: '3s' },
      { hu: { B: '123m456m789m234p5p+5p' }, from: 'discard', discarder: 'C', 'after-kong': true },
      nobodyReady('A', 'C', 'D'),
    ], { A: 's', B: 's', C: 'm', D: 's' });
    expect(r.scores['1:B']?.score.items.map((i) => i.id)).toEqual(['shoot-after-kong']);
    expect(r.payments.filter((p) => p.rule === 'kong-void').map((p) => [p.from, p.to, p.amount])).toEqual([['C', 'A', 2], ['C', 'B', 2], ['C', 'D', 2]]);
    expect(pts(r)).toEqual({ A: 0, B: 2, C: -2, D: 0 });
  });
});

describe('kong payments (Table 7)', () => {
  it('concealed 2 from each player in, from a discard 2 from the discarder, promoted 1 from each, from the hand 0', () => {
    // A concealed: B, C, D pay 2 each (A +6). B from C's discard: C pays 2. D promoted: A, B, C pay 1 each (D +3).
    // C from the hand: nothing. Wall end, everyone ready with 1 (no payment, no kong voided).
    // A: +6 - 1 = 5; B: -2 + 2 - 1 = -1; C: -2 - 2 - 1 = -5; D: -2 + 3 = 1.
    const r = ok(sbr25, [
      { kong: 'concealed', player: 'A', tile: '1m' },
      { kong: 'discard', player: 'B', tile: '2m', from: 'C' },
      { kong: 'promoted', player: 'D', tile: '3m' },
      { kong: 'from-hand', player: 'C', tile: '4m' },
      { 'wall-end': { A: 1, B: 1, C: 1, D: 1 } },
    ]);
    expect(pts(r)).toEqual({ A: 5, B: -1, C: -5, D: 1 });
    expect(r.payments.filter((p) => p.rule === 'kong-discard')).toEqual([expect.objectContaining({ from: 'C', to: 'B', amount: 2, clause: 'Табл. 7' })]);
    expect(r.notes.map((n) => n.rule)).toContain('kong-from-hand');
  });

  it('a kong is paid only by the players still in the deal', () => {
    // B hus first (C pays 1); then A's concealed kong is paid by C and D only: 2 + 2 = 4.
    const r = ok(sbr25, [{ hu: { B: 1 }, from: 'discard', discarder: 'C' }, { kong: 'concealed', player: 'A', tile: '1m' }, { 'wall-end': { A: 1, C: 1, D: 1 } }]);
    expect(r.payments.filter((p) => p.to === 'A').map((p) => p.from)).toEqual(['C', 'D']);
    expect(pts(r)).toEqual({ A: 4, B: 1, C: -3, D: -2 });
  });

  it('a robbed promoted kong is not paid, and the robbed player pays like a discarder', () => {
    // C promotes 2m (A, B, D pay 1); B robs it with a hand of 2: the kong is void (C returns 1 each), C pays B 2.
    // C: +3 - 3 - 2 = -2; B: -1 + 1 + 2 = +2; A, D: 0.
    const r = ok(sbr25, [{ kong: 'promoted', player: 'C', tile: '2m' }, { hu: { B: 2 }, from: 'robbing', discarder: 'C' }, nobodyReady('A', 'C', 'D')]);
    expect(pts(r)).toEqual({ A: 0, B: 2, C: -2, D: 0 });
    expect(r.payments.filter((p) => p.rule === 'kong-void')).toHaveLength(3);
  });

  it('robbing needs a promoted kong of the robbed player just before', () => {
    const r = settle(sbr25, [{ hu: { B: 2 }, from: 'robbing', discarder: 'C' }, nobodyReady('A', 'B', 'C', 'D')]);
    expect(r.problems.map((p) => p.code)).toEqual(['deal/robbing-without-kong']);
  });

  it('a kong of the void suit costs its player -48, paid to nobody (the ledger itself stays zero-sum)', () => {
    // A's void suit is bamboo and he declares a concealed kong of 5s: B, C, D pay 2 each, A gets -48.
    // A: 6 - 48 = -42; the points sum to -48.
    const r = ok(sbr25, [{ kong: 'concealed', player: 'A', tile: '5s' }, { 'wall-end': { A: 1, B: 1, C: 1, D: 1 } }]);
    expect(r.adjustments).toEqual([expect.objectContaining({ player: 'A', points: -48, rule: 'void-suit', clause: 'Штрафы' })]);
    expect(pts(r)).toEqual({ A: -42, B: -2, C: -2, D: -2 });
  });
});

describe('wall end (Table 6)', () => {
  const kongThenWallEnd = (a: string, d: string) => [
    { kong: 'concealed', player: 'A', tile: '5m' },
    { hu: { B: 1 }, from: 'discard', discarder: 'C' },
    { 'wall-end': { A: a, C: false, D: d } },
  ];

  it('not-ready players pay ready ones their best value over the waits, without the kong fan', () => {
    // A: [5555m] 123m 678m 24m 99m waits on 3m: full flush 2 fans = 4 (the kong fan is not counted: not 8).
    // D: 123m 456m 789m 1p 5p 9p 7p is not ready; C is not ready (false). C and D each pay A 4.
    // A: +6 (kong) + 8 = 14; B: -2 + 1 = -1; C: -2 - 1 - 4 = -7; D: -2 - 4 = -6.
    const r = ok(sbr25, kongThenWallEnd('[5555m]123m678m24m99m', '123m456m789m1p5p9p7p'));
    expect(r.payments.filter((p) => p.rule === 'wall-end').map((p) => [p.from, p.to, p.amount])).toEqual([['C', 'A', 4], ['D', 'A', 4]]);
    expect(r.scores['2:A']?.hand).toBe('[5555m]123m678m24m99m+3m');
    expect(r.scores['2:A']?.score.items.map((i) => i.id)).toEqual(['full-flush']);
    expect(pts(r)).toEqual({ A: 14, B: -1, C: -7, D: -6 });
  });

  it('a not-ready declarer gets nothing for his kongs: they are returned', () => {
    // A: [5555m] 123m 678m 1p 9p 99m is not ready, so his kong is returned (2 to B, C, D); D waits on 3p with
    // 123m 456m 789m 12p 55p: no fan, 1; A and C pay D 1 each.
    // A: +6 - 6 - 1 = -1; B: -2 + 2 + 1 = 1; C: -2 + 2 - 1 - 1 = -2; D: -2 + 2 + 2 = 2.
    const r = ok(sbr25, kongThenWallEnd('[5555m]123m678m1p9p99m', '123m456m789m12p55p'));
    expect(r.payments.filter((p) => p.rule === 'kong-void').map((p) => [p.from, p.to, p.amount])).toEqual([['A', 'B', 2], ['A', 'C', 2], ['A', 'D', 2]]);
    expect(pts(r)).toEqual({ A: -1, B: 1, C: -2, D: 2 });
  });

  it('a tile of the void suit in the hand: -48 to nobody, and the player is not ready', () => {
    // D (void bamboo) holds 3s and 5s: -48, not ready, pays A 4. A: 6 + 8 = 14 as above; D: -2 - 4 - 48 = -54.
    const r = ok(sbr25, kongThenWallEnd('[5555m]123m678m24m99m', '123m456m789m1p2p3s5s'));
    expect(r.adjustments).toEqual([expect.objectContaining({ player: 'D', points: -48, rule: 'void-suit' })]);
    expect(pts(r)).toEqual({ A: 14, B: -1, C: -7, D: -54 });
    const sum = Object.values(r.points).reduce((s, v) => s + v, 0);
    expect(sum).toBe(-48);
  });

  it('a hand with a wrong number of tiles is not ready (and dead)', () => {
    // D holds 12 tiles: not ready, pays A 4; under 2025 he had no kong anyway. Same figures as the first case.
    const r = ok(sbr25, kongThenWallEnd('[5555m]123m678m24m99m', '123m456m789m1p5p9p'));
    expect(pts(r)).toEqual({ A: 14, B: -1, C: -7, D: -6 });
  });

  it('the wall-end event names exactly the players still in', () => {
    const r = settle(sbr25, [{ hu: { B: 1 }, from: 'discard', discarder: 'C' }, { 'wall-end': { A: false, B: false, C: false } }]);
    expect(r.problems.map((p) => p.code)).toEqual(['deal/wall-end-hands', 'deal/wall-end-hands']);
  });
});

describe('false hu and the 2025 changes', () => {
  it('sbr-2024: a false hu costs 8 to each player still in the deal, 24 (the reference note\'s example)', () => {
    // D declares a false hu with A, B, C in the deal: 8 x 3 = 24.
    const r = ok(sbr24, [{ 'false-hu': 'D' }, nobodyReady('A', 'B', 'C', 'D')]);
    expect(r.payments.map((p) => [p.from, p.to, p.amount, p.rule])).toEqual([['D', 'A', 8, 'false-hu'], ['D', 'B', 8, 'false-hu'], ['D', 'C', 8, 'false-hu']]);
    expect(r.points.D).toBe(-24);
  });

  it('sbr-2025: 8 for a waiting hand, 16 for one that is not (8 x 3 = 24, 16 x 3 = 48)', () => {
    expect(ok(sbr25, [{ 'false-hu': 'D', waiting: true }, nobodyReady('A', 'B', 'C', 'D')]).points.D).toBe(-24);
    expect(ok(sbr25, [{ 'false-hu': 'D', waiting: false }, nobodyReady('A', 'B', 'C', 'D')]).points.D).toBe(-48);
  });

  it('sbr-2025: the level comes from the hand when it is given, and is needed otherwise', () => {
    // 123m 456m 789m 234p 5p waits on 5p: a waiting hand, 8 each. 123m 456m 789m 1p 5p 9p 7p waits on nothing: 16.
    expect(ok(sbr25, [{ 'false-hu': 'D', hand: '123m456m789m234p5p+6p' }, nobodyReady('A', 'B', 'C', 'D')]).points.D).toBe(-24);
    expect(ok(sbr25, [{ 'false-hu': 'D', hand: '123m456m789m1p5p9p7p' }, nobodyReady('A', 'B', 'C', 'D')]).points.D).toBe(-48);
    expect(settle(sbr25, [{ 'false-hu': 'D' }, nobodyReady('A', 'B', 'C', 'D')]).problems.map((p) => p.code)).toEqual(['deal/false-hu-waiting']);
  });

  it('a declared hu whose hand is not complete is a false hu, and the offender\'s kongs are returned', () => {
    // B makes a concealed kong (+2 from A, C, D), then declares hu on C's 6p with 123m 456m 789m 234p 5p: not
    // complete but waiting (on 5p), 8 to A, C, D; the kong is returned. B: 6 - 24 - 6 = -24; A, C, D: -2 + 8 + 2 = 8.
    const r = ok(sbr25, [
      { kong: 'concealed', player: 'B', tile: '1p' },
      { hu: { B: '{1111p}123m456m789m5p+6p' }, from: 'discard', discarder: 'C' },
      nobodyReady('A', 'B', 'C', 'D'),
    ], { A: 's', B: 's', C: 's', D: 's' });
    expect(pts(r)).toEqual({ A: 8, B: -24, C: 8, D: 8 });
    expect(r.winners).toEqual([]);
  });

  it('unverifiable furiten: a false hu in 2025 (8 to each); in 2024 barred, the hu does not count and costs nothing', () => {
    const events = [{ hu: { B: 2 }, from: 'discard', discarder: 'C', furiten: true }, nobodyReady('A', 'B', 'C', 'D')];
    // 2025: B pays 8 to A, C, D (his hand was complete, so waiting) and stays in the deal.
    expect(pts(ok(sbr25, events))).toEqual({ A: 8, B: -24, C: 8, D: 8 });
    // 2024 ("cannot Hu until his next draw"): nothing is paid and B stays in the deal (the wall end names him).
    const old = ok(sbr24, events);
    expect(pts(old)).toEqual({ A: 0, B: 0, C: 0, D: 0 });
    expect(old.winners).toEqual([]);
    expect(old.notes.map((n) => n.rule)).toContain('furiten');
  });

  it('a false hu does not bar a later hu of the same player, in 2025 as in 2024', () => {
    // D: a false hu (8 x 3 = 24), then a self-drawn 2 (2 + 1 = 3 each from A, B, C = 9): -24 + 9 = -15.
    const events = [{ 'false-hu': 'D', waiting: true }, { hu: { D: 2 }, from: 'wall' }, nobodyReady('A', 'B', 'C')];
    expect(ok(sbr25, events).points.D).toBe(-24 + 9);
    expect(ok(sbr24, events).points.D).toBe(-24 + 9);
  });

  it('a dead hand may not claim a discard in 2025; it could in 2024', () => {
    const events = [{ 'dead-hand': 'D' }, { kong: 'discard', player: 'D', tile: '7m', from: 'A' }, nobodyReady('A', 'B', 'C', 'D')];
    expect(pts(ok(sbr25, events))).toEqual({ A: 0, B: 0, C: 0, D: 0 });
    // 2024: A pays D 2; at the wall end D is dead, so not ready, and his kong is returned: 0 again, through a refund.
    const r24 = ok(sbr24, events);
    expect(r24.payments.map((p) => [p.from, p.to, p.amount, p.rule])).toEqual([['A', 'D', 2, 'kong-discard'], ['D', 'A', 2, 'kong-void']]);
  });

  it('a dead hand cannot declare hu', () => {
    const r = settle(sbr25, [{ 'dead-hand': 'D' }, { hu: { D: 2 }, from: 'wall' }, nobodyReady('A', 'B', 'C', 'D')]);
    expect(r.problems.map((p) => p.code)).toEqual(['deal/dead-hand-hu']);
  });

  it('a wrong tile count found when the hands are checked after a 3-hu final voids the kongs in 2025 only', () => {
    // D's concealed kong: A, B, C pay 2 each. A, B, C then hu for 1 each on D's discards (D pays 3). The deal ends;
    // the check finds D's tiles wrong. 2025: D returns the 6: D -3; 2024: his kong stands: D +6 - 3 = 3.
    const events = [
      { kong: 'concealed', player: 'D', tile: '7m' },
      { hu: { A: 1 }, from: 'discard', discarder: 'D' },
      { hu: { B: 1 }, from: 'discard', discarder: 'D' },
      { hu: { C: 1 }, from: 'discard', discarder: 'D' },
      { 'wrong-tile-count': 'D' },
    ];
    expect(ok(sbr25, events).points.D).toBe(-3);
    const r24 = ok(sbr24, events);
    expect(r24.points.D).toBe(3);
    expect(r24.notes.some((n) => n.rule === 'kong-void')).toBe(true);
  });
});

describe('reading a deal', () => {
  it('reports every structural problem at its path', () => {
    const r = readSichuanDeal({
      players: ['A', 'B', 'C', 'D'], void: { A: 'z' }, extra: 1,
      events: [{ kong: 'discard', player: 'A', tile: '5m' }, { hu: { X: 2 }, from: 'wall' }, { hu: { B: 2 }, from: 'discard' }, { foo: 1 }],
    });
    expect(r.input).toBeUndefined();
    expect(r.problems.map((p) => [p.code, p.path.join('.')])).toEqual([
      ['deal/format', 'extra'],
      ['deal/format', 'void.A'],
      ['deal/format', 'events.0'],
      ['deal/unknown-player', 'events.1.hu.X'],
      ['deal/format', 'events.2'],
      ['deal/format', 'events.3'],
    ]);
  });
});

describe('problem codes', () => {
  it('every deal/ code written in games/sichuan/ledger.ts is listed in SICHUAN_PROBLEM_CODES', () => {
    const file = join(import.meta.dirname, '..', '..', '..', 'games', 'sichuan', 'ledger.ts');
    const written = new Set([...readFileSync(file, 'utf8').matchAll(/'(deal\/[a-z-]+)'/g)].map((m) => m[1]!));
    expect([...written].sort()).toEqual([...SICHUAN_PROBLEM_CODES].sort());
  });
});
