/**
 * Property of the shape index's waiting candidates (ShapeIndex.loadWaiting): a hand one tile short keeps every shape
 * that some tile completes it into (matchShape tried tile by tile), on random hands and on hands one tile away from
 * an instance of a shape, for every bundled regulation. The index's inputs are computed here from their definitions.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchShape } from '../../../runtime/eval/match.js';
import { compileScorer, type CompiledScorer } from '../../../runtime/mahjong/compile-scorer.js';
import type { Meld } from '../../../runtime/mahjong/hand.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { DEFAULT_WIN_OPTIONS } from '../../../runtime/mahjong/score-types.js';
import { isWaitingCandidate } from '../../../runtime/mahjong/shape-index.js';
import { windTile } from '../../../runtime/mahjong/tiles.js';
import { createRandom } from '../../../runtime/random.js';
import { arbitraryHand } from '../../support/arbitraries.js';
import { irOfFile } from '../../support/compile-inline.js';
import { nearShapeHand } from '../../support/shape-instance.js';

const files = readdirSync('regulations').filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', f));
const SIZE = { chow: 3, pung: 3, kong: 4, pair: 2 } as const;

/**
 * Loads the waiting candidates of concealed counts `base` (the hand before its winning tile) and declared melds;
 * `found`: tiles known to complete the hand already.
 */
function loadWaiting(scorer: CompiledScorer, base: Uint8Array, declared: readonly Meld[], found: readonly number[] = []): void {
  const bit = (t: number): [number, number] => (t < 27 ? [1 << t, 0] : [0, 1 << (t - 27)]);
  let usedLow = 0, usedHigh = 0, heldLow = 0, heldHigh = 0, odd = 0, kongs = 0;
  const totals = [0, 0, 0, 0];
  for (let t = 0; t < 34; t++) {
    if (base[t] === 0) continue;
    const [l, h] = bit(t);
    usedLow |= l; usedHigh |= h; heldLow |= l; heldHigh |= h;
    if (base[t]! % 2 === 1) odd++;
    totals[Math.min(3, Math.floor(t / 9))]! += base[t]!;
  }
  for (const m of declared) {
    const [l, h] = bit(m.tile);
    usedLow |= l; usedHigh |= h;
    if (m.kind !== 'chow') { heldLow |= l; heldHigh |= h; }
    if (m.kind === 'kong') kongs++;
    totals[Math.min(3, Math.floor(m.tile / 9))]! += SIZE[m.kind];
  }
  let foundLow = 0, foundHigh = 0;
  for (const t of found) { const [l, h] = bit(t); foundLow |= l; foundHigh |= h; }
  scorer.shapeIndex.loadWaiting(usedLow, usedHigh, heldLow, heldHigh, odd, kongs, totals[0]!, totals[1]!, totals[2]!, totals[3]!, foundLow, foundHigh);
}

describe.each(files)('%s', (file) => {
  const scorer = compileScorer(irOfFile(file));

  /**
   * Asserts that every shape some tile completes the hand into is a waiting candidate, and, when the lowest tile that
   * completes each shape is given as found, every shape that a tile not found completes; returns how many shapes some
   * tile completes.
   */
  function check(base: Uint8Array, declared: readonly Meld[]): number {
    const completing = scorer.shapes.map((s) => {
      const tiles: number[] = [];
      for (let c = 0; c < 34; c++) {
        const plus = base.slice();
        plus[c]!++;
        if (matchShape(s.ir.pattern.units, declared, plus, scorer.bindings, s.ir.distinct, s.order)) tiles.push(c);
      }
      return tiles;
    });
    loadWaiting(scorer, base, declared);
    completing.forEach((tiles, i) => {
      if (tiles.length > 0) expect(isWaitingCandidate(scorer.shapeIndex, i), `${scorer.shapes[i]!.ir.id} + ${tiles[0]} ${JSON.stringify([...base])}`).toBe(true);
    });
    if (declared.length === 0) {
      // The suit shortfall of shapes of fixed ranks, from keys of 3 bits per rank as a scan makes them.
      const keys = new Int32Array(4);
      for (let t = 0; t < 34; t++) keys[Math.min(3, Math.floor(t / 9))]! += Math.min(base[t]!, 7) << (3 * (t < 27 ? t % 9 : t - 27));
      loadWaiting(scorer, base, declared);
      scorer.shapeIndex.dropWaitingSuitShort(keys);
      completing.forEach((tiles, i) => {
        if (tiles.length > 0) expect(isWaitingCandidate(scorer.shapeIndex, i), `${scorer.shapes[i]!.ir.id} + ${tiles[0]} (suits) ${JSON.stringify([...base])}`).toBe(true);
      });
    }
    const found = completing.filter((tiles) => tiles.length > 0).map((tiles) => tiles[0]!);
    loadWaiting(scorer, base, declared, found);
    completing.forEach((tiles, i) => {
      const other = tiles.find((t) => !found.includes(t));
      if (other !== undefined) expect(isWaitingCandidate(scorer.shapeIndex, i), `${scorer.shapes[i]!.ir.id} + ${other}, found ${found} ${JSON.stringify([...base])}`).toBe(true);
    });
    return completing.filter((tiles) => tiles.length > 0).length;
  }

  it('keeps every shape that one more tile completes a random hand into', () => {
    fc.assert(fc.property(arbitraryHand(), (g) => {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      const { concealed, declared, winTile } = parsed.hand;
      const base = new Uint8Array(34);
      for (const t of concealed) base[t]!++;
      if (winTile !== null) base[winTile]!--;
      scorer.bindings.seat = windTile(g.options.seat ?? DEFAULT_WIN_OPTIONS.seat);
      scorer.bindings.round = windTile(g.options.round ?? DEFAULT_WIN_OPTIONS.round);
      check(base, declared);
    }), { numRuns: 300 });
  });

  if (scorer.shapes.length > 0) it('keeps every shape that one more tile completes a hand near a shape into', () => {
    let completed = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
      const inst = nearShapeHand(scorer, createRandom(seed));
      if (inst === null) return;
      scorer.bindings.seat = windTile(inst.seat!);
      scorer.bindings.round = windTile(inst.round!);
      completed += check(inst.counts, inst.declared);
    }), { numRuns: 400 });
    expect(completed).toBeGreaterThan(0); // some shapes were completed: the property was exercised, not vacuous
  });
});
