/**
 * The impact's generated hands are made from the parts of their notations, not by writing and parsing the notation
 * (generateHandParts, handOfParts; and across threads as bytes, HandBatchWriter / readHandBatch). These tests hold
 * them to the hands parseHand reads from the notations generateCorpus writes with the same seed: every field of every
 * hand (concealed tiles, declared melds, bonus tiles, winning tile, red fives), and the circumstances. Seeds: fixed
 * ones and one new each run (named in the failure).
 */
import { describe, expect, it } from 'vitest';
import {
  HandBatchWriter, IMPACT_WINNING_SHARE, generateCorpus, generateImpactCorpus, generateImpactParts, parseHand, readHandBatch,
  type ParsedHand,
} from '../../../runtime/index.js';

const SEEDS = [1, 20080201, Math.floor(Math.random() * 2 ** 32)];

/** The hands parseHand reads from generateCorpus's notations (the impact's share of winning hands). */
function parsedCorpus(seed: number, count: number): ParsedHand[] {
  return generateCorpus(seed, count, { winningShare: IMPACT_WINNING_SHARE }).map((g) => {
    const parsed = parseHand(g.notation);
    if (!parsed.ok) throw new Error(`seed ${seed}: ${g.notation}: ${parsed.error.message}`);
    return parsed.hand;
  });
}

describe('generateImpactCorpus', () => {
  for (const seed of SEEDS) {
    it(`gives the hands parseHand reads from generateCorpus's notations, field by field (seed ${seed})`, () => {
      const count = 5000;
      const parsed = parsedCorpus(seed, count);
      const made = [...generateImpactCorpus(seed, count)];
      expect(made.map((h) => h.hand), `seed ${seed}`).toEqual(parsed);
      const options = generateCorpus(seed, count, { winningShare: IMPACT_WINNING_SHARE }).map((g) => g.options);
      expect(made.map((h) => h.options), `seed ${seed}`).toEqual(options);
      // The generator's variety reaches the parts: declared melds of each notation ([...] and {...}), bonus tiles
      // standing among the tiles and after the winning tile, non-winning hands.
      expect(parsed.some((h) => h.declared.some((m) => m.kind === 'kong' && !m.exposed))).toBe(true);
      expect(parsed.some((h) => h.declared.some((m) => m.kind === 'chow'))).toBe(true);
      expect(parsed.some((h) => h.bonus.length === 3)).toBe(true);
      expect(parsed.some((h) => h.winTile === null)).toBe(true);
    });
  }
});

describe('HandBatchWriter and readHandBatch', () => {
  it('carry the generated hands as bytes and read them back as the same hands, in order', () => {
    const seed = SEEDS[2]!;
    const count = 3000;
    const writer = new HandBatchWriter(count);
    for (const p of generateImpactParts(seed, count)) writer.write(p);
    const read: ParsedHand[] = [];
    const indexes: number[] = [];
    readHandBatch(writer.bytes.subarray(0, writer.length), (hand, i) => {
      read.push(hand);
      indexes.push(i);
    });
    expect(read, `seed ${seed}`).toEqual(parsedCorpus(seed, count));
    expect(indexes).toEqual(Array.from({ length: count }, (_, i) => i));
  });
});
