/** Test helper: the path of a fixture under test/fixtures/source/, relative to the working directory. */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Relative path of test/fixtures/source/<name> (diagnostics print paths as given). */
export function fixture(name: string): string {
  return relative(process.cwd(), fileURLToPath(new URL(`../../fixtures/source/${name}`, import.meta.url)));
}
