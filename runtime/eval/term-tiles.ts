/**
 * The tile kinds a term can ever match, whatever its variables get bound to (`seat`/`round`: any wind): a superset
 * that cheap necessary tests (shape prefilters, pattern prechecks) compare hands against.
 */
import type { TermIR } from '../ir/types.js';

/** The kinds 0..26 (the numbered tiles) as bits. */
export const NUMBERED_BITS = (1 << 27) - 1;

/**
 * The kinds a term can match as bit masks, ORed into `out`: bit t of `low` for the numbered kinds (0..26), bit t - 27
 * of `high` for the honors (27..33); returns `out`. The one reading of a term's kinds (termTiles lists the same), and
 * without a walk over the 34 kinds (compileShape: see markAllowed there).
 */
export function termMasks(term: TermIR, out: { low: number; high: number } = { low: 0, high: 0 }): { low: number; high: number } {
  switch (term.t) {
    case 'tiles':
      // (Only the kinds there are: an index of termTiles' Uint8Array.)
      for (const t of term.tiles) if (Number.isInteger(t) && t >= 0 && t < 34) { if (t < 27) out.low |= 1 << t; else out.high |= 1 << (t - 27); }
      break;
    case 'alt': for (const o of term.options) termMasks(o, out); break;
    case 'wind': out.high |= 0b1111; break;
    case 'any': out.low |= NUMBERED_BITS; out.high |= 0b1111111; break;
    case 'template': {
      const suits = 'fixed' in term.suit ? ['mpszf'.indexOf(term.suit.fixed)] : [0, 1, 2];
      const fixed = term.rank && 'fixed' in term.rank ? term.rank.fixed : null;
      for (const s of suits) {
        if (s < 0 || s > 3) continue;
        const max = s === 3 ? 7 : 9;
        const ranks = fixed === null ? (1 << max) - 1 : Number.isInteger(fixed) && fixed >= 1 && fixed <= max ? 1 << (fixed - 1) : 0;
        if (s === 3) out.high |= ranks;
        else out.low |= ranks << (s * 9);
      }
    }
  }
  return out;
}

/** Marks in `out` (indexed by tile kind, 0..33) every kind of the masks (as termMasks gives them); returns `out`. */
export function tilesOfMasks(masks: { low: number; high: number }, out: Uint8Array = new Uint8Array(34)): Uint8Array {
  for (let t = 0; t < 34; t++) if (t < 27 ? (masks.low >>> t) & 1 : (masks.high >>> (t - 27)) & 1) out[t] = 1;
  return out;
}

/** Marks in `out` (indexed by tile kind, 0..33) every kind the term can match; returns `out`. */
export function termTiles(term: TermIR, out: Uint8Array = new Uint8Array(34)): Uint8Array {
  return tilesOfMasks(termMasks(term), out);
}
