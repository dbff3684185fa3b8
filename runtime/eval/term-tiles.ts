/**
 * The tile kinds a term can ever match, whatever its variables get bound to (`seat`/`round`: any wind): a superset
 * that cheap necessary tests (shape prefilters, pattern prechecks) compare hands against.
 */
import type { TermIR } from '../ir/types.js';

/** Marks in `out` (indexed by tile kind, 0..33) every kind the term can match; returns `out`. */
export function termTiles(term: TermIR, out: Uint8Array = new Uint8Array(34)): Uint8Array {
  switch (term.t) {
    case 'tiles': for (const t of term.tiles) if (t < 34) out[t] = 1; break;
    case 'alt': for (const o of term.options) termTiles(o, out); break;
    case 'wind': for (let t = 27; t < 31; t++) out[t] = 1; break;
    case 'any': out.fill(1, 0, 34); break;
    case 'template': {
      const suits = 'fixed' in term.suit ? ['mpszf'.indexOf(term.suit.fixed)] : [0, 1, 2];
      for (const s of suits) {
        if (s > 3) continue;
        const max = s === 3 ? 7 : 9;
        for (let r = 1; r <= max; r++) if (!term.rank || !('fixed' in term.rank) || term.rank.fixed === r) out[s * 9 + r - 1] = 1;
      }
    }
  }
  return out;
}
