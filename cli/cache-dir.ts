/**
 * Where reglament keeps its caches: the compile cache (cli/regulation-cache.ts) and V8's compiled code (`code/`: the
 * schema validators', schemas/validators/load.js, and the command line's chunks', cli/chunk-code-cache.ts). A module
 * of its own: the loader of the chunks asks for it before the program loads.
 */
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** The platform's cache folder for reglament, from the environment (XDG_CACHE_HOME first). */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, 'reglament');
  if (platform === 'win32') return join(env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), 'reglament', 'Cache');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Caches', 'reglament');
  return join(homedir(), '.cache', 'reglament');
}
