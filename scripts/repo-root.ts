/**
 * The repository root for the generators: the nearest folder above the calling module with a package.json and a
 * schemas/ folder (both from scripts/ and from dist/scripts/); the working directory when none is found.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Finds the repository root above `moduleUrl` (pass `import.meta.url`). */
export function findRepoRoot(moduleUrl: string): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'schemas'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
