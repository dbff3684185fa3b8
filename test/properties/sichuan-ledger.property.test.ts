/**
 * Properties of the Sichuan ledger and hand values under sbr-2024 and sbr-2025: over random event sequences the
 * game points sum to the void-suit penalties alone (paid to nobody, kept apart as adjustments; every other amount
 * is a payment from one player to another); every payment is positive; a player who has declared hu neither pays nor receives
 * afterwards (only returns of kong payments undo earlier ones); a hand's value is a power of two never above the cap.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileScorer, parseHand, scoreHand } from '../../runtime/index.js';
import { readSichuanDeal, settleSichuanDeal } from '../../games/index.js';
import { irOfFile } from '../support/compile-inline.js';
import { arbitraryWinningHand } from '../support/arbitraries.js';

const editions = [irOfFile('regulations/sbr-2024.yaml'), irOfFile('regulations/sbr-2025.yaml')];
const PLAYERS = ['A', 'B', 'C', 'D'];
const player = fc.constantFrom(...PLAYERS);
const tile = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.constantFrom('m', 'p', 's')).map(([r, s]) => `${r}${s}`);
const value = fc.constantFrom(1, 2, 4, 8, 16);

const kong = fc.record({ kong: fc.constantFrom('concealed', 'discard', 'promoted', 'from-hand'), player, tile, from: player })
  .map((k) => (k.kong === 'discard' ? k : { kong: k.kong, player: k.player, tile: k.tile }));
const hu = fc.record({
  winners: fc.uniqueArray(player, { minLength: 1, maxLength: 2 }), values: fc.array(value, { minLength: 2, maxLength: 2 }),
  from: fc.constantFrom('discard', 'wall', 'replacement', 'robbing'), discarder: player, furiten: fc.boolean(), afterKong: fc.boolean(),
}).map((h) => {
  const self = h.from === 'wall' || h.from === 'replacement';
  const winners = self ? h.winners.slice(0, 1) : h.winners.filter((w) => w !== h.discarder);
  return {
    hu: Object.fromEntries((winners.length > 0 ? winners : [PLAYERS.find((p) => p !== h.discarder)!]).map((w, i) => [w, h.values[i]!])),
    from: h.from, ...(self ? {} : { discarder: h.discarder }), furiten: h.furiten, ...(h.from === 'discard' ? { 'after-kong': h.afterKong } : {}),
  };
});
const other = fc.oneof(
  fc.record({ 'false-hu': player, waiting: fc.boolean() }),
  fc.record({ 'dead-hand': player }),
  fc.record({ 'wrong-tile-count': player }),
);
const deal = fc.tuple(fc.array(fc.oneof(kong, kong, hu, hu, other), { maxLength: 10 }), fc.array(fc.oneof(value, fc.constant(false as const)), { minLength: 4, maxLength: 4 }));

describe('Sichuan ledger properties', () => {
  it('game points sum to the void-suit penalties alone; payments are positive; nobody out pays or receives', () => {
    fc.assert(fc.property(fc.constantFrom(0, 1), deal, (e, [events, end]) => {
      const ir = editions[e]!;
      const read = readSichuanDeal({ players: PLAYERS, void: { A: 's', B: 'm', C: 'p', D: 's' }, events: [...events, { 'wall-end': {} }] });
      if (!read.input) return;
      // First pass: who is still in at the wall end; then settle with exactly those players' wall-end values.
      const first = settleSichuanDeal(ir, read.input);
      const stillIn = PLAYERS.filter((p) => !first.winners.includes(p));
      const wallEnd = read.input.events[read.input.events.length - 1]!;
      if (wallEnd.kind === 'wall-end') for (const p of stillIn) wallEnd.hands[p] = end[PLAYERS.indexOf(p)]!;
      const r = settleSichuanDeal(ir, read.input);
      expect(r.payments.every((p) => p.amount > 0 && p.from !== p.to)).toBe(true);
      const points = Object.values(r.points).reduce((s, v) => s + v, 0);
      const adjustments = r.adjustments.reduce((s, a) => s + a.points, 0);
      expect(points).toBe(adjustments);
      const fines = [ir.sichuan!.voidSuit.value.wallEnd, ir.sichuan!.voidSuit.value.declaredSet];
      expect(r.adjustments.every((a) => a.rule === 'void-suit' && fines.includes(a.points))).toBe(true);
      // A winner goes out at the event of the first hu payment he receives (every hu that counts has a payer).
      const outAt = new Map<string, number>();
      for (const p of r.payments) if (p.rule.startsWith('hu-') && !outAt.has(p.to)) outAt.set(p.to, p.event);
      expect([...outAt.keys()].sort()).toEqual([...r.winners].sort());
      for (const p of r.payments) {
        if (p.rule === 'kong-void') continue;
        for (const who of [p.from, p.to]) {
          const at = outAt.get(who);
          expect(at === undefined || p.event <= at).toBe(true);
        }
      }
    }), { numRuns: 300 });
  });

  it('a hand\'s value is 2^fans, never above the cap of 4 fans (16)', () => {
    const scorers = editions.map(compileScorer);
    fc.assert(fc.property(arbitraryWinningHand(), fc.constantFrom(0, 1), fc.constantFrom('m', 'p', 's'), (h, e, v) => {
      const parsed = parseHand(h.notation);
      if (!parsed.ok) return;
      const r = scoreHand(scorers[e]!, parsed.hand, { ...h.options, void: v as 'm' | 'p' | 's' });
      expect([1, 2, 4, 8, 16]).toContain(r.total);
    }), { numRuns: 300 });
  });
});
