/**
 * Slots (2^FIRST_BITS) of a new cache of the scorer's: a few, so that it grows while the scorer's code still runs
 * unoptimized (warmScorer, the first hands): V8 gives optimized code no path that never ran, so a cache that first
 * grew after its caller was optimized deoptimized it (a batch of 100,000 hands: 3 to 5 times between about the
 * 8,000th and the 40,000th hand, each a hot function compiled again). Growing from here to 2^12 slots moves fewer than 4,100 keys in all.
 */
export const FIRST_BITS = 4;

/**
 * A cache from non-negative 31-bit integer keys to 32-bit integer values, by open addressing over typed arrays: a
 * lookup is a multiply, a shift and a comparison or two over a few kilobytes (a Map hashes and boxes more, over more
 * memory). It grows while half full up to a size, then starts afresh.
 */
export class IntCache {
  private keys: Int32Array;
  private values: Int32Array;
  private shift: number;
  private size = 0;

  /** A cache of 2^bits slots at first, of at most 2^maxBits. */
  constructor(bits: number, private readonly maxBits: number) {
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.values = new Int32Array(1 << bits);
    this.shift = 32 - bits;
  }

  /** The value stored under `key` (0 <= key < 2^31), or -1. */
  get(key: number): number {
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let i = Math.imul(key, 0x9e3779b1) >>> this.shift; ; i = (i + 1) & mask) {
      const k = keys[i]!;
      if (k === key) return this.values[i]!;
      if (k === -1) return -1;
    }
  }

  /**
   * Stores `value` under `key` (0 <= key < 2^31, not stored yet). Returns false when the cache was full and started
   * afresh (every earlier key forgotten) to store it.
   */
  set(key: number, value: number): boolean {
    let kept = true;
    if (2 * (this.size + 1) > this.keys.length) {
      const bits = 33 - this.shift;
      if (bits <= this.maxBits) this.rehash(bits);
      else { this.keys.fill(-1); this.size = 0; kept = false; }
    }
    this.place(key, value);
    this.size++;
    return kept;
  }

  /** Forgets every key. */
  clear(): void {
    this.keys.fill(-1);
    this.size = 0;
  }

  private place(key: number, value: number): void {
    const keys = this.keys;
    const mask = keys.length - 1;
    let i = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (keys[i] !== -1) i = (i + 1) & mask;
    keys[i] = key;
    this.values[i] = value;
  }

  /** Moves every entry into tables of 2^bits slots. */
  private rehash(bits: number): void {
    const keys = this.keys, values = this.values;
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.values = new Int32Array(1 << bits);
    this.shift = 32 - bits;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== -1) this.place(keys[i]!, values[i]!);
  }
}
