/**
 * Runs `reglament <args>` in this process (cli/program.ts runProgram, no build needed), as a user would type it:
 * its exit code and everything it wrote to stdout and stderr.
 */
import { runProgram } from '../../cli/program.js';

/** Runs `reglament <args>` in this process; its exit code and both output streams. */
export async function runInProcess(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const write = { out: process.stdout.write, err: process.stderr.write };
  process.stdout.write = ((chunk: string | Uint8Array) => { out.push(String(chunk)); return true; }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => { err.push(String(chunk)); return true; }) as typeof process.stderr.write;
  try {
    const code = await runProgram(['node', 'reglament', ...args]);
    return { code, out: out.join(''), err: err.join('') };
  } finally {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
  }
}
