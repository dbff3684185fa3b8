/**
 * Reads a hands file for `reglament impact --hands`: one hand a line, written exactly as the arguments of
 * `reglament score` after the regulation (`<hand> [--seat ..] [--round ..] [--win ..] [flags]`, read by
 * parseScoreArgs, so both accept the same flags); `#` starts a comment; blank lines are skipped.
 * Input: a file path (or the text). Output: the hands with their line numbers and options, and one message per bad
 * line, `file:line: message` (every bad line is reported at once; the command then stops with exit code 2 before
 * scoring anything). The hands are parsed again when iterated, so a large file costs only its text in memory.
 * Never throws on user input.
 */
import { excerptAround, readTextFile } from '../compiler/index.js';
import { parseHand, type ImpactHand, type WinOptions } from '../runtime/index.js';
import { parseScoreArgs, splitWords } from './score-options.js';

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

/** Reads a hands file; a file that cannot be read gives one error. */
export function readHandsFile(file: string): HandsFile {
  const read = readTextFile(file);
  if ('error' in read) return { file, hands: [], errors: [`${file}: cannot read: ${read.error}`] };
  return parseHandsText(read.text, file);
}

/** Reads the text of a hands file (`file` names it in messages). */
export function parseHandsText(text: string, file: string): HandsFile {
  const hands: HandsFileEntry[] = [];
  const errors: string[] = [];
  // The flags of a line repeat from line to line: each distinct flag string is read by parseScoreArgs once.
  const optionsOf = new Map<string, { options: WinOptions } | { error: string }>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const hash = lines[i]!.indexOf('#');
    const words = splitWords(hash === -1 ? lines[i]! : lines[i]!.slice(0, hash));
    if (words.length === 0) continue;
    // Commander's messages come in pieces ("unknown option", then "Did you mean ..."): one line each.
    const fail = (message: string) => errors.push(`${file}:${line}: ${message.trim().replace(/\s*\n\s*/g, ' ')}`);
    let hand: string | undefined;
    let options: WinOptions;
    if (words[0]!.startsWith('-')) {
      // Flags before the hand: read the whole line as `reglament score` would.
      const r = parseScoreArgs(words);
      if ('error' in r) { fail(r.error); continue; }
      hand = r.hand;
      options = r.options;
    } else {
      hand = words[0]!;
      const key = words.slice(1).join(' ');
      let r = optionsOf.get(key);
      if (r === undefined) {
        const parsed = parseScoreArgs(words.slice(1));
        r = 'error' in parsed ? parsed : parsed.hand !== undefined ? { error: `more than one hand on the line: '${parsed.hand}'` } : { options: parsed.options };
        optionsOf.set(key, r);
      }
      if ('error' in r) { fail(r.error); continue; }
      options = r.options;
    }
    if (hand === undefined) { fail('no hand on the line, only options'); continue; }
    const parsed = parseHand(hand);
    if (!parsed.ok) {
      const col = Math.max(0, lines[i]!.indexOf(hand)) + parsed.error.offset + 1;
      fail(`${parsed.error.code}: ${parsed.error.message} (column ${col}, in "${excerptAround(hand, parsed.error.offset).text}")`);
      continue;
    }
    hands.push({ line, hand, options });
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
