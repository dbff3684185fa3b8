/**
 * Slots (2^FIRST_BITS) of a new cache of the scorer's: a few, so that it grows while the scorer's code still runs
 * unoptimized (warmScorer, the first hands): V8 gives optimized code no path that never ran, so a cache that first
 * grew after its caller was optimized deoptimized it (a batch of 100,000 hands: 3 to 5 times between about the
 * 8,000th and the 40,000th hand, each a hot function compiled again). Growing from here to 2^12 slots moves fewer than 4,100 keys in all.
 */
export const FIRST_BITS = 4;

/**
 * A cache from non-negative 31-bit integer keys to 32-bit integer values, by open addressing over one typed array of
 * (key, value) pairs: a lookup is a multiply, a shift and a comparison or two over a few kilobytes (a Map hashes and
 * boxes more, over more memory), and a hit reads the key and its value from one cache line (with keys and values in
 * two arrays a hit read two lines, far apart once the tables outgrow the first-level data cache). It grows while half
 * full up to a size, then starts afresh.
 */
export class IntCache {
  /** Slot i: its key at 2i (-1: empty), its value at 2i + 1. */
  private slots: Int32Array;
  private shift: number;
  private size = 0;

  /** A cache of 2^bits slots at first, of at most 2^maxBits. */
  constructor(bits: number, private readonly maxBits: number) {
    this.slots = new Int32Array(2 << bits).fill(-1);
    this.shift = 32 - bits;
  }

  /** The value stored under `key` (0 <= key < 2^31), or -1. */
  get(key: number): number {
    const slots = this.slots;
    const mask = slots.length - 2;
    for (let i = (Math.imul(key, 0x9e3779b1) >>> this.shift) << 1; ; i = (i + 2) & mask) {
      const k = slots[i]!;
      if (k === key) return slots[i + 1]!;
      if (k === -1) return -1;
    }
  }

  /**
   * Stores `value` under `key` (0 <= key < 2^31, not stored yet). Returns false when the cache was full and started
   * afresh (every earlier key forgotten) to store it.
   */
  set(key: number, value: number): boolean {
    let kept = true;
    if (4 * (this.size + 1) > this.slots.length) {
      const bits = 33 - this.shift;
      if (bits <= this.maxBits) this.rehash(bits);
      else { this.slots.fill(-1); this.size = 0; kept = false; }
    }
    this.place(key, value);
    this.size++;
    return kept;
  }

  /** Forgets every key. */
  clear(): void {
    this.slots.fill(-1);
    this.size = 0;
  }

  private place(key: number, value: number): void {
    const slots = this.slots;
    const mask = slots.length - 2;
    let i = (Math.imul(key, 0x9e3779b1) >>> this.shift) << 1;
    while (slots[i] !== -1) i = (i + 2) & mask;
    slots[i] = key;
    slots[i + 1] = value;
  }

  /** Moves every entry into a table of 2^bits slots. */
  private rehash(bits: number): void {
    const old = this.slots;
    this.slots = new Int32Array(2 << bits).fill(-1);
    this.shift = 32 - bits;
    for (let i = 0; i < old.length; i += 2) if (old[i] !== -1) this.place(old[i]!, old[i + 1]!);
  }
}
