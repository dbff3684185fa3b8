/**
 * Meld counters of generated code: `count(unit)` of melds becomes a counter `mc<i>` that one loop over the reading's
 * melds fills, a switch on the meld's kind so that each meld is tested only by the counters of its kind. A counter's
 * test is kept as data (kinds, tiles or wind, exposure) so that a loop can be written for any set of counters, with
 * its own constants: a section's own (SourceParts) or one shared by a scorer's sections (SharedMeldCounts).
 */

/** What a meld counter counts: melds of these kinds (sorted), of these tiles or this wind (or any), this exposure. */
export interface MeldTest {
  kinds: readonly string[];
  /** Tile kinds 0..41, sorted, or null for any tile. */
  tiles: readonly number[] | null;
  /** The hand's wind the meld's tile must be, or null. */
  wind: 'seat' | 'round' | null;
  exposure: 'exposed' | 'declared' | 'concealed' | null;
}

const EXPOSURE_TEST: Record<NonNullable<MeldTest['exposure']>, string> = { exposed: 'm.exposed', declared: 'm.exposed && m.declared', concealed: '!m.exposed' };

/** A key equal for equal tests. */
export function meldTestKey(test: MeldTest): string {
  return JSON.stringify([test.kinds, test.tiles, test.wind, test.exposure]);
}

/** A table of tile kinds 0..41: 1 for those in the list. */
export function membership(tiles: readonly number[]): Uint8Array {
  const m = new Uint8Array(42);
  for (const t of tiles) m[t] = 1;
  return m;
}

/** The source of a test over the meld `m` ('' when every meld of its kinds counts); `add` makes a constant. */
function testSource(test: MeldTest, add: (value: unknown) => string): string {
  const tests: string[] = [];
  if (test.tiles !== null) tests.push(`${add(membership(test.tiles))}[m.tile] === 1`);
  else if (test.wind !== null) tests.push(`m.tile === h.${test.wind}`);
  if (test.exposure !== null) tests.push(EXPOSURE_TEST[test.exposure]);
  return tests.join(' && ');
}

/**
 * The statements that declare the counters `mc0`, `mc1`... of these tests and fill them in one pass over `r.melds`
 * (none without tests); they read `r`, `h` and the constants `add` makes.
 */
export function countLoopSource(tests: readonly MeldTest[], add: (value: unknown) => string): string[] {
  if (tests.length === 0) return [];
  const rests = tests.map((t) => testSource(t, add));
  const kinds = [...new Set(tests.flatMap((t) => t.kinds))].sort();
  return [
    `  let ${tests.map((_, i) => `mc${i} = 0`).join(', ')};`,
    '  for (let i = 0; i < r.melds.length; i++) {',
    '    const m = r.melds[i];',
    '    switch (m.kind) {',
    ...kinds.flatMap((kind) => [
      `    case ${JSON.stringify(kind)}:`,
      ...tests.flatMap((t, i) => (t.kinds.includes(kind) ? [rests[i] === '' ? `      mc${i}++;` : `      if (${rests[i]}) mc${i}++;`] : [])),
      '      break;',
    ]),
    '    }',
    '  }',
  ];
}

/** Counters packed per accumulator: 4 bits each, so a reading of up to 15 melds cannot carry into the next. */
const PACKED_PER_ACCUMULATOR = 7;
const MOST_PACKED_MELDS = 15;
/** Tiles a packed table covers (a meld of another tile takes the loop of countLoopSource). */
const PACKED_TILES = 64;

/** Whether a meld of this tile, exposure and declaration passes a test's tile and exposure parts (not its wind). */
function passes(test: MeldTest, tile: number, exposed: boolean, declared: boolean): boolean {
  if (test.tiles !== null && membership(test.tiles)[tile] !== 1) return false;
  switch (test.exposure) {
    case 'exposed': return exposed;
    case 'declared': return exposed && declared;
    case 'concealed': return !exposed;
    default: return true;
  }
}

/**
 * The statements that write the counts of these tests into `out[0]`, `out[1]`... (an expression for an Int32Array),
 * as countLoopSource's loop counts them, with a table per meld kind instead of a test per counter: each counter not
 * of a wind is a 4-bit field of an accumulator, and a meld adds the table's entry for its tile, exposure and
 * declaration (a 1 in the field of every counter it passes) to each accumulator; the wind counters keep their
 * comparison. A reading of more than 15 melds, or a meld of a tile outside the tables, is counted by
 * countLoopSource's loop instead. (A classical regulation's 16 counters: 7 tests for a pung, now 2 table loads and the 2 winds.)
 */
export function packedCountSource(tests: readonly MeldTest[], out: string, add: (value: unknown) => string): string[] {
  if (tests.length === 0) return [];
  const packed = tests.flatMap((t, i) => (t.wind === null ? [i] : []));
  const accumulators = Math.ceil(packed.length / PACKED_PER_ACCUMULATOR);
  const kinds = [...new Set(tests.flatMap((t) => t.kinds))].sort();
  const cases = kinds.map((kind) => {
    const table = new Int32Array(PACKED_TILES * 4 * accumulators);
    packed.forEach((c, slot) => {
      const test = tests[c]!;
      if (!test.kinds.includes(kind)) return;
      for (let x = 0; x < PACKED_TILES * 4; x++) {
        if (passes(test, x >> 2, (x & 2) !== 0, (x & 1) !== 0)) table[x * accumulators + Math.floor(slot / PACKED_PER_ACCUMULATOR)]! += 1 << (4 * (slot % PACKED_PER_ACCUMULATOR));
      }
    });
    const name = add(table);
    return [
      `      case ${JSON.stringify(kind)}:`,
      ...Array.from({ length: accumulators }, (_, j) => `        p${j} += ${name}[x${j > 0 ? ` + ${j}` : ''}];`),
      ...tests.flatMap((t, i) => (t.wind !== null && t.kinds.includes(kind) ? [`        if (${testSource(t, add)}) w${i}++;`] : [])),
      '        break;',
    ];
  });
  const winds = tests.flatMap((t, i) => (t.wind !== null ? [i] : []));
  return [
    `  let packedAll = r.melds.length <= ${MOST_PACKED_MELDS}${[...Array.from({ length: accumulators }, (_, j) => `, p${j} = 0`), ...winds.map((i) => `, w${i} = 0`)].join('')};`,
    '  if (packedAll) {',
    '    for (let i = 0; i < r.melds.length; i++) {',
    '      const m = r.melds[i];',
    `      if (!(m.tile >= 0 && m.tile < ${PACKED_TILES})) { packedAll = false; break; }`,
    `      const x = ((m.tile << 2) | (m.exposed ? 2 : 0) | (m.declared ? 1 : 0)) * ${accumulators};`,
    '      switch (m.kind) {',
    ...cases.flat(),
    '      }',
    '    }',
    '  }',
    '  if (packedAll) {',
    ...packed.map((c, slot) => `    ${out}[${c}] = (p${Math.floor(slot / PACKED_PER_ACCUMULATOR)} >>> ${4 * (slot % PACKED_PER_ACCUMULATOR)}) & 15;`),
    ...winds.map((i) => `    ${out}[${i}] = w${i};`),
    '  } else {',
    ...countLoopSource(tests, add).map((line) => `  ${line}`),
    ...tests.map((_, i) => `    ${out}[${i}] = mc${i};`),
    '  }',
  ];
}
