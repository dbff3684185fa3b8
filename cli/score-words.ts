/**
 * A line of words as `reglament score` takes them after the regulation (`<hand> [--seat S] [--win wall] ...`): the
 * lines of hands files and old regulation `args:` strings, read by the circumstance table's own reader
 * (runtime/mahjong/circumstances.ts), so they take exactly the flags of `reglament score` (score-options.ts); an
 * unknown flag gets the very message `reglament score` gives (commander's, with its "Did you mean"). Imports nothing
 * of the compiler: `score` and `score --hands` start without it.
 */
import { Command, CommanderError } from 'commander';
import { readCircumstances, readCircumstanceWords, type Bilingual, type WinOptions } from '../runtime/score-entry.js';
import { localizeUsageError } from './localize-help.js';
import { addScoreOptions } from './score-options.js';

/**
 * Reads a line of `<hand> [options]` or an options string; returns the hand text (if any) and options, or an error
 * (`error` in English, `text` in both languages).
 */
export function parseScoreArgs(words: string[]): { hand?: string; options: WinOptions } | { error: string; text: Bilingual } {
  const read = readCircumstanceWords(words);
  if ('error' in read) {
    if (read.unknown === undefined) return { error: read.error, text: read.text };
    const en = unknownOptionMessage(read.unknown);
    return { error: en, text: { en, ru: localizeUsageError(`error: ${en}`, 'ru').replace(/^ошибка: /, '') } };
  }
  const circumstances = readCircumstances(read.mapping);
  if ('problems' in circumstances) {
    const text = { en: circumstances.problems.map((p) => p.text.en).join('; '), ru: circumstances.problems.map((p) => p.text.ru).join('; ') };
    return { error: text.en, text };
  }
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
