/**
 * Bad-regulation fixtures, one per diagnostic code: each must report its code, and the whole rendered output
 * must equal the reviewed golden file. Update the golden files only on purpose:
 *   UPDATE_GOLDEN=1 npx vitest run test/golden   (then review `git diff test/golden`)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../compiler/index.js';
import { compileRegulationFile, everyDiagnosticCode } from '../../games/index.js';

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

/** The compiler phases that read a regulation file; their codes are named after them (`resolve/...`). */
const phases = 'yaml|schema|source|dsl|resolve';

/** The code a fixture is named after: `resolve-unknown-name.yaml` -> `resolve/unknown-name`. */
function codeOf(file: string): string | undefined {
  const m = new RegExp(`^(${phases})-(.+?)(-[ab])?\\.yaml$`).exec(file);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

/**
 * Codes of the regulation phases that no fixture can raise, each with the reason. Retired codes (never emitted any
 * more; the registry's `retired` says why) need no fixture either.
 */
const withoutFixture: Record<string, string> = {
  'source/file-missing':
    'raised for the path given to the compiler when no file can be read there; a fixture is a file that exists ' +
    '(test/compiler/source/extends.test.ts covers it)',
};

/** The registered codes of the regulation phases (the games' too), which the fixtures must cover. */
const regulationCodes = Object.entries(everyDiagnosticCode().codes).filter(([code]) => new RegExp(`^(${phases})/`).test(code));

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

  it('has a fixture for every code of the regulation phases, except the listed and the retired ones', () => {
    const covered = new Set(files.map(codeOf));
    const live = regulationCodes.filter(([, info]) => !('retired' in info)).map(([code]) => code);
    const retired = regulationCodes.filter(([, info]) => 'retired' in info).map(([code]) => code);
    expect(live.length).toBeGreaterThan(20);
    expect(live.filter((code) => !covered.has(code) && !(code in withoutFixture))).toEqual([]);
    // An exception lists a live code that has no fixture (else it is stale); a retired code is no longer emitted.
    expect(Object.keys(withoutFixture).filter((code) => !live.includes(code) || covered.has(code))).toEqual([]);
    expect(retired.filter((code) => covered.has(code))).toEqual([]);
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
