/**
 * Property tests of the mahjong mechanics: decompositions against a brute-force reference, independence from the
 * order of tiles in the notation, agreement of isCompleteStandard and waits with decomposeWinning, parser robustness
 * and formatHand round trips.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTiles } from '../../../runtime/mahjong/counts.js';
import { decomposePartial, decomposeWinning, isCompleteStandard } from '../../../runtime/mahjong/decompose.js';
import type { Decomposition, Meld, ParsedHand } from '../../../runtime/mahjong/hand.js';
import { formatHand, parseHand } from '../../../runtime/mahjong/notation.js';
import { formatTile, type Tile } from '../../../runtime/mahjong/tiles.js';
import { findWaits, waitsOfWinningHand } from '../../../runtime/mahjong/waits.js';

/** Every meld that can be cut out of standing tiles, in a fixed order. */
interface Candidate {
  kind: 'chow' | 'pung' | 'pair';
  tile: Tile;
  tiles: Tile[];
}
const CANDIDATES: Candidate[] = [];
for (let t = 0; t < 34; t++) {
  CANDIDATES.push({ kind: 'pung', tile: t, tiles: [t, t, t] });
  CANDIDATES.push({ kind: 'pair', tile: t, tiles: [t, t] });
  if (t < 27 && t % 9 < 7) CANDIDATES.push({ kind: 'chow', tile: t, tiles: [t, t + 1, t + 2] });
}

const meldKey = (m: { kind: string; tile: Tile }): string => `${m.kind}:${formatTile(m.tile)}`;

function fits(counts: Uint8Array, c: Candidate): boolean {
  const need = new Map<Tile, number>();
  for (const t of c.tiles) need.set(t, (need.get(t) ?? 0) + 1);
  for (const [t, n] of need) if ((counts[t] ?? 0) < n) return false;
  return true;
}

function take(counts: Uint8Array, c: Candidate, sign: 1 | -1): void {
  for (const t of c.tiles) counts[t] = (counts[t] ?? 0) - sign;
}

/** Brute force: every multiset of candidates (non-decreasing order) as a node; `visit` sees each one. */
function enumerate(counts: Uint8Array, visit: (chosen: Candidate[], left: Uint8Array) => void): void {
  const chosen: Candidate[] = [];
  const walk = (from: number): void => {
    visit(chosen, counts);
    for (let i = from; i < CANDIDATES.length; i++) {
      const c = CANDIDATES[i] as Candidate;
      if (!fits(counts, c)) continue;
      take(counts, c, 1);
      chosen.push(c);
      walk(i);
      chosen.pop();
      take(counts, c, -1);
    }
  };
  walk(0);
}

function waitOf(m: Candidate, w: Tile): string {
  if (m.kind !== 'chow') return m.kind;
  if (w === m.tile + 1) return 'closed';
  if ((m.tile % 9 === 0 && w === m.tile + 2) || (m.tile % 9 === 6 && w === m.tile)) return 'edge';
  return 'open';
}

/** Reference winning readings as `sorted melds | placed meld wait` strings. */
function referenceWinning(concealed: Tile[], sets: number, w: Tile | null): string[] {
  const out = new Set<string>();
  enumerate(countTiles(concealed), (chosen, left) => {
    if (left.some((c) => c > 0)) return;
    const pairs = chosen.filter((c) => c.kind === 'pair').length;
    if (pairs !== 1 || chosen.length !== sets + 1) return;
    const body = chosen.map(meldKey).sort().join(' ');
    if (w === null) {
      out.add(`${body} | none`);
      return;
    }
    for (const m of chosen) if (m.tiles.includes(w)) out.add(`${body} | ${meldKey(m)} ${waitOf(m, w)}`);
  });
  return [...out].sort();
}

/** Our winning readings in the reference form. */
function actualWinning(ds: Decomposition[], declared: number): string[] {
  return ds
    .map((d) => {
      const own = d.melds.slice(declared);
      const body = own.map(meldKey).sort().join(' ');
      const placed = d.melds[d.winMeld];
      return placed ? `${body} | ${meldKey(placed)} ${d.wait}` : `${body} | none`;
    })
    .sort();
}

/** Reference maximal partial readings as `sorted melds | loose` strings. */
function referencePartial(concealed: Tile[]): string[] {
  const out = new Set<string>();
  enumerate(countTiles(concealed), (chosen, left) => {
    if (CANDIDATES.some((c) => fits(left, c))) return;
    const loose: string[] = [];
    left.forEach((n, t) => {
      for (let i = 0; i < n; i++) loose.push(formatTile(t));
    });
    out.add(`${chosen.map(meldKey).sort().join(' ')} | ${loose.join(',')}`);
  });
  return [...out].sort();
}

function actualPartial(ds: Decomposition[], declared: number): string[] {
  return ds.map((d) => `${d.melds.slice(declared).map(meldKey).sort().join(' ')} | ${d.loose.map(formatTile).join(',')}`).sort();
}

/** Renders tiles one by one (`1m2p1m`) in the given order. */
const writeTiles = (tiles: Tile[]): string => tiles.map(formatTile).join('');

function writeMeld(m: Meld): string {
  const size = m.kind === 'kong' ? 4 : 3;
  const tiles = Array.from({ length: size }, (_, i) => (m.kind === 'chow' ? m.tile + i : m.tile));
  return m.kind === 'kong' && !m.exposed ? `{${writeTiles(tiles)}}` : `[${writeTiles(tiles)}]`;
}

/** A random winning hand: 4 sets (some declared, as chow/pung/kong) + a pair, at most 4 copies of a kind. */
const winningHandArb = fc
  .record({
    sets: fc.array(
      fc.record({
        tile: fc.integer({ min: 0, max: 33 }),
        chow: fc.boolean(),
        decl: fc.constantFrom('none', 'none', 'none', 'open', 'kong', 'concealed-kong'),
      }),
      { minLength: 4, maxLength: 4 },
    ),
    pair: fc.integer({ min: 0, max: 33 }),
    winPick: fc.nat(),
    bonus: fc.subarray([34, 35, 36, 37, 38, 39, 40, 41]),
  })
  .map(({ sets, pair, winPick, bonus }) => {
    const standing: Tile[] = [pair, pair];
    const declared: Meld[] = [];
    for (const s of sets) {
      const chow = s.chow && s.tile < 27 && s.tile % 9 < 7;
      const tiles = chow ? [s.tile, s.tile + 1, s.tile + 2] : [s.tile, s.tile, s.tile];
      if (s.decl === 'none') standing.push(...tiles);
      else if (chow || s.decl === 'open') declared.push({ kind: chow ? 'chow' : 'pung', tile: s.tile, exposed: true, declared: true });
      else declared.push({ kind: 'kong', tile: s.tile, exposed: s.decl === 'kong', declared: true });
    }
    const winTile = standing[winPick % standing.length] as Tile;
    const rest = [...standing];
    rest.splice(rest.indexOf(winTile), 1);
    return { rest, declared, winTile, bonus };
  })
  .filter(({ rest, declared, winTile }) => {
    const all = [...rest, winTile];
    for (const m of declared) {
      const size = m.kind === 'kong' ? 4 : 3;
      for (let i = 0; i < size; i++) all.push(m.kind === 'chow' ? m.tile + i : m.tile);
    }
    return countTiles(all).every((c) => c <= 4);
  });

/** A winning hand written in a shuffled order (standing tiles and bonus tiles mixed, melds in any order). */
const shuffledNotationArb = winningHandArb.chain((h) =>
  fc
    .tuple(
      fc.shuffledSubarray([...h.rest, ...h.bonus], { minLength: h.rest.length + h.bonus.length }),
      fc.shuffledSubarray(h.declared, { minLength: h.declared.length }),
    )
    .map(([tiles, melds]) => ({ hand: h, text: `${writeTiles(tiles)}${melds.map(writeMeld).join('')}+${formatTile(h.winTile)}` })),
);

/** 14 tiles of one suit (plus some honors) with at most 4 copies: dense, often ambiguous hands. */
const denseTilesArb = (size: number) =>
  fc
    .array(fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 8 }) }, { weight: 1, arbitrary: fc.integer({ min: 27, max: 29 }) }), {
      minLength: size,
      maxLength: size,
    })
    .filter((tiles) => countTiles(tiles).every((c) => c <= 4))
    .map((tiles) => [...tiles].sort((a, b) => a - b));

/** Dense tile lists that are complete winning hands, built from sets of one suit. */
const denseWinningArb = fc
  .record({
    sets: fc.array(fc.record({ rank: fc.integer({ min: 0, max: 8 }), chow: fc.boolean() }), { minLength: 4, maxLength: 4 }),
    pair: fc.integer({ min: 0, max: 8 }),
    winPick: fc.nat(),
  })
  .map(({ sets, pair, winPick }) => {
    const tiles: Tile[] = [pair, pair];
    for (const s of sets) tiles.push(...(s.chow && s.rank < 7 ? [s.rank, s.rank + 1, s.rank + 2] : [s.rank, s.rank, s.rank]));
    tiles.sort((a, b) => a - b);
    return { tiles, winTile: tiles[winPick % tiles.length] as Tile };
  })
  .filter(({ tiles }) => countTiles(tiles).every((c) => c <= 4));

function parseOk(text: string): ParsedHand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.code} ${r.error.message}`);
  return r.hand;
}

describe('decomposeWinning properties', () => {
  it('does not depend on the order of tiles in the notation', () => {
    fc.assert(
      fc.property(shuffledNotationArb, fc.boolean(), ({ hand, text }, byDiscard) => {
        const shuffled = parseOk(text);
        const canonical = parseOk(`${writeTiles([...hand.rest].sort((a, b) => a - b))}${writeTiles(hand.bonus)}${hand.declared.map(writeMeld).join('')}+${formatTile(hand.winTile)}`);
        const a = decomposeWinning(shuffled, byDiscard);
        const b = decomposeWinning(canonical, byDiscard);
        expect(a.length).toBeGreaterThan(0);
        expect(a.length).toBe(b.length);
        // Same readings; declared melds may come in another order, so compare the concealed parts.
        expect(actualWinning(a, shuffled.declared.length)).toEqual(actualWinning(b, canonical.declared.length));
      }),
      { numRuns: 300 },
    );
  });

  it('matches the brute-force reference on generated winning hands', () => {
    fc.assert(
      fc.property(winningHandArb, (h) => {
        const concealed = [...h.rest, h.winTile];
        const hand: ParsedHand = { concealed, declared: h.declared, bonus: h.bonus, winTile: h.winTile };
        const ds = decomposeWinning(hand, false);
        expect(actualWinning(ds, h.declared.length)).toEqual(referenceWinning(concealed, 4 - h.declared.length, h.winTile));
        expect(new Set(actualWinning(ds, h.declared.length)).size).toBe(ds.length);
        for (const d of ds) {
          expect(d.melds.slice(0, h.declared.length)).toEqual(h.declared);
          expect(d.winMeld).toBeGreaterThanOrEqual(h.declared.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('matches the reference on dense one-suit hands, complete or not', () => {
    fc.assert(
      fc.property(fc.oneof(denseWinningArb, denseTilesArb(14).map((tiles) => ({ tiles, winTile: tiles[0] as Tile }))), ({ tiles, winTile }) => {
        const hand: ParsedHand = { concealed: tiles, declared: [], bonus: [], winTile };
        const ds = decomposeWinning(hand, false);
        expect(actualWinning(ds, 0)).toEqual(referenceWinning(tiles, 4, winTile));
        expect(isCompleteStandard(countTiles(tiles), 4)).toBe(ds.length > 0);
        expect(waitsOfWinningHand(hand).includes(winTile)).toBe(ds.length > 0);
        const noWin = decomposeWinning({ ...hand, winTile: null }, false);
        expect(actualWinning(noWin, 0)).toEqual(referenceWinning(tiles, 4, null));
      }),
      { numRuns: 200 },
    );
  });
});

describe('findWaits properties', () => {
  it('equals trying isCompleteStandard on every candidate', () => {
    const handArb = fc.oneof(
      denseTilesArb(13),
      denseTilesArb(7),
      denseWinningArb.map(({ tiles, winTile }) => {
        const rest = [...tiles];
        rest.splice(rest.indexOf(winTile), 1);
        return rest;
      }),
      winningHandArb.map((h) => h.rest),
      fc.array(fc.integer({ min: 0, max: 33 }), { maxLength: 13 }),
    );
    fc.assert(
      fc.property(handArb, (tiles) => {
        const counts = countTiles(tiles);
        const sets = Math.floor((tiles.length - 1) / 3);
        const naive: Tile[] = [];
        for (let t = 0; t < 34; t++) {
          const c = counts.slice();
          c[t] = (c[t] ?? 0) + 1;
          if (isCompleteStandard(c, sets)) naive.push(t);
        }
        expect(findWaits(counts, sets)).toEqual(naive);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('decomposePartial properties', () => {
  it('lists exactly the maximal readings of the reference', () => {
    fc.assert(
      fc.property(fc.oneof(denseTilesArb(13), denseTilesArb(8), fc.array(fc.integer({ min: 0, max: 33 }), { maxLength: 13 }).filter((t) => countTiles(t).every((c) => c <= 4))), (tiles) => {
        const hand: ParsedHand = { concealed: tiles, declared: [], bonus: [], winTile: null };
        const ds = decomposePartial(hand);
        const actual = actualPartial(ds, 0);
        expect(actual).toEqual(referencePartial(tiles));
        expect(new Set(actual).size).toBe(actual.length);
      }),
      { numRuns: 60 },
    );
  });
});

describe('notation properties', () => {
  it('never throws and locates errors inside the text', () => {
    const alphabet = fc.constantFrom(...'0123456789mpszfx[]{}+ #'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 40 })), (text) => {
        const r = parseHand(text);
        if (!r.ok) {
          expect(r.error.code).toMatch(/^hand\/[a-z-]+$/);
          expect(r.error.offset).toBeGreaterThanOrEqual(0);
          expect(r.error.offset + r.error.length).toBeLessThanOrEqual(text.length);
          expect(r.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips formatHand through parseHand', () => {
    fc.assert(
      fc.property(shuffledNotationArb, ({ text }) => {
        const hand = parseOk(text);
        const again = parseOk(formatHand(hand));
        expect(again).toEqual(hand);
        expect(formatHand(again)).toBe(formatHand(hand));
      }),
      { numRuns: 300 },
    );
  });
});
