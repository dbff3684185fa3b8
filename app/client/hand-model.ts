/**
 * The hand being built on the score page: concealed tiles, declared melds (exposed `[...]` or concealed kongs
 * `{...}`) and the winning tile, read from and written to the hand notation of `reglament score`
 * (`123m456m789m2m[777z]+2m`). Only the shape is read here; the server checks the hand.
 */

/** A meld of the hand. */
export interface MeldModel {
  kind: 'exposed' | 'kong';
  tiles: string[];
}

/** A hand as groups of tiles (`5m`, `7z`...). */
export interface HandModel {
  concealed: string[];
  melds: MeldModel[];
  win: string | null;
}

/** An empty hand. */
export function emptyHand(): HandModel {
  return { concealed: [], melds: [], win: null };
}

/** The tiles of a run of notation (`123m45p` -> 1m 2m 3m 4p 5p); other characters are skipped. */
function tilesOf(text: string): string[] {
  const tiles: string[] = [];
  for (const m of text.matchAll(/(\d+)([mpszf])/g)) for (const d of m[1]!) tiles.push(`${d}${m[2]!}`);
  return tiles;
}

/** Reads the groups of a hand text (what the palette shows after typing). */
export function parseHandText(text: string): HandModel {
  const hand = emptyHand();
  let rest = text;
  rest = rest.replace(/\[([^\]]*)\]|\{([^}]*)\}/g, (_m, exposed: string | undefined, kong: string | undefined) => {
    hand.melds.push({ kind: exposed !== undefined ? 'exposed' : 'kong', tiles: tilesOf(exposed ?? kong ?? '') });
    return ' ';
  });
  const win = /\+\s*(\d[mpszf])/.exec(rest);
  if (win) {
    hand.win = win[1]!;
    rest = rest.slice(0, win.index) + ' ' + rest.slice(win.index + win[0].length);
  }
  hand.concealed = tilesOf(rest);
  return hand;
}

/** Writes tiles compactly: runs of one suit share the letter (`1m 2m 3m 5p` -> `123m5p`). */
function writeTiles(tiles: readonly string[]): string {
  let out = '';
  let digits = '';
  let suit = '';
  for (const t of tiles) {
    if (t[1] !== suit && digits !== '') {
      out += digits + suit;
      digits = '';
    }
    suit = t[1]!;
    digits += t[0]!;
  }
  return digits === '' ? out : out + digits + suit;
}

/** The notation of a hand: concealed tiles, melds, then `+` the winning tile. */
export function formatHandModel(hand: HandModel): string {
  return writeTiles(hand.concealed)
    + hand.melds.map((m) => (m.kind === 'exposed' ? `[${writeTiles(m.tiles)}]` : `{${writeTiles(m.tiles)}}`)).join('')
    + (hand.win !== null ? `+${hand.win}` : '');
}

/** How a tile clicked on the palette joins the hand. */
export type AddMode = 'concealed' | 'exposed' | 'kong' | 'win';

/** A tile's kind: a red five (`0p`) is a five (`5p`) of its suit. */
const kindOf = (tile: string): string => (tile[0] === '0' ? `5${tile.slice(1)}` : tile);

/** Whether a meld is complete: a concealed kong at 4 tiles; an exposed meld at 4, or at 3 unless a pung may grow. */
function meldFull(m: MeldModel, next: string): boolean {
  if (m.tiles.length >= 4) return true;
  if (m.kind === 'kong' || m.tiles.length < 3) return false;
  return !m.tiles.every((t) => kindOf(t) === kindOf(next));
}

/** Adds a tile in a mode; `newMeld` starts a meld even if the last is open. Returns the new hand. */
export function addTile(hand: HandModel, tile: string, mode: AddMode, newMeld = false): HandModel {
  const next: HandModel = { concealed: [...hand.concealed], melds: hand.melds.map((m) => ({ ...m, tiles: [...m.tiles] })), win: hand.win };
  if (mode === 'concealed') next.concealed.push(tile);
  else if (mode === 'win') next.win = tile;
  else {
    const last = next.melds[next.melds.length - 1];
    if (newMeld || last === undefined || last.kind !== mode || meldFull(last, tile)) next.melds.push({ kind: mode, tiles: [tile] });
    else last.tiles.push(tile);
  }
  return next;
}

/** Removes the tile added last (the winning tile first, then the last meld's, then the concealed). */
export function removeLast(hand: HandModel, lastMode: AddMode | null): HandModel {
  const next: HandModel = { concealed: [...hand.concealed], melds: hand.melds.map((m) => ({ ...m, tiles: [...m.tiles] })), win: hand.win };
  if (lastMode === 'win' || (lastMode === null && next.win !== null)) next.win = null;
  else if ((lastMode === 'exposed' || lastMode === 'kong') && next.melds.length > 0) {
    const last = next.melds[next.melds.length - 1]!;
    last.tiles.pop();
    if (last.tiles.length === 0) next.melds.pop();
  } else next.concealed.pop();
  return next;
}
