import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegulationSource } from '../../../compiler/source/index.js';
import { schemaRefusedPaths } from '../../../compiler/source/schema-check.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** A base file of the shape of sbr-2024 (the smallest bundled base regulation), with `edit` applied to its text. */
function sourceOf(edit: (text: string) => string) {
  const text = edit(readFileSync(join(ROOT, 'regulations', 'sbr-2024.yaml'), 'utf8'));
  const { source } = loadRegulationSource('base.yaml', { readFile: (f) => (f === 'base.yaml' ? text : undefined) });
  expect(source).toBeDefined();
  return source!;
}

describe('refused paths of a base file', () => {
  // A base file whose check found nothing is not checked a second time as the merged regulation: these hold that
  // the merged regulation then conforms indeed, and that a file with a problem still has its path refused.
  it.each(
    readdirSync(join(ROOT, 'regulations'))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => join(ROOT, 'regulations', f))
      .filter((f) => !/^extends:/m.test(readFileSync(f, 'utf8'))),
  )('%s (a base file): none refused, as the merged regulation conforms', (file) => {
    const { source } = loadRegulationSource(file);
    expect(schemaRefusedPaths(source!.data as unknown as Record<string, unknown>)).toEqual([]);
    expect(source!.refused(['scoring'])).toBe(false);
  });

  it('a base file with add: (reported by merging) merges into a regulation that conforms', () => {
    const source = sourceOf((t) => `${t}\nadd: { tiles: [] }\n`);
    expect('add' in source.data).toBe(false);
    expect(schemaRefusedPaths(source.data as unknown as Record<string, unknown>)).toEqual([]);
    expect(source.refused([])).toBe(false);
  });

  it('a value of the wrong type is refused where it is', () => {
    const source = sourceOf((t) => t.replace(/^version: .*$/m, 'version: [1, 2]'));
    expect(source.refused(['version'])).toBe(true);
    expect(source.refused(['regulation'])).toBe(false);
  });
});
