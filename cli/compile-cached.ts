/**
 * A regulation's compile through the compile cache (regulation-cache.ts): the cache's entry when it is valid, else
 * the given compile, whose result is cached when it has no errors. The compile is given, so that `check` compiles
 * without the games' compile entry (cli/commands/check-compile.ts) and every other command with it
 * (regulation-loader.ts).
 */
import type { CompileResult, Diagnostic } from '../compiler/index.js';
import type { RegulationIR } from '../runtime/index.js';
import { regulationCache, type CachedRegulation } from './regulation-cache.js';

/** The compile of a regulation: from the cache when it has a valid entry, else compiled by `compile` (and then cached). */
export function compileCached(file: string, compile: (file: string) => CompileResult): { ir: RegulationIR | undefined; diagnostics: Diagnostic[] } {
  const cache = regulationCache();
  const cached = cache?.read(file);
  if (cached !== undefined) return cached;
  const { ir, diagnostics, sources } = compile(file);
  if (ir !== undefined && cache !== undefined && sources !== undefined) cache.write(file, { ir, diagnostics } satisfies CachedRegulation, sources);
  return { ir, diagnostics };
}
