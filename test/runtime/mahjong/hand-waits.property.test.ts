/**
 * Property of the wait search of hand-waits.ts with its shape prefilters: waitingTiles lists exactly the standard
 * waits plus every tile (not already held four times) with which some shape of the regulation matches, tried tile by
 * tile with matchShape; countWaitingTiles agrees with it up to its cap. On random hands and on hands one tile away
 * from an instance of a shape, for every bundled regulation. Told that a winning hand is complete, countWaitingTiles
 * counts the same, and so does counting from the scan of the concealed tiles that scoring makes (scan-waits.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchShape } from '../../../runtime/eval/match.js';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import type { ParsedHand } from '../../../runtime/mahjong/hand.js';
import { countWaitingTiles, waitingTiles } from '../../../runtime/mahjong/hand-waits.js';
import { ConcealedScan, scanConcealed } from '../../../runtime/mahjong/concealed-scan.js';
import { handCounts } from '../../../runtime/mahjong/hand-counts.js';
import { countScannedWaits, UNDECIDED } from '../../../runtime/mahjong/scan-waits.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { readingsOf } from '../../../runtime/mahjong/readings.js';
import { DEFAULT_WIN_OPTIONS, type WinOptions } from '../../../runtime/mahjong/score-types.js';
import { createRandom } from '../../../runtime/random.js';
import { arbitraryHand } from '../../support/arbitraries.js';
import { irOfFile } from '../../support/compile-inline.js';
import { nearShapeHand } from '../../support/shape-instance.js';

const files = readdirSync('regulations').filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', f));

describe.each(files)('%s', (file) => {
  const scorer = compileScorer(irOfFile(file));
  const standardOnly = { ...scorer, shapes: [] };

  /** Standard waits (the same search without shapes) plus the shapes' waits tried one tile at a time (for 3n+1 tiles). */
  function bruteForce(hand: ParsedHand, o: WinOptions): number[] {
    const waits = new Set(waitingTiles(standardOnly, hand, o));
    const base = new Uint8Array(34);
    for (const t of hand.concealed) base[t]!++;
    if (hand.winTile !== null) base[hand.winTile]!--;
    if (base.reduce((a, n) => a + n, 0) % 3 !== 1) return []; // not one tile short of sets and a pair
    const held = base.slice();
    for (const m of hand.declared) for (let i = 0; i < (m.kind === 'kong' ? 4 : m.kind === 'pair' ? 2 : 3); i++) held[m.kind === 'chow' ? m.tile + i : m.tile]!++;
    for (const s of scorer.shapes) {
      for (let c = 0; c < 34; c++) {
        if (held[c]! >= 4) continue;
        const plus = base.slice();
        plus[c]!++;
        if (matchShape(s.ir.pattern.units, hand.declared, plus, scorer.bindings, s.ir.distinct, s.order)) waits.add(c);
      }
    }
    return [...waits].sort((a, b) => a - b);
  }

  function check(hand: ParsedHand, o: WinOptions, cap: number): void {
    const expected = bruteForce(hand, o);
    const context = JSON.stringify(hand);
    expect(waitingTiles(scorer, hand, o), context).toEqual(expected);
    expect(Math.min(countWaitingTiles(scorer, hand, o, cap), cap), context).toBe(Math.min(expected.length, cap));
  }

  it('finds every wait of random hands, standard and shapes', () => {
    fc.assert(fc.property(arbitraryHand(), fc.integer({ min: 1, max: 3 }), (g, cap) => {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      check(parsed.hand, { ...DEFAULT_WIN_OPTIONS, ...g.options }, cap);
    }), { numRuns: 200 });
  });

  /** A hand one tile away from an instance of a shape (no winning tile) and its circumstances, or null. */
  function nearShape(seed: number): { hand: ParsedHand; o: WinOptions } | null {
    const inst = nearShapeHand(scorer, createRandom(seed));
    if (inst === null) return null;
    const concealed = Array.from(inst.counts).flatMap((n, t) => Array<number>(n).fill(t));
    return { hand: { concealed, declared: inst.declared, bonus: [], winTile: null }, o: { ...DEFAULT_WIN_OPTIONS, seat: inst.seat!, round: inst.round! } };
  }

  if (scorer.shapes.length > 0) it('finds every wait of hands one tile away from a shape', () => {
    let shapeWaits = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 3 }), (seed, cap) => {
      const near = nearShape(seed);
      if (near === null) return;
      const { hand, o } = near;
      if (waitingTiles(scorer, hand, o).length > waitingTiles(standardOnly, hand, o).length) shapeWaits++;
      check(hand, o, cap);
    }), { numRuns: 400 });
    expect(shapeWaits).toBeGreaterThan(0); // shapes added waits: the property was exercised, not vacuous
  });

  /** Hands whose waits the scan decided (checkScanned), over the tests of this regulation. */
  let scanned = 0;

  /**
   * Asserts that counting from the scan of the concealed tiles and the hand's counts gives what countWaitingTiles
   * gives, when it decides; `winCompletes` as scoring passes it (the hand has a reading).
   */
  function checkScanned(hand: ParsedHand, o: WinOptions, cap: number, winCompletes: boolean): void {
    const scan = scanConcealed(hand.concealed, new ConcealedScan());
    const n = countScannedWaits(scorer, hand, o, scan, handCounts(hand), cap, winCompletes);
    if (n === UNDECIDED) return;
    scanned++;
    expect(n, JSON.stringify(hand)).toBe(countWaitingTiles(scorer, hand, o, cap, winCompletes));
  }

  /** Asserts that counting with `winCompletes` (the hand is complete: it has a reading) counts the same. */
  function checkComplete(hand: ParsedHand, o: WinOptions, cap: number): boolean {
    if (hand.winTile === null) return false;
    const complete = readingsOf(scorer, hand, o).length > 0;
    for (const c of [cap, Infinity]) checkScanned(hand, o, c, complete);
    if (!complete) return false;
    const context = JSON.stringify(hand);
    expect(countWaitingTiles(scorer, hand, o, cap, true), context).toBe(countWaitingTiles(scorer, hand, o, cap));
    return true;
  }

  it('counts the same when told that a winning hand is complete', () => {
    let complete = 0;
    fc.assert(fc.property(arbitraryHand(), fc.integer({ min: 1, max: 3 }), (g, cap) => {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      if (checkComplete(parsed.hand, { ...DEFAULT_WIN_OPTIONS, ...g.options }, cap)) complete++;
    }), { numRuns: 200 });
    expect(complete).toBeGreaterThan(0); // complete hands were drawn: the property was exercised
    expect(scanned).toBeGreaterThan(0); // and the scan decided some of them
  });

  if (scorer.shapes.length > 0) it('counts the same when told that a hand completing a shape is complete', () => {
    let complete = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 3 }), (seed, cap) => {
      const near = nearShape(seed);
      if (near === null) return;
      const { hand, o } = near;
      for (const w of waitingTiles(scorer, hand, o)) {
        const won: ParsedHand = { ...hand, concealed: [...hand.concealed, w].sort((a, b) => a - b), winTile: w };
        if (checkComplete(won, o, cap)) complete++;
      }
    }), { numRuns: 200 });
    expect(complete).toBeGreaterThan(0);
  });
});
