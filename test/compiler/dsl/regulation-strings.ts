/** Every string value of the bundled regulations (rule strings among titles and notes), for the quick readers' tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';

const ROOT = join(import.meta.dirname, '..', '..', '..');

function stringsOf(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

/** Each distinct string once. */
export const REGULATION_STRINGS: string[] = [...new Set(['regulations', 'regulations/examples']
  .flatMap((dir) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.yaml')).map((f) => join(ROOT, dir, f)))
  .flatMap((file) => stringsOf(parseYaml(readFileSync(file, 'utf8')), [])))];
