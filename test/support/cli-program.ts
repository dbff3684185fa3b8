/**
 * The actual program of cli/program.ts for tests that look at its commands and options: every command line of the
 * guides and of the help examples is parsed against it (commands, options, choices, required arguments), with the
 * actions (and the hook before them) left out, so an example that the program would refuse fails a test without running anything.
 */
import { CommanderError, type Command } from 'commander';
import { buildProgram } from '../../cli/program.js';
import { allCommands } from '../../cli/localize-help.js';

/** A fresh program as main() builds it (English, before localisation). */
export function freshProgram(): Command {
  return buildProgram(() => undefined, []);
}

/** Splits a shell command line into words: double and single quotes, a backslash at the end of a line; stops at `#`, `>`, `|`, `&&`. */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (const m of line.replace(/\\\n/g, ' ').matchAll(re)) {
    const bare = m[3];
    if (bare !== undefined && (bare.startsWith('#') || bare === '>' || bare === '|' || bare === '&&' || bare.startsWith('>'))) break;
    words.push(m[1] ?? m[2] ?? bare!);
  }
  return words;
}

/** Parses `reglament <args>` against the program without running it: undefined when it is accepted, else commander's error. */
export function checkCommandLine(args: readonly string[]): string | undefined {
  const program = freshProgram();
  // Its hook before every action (the compile cache's setting, cli/program.ts) is left out as the actions are:
  // `parse` does not await it, so it would import modules after the test has ended. Commander has no public way to
  // remove a hook.
  (program as unknown as { _lifeCycleHooks: Record<string, unknown> })._lifeCycleHooks = {};
  for (const cmd of allCommands(program)) {
    cmd.configureOutput({ writeOut: () => undefined, writeErr: () => undefined, outputError: () => undefined });
    if (cmd.commands.length === 0) cmd.action(() => undefined);
  }
  try {
    program.parse([...args], { from: 'user' });
    return undefined;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? undefined : e.message;
    throw e;
  }
}
