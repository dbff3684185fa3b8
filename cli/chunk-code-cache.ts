/**
 * V8's compiled code of the command line's chunks, kept in the cache folder (`code/cli/`): Node 20 has no compile
 * cache for modules (module.enableCompileCache is Node 22), so each cold process parsed its chunks again and compiled
 * every function it ran. Here Node's loader of CommonJS files hands the chunks (dist/cli/chunks/*.cjs,
 * scripts/bundle-cli.mjs) to runCommonJs (schemas/validators/load.js, which the validators' code cache runs through
 * too): each runs through `vm.Script` with the code an earlier process wrote at its exit, functions it ran included.
 * Measured on a copy of the bundle (callgrind, no NODE_EXTRA_CA_CERTS, caches written by a run before): `score`
 * 400 -> 315 M instructions, `check` 237 -> 202 M, `--help` 191 -> 158 M; the code of the top level only (written
 * before the chunk runs) gave half as much (score 360 M, --help 182 M).
 * The entries are named by the build (REGLAMENT_BUILD_ID): writing one removes those of other builds. The impact's
 * worker thread (dist/cli/impact-worker.cjs) has a loader of its own and loads its chunks without the cache.
 */
import { Module, type Module as NodeModule } from 'node:module';
import { basename, join } from 'node:path';
import { runCommonJs } from '../schemas/validators/load.js';
import { defaultCacheDir } from './cache-dir.js';

/** Node's loader of a file extension (`require.extensions`, which Node documents as deprecated but keeps). */
type ExtensionLoader = (module: NodeModule, filename: string) => void;

/**
 * From now on, every CommonJS file of `chunks` (the folder, its path ending with a separator) this process requires
 * runs with V8's code kept in the cache folder (of `env`) for the build `build`.
 */
export function cacheChunkCode(chunks: string, env: NodeJS.ProcessEnv, build: string): void {
  const folder = join(defaultCacheDir(env), 'code', 'cli');
  // node:module is loaded anyway: runCommonJs gives each chunk a require of createRequire's.
  const extensions = (Module as unknown as { _extensions: Record<string, ExtensionLoader> })._extensions;
  // Node loads a `.cjs` file with the loader of `.js` (no loader is registered for `.cjs`; registering one would
  // also make `require('./x')` find x.cjs).
  const loadJs = extensions['.js']!;
  // Entries of other builds are stale.
  const isStale = (entry: string) => !entry.includes(`-${build}-`);
  extensions['.js'] = (module, filename) => {
    if (!filename.startsWith(chunks) || !filename.endsWith('.cjs')) return loadJs(module, filename);
    runCommonJs(filename, module, { folder, key: `${basename(filename, '.cjs')}-${build}`, isStale });
  };
}
