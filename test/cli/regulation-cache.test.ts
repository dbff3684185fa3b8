/**
 * The compile cache (cli/regulation-cache.ts): an entry is given back only while every file of the regulation's
 * `extends` chain is as it was and the entry is whole; a corrupt, stale or foreign entry is ignored (never trusted),
 * and garbage in the cache folder never makes it give back anything but the IR it stored.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../games/index.js';
import { createRegulationCache, defaultCacheDir, type RegulationCache } from '../../cli/regulation-cache.js';

const regulations = join(import.meta.dirname, '..', '..', 'regulations');

/** sbr-2025.yaml (which extends sbr-2024.yaml) copied into a folder of its own, with a cache folder beside. */
function setUp(build = 'build-1') {
  const dir = mkdtempSync(join(tmpdir(), 'reglament-cache-'));
  for (const f of ['sbr-2024.yaml', 'sbr-2025.yaml']) copyFileSync(join(regulations, f), join(dir, f));
  const cacheDir = join(dir, 'cache');
  const cache = createRegulationCache({ dir: cacheDir, build });
  const file = join(dir, 'sbr-2025.yaml');
  const compiled = compileRegulationFile(file);
  if (!compiled.ir || !compiled.sources) throw new Error('sbr-2025 does not compile');
  cache.write(file, { ir: compiled.ir, diagnostics: compiled.diagnostics }, compiled.sources);
  const entries = () => readdirSync(cacheDir).filter((f) => f.endsWith('.json'));
  const entryPath = () => join(cacheDir, entries()[0]!);
  return { dir, cacheDir, cache, file, compiled, entries, entryPath };
}

const readBack = (cache: RegulationCache, file: string) => cache.read(file);

describe('compile cache', () => {
  it('gives back the stored IR and warnings of an unchanged regulation, one entry per file', () => {
    const s = setUp();
    expect(s.entries()).toHaveLength(1);
    const got = readBack(s.cache, s.file);
    expect(got?.ir).toEqual(s.compiled.ir);
    expect(got?.diagnostics).toEqual(s.compiled.diagnostics);
  });

  it('misses when the file or a file it extends changed, and a new write replaces the old entry', () => {
    const s = setUp();
    const parent = join(s.dir, 'sbr-2024.yaml');
    writeFileSync(parent, readFileSync(parent, 'utf8') + '\n# edited\n');
    expect(readBack(s.cache, s.file)).toBeUndefined();
    writeFileSync(s.file, readFileSync(s.file, 'utf8') + '\n# edited\n');
    expect(readBack(s.cache, s.file)).toBeUndefined();
    const again = compileRegulationFile(s.file);
    s.cache.write(s.file, { ir: again.ir!, diagnostics: again.diagnostics }, again.sources!);
    expect(s.entries()).toHaveLength(1);
    expect(readBack(s.cache, s.file)?.ir).toEqual(again.ir);
  });

  it('misses for another build, another path, and a file that cannot be read', () => {
    const s = setUp();
    expect(readBack(createRegulationCache({ dir: s.cacheDir, build: 'build-2' }), s.file)).toBeUndefined();
    const copy = join(s.dir, 'copy.yaml');
    copyFileSync(s.file, copy);
    expect(readBack(s.cache, copy)).toBeUndefined();
    expect(readBack(s.cache, join(s.dir, 'missing.yaml'))).toBeUndefined();
  });

  it('ignores a corrupt entry: truncated, garbage, an edited payload, an edited header', () => {
    const s = setUp();
    const original = readFileSync(s.entryPath(), 'utf8');
    const newline = original.indexOf('\n');
    const header = JSON.parse(original.slice(0, newline)) as Record<string, unknown>;
    const corruptions: Record<string, string> = {
      truncated: original.slice(0, original.length / 2),
      empty: '',
      garbage: 'not json at all\n{"ir":',
      'payload edited': original.replace('"sbr-2025"', '"sbr-2026"'),
      'another IR version': JSON.stringify({ ...header, irVersion: 999 }) + original.slice(newline),
      'another format': JSON.stringify({ ...header, format: 0 }) + original.slice(newline),
      'no sources': JSON.stringify({ ...header, sources: [] }) + original.slice(newline),
    };
    for (const [what, text] of Object.entries(corruptions)) {
      writeFileSync(s.entryPath(), text);
      expect(readBack(s.cache, s.file), what).toBeUndefined();
    }
  });

  it('gives back either nothing or exactly the stored IR, whatever bytes of the entry are changed', () => {
    const s = setUp();
    const original = readFileSync(s.entryPath());
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }), (edits) => {
        const bytes = Buffer.from(original);
        for (const [at, value] of edits) bytes[at % bytes.length] = value;
        writeFileSync(s.entryPath(), bytes);
        const got = readBack(s.cache, s.file);
        if (bytes.equals(original)) expect(got?.ir).toEqual(s.compiled.ir);
        else if (got !== undefined) expect(got.ir).toEqual(s.compiled.ir); // an edit that changes nothing it checks
      }),
      { numRuns: 150 },
    );
  });

  it('a cache folder that cannot be written is no error', () => {
    const s = setUp();
    const blocked = join(s.dir, 'a-file');
    writeFileSync(blocked, '');
    const cache = createRegulationCache({ dir: join(blocked, 'cache'), build: 'b' });
    expect(() => cache.write(s.file, { ir: s.compiled.ir!, diagnostics: [] }, s.compiled.sources!)).not.toThrow();
    expect(cache.read(s.file)).toBeUndefined();
  });

  it('lives in XDG_CACHE_HOME, else the platform\'s cache folder', () => {
    expect(defaultCacheDir({ XDG_CACHE_HOME: '/x/cache' }, 'linux')).toBe('/x/cache/reglament');
    expect(defaultCacheDir({ XDG_CACHE_HOME: 'relative' }, 'linux')).toMatch(/\/\.cache\/reglament$/);
    expect(defaultCacheDir({}, 'linux')).toMatch(/\/\.cache\/reglament$/);
    expect(defaultCacheDir({}, 'darwin')).toMatch(/\/Library\/Caches\/reglament$/);
    expect(defaultCacheDir({ LOCALAPPDATA: 'C:\\Users\\j\\AppData\\Local' }, 'win32')).toContain('reglament');
  });
});
