/**
 * A seeded random hand generator for benchmarks and property tests: hands in the notation of parseHand, with the
 * matching WinOptions and `reglament score` flags. Deterministic from a seed (the PRNG of runtime/random.ts), and biased
 * toward the structures regulations reward (one suit, all pungs, honors, seven pairs, thirteen orphans), so limit
 * hands and doublings occur often enough to be exercised.
 */
import { createRandom, shuffle, shuffleInPlace, type Random } from '../random.js';
import { circumstancesOf, circumstanceWords } from './circumstances.js';
import { DEFAULT_WIN_OPTIONS, WIN_FROM, type WinFrom, type WinOptions } from './score-types.js';
import { ALL_KINDS, FIRST_BONUS, FIRST_HONOR, PLAYING_KINDS, WINDS, formatTile, type Tile, type Wind } from './tiles.js';
import type { WrittenMeld } from './notation.js';

/** Re-exported from runtime/random.ts (its home) so that existing imports keep working. */
export { createRandom } from '../random.js';

/** A generated hand: its notation, the `reglament score` flags and the same circumstances as WinOptions. */
export interface GeneratedHand {
  /** Hand notation accepted by parseHand, e.g. `5m1m3m2m4m[777z]{1111p}22s+2s`. */
  notation: string;
  /** The circumstances as `reglament score` flags, e.g. `['--seat', 'S', '--round', 'E', '--win', 'wall']`. */
  args: string[];
  /** The circumstances as WinOptions (every field set). */
  options: WinOptions;
}

/** Options of generateHand. */
export interface GenerateHandOptions {
  /** True: a complete hand with a winning tile (`+t`); false: 13 tiles (counting 3 per declared meld), no `+t`. */
  winning: boolean;
}

/** Options of generateCorpus. */
export interface CorpusOptions {
  /** Share of winning hands, 0..1 (default 1: every hand wins); the others are non-winning 13-tile hands. */
  winningShare?: number;
}

type Rand = Random;

const int = (rand: Rand, n: number): number => Math.floor(rand() * n);
const pick = <T>(rand: Rand, items: readonly T[]): T => items[int(rand, items.length)] as T;
const chance = (rand: Rand, p: number): boolean => rand() < p;

/** Keys with weights, in the order of the record they were read from, and their sum (see weightTable). */
interface WeightTable<K extends string> {
  keys: readonly K[];
  weights: readonly number[];
  total: number;
}

/** Reads a record of weights once (the generator draws from the same few tables for every hand). */
function weightTable<K extends string>(weights: Readonly<Record<K, number>>): WeightTable<K> {
  const keys = Object.keys(weights) as K[];
  let total = 0;
  for (const k of keys) total += weights[k];
  return { keys, weights: keys.map((k) => weights[k]), total };
}

/** Picks a key of a table with probability proportional to its weight. */
function weighted<K extends string>(rand: Rand, table: WeightTable<K>): K {
  let x = rand() * table.total;
  for (let i = 0; i < table.keys.length; i++) {
    x -= table.weights[i]!;
    if (x < 0) return table.keys[i]!;
  }
  return table.keys[table.keys.length - 1]!;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);
const SUITED = range(0, FIRST_HONOR);
const HONORS = range(FIRST_HONOR, PLAYING_KINDS);
const TERMINALS = SUITED.filter((t) => t % 9 === 0 || t % 9 === 8);
const ORPHANS = [...TERMINALS, ...HONORS];
const ALL = range(0, PLAYING_KINDS);

/** How a hand is biased. */
type Style = 'mixed' | 'one-suit' | 'all-pungs' | 'honors' | 'terminals' | 'kongs' | 'seven-pairs' | 'thirteen-orphans';

const STYLE_WEIGHTS = weightTable<Style>({
  mixed: 50, 'one-suit': 13, 'all-pungs': 10, honors: 8, terminals: 5, kongs: 3, 'seven-pairs': 7, 'thirteen-orphans': 4,
});

type SetKind = 'chow' | 'pung' | 'kong';

/** A set of a standard hand before rendering: declared sets are `exposed` ([...]) or concealed kongs ({...}). */
interface GenSet {
  kind: SetKind;
  tile: Tile;
  declared: boolean;
  exposed: boolean;
}

/** Per-hand drawing state: copies left of every tile and the style's leanings. */
class Wall {
  readonly left = new Uint8Array(PLAYING_KINDS);
  rand: Rand = () => 0; // set by reset

  /** The wall of a new hand drawn with `rand`: four copies of every tile. */
  reset(rand: Rand): this {
    this.left.fill(4);
    this.rand = rand;
    return this;
  }

  canTake(kind: SetKind | 'pair' | 'single', tile: Tile): boolean {
    const l = this.left;
    if (kind === 'chow') return tile < FIRST_HONOR && tile % 9 <= 6 && l[tile]! > 0 && l[tile + 1]! > 0 && l[tile + 2]! > 0;
    const need = kind === 'kong' ? 4 : kind === 'pung' ? 3 : kind === 'pair' ? 2 : 1;
    return l[tile]! >= need;
  }

  take(kind: SetKind | 'pair' | 'single', tile: Tile): void {
    if (kind === 'chow') {
      this.left[tile]!--;
      this.left[tile + 1]!--;
      this.left[tile + 2]!--;
      return;
    }
    this.left[tile]! -= kind === 'kong' ? 4 : kind === 'pung' ? 3 : kind === 'pair' ? 2 : 1;
  }
}

/** The one wall, reset for each hand (hands are drawn one at a time; a typed array per hand was garbage). */
const WALL = new Wall();

/** The tiles of each numbered suit (index: m 0, p 1, s 2), and with the honors after them. */
const SUIT_TILES = [0, 1, 2].map((suit) => range(9 * suit, 9 * suit + 9));
const SUIT_AND_HONOR_TILES = SUIT_TILES.map((own) => [...own, ...HONORS]);
/** The pool of an honors hand without a choice of honors only: honors four times as likely as a suited tile. */
const HONORS_HEAVY = [...HONORS, ...HONORS, ...HONORS, ...HONORS, ...SUITED];
const TERMINALS_AND_HONORS = [...TERMINALS, ...HONORS];

/** Tiles a style draws its sets and pair from (`suit` for one-suit hands); the same lists for every hand (read only). */
function poolOf(style: Style, suit: number, withHonors: boolean): readonly Tile[] {
  switch (style) {
    case 'one-suit': return (withHonors ? SUIT_AND_HONOR_TILES : SUIT_TILES)[suit]!;
    case 'honors': return withHonors ? HONORS : HONORS_HEAVY;
    case 'terminals': return withHonors ? TERMINALS_AND_HONORS : TERMINALS;
    default: return ALL;
  }
}

/** Proposes a set kind for a style. */
function proposeKind(rand: Rand, style: Style): SetKind {
  switch (style) {
    case 'all-pungs': return chance(rand, 0.15) ? 'kong' : 'pung';
    case 'kongs': return chance(rand, 0.6) ? 'kong' : 'pung';
    case 'honors': return chance(rand, 0.1) ? 'kong' : chance(rand, 0.8) ? 'pung' : 'chow';
    case 'terminals': return chance(rand, 0.6) ? 'pung' : 'chow';
    default: return chance(rand, 0.04) ? 'kong' : chance(rand, 0.4) ? 'pung' : 'chow';
  }
}

/** Draws one set: from the style's pool when possible, else any set the wall still holds. */
function drawSet(wall: Wall, style: Style, pool: readonly Tile[]): { kind: SetKind; tile: Tile } {
  const rand = wall.rand;
  for (let attempt = 0; attempt < 40; attempt++) {
    const kind = proposeKind(rand, style);
    let tile = pick(rand, pool);
    // Terminal chows start at 1 or end at 9.
    if (kind === 'chow' && style === 'terminals' && tile < FIRST_HONOR && tile % 9 === 8) tile -= 2;
    if (wall.canTake(kind, tile)) return { kind, tile };
  }
  const options: Array<{ kind: SetKind; tile: Tile }> = [];
  for (const tile of ALL) {
    for (const kind of ['chow', 'pung'] as const) if (wall.canTake(kind, tile)) options.push({ kind, tile });
  }
  return pick(rand, options); // 4 copies of 34 kinds always leave a set after at most 4 sets and a pair
}

function drawPair(wall: Wall, pool: readonly Tile[]): Tile {
  const rand = wall.rand;
  for (let attempt = 0; attempt < 40; attempt++) {
    const tile = pick(rand, pool);
    if (wall.canTake('pair', tile)) return tile;
  }
  return pick(rand, ALL.filter((t) => wall.canTake('pair', t)));
}

/** A hand before rendering: declared sets, concealed tiles (winning tile included), and the winning tile. */
interface Draft {
  declared: GenSet[];
  concealed: Tile[];
  win: Tile | null;
  /** Number of kongs (all declared). */
  kongs: number;
}

/** Appends the tiles of a set (chow, pung or kong) to a list. */
function pushSetTiles(out: Tile[], kind: SetKind, tile: Tile): void {
  if (kind === 'chow') out.push(tile, tile + 1, tile + 2);
  else if (kind === 'pung') out.push(tile, tile, tile);
  else out.push(tile, tile, tile, tile);
}

/** Drafts a complete standard hand (4 sets + a pair) in a style, declaring some sets. */
function draftStandard(rand: Rand, style: Style): Draft {
  const wall = WALL.reset(rand);
  const suit = int(rand, 3);
  const withHonors = chance(rand, style === 'honors' ? 0.3 : 0.5);
  const pool = poolOf(style, suit, withHonors);
  const concealedHand = chance(rand, 0.35);
  const declareRate = style === 'all-pungs' || style === 'honors' ? 0.35 : 0.22;
  const declared: GenSet[] = [];
  const concealed: Tile[] = [];
  let kongs = 0;
  for (let i = 0; i < 4; i++) {
    const { kind, tile } = drawSet(wall, style, pool);
    wall.take(kind, tile);
    if (kind === 'kong') {
      kongs++;
      declared.push({ kind, tile, declared: true, exposed: concealedHand ? false : chance(rand, 0.6) });
    } else if (!concealedHand && chance(rand, declareRate)) {
      declared.push({ kind, tile, declared: true, exposed: true });
    } else {
      pushSetTiles(concealed, kind, tile);
    }
  }
  const pair = drawPair(wall, pool);
  wall.take('pair', pair);
  concealed.push(pair, pair);
  return { declared, concealed, win: pick(rand, concealed), kongs };
}

const SEVEN_PAIRS_FLAVOURS = weightTable({ mixed: 6, 'one-suit': 3, honors: 1 });

/** Drafts seven distinct pairs (one suit or honors-heavy sometimes). */
function draftSevenPairs(rand: Rand): Draft {
  const flavour = weighted(rand, SEVEN_PAIRS_FLAVOURS);
  const suit = int(rand, 3);
  const pool = flavour === 'one-suit' ? SUIT_TILES[suit]! : flavour === 'honors' ? HONORS : ALL;
  const kinds = shuffle(pool, rand).slice(0, 7);
  while (kinds.length < 7) {
    const t = pick(rand, ALL);
    if (!kinds.includes(t)) kinds.push(t);
  }
  const concealed: Tile[] = [];
  for (const t of kinds) concealed.push(t, t);
  return { declared: [], concealed, win: pick(rand, concealed), kongs: 0 };
}

/** Drafts thirteen orphans: one of each terminal and honor plus a second copy of one of them. */
function draftThirteenOrphans(rand: Rand): Draft {
  const concealed = [...ORPHANS, pick(rand, ORPHANS)];
  return { declared: [], concealed, win: pick(rand, concealed), kongs: 0 };
}

function draftWinning(rand: Rand): Draft {
  const style = weighted(rand, STYLE_WEIGHTS);
  if (style === 'seven-pairs') return draftSevenPairs(rand);
  if (style === 'thirteen-orphans') return draftThirteenOrphans(rand);
  return draftStandard(rand, style);
}

const NON_WINNING_MELDS = weightTable({ 0: 50, 1: 25, 2: 15, 3: 7, 4: 3 });

/** Drafts a non-winning hand: 13 tiles counting 3 per declared meld, a winning hand short of a tile or loose tiles. */
function draftNonWinning(rand: Rand): Draft {
  if (chance(rand, 0.5)) {
    const d = draftWinning(rand);
    const i = int(rand, d.concealed.length);
    d.concealed.splice(i, 1); // waiting (or not) after the draw of one tile less
    return { ...d, win: null };
  }
  const wall = WALL.reset(rand);
  const declared: GenSet[] = [];
  let kongs = 0;
  const melds = weighted(rand, NON_WINNING_MELDS);
  for (let i = 0; i < Number(melds); i++) {
    const { kind, tile } = drawSet(wall, 'mixed', ALL);
    wall.take(kind, tile);
    if (kind === 'kong') kongs++;
    declared.push({ kind, tile, declared: true, exposed: kind === 'kong' ? chance(rand, 0.6) : true });
  }
  const concealed: Tile[] = [];
  const suit = int(rand, 3);
  const pool = chance(rand, 0.2) ? SUIT_AND_HONOR_TILES[suit]! : ALL;
  while (concealed.length + 3 * declared.length < 13) {
    const t = pick(rand, pool);
    if (!wall.canTake('single', t)) continue;
    wall.take('single', t);
    concealed.push(t);
  }
  return { declared, concealed, win: null, kongs };
}

const BONUS_COUNT_WEIGHTS = weightTable({ 0: 55, 1: 22, 2: 13, 3: 10 });
const BONUS_TILES = range(FIRST_BONUS, FIRST_BONUS + 8);

/** Each tile's notation (a rank digit and a suit letter: `5m`, `7z`, `3f`), written once. */
const TILE_TEXT: readonly string[] = Array.from({ length: ALL_KINDS }, (_, t) => formatTile(t));
/** The character codes of each tile's rank and suit. */
const RANK_CODE: readonly number[] = TILE_TEXT.map((t) => t.charCodeAt(0));
const SUIT_CODE: readonly number[] = TILE_TEXT.map((t) => t.charCodeAt(1));

function renderMeld(s: GenSet): string {
  const r = (s.tile % 9) + 1;
  const ranks = s.kind === 'chow' ? `${r}${r + 1}${r + 2}` : String(r).repeat(s.kind === 'kong' ? 4 : 3);
  const body = ranks + 'mpsz'[Math.floor(s.tile / 9)];
  return s.kind === 'kong' && !s.exposed ? `{${body}}` : `[${body}]`;
}

/** Each meld's notation as character codes, by kind (chow, pung, exposed kong, concealed kong) and first tile, written when first met. */
const MELD_CODES: Array<readonly number[] | undefined> = new Array<readonly number[] | undefined>(4 * PLAYING_KINDS).fill(undefined);

function meldCodes(s: GenSet): readonly number[] {
  const key = (s.kind === 'chow' ? 0 : s.kind === 'pung' ? 1 : s.exposed ? 2 : 3) * PLAYING_KINDS + s.tile;
  let codes = MELD_CODES[key];
  if (codes === undefined) {
    const text = renderMeld(s);
    MELD_CODES[key] = codes = Array.from(text, (ch) => ch.charCodeAt(0));
  }
  return codes;
}

/**
 * A token of the rendered notation: a standing tile (playing or bonus: the tile's number) or a whole meld (MELD_TOKEN
 * plus its place among the draft's declared sets).
 */
const MELD_TOKEN = 64;

/**
 * The lists layOutDraft and writeLaidOut work in (one hand is laid out at a time; new lists per hand were most of the
 * generator's garbage), each with the count of what it holds: the tokens before the winning tile, the bonus tiles
 * after it, the bonus tiles in drawn order; and the notation's character codes.
 */
const TOKENS = new Uint8Array(32);
let tokenCount = 0;
const TRAILING = new Uint8Array(8);
let trailingCount = 0;
const BONUS = new Uint8Array(8);
const CODES: number[] = [];

/** Inserts a token before position `at` (0..tokenCount). */
function insertToken(at: number, token: number): void {
  for (let i = tokenCount; i > at; i--) TOKENS[i] = TOKENS[i - 1]!;
  TOKENS[at] = token;
  tokenCount++;
}

/** Appends the notation of the first `count` tokens to CODES, merging adjacent tiles of one suit into one group: `51m3p[777z]2m`. */
function renderTokens(tokens: Uint8Array, count: number, declared: readonly GenSet[]): void {
  const out = CODES;
  let suit = 0;
  for (let i = 0; i < count; i++) {
    const tok = tokens[i]!;
    if (tok >= MELD_TOKEN) {
      if (suit !== 0) out.push(suit);
      suit = 0;
      const meld = meldCodes(declared[tok - MELD_TOKEN]!);
      for (let k = 0; k < meld.length; k++) out.push(meld[k]!);
      continue;
    }
    const s = SUIT_CODE[tok]!;
    if (suit !== 0 && s !== suit) out.push(suit);
    out.push(RANK_CODE[tok]!);
    suit = s;
  }
  if (suit !== 0) out.push(suit);
}

/**
 * Lays a draft out as its notation will be written: concealed tiles (without the winning tile) in shuffled order,
 * melds, bonus tiles, into TOKENS and TRAILING (after `+t`); returns how many bonus tiles the hand has (the first of
 * BONUS). The draws and their order are those of the generator's first version (the seeded hand streams stay the same).
 */
function layOutDraft(rand: Rand, d: Draft): number {
  tokenCount = 0;
  const skip = d.win !== null ? d.concealed.indexOf(d.win) : -1;
  for (let i = 0; i < d.concealed.length; i++) if (i !== skip) TOKENS[tokenCount++] = d.concealed[i]!;
  shuffleInPlace(TOKENS, rand, tokenCount);
  const melds = d.declared.length;
  const layout = int(rand, 4);
  if (layout === 0) for (let m = melds - 1; m >= 0; m--) insertToken(0, MELD_TOKEN + m); // melds first
  else if (layout === 1) {
    for (let m = 0; m < melds; m++) insertToken(int(rand, tokenCount + 1), MELD_TOKEN + m); // melds anywhere among the tiles
  } else for (let m = 0; m < melds; m++) TOKENS[tokenCount++] = MELD_TOKEN + m; // melds last (the usual way)
  BONUS.set(BONUS_TILES);
  shuffleInPlace(BONUS, rand);
  const bonusCount = Number(weighted(rand, BONUS_COUNT_WEIGHTS));
  trailingCount = 0;
  for (let b = 0; b < bonusCount; b++) {
    const tile = BONUS[b]!;
    if (d.win !== null && chance(rand, 0.25)) TRAILING[trailingCount++] = tile; // bonus tiles may follow the winning tile
    else insertToken(int(rand, tokenCount + 1), tile);
  }
  return bonusCount;
}

/** The notation of the draft laid out last (layOutDraft). */
function writeLaidOut(d: Draft): string {
  CODES.length = 0;
  renderTokens(TOKENS, tokenCount, d.declared);
  if (d.win !== null) {
    CODES.push(0x2b, RANK_CODE[d.win]!, SUIT_CODE[d.win]!); // +t
    renderTokens(TRAILING, trailingCount, d.declared);
  }
  return String.fromCharCode.apply(null, CODES);
}

const WIN_WEIGHTS = weightTable<WinFrom>({ discard: 55, wall: 35, replacement: 6, robbing: 4 });

/**
 * The circumstances drawn so far, by their code (see drawnOptions): one frozen object for each combination, shared by
 * every hand that drew it (a few hundred combinations over a million hands; a new object per hand was garbage, and
 * the impact's worker batches find a hand's circumstances by the object).
 */
const DRAWN = new Map<number, WinOptions>();

/** The circumstances of these drawn values, the others at their defaults (every field set, in DEFAULT_WIN_OPTIONS' order). */
function drawnOptions(
  seat: Wind, round: Wind, win: WinFrom, lastTile: boolean, immediateCalling: boolean, heavenly: boolean, earthly: boolean, kongOnKong: boolean,
): WinOptions {
  const code = ((WINDS.indexOf(seat) * 4 + WINDS.indexOf(round)) * 4 + WIN_FROM.indexOf(win)) * 32
    + (lastTile ? 16 : 0) + (immediateCalling ? 8 : 0) + (heavenly ? 4 : 0) + (earthly ? 2 : 0) + (kongOnKong ? 1 : 0);
  let o = DRAWN.get(code);
  if (o === undefined) {
    o = Object.freeze({
      ...DEFAULT_WIN_OPTIONS, seat, round, win, lastTile, immediateCalling, heavenly, earthly, kongOnKong,
      afterKong: false, // not drawn: keeps the seeded hand stream of earlier versions
      lastOfKind: false, // likewise
    });
    DRAWN.set(code, o);
  }
  return o;
}

/**
 * Draws the circumstances of a hand: seat, round, where the tile came from, rare flags consistent with the tiles; the
 * others at their defaults. The object is shared by the hands with the same circumstances (frozen).
 */
function drawOptions(rand: Rand, d: Draft): WinOptions {
  const seat: Wind = pick(rand, WINDS);
  const round: Wind = chance(rand, 0.5) ? 'E' : pick(rand, WINDS);
  if (d.win === null) return drawnOptions(seat, round, 'discard', false, false, false, false, false);
  let win = weighted(rand, WIN_WEIGHTS);
  if (win === 'replacement' && d.kongs === 0) win = 'wall'; // a replacement tile follows a kong
  const closed = d.declared.every((s) => !s.exposed);
  const untouched = d.declared.length === 0;
  const heavenly = untouched && seat === 'E' && win === 'wall' && chance(rand, 0.02);
  const earthly = !heavenly && untouched && seat !== 'E' && win === 'discard' && chance(rand, 0.02);
  // In the order of the draws (the seeded stream): last tile, immediate calling, kong on kong.
  const lastTile = !heavenly && !earthly && (win === 'wall' || win === 'discard') && chance(rand, 0.03);
  const immediateCalling = closed && !heavenly && chance(rand, 0.03);
  const kongOnKong = win === 'replacement' && d.kongs >= 2 && chance(rand, 0.3);
  return drawnOptions(seat, round, win, lastTile, immediateCalling, heavenly, earthly, kongOnKong);
}

/** Generates a hand that declared mahjong: complete (4 sets + a pair, seven pairs or thirteen orphans), with `+t`. */
export function generateWinningHand(rand: () => number): GeneratedHand {
  return generateHand(rand, { winning: true });
}

/**
 * A generated hand as the parts of its notation (what parseHand reads from it, see handOfParts), without the
 * notation: for callers that only score the hand (impact over a million hands: no text written and read again).
 */
export interface GeneratedParts {
  /** Concealed tiles, the winning tile among them, in no particular order. */
  concealed: readonly Tile[];
  /** The declared melds in the order written. */
  declared: readonly WrittenMeld[];
  /** Bonus tiles, in no particular order. */
  bonus: readonly Tile[];
  winTile: Tile | null;
  options: WinOptions;
}

/** Generates a hand as generateHand does (the same draws from `rand`, the same hand), as its parts. */
export function generateHandParts(rand: () => number, opts: GenerateHandOptions): GeneratedParts {
  const draft = opts.winning ? draftWinning(rand) : draftNonWinning(rand);
  const bonusCount = layOutDraft(rand, draft);
  const bonus: Tile[] = [];
  for (let b = 0; b < bonusCount; b++) bonus.push(BONUS[b]!);
  // The melds in the order laid out (anywhere among the tiles, in some layouts); `{...}` for a concealed kong, `[...]`
  // for every other declared meld (renderMeld).
  const declared: WrittenMeld[] = [];
  for (let i = 0; i < tokenCount; i++) {
    const tok = TOKENS[i]!;
    if (tok < MELD_TOKEN) continue;
    const s = draft.declared[tok - MELD_TOKEN]!;
    declared.push({ kind: s.kind, tile: s.tile, exposed: s.kind !== 'kong' || s.exposed });
  }
  return { concealed: draft.concealed, declared, bonus, winTile: draft.win, options: drawOptions(rand, draft) };
}

/** Generates a winning hand or a non-winning 13-tile hand (not necessarily complete) with its circumstances. */
export function generateHand(rand: () => number, opts: GenerateHandOptions): GeneratedHand {
  const draft = opts.winning ? draftWinning(rand) : draftNonWinning(rand);
  layOutDraft(rand, draft);
  const notation = writeLaidOut(draft);
  // (The circumstances not drawn, riichi's among them, are at their defaults: the options are what the args read back as.)
  const options = drawOptions(rand, draft);
  return { notation, args: circumstanceWords(circumstancesOf(options, ['seat', 'round', 'win'])), options };
}

/** Generates `count` hands from a seed; the same seed and options always give the same corpus. */
export function generateCorpus(seed: number, count: number, opts: CorpusOptions = {}): GeneratedHand[] {
  const rand = createRandom(seed);
  const share = opts.winningShare ?? 1;
  const out: GeneratedHand[] = [];
  for (let i = 0; i < count; i++) out.push(generateHand(rand, { winning: share >= 1 || rand() < share }));
  return out;
}
