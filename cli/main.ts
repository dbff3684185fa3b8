#!/usr/bin/env node
/**
 * The entry of the command line: `reglament --version` (or `-V`) alone is answered here, before anything else loads
 * (no commander, no help texts, no runtime: the start of a process is most of its time); every other run loads
 * cli/program.ts and runs it. The answer is commander's own: the version and a line break on standard output, exit 0,
 * after the warning about a REGLAMENT_LANG that is neither ru nor en (program.ts; such a run goes there).
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EXIT } from './exit-codes.js';
import { unreadLangSetting } from './output-language.js';
import { VERSION } from './version.js';

/** The fingerprint of the bundled code, written in by scripts/bundle-cli.mjs (undefined in unbundled code). */
declare const REGLAMENT_BUILD_ID: string | undefined;

/** Runs the command line on `argv` (as process.argv: node, script, arguments...); resolves to the exit code. */
export async function runCommandLine(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const args = argv.slice(2);
  if (args.length === 1 && (args[0] === '--version' || args[0] === '-V') && unreadLangSetting(env) === undefined) {
    process.stdout.write(`${VERSION}\n`);
    return EXIT.ok;
  }
  // V8's code of the chunks from the cache folder (cli/chunk-code-cache.ts; a chunk of its own: `--version` does not
  // load it). The chunks load before commander reads the command line: a `--no-cache` anywhere in it (at worst an
  // argument's value) keeps their code out of the cache folder, as it keeps the compile cache and the validators' out.
  if (typeof REGLAMENT_BUILD_ID === 'string' && !args.includes('--no-cache')) {
    const { cacheChunkCode } = await import('./chunk-code-cache.js');
    cacheChunkCode(fileURLToPath(new URL('chunks/', import.meta.url)), env, REGLAMENT_BUILD_ID);
  }
  const { runProgram } = await import('./program.js');
  return runProgram([...argv]);
}

/**
 * Whether this module is the program being run (not imported by a test). In the bundle `import.meta.url` is the URL
 * of dist/cli/main.cjs (scripts/bundle-cli.mjs).
 */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  try {
    return script !== undefined && realpathSync(script) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  // A reader that stops early (`reglament compile x | head`) is not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  // No top-level await: the bundle is CommonJS (scripts/bundle-cli.mjs). A rejection (runProgram answers every
  // error of a command with an exit code; this is one of the program's loading) reaches Node unhandled, which reports
  // an Error as it reports a top-level await's: its place, message and stack, exit code 1.
  void runCommandLine(process.argv, process.env).then((code) => {
    process.exitCode = code;
  });
}
