/**
 * Bad-regulation fixtures, one per diagnostic code: each must report its code, and the whole rendered output
 * must equal the reviewed golden file. Update the golden files only on purpose:
 *   UPDATE_GOLDEN=1 npx vitest run test/golden   (then review `git diff test/golden`)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, renderText } from '../../compiler/index.js';

process.chdir(join(import.meta.dirname, '..', '..'));

const root = join(import.meta.dirname, '..', '..');
const fixtures = join(root, 'test', 'fixtures', 'bad');
const golden = join(root, 'test', 'golden', 'bad');
const clean = new Set(['parent.yaml', 'good-child.yaml']);
const files = readdirSync(fixtures).filter((f) => f.endsWith('.yaml') && !clean.has(f)).sort();

/** Renders a fixture as the CLI does when run from the repository root (paths relative to it). */
function render(file: string): string {
  const { diagnostics } = compileRegulationFile(relative(process.cwd(), join(fixtures, file)));
  return renderText(diagnostics, (f) => (existsSync(f) ? readFileSync(f, 'utf8') : undefined)) + '\n';
}

/** The code a fixture is named after: `resolve-unknown-name.yaml` -> `resolve/unknown-name`. */
function codeOf(file: string): string | undefined {
  const m = /^(yaml|schema|source|dsl|resolve)-(.+?)(-[ab])?\.yaml$/.exec(file);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

describe('bad regulations', () => {
  it.each(files)('%s renders as its golden file', (file) => {
    const out = render(file);
    const path = join(golden, file.replace(/\.yaml$/, '.txt'));
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, out);
    expect(out).toBe(readFileSync(path, 'utf8'));
  });

  it.each(files.filter((f) => codeOf(f)))('%s reports the code it is named after', (file) => {
    const { diagnostics } = compileRegulationFile(join(fixtures, file));
    expect(diagnostics.map((d) => d.code)).toContain(codeOf(file));
  });

  it('reports every kind of error of one file in one run', () => {
    const { diagnostics } = compileRegulationFile(join(fixtures, 'several-errors.yaml'));
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['dsl/syntax', 'resolve/unknown-name', 'schema/unknown-key']);
  });

  it('accepts the clean parent and a clean child that overrides and removes', () => {
    for (const f of clean) expect(compileRegulationFile(join(fixtures, f)).diagnostics).toEqual([]);
    const child = compileRegulationFile(join(fixtures, 'good-child.yaml')).ir!;
    expect(child.scoring.points.find((p) => p.id === 'mahjong')?.value).toBe(10);
    expect(child.scoring.limits.map((l) => l.id)).toEqual([]);
  });
});
