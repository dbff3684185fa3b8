/**
 * A cache from non-negative 31-bit integer keys to values, by open addressing over typed arrays: a lookup is a
 * multiply, a shift and a comparison or two (a Map hashes and boxes more). Cleared whole when half full.
 */
export class IntCache<V> {
  private readonly keys: Int32Array;
  private readonly values: Array<V | undefined>;
  private readonly mask: number;
  private readonly shift: number;
  private size = 0;

  /** A cache of 2^bits slots (at most half of them used). */
  constructor(bits: number) {
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.values = new Array<V | undefined>(1 << bits).fill(undefined);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
  }

  /** The value stored under `key` (0 <= key < 2^31), or undefined. */
  get(key: number): V | undefined {
    const keys = this.keys;
    for (let i = Math.imul(key, 0x9e3779b1) >>> this.shift; ; i = (i + 1) & this.mask) {
      const k = keys[i]!;
      if (k === key) return this.values[i];
      if (k === -1) return undefined;
    }
  }

  /** Stores `value` under `key` (0 <= key < 2^31, not stored yet); clears the cache first when it is half full. */
  set(key: number, value: V): void {
    if (2 * (this.size + 1) > this.keys.length) {
      this.keys.fill(-1);
      this.values.fill(undefined);
      this.size = 0;
    }
    const keys = this.keys;
    let i = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (keys[i] !== -1) i = (i + 1) & this.mask;
    keys[i] = key;
    this.values[i] = value;
    this.size++;
  }
}
