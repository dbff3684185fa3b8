/**
 * The benchmark's command line (`node dist/bench/run.js`; `npm test` builds it first): a mistake in its options is
 * one line on standard error with the usage, exit 2, and no section runs; `--help` prints the usage with every
 * section's name, exit 0. An unknown name in `--only` was silently a run of nothing.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/run-cli.js';

const BENCH = join(ROOT, 'dist', 'bench', 'run.js');

function bench(...args: string[]) {
  const r = spawnSync(process.execPath, [BENCH, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('the benchmark command line', () => {
  it('prints its usage and every section for --help', () => {
    const r = bench('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: node dist\/bench\/run\.js/);
    for (const section of ['compile', 'scoring', 'peers', 'cold', 'batch', 'impact', 'lsp']) expect(r.out).toContain(section);
    expect(r.err).toBe('');
  });

  it.each([
    [['--bogus'], 'unknown option --bogus'],
    [['--hands', 'many'], '--hands needs a positive integer'],
    [['--passes', '0'], '--passes needs a positive integer'],
    [['--only', 'scoring,nonsense'], '--only: no section nonsense'],
    [['--only'], '--only needs a comma-separated list of sections'],
  ])('refuses %j with exit 2, one line and the usage, no stack', (args, message) => {
    const r = bench(...args);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe(`bench: ${message}`);
    expect(r.err).toContain('Usage:');
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.out).toBe('');
  });
});
