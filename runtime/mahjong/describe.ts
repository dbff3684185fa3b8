/**
 * Compact text of a reading's melds for explanations.
 */
import type { Meld } from './hand.js';
import { MELD_SIZE } from './hand-counts.js';
import { formatTile } from './tiles.js';

/** Renders a reading's melds compactly, e.g. `[777z] {1111z} 123m 22p` (exposed in brackets, declared concealed kongs in braces). */
export function describeMelds(melds: readonly Meld[]): string {
  return melds.map((m) => {
    const t = formatTile(m.tile);
    const suit = t[1];
    const r = Number(t[0]);
    const body = m.kind === 'chow' ? `${r}${r + 1}${r + 2}${suit}` : `${String(r).repeat(MELD_SIZE[m.kind])}${suit}`;
    if (m.exposed) return `[${body}]`;
    return m.declared && m.kind === 'kong' ? `{${body}}` : body;
  }).join(' ');
}
