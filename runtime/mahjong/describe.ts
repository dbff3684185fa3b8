/**
 * Compact text of a reading's melds for explanations.
 */
import type { Meld } from './hand.js';
import { MELD_SIZE } from './hand-counts.js';
import { kindIndex } from './shared-melds.js';
import { formatTile } from './tiles.js';

/** The text of one meld: `[777z]` exposed, `{1111z}` a declared concealed kong, `123m` else. */
function describeMeld(m: Meld): string {
  const t = formatTile(m.tile);
  const suit = t[1];
  const r = Number(t[0]);
  const body = m.kind === 'chow' ? `${r}${r + 1}${r + 2}${suit}` : `${String(r).repeat(MELD_SIZE[m.kind])}${suit}`;
  if (m.exposed) return `[${body}]`;
  return m.declared && m.kind === 'kong' ? `{${body}}` : body;
}

/**
 * The texts of the melds made so far, by ((kind * 64 + tile) * 2 + exposed) * 2 + declared as shared-melds.ts numbers
 * them (`score --hands` describes a reading per hand: the same few hundred melds).
 */
const meldTexts: Array<string | undefined> = new Array<string | undefined>(4 * 64 * 4).fill(undefined);

/** describeMeld, kept for the melds of the usual kinds and tiles. */
function meldText(m: Meld): string {
  const tile = m.tile;
  const kind = kindIndex(m.kind); // (3 for any kind but chow, pung and pair)
  if (!(tile >= 0 && tile < 64 && (tile | 0) === tile) || (kind === 3 && m.kind !== 'kong')) return describeMeld(m);
  const key = ((kind * 64 + tile) * 2 + (m.exposed ? 1 : 0)) * 2 + (m.declared ? 1 : 0);
  return (meldTexts[key] ??= describeMeld(m));
}

/** Renders a reading's melds compactly, e.g. `[777z] {1111z} 123m 22p` (exposed in brackets, declared concealed kongs in braces). */
export function describeMelds(melds: readonly Meld[]): string {
  if (melds.length === 0) return '';
  let text = meldText(melds[0]!);
  for (let i = 1; i < melds.length; i++) text += ` ${meldText(melds[i]!)}`;
  return text;
}
