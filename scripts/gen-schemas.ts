/**
 * Writes the parts of schemas/ that the runtime's tables define, so that editors and the schema checks know exactly
 * what the engine reads: the mapping of hand circumstances (runtime/mahjong/circumstances.ts) as
 * `definitions.circumstances` of schemas/regulation.schema.json (regulation tests), and the circumstances a deal
 * states under `win:` as properties of `definitions.win` of schemas/event.schema.json.
 * Input: the tables and the schema files; argv `--check` (exit 1 when a file is stale). Output: the schema files.
 * Run from the compiled tree: `node dist/scripts/gen-schemas.js [--check]`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { circumstancesSchema, dealWinSchemaProperties } from '../runtime/index.js';
import { findRepoRoot, writeOrCheck } from './generated-file.js';

type Json = Record<string, unknown>;

/** A schema file with a generated part put in by `fill`, as the generator writes it. */
function generated(file: string, fill: (schema: Json & { definitions: Record<string, Json> }) => void): string {
  const schema = JSON.parse(readFileSync(file, 'utf8')) as Json & { definitions: Record<string, Json> };
  fill(schema);
  return JSON.stringify(schema, null, 2) + '\n';
}

/** The regulation schema with the circumstances of a hand test. */
export function regulationSchemaText(file: string): string {
  return generated(file, (schema) => {
    schema.definitions.circumstances = circumstancesSchema();
  });
}

/** The event schema with the circumstances a deal's `win:` states, after its own keys (player, from, discarder). */
export function eventSchemaText(file: string): string {
  return generated(file, (schema) => {
    const win = schema.definitions.win as Json & { properties: Json };
    const own = Object.fromEntries(['player', 'from', 'discarder'].map((k) => [k, win.properties[k]]));
    win.properties = { ...own, ...dealWinSchemaProperties() };
  });
}

/** Runs the generator with CLI arguments; returns the process exit code. */
export function runSchemaGenerator(argv: readonly string[], log: (line: string) => void = console.log): number {
  const check = argv.includes('--check');
  const dir = join(findRepoRoot(), 'schemas');
  const how = 'npm run gen';
  const regulation = join(dir, 'regulation.schema.json');
  const event = join(dir, 'event.schema.json');
  return Math.max(
    writeOrCheck(regulation, regulationSchemaText(regulation), check, how, log),
    writeOrCheck(event, eventSchemaText(event), check, how, log),
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runSchemaGenerator(process.argv.slice(2));
}
