/**
 * Runs the `tests:` of every bundled regulation: each case's expected value was worked out from the source
 * text (the arithmetic is in the YAML comment above it).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, runRegulationTests } from '../../games/index.js';

const dir = join(import.meta.dirname, '..', '..', 'regulations');
const files = [
  ...readdirSync(dir).filter((f) => f.endsWith('.yaml')),
  ...readdirSync(join(dir, 'examples')).filter((f) => f.endsWith('.yaml')).map((f) => join('examples', f)),
].sort();

describe.each(files)('regulation %s', (file) => {
  const { ir, diagnostics } = compileRegulationFile(join(dir, file));

  it('compiles without diagnostics', () => {
    expect(diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('has test cases', () => {
    expect((ir?.tests.length ?? 0) + (ir?.preferenceTests?.length ?? 0)).toBeGreaterThan(0);
  });

  const outcomes = ir ? runRegulationTests(ir) : [];
  it.each(outcomes.map((o) => [`${o.test.name} (line ${o.test.origin.line})`, o] as const))('%s', (_name, outcome) => {
    expect(outcome.problems).toEqual([]);
  });
});
