/**
 * Reads a hands file for `reglament impact --hands`: one hand a line, written exactly as the arguments of
 * `reglament score` after the regulation (`<hand> [--seat ..] [--round ..] [--win ..] [flags]`, each line read by
 * hand-line.ts, as `reglament score --hands` reads it); `#` starts a comment; blank lines are skipped.
 * Input: a file path (or the text). Output: the hands with their line numbers and options, and one message per bad
 * line, `file:line: message` (every bad line is reported at once; the command then stops with exit code 2 before
 * scoring anything). The hands are parsed again when iterated, so a large file costs only its text in memory.
 * Never throws on user input.
 */
import { readTextFile } from '../compiler/index.js';
import { parseHand, type ImpactHand, type WinOptions } from '../runtime/index.js';
import { createHandLineReader } from './hand-line.js';
import { outputLanguage } from './output-language.js';
import type { Lang } from '../present/index.js';

/** One hand of the file. */
export interface HandsFileEntry {
  /** 1-based line number. */
  line: number;
  /** The hand notation. */
  hand: string;
  options: WinOptions;
}

/** A read hands file: its hands and the messages of its bad lines. */
export interface HandsFile {
  file: string;
  hands: HandsFileEntry[];
  /** One message per bad line: `file:line: message`. */
  errors: string[];
}

/** Reads a hands file; a file that cannot be read gives one error (errors in `lang`, default the run's language). */
export function readHandsFile(file: string, lang: Lang = outputLanguage()): HandsFile {
  const read = readTextFile(file);
  if ('error' in read) return { file, hands: [], errors: [`${file}: ${lang === 'ru' ? 'не читается' : 'cannot read'}: ${read.reason[lang]}`] };
  return parseHandsText(read.text, file, lang);
}

/** Reads the text of a hands file (`file` names it in messages). */
export function parseHandsText(text: string, file: string, lang: Lang = outputLanguage()): HandsFile {
  const hands: HandsFileEntry[] = [];
  const errors: string[] = [];
  const read = createHandLineReader();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const r = read(lines[i]!);
    if (r === undefined) continue;
    if ('error' in r) errors.push(`${file}:${i + 1}: ${r.error[lang]}`);
    else hands.push({ line: i + 1, hand: r.hand, options: r.options });
  }
  return { file, hands, errors };
}

/** The hands of a read file as runImpact takes them, parsed one at a time; source `file:line`. */
export function* iterateHands(f: HandsFile): Generator<ImpactHand> {
  for (const h of f.hands) {
    const parsed = parseHand(h.hand);
    if (!parsed.ok) continue; // checked when the file was read
    yield { hand: parsed.hand, options: h.options, text: h.hand, source: `${f.file}:${h.line}` };
  }
}
