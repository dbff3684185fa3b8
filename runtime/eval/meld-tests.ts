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
