import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRegulationSource } from '../../../compiler/source/index.js';

/** YAML-ish text built from fragments of the format, so the generator reaches the merge code, not only the parser. */
const fragment = fc.constantFrom(
  'regulation: x\n', 'version: "1"\n', 'game: preference\n', 'name: { ru: a, en: b }\n', 'extends: p.yaml\n',
  'extends: c.yaml\n', 'tiles:\n', 'scoring:\n', '  points:\n', '  base: 1\n', 'add:\n', 'override:\n', 'remove:\n',
  '  - id: a\n', '  - a\n', '    value: 1\n', '  - { id: b, value: x }\n', 'procedures: [1, 2]\n', '[\n', '}\n', '- \n',
  '"\n', '\t', ': ', '&a x\n', '*a\n', 'tests: 5\n', '~\n', '? [a]\n', '  tiles:\n', '  procedures:\n', 'x: !t 1\n',
);
const text = fc.oneof(fc.string(), fc.array(fragment, { maxLength: 14 }).map((parts) => parts.join('')));

describe('loadRegulationSource', () => {
  it('never throws, whatever the files contain', () => {
    fc.assert(
      fc.property(text, text, (child, parent) => {
        const files: Record<string, string> = { 'c.yaml': child, 'p.yaml': parent };
        const result = loadRegulationSource('c.yaml', { readFile: (f) => files[f] });
        for (const d of result.diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.col).toBeGreaterThanOrEqual(1);
        }
        if (result.source !== undefined) {
          result.source.spanOf(['scoring', 'points', 0, 'value']);
          result.source.spanInString(['tiles', 0, 'tiles'], 1, 2);
        }
      }),
      { numRuns: 400, seed: 20250101 },
    );
  });
});
