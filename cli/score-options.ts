/**
 * The circumstances of a hand on the command line: the options of `reglament score`, built from the circumstance
 * table (runtime/mahjong/circumstances.ts), whose parsed values are read as a mapping of circumstances like any
 * other; and the reading of a line of words (`<hand> [--seat S] [--win wall] ...`) of hands files and old regulation
 * `args:` strings, by the table's own words reader, so every place accepts exactly the same flags.
 */
import { Command, Option } from 'commander';
import { suggestName } from '../compiler/index.js';
import {
  CIRCUMSTANCE_LIST, circumstanceWords, DEFAULT_WIN_OPTIONS, readCircumstances, readCircumstanceWords, type WinOptions,
} from '../runtime/index.js';

/** Adds an option per circumstance to a command (choices checked, defaults shown, flags without a value). */
export function addScoreOptions(cmd: Command): Command {
  for (const c of CIRCUMSTANCE_LIST) {
    const value = c.value;
    switch (value.kind) {
      case 'flag':
        cmd.option(`--${c.key}`, c.doc);
        break;
      case 'choice': {
        const option = new Option(`--${c.key} <${c.placeholder ?? 'value'}>`, c.doc).choices([...value.values]);
        const fallback = DEFAULT_WIN_OPTIONS[c.field];
        cmd.addOption(fallback === undefined ? option : option.default(fallback));
        break;
      }
      default:
        value satisfies never;
    }
  }
  return cmd;
}

/** Commander's parsed option object of addScoreOptions: a value per WinOptions field given or defaulted. */
export type RawScoreOptions = Partial<Record<keyof WinOptions, string | number | boolean>>;

/** The score options given on a command line (not defaults), as words that parseScoreArgs reads back. */
export function givenScoreFlags(cmd: Command): string[] {
  const given: Record<string, string | number | boolean> = {};
  for (const c of CIRCUMSTANCE_LIST) {
    if (cmd.getOptionValueSource(c.field) === 'cli') given[c.key] = cmd.getOptionValue(c.field) as string | number | boolean;
  }
  return circumstanceWords(given);
}

/**
 * Reads commander's option object as a mapping of circumstances. Commander has checked every value against the
 * options addScoreOptions made from the same table, so a problem here is a bug (thrown).
 */
export function toWinOptions(o: RawScoreOptions): WinOptions {
  const mapping: Record<string, string | number | boolean> = {};
  for (const c of CIRCUMSTANCE_LIST) {
    const v = o[c.field];
    if (v !== undefined) mapping[c.key] = v;
  }
  const read = readCircumstances(mapping);
  if ('problems' in read) throw new Error(`score options not read as circumstances: ${read.problems.map((p) => p.message).join('; ')}`);
  return read.options;
}

/** Reads a line of `<hand> [options]` or an options string; returns the hand text (if any) and options, or an error. */
export function parseScoreArgs(words: string[]): { hand?: string; options: WinOptions } | { error: string } {
  const read = readCircumstanceWords(words);
  if ('error' in read) {
    if (read.unknown === undefined) return { error: read.error };
    // As commander says it for `reglament score` itself.
    const guess = suggestName(read.unknown, CIRCUMSTANCE_LIST.map((c) => c.key));
    return { error: `unknown option '--${read.unknown}'${guess !== undefined ? ` (Did you mean --${guess}?)` : ''}` };
  }
  const circumstances = readCircumstances(read.mapping);
  if ('problems' in circumstances) return { error: circumstances.problems.map((p) => p.message).join('; ') };
  return { ...(read.hand !== undefined ? { hand: read.hand } : {}), options: circumstances.options };
}

/** Splits an options string on blanks (no quoting is needed: hands and flags have no spaces). */
export function splitWords(text: string): string[] {
  return text.trim() === '' ? [] : text.trim().split(/\s+/);
}
