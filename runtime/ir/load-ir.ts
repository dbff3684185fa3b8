/**
 * Loads a compiled regulation saved as JSON (by `reglament compile`), checking it against schemas/ir.schema.json,
 * so a committee's archived IR can be scored and diffed without the YAML sources.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { IR_VERSION, type RegulationIR } from './types.js';

let validate: ValidateFunction | undefined;

/** The IR schema (schemas/ir.schema.json, found above this module both in the sources and in dist/). */
export function irSchema(): object {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'schemas', 'ir.schema.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return JSON.parse(readFileSync(join(dir, 'schemas', 'ir.schema.json'), 'utf8')) as object;
}

function validator(): ValidateFunction {
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    validate = ajv.compile(irSchema());
  }
  return validate;
}

/** Checks IR JSON; returns the IR or the list of problems (`path: message`). */
export function loadIr(json: unknown): { ir: RegulationIR } | { errors: string[] } {
  const v = validator();
  if (v(json)) return { ir: json as unknown as RegulationIR };
  const errors = (v.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
  const version = (json as { irVersion?: unknown } | null)?.irVersion;
  if (version !== IR_VERSION) errors.unshift(`irVersion ${String(version)} is not ${IR_VERSION}: recompile the regulation`);
  return { errors };
}
