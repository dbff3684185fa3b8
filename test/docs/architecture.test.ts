/**
 * docs/architecture.md stays true: every source path it names exists, and its recipe for a new game names every
 * field a game module can have (GameModule in games/types.ts, with the compiler's part in compiler/game-part.ts and
 * compiler/lower/lower-context.ts), so a field added to the interface without a word in the recipe fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
const recipe = doc.slice(doc.indexOf('## A new game'));

/** The fields declared in one interface of a source file (`readonly name?:`, `name(` or `name?(`). */
function fieldsOf(file: string, name: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const start = text.indexOf(`export interface ${name} `);
  const body = text.slice(start, text.indexOf('\n}', start));
  return [...body.matchAll(/^ {2}(?:readonly )?([a-zA-Z]+)\??[:(]/gm)].map((m) => m[1]!);
}

describe('docs/architecture.md', () => {
  it('names only source files and folders that exist', () => {
    const paths = [...doc.matchAll(/`((?:cli|app|lsp|games|present|store|compiler|runtime|schemas|scripts|test)\/[\w./-]*)`/g)]
      .map((m) => m[1]!)
      .filter((p) => !p.includes('*'));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it('the recipe for a new game names every field of a game module', () => {
    const fields = [
      ...fieldsOf('games/types.ts', 'GameModule'),
      ...fieldsOf('compiler/game-part.ts', 'GameCompilerPart'),
      ...fieldsOf('compiler/lower/lower-context.ts', 'GameLowering'),
    ];
    expect(fields).toContain('runTests');
    expect(fields).toContain('lower');
    expect(fields.filter((f) => f !== 'game' && !recipe.includes(`\`${f}`))).toEqual([]);
  });
});
