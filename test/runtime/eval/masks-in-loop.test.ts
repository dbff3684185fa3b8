/**
 * The meld masks a section's own pass over the melds makes (masksInLoop) are MeldMasks.load's, and are shared
 * through the MeldMasks the sections see.
 */
import { describe, expect, it } from 'vitest';
import { generateExpr, SourceParts } from '../../../runtime/eval/generate-expr.js';
import { HIGH_BIT, LOW_BIT, masksInLoop, MeldMasks } from '../../../runtime/eval/pattern-precheck.js';
import type { Meld } from '../../../runtime/mahjong/hand.js';

const noSlots = (key: string): number => { throw new Error(`unexpected sum ${key}`); };

/** A function of (meldMasks, r) that runs a count loop with the masks made in it and returns the mask locals. */
function loopWithMasks(kept?: readonly Meld[]): (masks: MeldMasks, r: { melds: Meld[] }) => number[] {
  const parts = new SourceParts();
  generateExpr({ op: 'count', unit: { meld: ['pair'], term: { t: 'tiles', tiles: [27] } } }, parts, noSlots);
  const loop = parts.countLoop(masksInLoop(parts.add(LOW_BIT), parts.add(HIGH_BIT), kept === undefined ? undefined : parts.add(kept)));
  const constants = parts.values.map((_, i) => `K${i}`);
  const f = new Function(...constants, 'meldMasks', 'r', 'h', `${loop.join('\n')}\nreturn [ml0, ml1, ml2, ml3, mh0, mh1, mh2, mh3, mr, md ? 1 : 0];`);
  return (masks, r) => f(...parts.values, masks, r, {}) as number[];
}

const locals = (k: MeldMasks): number[] => [...k.low, ...k.high, k.repeats, k.distinct ? 1 : 0];

describe('masksInLoop', () => {
  const meld = (kind: Meld['kind'], tile: number, exposed = false): Meld => ({ kind, tile, exposed, declared: false });
  const readings: Meld[][] = [
    [meld('chow', 0), meld('chow', 0), meld('pung', 27, true), meld('kong', 33), meld('pair', 8)],
    [meld('pair', 27), meld('pair', 27), meld('pair', 3), meld('pung', 40), meld('chow', 20)],
    [],
  ];

  it('makes the masks MeldMasks.load makes, and stores them for the next section', () => {
    const run = loopWithMasks();
    for (const melds of readings) {
      const shared = new MeldMasks();
      const r = { melds };
      expect(run(shared, r)).toEqual(locals(new MeldMasks().load(melds)));
      expect(shared.melds).toBe(melds);
      expect(locals(shared)).toEqual(locals(new MeldMasks().load(melds)));
    }
  });

  it('reads the masks an earlier section made for the same melds', () => {
    const run = loopWithMasks();
    const melds = readings[0]!;
    const shared = new MeldMasks().load(melds);
    shared.low[0] = 12345; // (marks the stored masks: read back, not remade)
    expect(run(shared, { melds })[0]).toBe(12345);
  });

  it('makes the masks for every reading when it keeps a constant list (a MeldPass), never reading them back', () => {
    const kept: readonly Meld[] = Object.freeze([]);
    const run = loopWithMasks(kept);
    for (const melds of readings) {
      const shared = new MeldMasks().load(melds);
      shared.low[0] = 12345;
      expect(run(shared, { melds })).toEqual(locals(new MeldMasks().load(melds)));
      expect(shared.melds).toBe(kept);
    }
  });
});
