/**
 * The circumstances of a hand on the command line: the options of `reglament score`, built from the circumstance
 * table (runtime/mahjong/circumstances.ts), whose parsed values are read as a mapping of circumstances like any
 * other. A line of words (hands files, `args:` strings) is read by score-words.ts with the table's own reader, so
 * every place accepts exactly the same flags. cli/program.ts imports this file at every start but `--version`: it
 * imports nothing of the compiler (the bundle would load the whole compiler for `--help`), and of the runtime only
 * its light part runtime/circumstance-options.ts (through runtime/index.ts the bundle loaded all of the runtime).
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import {
  CIRCUMSTANCE_LIST, circumstanceWords, DEFAULT_WIN_OPTIONS, parseTileList, readCircumstances, type WinOptions,
} from '../runtime/circumstance-options.js';

/** Reads a count (0, 1, 2...) for commander. */
function readCount(text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw new InvalidArgumentError(`'${text}' is not a count (0, 1, 2...)`);
  return Number(text);
}

/** Checks indicator tiles (`3m7z`) for commander, refusing anything else with the reason; keeps the text. */
function readTiles(text: string): string {
  const r = parseTileList(text);
  if (!r.ok) throw new InvalidArgumentError(r.message);
  return text;
}

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
      case 'count':
        cmd.addOption(new Option(`--${c.key} <${c.placeholder ?? 'n'}>`, c.doc).argParser(readCount));
        break;
      case 'tiles':
        cmd.addOption(new Option(`--${c.key} <${c.placeholder ?? 'tiles'}>`, c.doc).argParser(readTiles));
        break;
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
