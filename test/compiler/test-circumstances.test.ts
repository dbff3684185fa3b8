/**
 * A regulation test states its hand's circumstances as a mapping (`circumstances: {seat: S, win: wall}`): lowered into
 * the test, read by `reglament test` as `reglament score` reads its flags, and checked by the schema, each bad value
 * a positioned diagnostic at that value. The regulation: a child of bermuda-triangle.yaml with its own tests.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runRegulationTests } from '../../games/index.js';
import { compileInline } from '../support/compile-inline.js';

const bermuda = join(import.meta.dirname, '..', '..', 'regulations', 'bermuda-triangle.yaml');
const HAND = '"[555p]333m456s777z9s+9s"';

/** A child of Bermuda with the given tests (YAML lines under `tests:`). */
function child(tests: string): string {
  return `regulation: circumstances\nversion: "1"\nextends: ${bermuda}\nname: { ru: Тест, en: Test }\ntests:\n${tests}`;
}

describe('the circumstances of a regulation test, as a mapping', () => {
  it('are the circumstances its hand is scored with', () => {
    // bermuda-triangle.yaml's own test of this hand (South, on a discard): 36 points x 2 (dragon pung) = 72. From the
    // wall, `winning-tile-from-wall` (Прил. 5.б, `win.from == wall`) adds 2: (36 + 2) x 2 = 76.
    const r = compileInline(child(`  - name: South, on a discard
    hand: ${HAND}
    circumstances: { seat: S }
    expect: { total: 72, absent: [winning-tile-from-wall] }
  - name: South, from the wall
    hand: ${HAND}
    circumstances: { seat: S, win: wall }
    expect: { total: 76, items: [winning-tile-from-wall] }
  - name: a wrong expectation fails
    hand: ${HAND}
    circumstances: { seat: S }
    expect: { items: [winning-tile-from-wall] }
`));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const outcomes = runRegulationTests(r.ir!).filter((o) => o.test.origin.file.endsWith('.yaml') && !o.test.origin.file.endsWith('bermuda-triangle.yaml'));
    expect(outcomes.map((o) => [o.test.name, o.ok])).toEqual([['South, on a discard', true], ['South, from the wall', true], ['a wrong expectation fails', false]]);
  });

  it('are checked by the schema: each bad value a diagnostic at that value', () => {
    const r = compileInline(child(`  - name: bad circumstances
    hand: ${HAND}
    circumstances: { seat: X, win: wal, last-tile: yes }
    expect: { total: 72 }
`));
    // line 8 of the file (regulation, version, extends, name, tests:, - name, hand, circumstances): `    circumstances: { seat: X, win: wal, last-tile: yes }`; columns of X, wal and yes
    expect(r.diagnostics.map((d) => [d.code, d.line, d.col, d.endCol])).toEqual([
      ['schema/type', 8, 28, 29], ['schema/type', 8, 36, 39], ['schema/type', 8, 52, 55],
    ]);
    expect(r.diagnostics[1]!.message).toContain('did you mean "wall"?');
  });
});
