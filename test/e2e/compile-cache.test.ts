/**
 * The compile cache as a user meets it (the built dist/cli/main.js; npm test builds first): a regulation compiled
 * once is kept in XDG_CACHE_HOME and used by the next run with the same answer; a corrupt entry is ignored, the
 * answer is the same and the entry is written anew; `--no-cache` neither reads nor writes it.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliWith } from '../support/run-cli.js';

const args = ['score', 'regulations/repino-2008.yaml', '123m456m789m2m[777z]+2m', '--json'];

function freshCache() {
  const home = mkdtempSync(join(tmpdir(), 'reglament-xdg-'));
  const folder = join(home, 'reglament');
  const entries = () => { try { return readdirSync(folder).filter((f) => f.endsWith('.json')); } catch { return []; } };
  return { run: (extra: string[] = []) => runCliWith([...args, ...extra], { env: { XDG_CACHE_HOME: home } }), folder, entries };
}

describe('compile cache (CLI)', () => {
  it('keeps a compiled regulation and answers the same from it', () => {
    const c = freshCache();
    const first = c.run();
    expect(first.code).toBe(0);
    expect(c.entries()).toHaveLength(1);
    const second = c.run();
    expect(second).toEqual(first);
  });

  it('ignores a corrupt entry and writes it anew', () => {
    const c = freshCache();
    const first = c.run();
    const entry = join(c.folder, c.entries()[0]!);
    const good = readFileSync(entry, 'utf8');
    for (const corrupt of ['{"format":1}\n{}', good.slice(0, 1000), good.replace('"repino-2008"', '"repino-2009"')]) {
      writeFileSync(entry, corrupt);
      expect(c.run()).toEqual(first);
      expect(readFileSync(entry, 'utf8')).toBe(good);
    }
  });

  it('--no-cache neither reads nor writes the cache', () => {
    const c = freshCache();
    const plain = c.run(['--no-cache']);
    expect(plain.code).toBe(0);
    expect(c.entries()).toEqual([]);
    c.run();
    const entry = join(c.folder, c.entries()[0]!);
    writeFileSync(entry, 'garbage');
    expect(c.run(['--no-cache'])).toEqual(plain);
    expect(readFileSync(entry, 'utf8')).toBe('garbage');
  });
});
