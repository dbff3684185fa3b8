/**
 * Loads a compiled regulation saved as JSON (by `reglament compile`, or the compile cache), checking it against
 * schemas/ir.schema.json with the validator generated from it (schemas/validators/ir.js), so a committee's archived
 * IR can be scored and diffed without the YAML sources.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validatorOf } from '../../schemas/validators/ir.js';
import { IR_VERSION, type RegulationIR } from './types.js';

/** The IR schema (schemas/ir.schema.json, found above this module both in the sources and in dist/). */
export function irSchema(): object {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'schemas', 'ir.schema.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return JSON.parse(readFileSync(join(dir, 'schemas', 'ir.schema.json'), 'utf8')) as object;
}

/** Checks IR JSON; returns the IR or the list of problems (`path: message`). */
export function loadIr(json: unknown): { ir: RegulationIR } | { errors: string[] } {
  const v = validatorOf('')!;
  if (v(json)) return { ir: json as unknown as RegulationIR };
  const errors = (v.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
  const version = (json as { irVersion?: unknown } | null)?.irVersion;
  if (version !== IR_VERSION) errors.unshift(`irVersion ${String(version)} is not ${IR_VERSION}: recompile the regulation`);
  return { errors };
}
