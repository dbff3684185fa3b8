/**
 * Peer scorers timed by the benchmark on the same hands: the npm packages `riichi` and `@pai-forge/riichi-mahjong`
 * (both Japanese riichi scorers). Each hand is converted once, untimed, to the peer's own text notation; the timed
 * call then parses that text and scores it, as ours parses and scores our notation. Bonus tiles are dropped (riichi
 * has none); declared melds use the peer's open-meld syntax; options map to the peer's wind and win-type settings,
 * riichi, ippatsu and the dora where the peer has them (the doraOf table here is the benchmark's, to give `riichi`
 * the dora tiles it expects; the scorer reads the regulation's `indicators`).
 */
import type { Meld, ParsedHand, WinOptions } from '../runtime/index.js';
import { median, perSecond, timePasses, type PassBody } from './timing.js';
import { WINDS } from '../runtime/index.js';

/** A peer ready to run: `score` parses and scores one prepared input and tells whether the peer accepted the hand. */
export interface Peer<Input> {
  name: string;
  /** Converts one of our hands to the peer's input (done before timing). */
  prepare(hand: ParsedHand, options: WinOptions): Input;
  /** Parses and scores one input; returns false when the peer rejected the hand (no yaku, not a win, bad input). */
  score(input: Input): boolean;
}

const SUITS = 'mpsz';

/** Renders tiles sorted, one digit group per suit: `[0, 0, 1, 27]` → `112m1z`. */
export function mpsz(tiles: readonly number[]): string {
  const sorted = [...tiles].sort((a, b) => a - b);
  let out = '';
  let suit = -1;
  for (const t of sorted) {
    const s = Math.floor(t / 9);
    if (s !== suit && suit >= 0) out += SUITS[suit];
    out += String((t % 9) + 1);
    suit = s;
  }
  return suit >= 0 ? out + SUITS[suit] : out;
}

function meldTiles(m: Meld): number[] {
  if (m.kind === 'chow') return [m.tile, m.tile + 1, m.tile + 2];
  return new Array<number>(m.kind === 'kong' ? 4 : m.kind === 'pair' ? 2 : 3).fill(m.tile);
}

/** Standing tiles without one copy of the winning tile. */
function standingWithoutWin(hand: ParsedHand): number[] {
  const rest = [...hand.concealed];
  if (hand.winTile !== null) rest.splice(rest.indexOf(hand.winTile), 1);
  return rest;
}

const isSelfDrawn = (o: WinOptions): boolean => o.win === 'wall' || o.win === 'replacement';

/** The dora an indicator points at (the next tile of its suit, the winds and the dragons in their own cycles). */
function doraOf(indicator: number): number {
  if (indicator < 27) return indicator - (indicator % 9) + ((indicator % 9) + 1) % 9;
  if (indicator < 31) return 27 + ((indicator - 27 + 1) % 4);
  return 31 + ((indicator - 31 + 1) % 3);
}
const windNumber = (w: WinOptions['seat']): number => WINDS.indexOf(w) + 1;

/**
 * `riichi` (takayama-lily): `<standing><win>` for a self-drawn win, `<standing>+<win>` on a discard, then
 * `+<melds>` (an open meld as its tiles, a concealed kong as two tiles: `55z`), then `+<round><seat>` and extra
 * letters (`h` last tile, `k` replacement tile / robbing a kong, `t` heavenly / earthly).
 */
export async function loadRiichi(): Promise<Peer<string>> {
  const { default: Riichi } = await import('riichi');
  return {
    name: 'riichi',
    prepare(hand, o) {
      const win = hand.winTile === null ? '' : mpsz([hand.winTile]);
      let text = mpsz(standingWithoutWin(hand)) + (isSelfDrawn(o) ? win : `+${win}`);
      if (hand.declared.length > 0) {
        text += '+' + hand.declared.map((m) => (m.kind === 'kong' && !m.exposed ? mpsz([m.tile, m.tile]) : mpsz(meldTiles(m)))).join('');
      }
      if (o.dora !== undefined && o.dora.length > 0) text += `+d${mpsz(o.dora.map(doraOf))}`;
      let extra = `${windNumber(o.round)}${windNumber(o.seat)}`;
      if (o.lastTile) extra += 'h';
      if (o.win === 'replacement' || o.win === 'robbing') extra += 'k';
      if (o.heavenly || o.earthly) extra += 't';
      if (o.riichi) extra += 'r';
      if (o.doubleRiichi) extra += 'w';
      if (o.ippatsu) extra += 'i';
      return `${text}+${extra}`;
    },
    score(input) {
      const r = new Riichi(input);
      r.disableHairi(); // shanten analysis of non-winning hands is not scoring
      const result = r.calc();
      return !result.error && result.isAgari && (result.han > 0 || result.yakuman > 0);
    },
  };
}

/** Prepared input of @pai-forge/riichi-mahjong: its text notation and the score configuration. */
export interface PaiForgeInput {
  text: string;
  extended: boolean;
  config: {
    agariHai: number;
    isTsumo: boolean;
    jikaze: number;
    bakaze: number;
    doraMarkers: number[];
    uraDoraMarkers?: number[];
  };
}

/**
 * `@pai-forge/riichi-mahjong`: the 14 tiles in MSPZ (`parseMspz`), or with melds in extended MSPZ
 * (`parseExtendedMspz`: `[123m]` open meld, `(1111m)` concealed kong), scored by `calculateScoreForTehai` with the
 * winning tile, self-drawn or not, seat and round winds and no dora. It throws NoYakuError for a hand without yaku.
 */
export async function loadPaiForge(): Promise<Peer<PaiForgeInput>> {
  const lib = await import('@pai-forge/riichi-mahjong');
  type Tehai14 = Parameters<typeof lib.calculateScoreForTehai>[0];
  type Config = Parameters<typeof lib.calculateScoreForTehai>[1];
  return {
    name: '@pai-forge/riichi-mahjong',
    prepare(hand, o) {
      let text = mpsz(hand.concealed);
      for (const m of hand.declared) {
        const body = mpsz(meldTiles(m));
        text += m.kind === 'kong' && !m.exposed ? `(${body})` : `[${body}]`;
      }
      return {
        text,
        extended: hand.declared.length > 0,
        config: {
          agariHai: hand.winTile ?? hand.concealed[0] ?? 0,
          isTsumo: isSelfDrawn(o),
          jikaze: 27 + WINDS.indexOf(o.seat),
          bakaze: 27 + WINDS.indexOf(o.round),
          doraMarkers: [...(o.dora ?? [])],
          ...(o.ura !== undefined && o.ura.length > 0 ? { uraDoraMarkers: [...o.ura] } : {}),
        },
      };
    },
    score(input) {
      const parsed = input.extended ? lib.parseExtendedMspz(input.text) : lib.parseMspz(input.text);
      if (parsed.isErr()) return false;
      try {
        const result = lib.calculateScoreForTehai(parsed.value as Tehai14, input.config as unknown as Config);
        return result.han > 0;
      } catch {
        return false;
      }
    },
  };
}

/** Keeps a value alive so the optimiser cannot drop the work that produced it. */
let sink = 0;

/** A pass body of a peer: parse + score of inputs [from, to) (input i is inputs[i % inputs.length]). */
export function peerPass<I>(peer: Peer<I>, inputs: readonly I[]): PassBody {
  return (from, to) => {
    let acc = 0;
    for (let i = from; i < to; i++) {
      try {
        if (peer.score(inputs[i % inputs.length]!)) acc++;
      } catch {
        acc--;
      }
    }
    sink += acc;
  };
}

/**
 * Times a peer over prepared inputs: counts the inputs it rejects (untimed, also a warm-up), then parse + score of
 * `size` inputs a pass, median of `passes`; returns hands per second.
 */
export function timePeerInputs<I>(peer: Peer<I>, inputs: readonly I[], o: { size: number; passes: number; warmupMs: number }): { perSecond: number; rejected: number } {
  let rejected = 0;
  for (const input of inputs) {
    try {
      if (!peer.score(input)) rejected++;
    } catch {
      rejected++;
    }
  }
  const times = timePasses(peerPass(peer, inputs), { size: o.size, warmupMs: o.warmupMs, passes: o.passes });
  return { perSecond: perSecond(o.size, median(times)), rejected };
}
