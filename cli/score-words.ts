/**
 * A line of words as `reglament score` takes them after the regulation (`<hand> [--seat S] [--win wall] ...`): the
 * lines of hands files and old regulation `args:` strings, read by the circumstance table's own reader
 * (runtime/mahjong/circumstances.ts), so they take exactly the flags of `reglament score` (score-options.ts); an
 * unknown flag gets the very message `reglament score` gives (commander's, with its "Did you mean"). Imports nothing
 * of the compiler: `score` and `score --hands` start without it.
 */
import { Command, CommanderError } from 'commander';
import { readCircumstances, readCircumstanceWords, type WinOptions } from '../runtime/index.js';
import { addScoreOptions } from './score-options.js';

/** Reads a line of `<hand> [options]` or an options string; returns the hand text (if any) and options, or an error. */
export function parseScoreArgs(words: string[]): { hand?: string; options: WinOptions } | { error: string } {
  const read = readCircumstanceWords(words);
  if ('error' in read) {
    if (read.unknown === undefined) return { error: read.error };
    return { error: unknownOptionMessage(read.unknown) };
  }
  const circumstances = readCircumstances(read.mapping);
  if ('problems' in circumstances) return { error: circumstances.problems.map((p) => p.message).join('; ') };
  return { ...(read.hand !== undefined ? { hand: read.hand } : {}), options: circumstances.options };
}

/** Splits an options string on blanks (no quoting is needed: hands and flags have no spaces). */
export function splitWords(text: string): string[] {
  return text.trim() === '' ? [] : text.trim().split(/\s+/);
}

/** What `reglament score` says of an unknown option (in one line), from its own commander definition. */
function unknownOptionMessage(name: string): string {
  const cmd = addScoreOptions(new Command('score'))
    .exitOverride()
    .configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
  try {
    cmd.parse([`--${name}`], { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.message.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ');
    throw e;
  }
  return `unknown option '--${name}'`;
}
