/**
 * Property: a hand's score does not depend on the order its tiles and melds are written in.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../games/index.js';
import { compileScorer, formatTile, parseHand, scoreHand, type ParsedHand } from '../../runtime/index.js';
import { arbitraryHand } from '../support/arbitraries.js';

const root = join(import.meta.dirname, '..', '..');

/** Writes a hand with its concealed tiles one by one in a given order, melds and bonus tiles interleaved. */
function writeShuffled(hand: ParsedHand, order: number[], meldsFirst: boolean): string {
  const tiles = hand.concealed.slice();
  if (hand.winTile !== null) tiles.splice(tiles.indexOf(hand.winTile), 1);
  const singles = order.slice(0, tiles.length).map((_, i) => i).sort((a, b) => order[a]! - order[b]!).map((i) => formatTile(tiles[i]!));
  const melds = hand.declared.map((m) => {
    const size = m.kind === 'kong' ? 4 : 3;
    const body = Array.from({ length: size }, (_, i) => formatTile(m.kind === 'chow' ? m.tile + i : m.tile)[0]).join('') + formatTile(m.tile)[1];
    return m.exposed ? `[${body}]` : `{${body}}`;
  });
  const bonus = hand.bonus.map(formatTile);
  const parts = meldsFirst ? [...melds, ...bonus.reverse(), ...singles] : [...singles, ...bonus, ...melds.reverse()];
  return parts.join('') + (hand.winTile !== null ? `+${formatTile(hand.winTile)}` : '');
}

describe.each(['bermuda-triangle.yaml', 'repino-2008.yaml'])('%s', (file) => {
  const scorer = compileScorer(compileRegulationFile(join(root, 'regulations', file)).ir!);

  it('scores a hand the same whatever order it is written in', () => {
    fc.assert(fc.property(arbitraryHand(), fc.array(fc.nat(), { minLength: 18, maxLength: 18 }), fc.boolean(), (g, order, meldsFirst) => {
      const first = parseHand(g.notation);
      if (!first.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      const text = writeShuffled(first.hand, order, meldsFirst);
      const second = parseHand(text);
      expect(second.ok).toBe(true);
      if (!second.ok) return;
      const a = scoreHand(scorer, first.hand, g.options);
      const b = scoreHand(scorer, second.hand, g.options);
      expect({ total: b.total, declarable: b.declarable, limit: b.limit, items: b.items.map((i) => i.id).sort() })
        .toEqual({ total: a.total, declarable: a.declarable, limit: a.limit, items: a.items.map((i) => i.id).sort() });
    }), { numRuns: 400 });
  });
});
