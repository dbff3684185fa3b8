/**
 * `reglament compile <file> [--out <ir.json>]`: the regulation's IR as JSON (schemas/ir.schema.json), for
 * archiving, diffing and tools that do not read YAML.
 */
import { EXIT } from '../exit-codes.js';
import { loadRegulation } from '../regulation-loader.js';
import { writeOutputFile } from '../write-output.js';
import { printError } from '../error-line.js';

/** Runs compile; returns the exit code. */
export function runCompile(file: string, o: { out?: string }): number {
  const ir = loadRegulation(file);
  if (!ir) return EXIT.regulationErrors;
  const json = JSON.stringify(ir, null, 2) + '\n';
  if (!o.out) {
    process.stdout.write(json);
    return EXIT.ok;
  }
  const problem = writeOutputFile(o.out, json);
  if (problem === undefined) return EXIT.ok;
  printError(problem);
  return EXIT.badInput;
}
