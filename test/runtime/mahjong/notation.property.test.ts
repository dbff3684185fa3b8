/**
 * Property tests of the hand notation parser on generated hands and their mutations: an error about a tile points at
 * that tile's rank digit, whitespace changes nothing but positions, no parse leaves state behind for the next, and the
 * fast reader reads what the checking parser reads.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHand, parseHandChecking } from '../../../runtime/mahjong/notation.js';
import { generateCorpus } from '../../../runtime/mahjong/random-hand.js';
import { readWellFormedHand } from '../../../runtime/mahjong/well-formed-hand.js';

const ALPHABET = '0123456789mpszf[]{}+ x';

/** One edit of a hand text: delete, insert or replace a character, or copy a stretch of it elsewhere. */
const editArb = fc.record({
  op: fc.constantFrom('delete', 'insert', 'replace', 'copy'),
  at: fc.nat(),
  from: fc.nat(),
  size: fc.integer({ min: 1, max: 6 }),
  ch: fc.constantFrom(...ALPHABET.split('')),
});
type Edit = typeof editArb extends fc.Arbitrary<infer E> ? E : never;

function applyEdit(text: string, e: Edit): string {
  const at = e.at % (text.length + 1);
  if (e.op === 'insert') return text.slice(0, at) + e.ch + text.slice(at);
  if (e.op === 'delete') return text.slice(0, at) + text.slice(at + 1);
  if (e.op === 'replace') return text.slice(0, at) + e.ch + text.slice(at + 1);
  const from = e.from % (text.length + 1);
  return text.slice(0, at) + text.slice(from, from + e.size) + text.slice(at);
}

/** A generated hand (winning or not, with melds, bonus tiles and a winning tile in places), then up to 4 edits. */
const handTextArb = fc
  .tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.array(editArb, { maxLength: 4 }))
  .map(([seed, edits]) => edits.reduce(applyEdit, (generateCorpus(seed, 1, { winningShare: 0.5 })[0] as { notation: string }).notation));

const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';

/** The first character after `offset` that is neither a digit nor whitespace. */
function letterAfter(text: string, offset: number): string | undefined {
  for (let i = offset + 1; i < text.length; i++) if (!isDigit(text[i]) && !/\s/.test(text[i] as string)) return text[i];
  return undefined;
}

// Messages that name the tile written at the error's offset: the rank digit is there, the suit letter follows it.
const TILE_AT_OFFSET = [
  /^\d copies of (\d)([mpszf]):/,
  /^bonus tile (\d)(f) inside the meld/,
  /^(\d)([mpszf]) is not a tile:/,
  /^(\d)([mpszf]) follows the winning tile/,
  /^the winning tile cannot be a bonus tile \((\d)(f)\)/,
];

describe('parseHand properties', () => {
  it('points an error about a tile at its rank digit, and an error about ranks at those digits', () => {
    let named = 0;
    fc.assert(
      fc.property(handTextArb, (text) => {
        const r = parseHand(text);
        if (r.ok) return;
        const { message, offset, length } = r.error;
        const tile = TILE_AT_OFFSET.map((re) => re.exec(message)).find((m) => m !== null);
        if (tile) {
          named++;
          expect(length).toBe(1);
          expect(text[offset]).toBe(tile[1]);
          expect(letterAfter(text, offset)).toBe(tile[2]);
        }
        const ranks = /^ranks "(\d+)" have no suit letter/.exec(message);
        if (ranks) {
          const span = text.slice(offset, offset + length);
          expect(span.replace(/\s/g, '')).toBe(ranks[1]);
          expect(isDigit(span[span.length - 1])).toBe(true);
        }
        const suit = /^unknown suit letter '(.)'/.exec(message);
        if (suit) {
          expect(isDigit(text[offset])).toBe(true);
          expect(text[offset + length - 1]).toBe(suit[1]);
        }
        if (message.startsWith("only one tile may follow '+'")) expect(isDigit(text[offset])).toBe(true);
      }),
      { numRuns: 3000 },
    );
    expect(named).toBeGreaterThan(0); // the mutations do reach the tile errors
  });

  it('reads a hand the same whatever whitespace stands between its characters', () => {
    fc.assert(
      fc.property(handTextArb, fc.array(fc.tuple(fc.nat(), fc.constantFrom(' ', '\t', '\n', '\u00a0'))), (text, spaces) => {
        const spaced = spaces.reduce((t, [at, ch]) => t.slice(0, at % (t.length + 1)) + ch + t.slice(at % (t.length + 1)), text);
        const a = parseHand(text);
        const b = parseHand(spaced);
        expect(b.ok).toBe(a.ok);
        if (a.ok && b.ok) expect(b.hand).toEqual(a.hand);
        if (!a.ok && !b.ok) expect(b.error.code).toBe(a.error.code);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the same result for a text whatever was parsed before it', () => {
    fc.assert(
      fc.property(handTextArb, handTextArb, (before, text) => {
        const alone = JSON.stringify(parseHand(text));
        parseHand(before);
        expect(JSON.stringify(parseHand(text))).toBe(alone);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the result of the checking parser alone, whether the fast reader reads the text or gives up', () => {
    let read = 0;
    fc.assert(
      fc.property(handTextArb, fc.boolean(), (text, tileCount) => {
        if (readWellFormedHand(text) !== undefined) read++;
        expect(JSON.stringify(parseHand(text, { tileCount }))).toBe(JSON.stringify(parseHandChecking(text, { tileCount })));
      }),
      { numRuns: 5000 },
    );
    expect(read).toBeGreaterThan(500); // the mutations leave many texts well formed
  });
});
