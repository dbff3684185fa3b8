/**
 * Where the bundled regulations are: the `regulations/` folder next to dist/ or the sources, found by walking up
 * from this module (the same from the sources, the bundled CLI and the desk). `reglament demo` checks them and the
 * desk lists them as its catalogue.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundled regulations folder (next to dist/ or the sources). */
export function regulationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'regulations')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'regulations');
}
