/**
 * Seeded randomness for every draw of the runtime (seating by lot, the round wind by lot, generated hands).
 * Input: an integer seed (the event's seed) and labels naming one draw. Output: a deterministic [0, 1) generator
 * (mulberry32), a per-draw seed derived from the event seed (MurmurHash3 of a canonical text), and a shuffle.
 * The same seed and labels give the same numbers on every platform and in every later version: recorded draws can
 * be replayed. Imports nothing.
 */

/** A uniform [0, 1) generator, as returned by createRandom. */
export type Random = () => number;

/** Creates a uniform [0, 1) generator from a 32-bit seed (mulberry32; the same seed gives the same sequence). */
export function createRandom(seed: number): Random {
  let a = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const utf8 = new TextEncoder();

const rotl = (x: number, r: number): number => (x << r) | (x >>> (32 - r));

/** The bytes of an ASCII text, written here for hashing (grown when a longer text comes; read before the next call). */
let asciiScratch = new Uint8Array(64);

/**
 * A text's UTF-8 bytes: its character codes in a scratch buffer when it is ASCII (every seed text of the runtime:
 * no encoder call, no new buffer), else encoded. The bytes are `data[0 .. n)`.
 */
function utf8Bytes(text: string): { data: Uint8Array; n: number } {
  const n = text.length;
  if (asciiScratch.length < n) asciiScratch = new Uint8Array(2 * n);
  const out = asciiScratch;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) {
      const data = utf8.encode(text);
      return { data, n: data.length };
    }
    out[i] = c;
  }
  return { data: out, n };
}

/** Hashes a text (its UTF-8 bytes) or bytes with MurmurHash3 x86 32-bit; returns an unsigned 32-bit integer. */
export function hashMurmur3(input: string | Uint8Array, seed = 0): number {
  const { data, n } = typeof input === 'string' ? utf8Bytes(input) : { data: input, n: input.length };
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  let h = seed >>> 0;
  const blocksEnd = n & ~3;
  for (let i = 0; i < blocksEnd; i += 4) {
    let k = data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24);
    k = Math.imul(rotl(Math.imul(k, c1), 15), c2);
    h ^= k;
    h = (Math.imul(rotl(h, 13), 5) + 0xe6546b64) | 0;
  }
  const rest = n & 3;
  if (rest > 0) {
    let k = 0;
    if (rest === 3) k ^= data[blocksEnd + 2]! << 16;
    if (rest >= 2) k ^= data[blocksEnd + 1]! << 8;
    k ^= data[blocksEnd]!;
    h ^= Math.imul(rotl(Math.imul(k, c1), 15), c2);
  }
  h ^= n;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Derives the seed of one draw from the event seed: MurmurHash3 (hash seed 0) of the UTF-8 JSON text of
 * `[seed, ...labels]`, e.g. `[20080201,"seating",3]`, so every draw has its own independent stream.
 */
export function deriveSeed(seed: number, ...labels: Array<string | number>): number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`a seed must be a safe integer, got ${seed}`);
  for (const label of labels) {
    if (typeof label === 'number' && !Number.isFinite(label)) throw new RangeError(`a seed label must be finite, got ${label}`);
  }
  return hashMurmur3(JSON.stringify([seed, ...labels]));
}

/** Shuffles a copy of `items` (Fisher-Yates from the end, one draw per position); `items` is left unchanged. */
export function shuffle<T>(items: readonly T[], rand: Random): T[] {
  return shuffleInPlace(items.slice(), rand);
}

/**
 * Shuffles a list in place with the draws and the result of shuffle (Fisher-Yates from the end); returns it. With
 * `length`, only its first `length` items (a list kept longer than what it holds, a typed array).
 */
export function shuffleInPlace<T, L extends { [index: number]: T; length: number }>(out: L, rand: Random, length = out.length): L {
  for (let i = length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}
