/**
 * Every code the compiler, the runtime or a game can emit is in the registry, the core's or a game's catalogue (so
 * docs/diagnostics.md lists it).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HAND_ERROR_CODES } from '../../../runtime/mahjong/notation.js';
import { DEAL_PROBLEM_CODES } from '../../../runtime/mahjong/deal-input.js';
import { everyDiagnosticCode, PULYA_PROBLEM_CODES, SICHUAN_PROBLEM_CODES } from '../../../games/index.js';

const root = join(import.meta.dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('diagnostic registry', () => {
  const { codes } = everyDiagnosticCode();

  it('registers every hand, deal, Sichuan deal and pulya problem code', () => {
    for (const code of [...HAND_ERROR_CODES, ...DEAL_PROBLEM_CODES, ...SICHUAN_PROBLEM_CODES, ...PULYA_PROBLEM_CODES]) expect(codes, code).toHaveProperty([code]);
  });

  it('registers every code string written in compiler/, runtime/, games/, cli/ and store/', () => {
    const written = new Set<string>();
    for (const file of [...sources(join(root, 'compiler')), ...sources(join(root, 'runtime')), ...sources(join(root, 'games')), ...sources(join(root, 'cli')), ...sources(join(root, 'store'))]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(?<!startsWith\()'((?:yaml|schema|source|dsl|resolve|hand|event|deal|pulya)\/[a-z-]+)'/g)) written.add(m[1]!);
    }
    const missing = [...written].filter((c) => !Object.hasOwn(codes, c));
    expect(missing).toEqual([]);
  });
});
