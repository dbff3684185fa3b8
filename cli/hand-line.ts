/**
 * One line of a hands file (`reglament impact --hands`, `reglament score --hands`): `<hand> [flags]` or
 * `[flags] <hand>`, exactly as the arguments of `reglament score` after the regulation; `#` starts a comment.
 * Input: the line's text. Output: the hand (text and parsed) with its WinOptions, or one message saying why the line
 * is bad. Never throws on user input. Imports no compiler code (`score --hands` starts without it).
 */
import { circumstancesOf, circumstanceWords, excerptAround, parseHand, type Bilingual, type ParsedHand, type WinOptions } from '../runtime/score-entry.js';
import { parseScoreArgs, splitWords } from './score-words.js';

/** One line of a hands file, read: a hand with its options, or why the line is bad (in both languages). */
export type HandLine = { hand: string; parsed: ParsedHand; options: WinOptions } | { error: Bilingual };

/** The first word of a line: what splitWords gives first (blanks are what `\s` matches, as trim() and split take them). */
const FIRST_WORD = /\S+/;
/** A blank, searched for from `lastIndex` (a word's end: `test` makes no match object, where `exec` made one a line). */
const BLANK = /\s/g;

/** A text in both languages, from its Russian and English. */
const both = (ru: string, en: string): Bilingual => ({ ru, en });

/**
 * A reader of hands-file lines (`reglament impact --hands`, `reglament score --hands`): the hand and its flags read
 * by parseScoreArgs, the reader of `reglament score`'s own command line, so both take exactly the same flags (a flag
 * added to score works in a file with no code here). `baseWords` are flags that apply to every line, read before
 * the line's own (so a line's value options win). Gives undefined for a blank or comment line.
 */
export function createHandLineReader(baseWords: readonly string[] = []): (text: string) => HandLine | undefined {
  // The flags of a line repeat from line to line: each distinct text of them (as written after the hand) is read by
  // parseScoreArgs once, and a line with the hand first is not split into words at all unless its flags are new. The
  // options kept are frozen: scoring then finds their filled-in record by the object (runtime resolveOptions), where it
  // filled a record from an unfrozen one at every hand (~940 instructions a hand, callgrind).
  const optionsOf = new Map<string, { options: WinOptions } | { error: Bilingual }>();
  return (text) => {
    const hash = text.indexOf('#');
    const body = hash === -1 ? text : text.slice(0, hash);
    // The first word's start and end: at the start of the line when it starts with printable ASCII other than a
    // space (the usual line: no `\s` is among those), else where FIRST_WORD finds it.
    let start = 0;
    let end: number;
    const c = body.charCodeAt(0);
    if (c > 0x20 && c < 0x7f) {
      BLANK.lastIndex = 1;
      end = BLANK.test(body) ? BLANK.lastIndex - 1 : body.length;
    } else {
      const first = FIRST_WORD.exec(body);
      if (first === null) return undefined;
      start = first.index;
      end = start + first[0].length;
    }
    let hand: string | undefined;
    let options: WinOptions;
    if (body.charCodeAt(start) === 0x2d) {
      // Flags before the hand: read the whole line as `reglament score` would.
      const r = parseScoreArgs([...baseWords, ...splitWords(body)]);
      if ('error' in r) return { error: oneLine(r.text) };
      hand = r.hand;
      options = r.options;
    } else {
      hand = body.slice(start, end);
      const flags = body.slice(end);
      let r = optionsOf.get(flags);
      if (r === undefined) {
        const parsed = parseScoreArgs([...baseWords, ...splitWords(flags)]);
        r = 'error' in parsed ? { error: parsed.text }
          : parsed.hand !== undefined ? { error: both(`в строке больше одной руки: «${parsed.hand}»`, `more than one hand on the line: '${parsed.hand}'`) }
            : { options: Object.freeze(parsed.options) };
        optionsOf.set(flags, r);
      }
      if ('error' in r) return { error: oneLine(r.error) };
      options = r.options;
    }
    if (hand === undefined) return { error: both('в строке нет руки, только флаги', 'no hand on the line, only options') };
    const parsed = parseHand(hand);
    if (!parsed.ok) {
      const col = Math.max(0, text.indexOf(hand)) + parsed.error.offset + 1;
      const shown = excerptAround(hand, parsed.error.offset).text;
      return { error: both(`${parsed.error.code}: ${parsed.error.text.ru} (знак ${col}, в «${shown}»)`, `${parsed.error.code}: ${parsed.error.message} (column ${col}, in "${shown}")`) };
    }
    return { hand, parsed: parsed.hand, options };
  };
}

/** Commander's messages come in pieces ("unknown option", then "Did you mean ..."): one line. */
function oneLine(text: Bilingual): Bilingual {
  const line = (s: string) => s.trim().replace(/\s*\n\s*/g, ' ');
  return { ru: line(text.ru), en: line(text.en) };
}

/** Writes a hand and its options as a line the reader reads back (options at their default are left out). */
export function formatHandLine(hand: string, options: WinOptions): string {
  return [hand, ...circumstanceWords(circumstancesOf(options))].join(' ');
}
