/**
 * `reglament score <regulation> --hands <file|->`: the hands of a file (or of standard input), one a line followed by
 * its flags exactly as on the command line (read by hand-line.ts with `score`'s own option reader; `#` comments and
 * blank lines skipped), each scored as `reglament score` scores one hand, in order.
 * Output: with --json, JSON Lines: per line the object `score --json` prints for that hand (compact), or
 * `{"line": n, "error": "..."}` for a bad line; without, a compact table (line, hand, total, declarable), bad lines
 * on standard error as `file:line: message`. Every line is answered and the rest go on; the result is exit 2 when
 * any line was bad. Standard input is answered as it comes (each piece read is answered before the next is awaited,
 * so a program that writes a hand and waits gets its answer); output is written in large pieces.
 */
import { readFileSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { ParsedHand, ScoreResult, WinOptions } from '../runtime/index.js';
import { EXIT } from './exit-codes.js';
import { createHandLineReader } from './hand-line.js';
import { t, type Lang } from '../present/index.js';
import { createScoreJsonText } from '../present/index.js';

/** A hand's answer: its score, or the one line that refuses it. */
export type HandAnswer = { readonly result: ScoreResult } | { readonly error: string };

/** How a batch is answered. */
export interface ScoreBatchOptions {
  json: boolean;
  lang: Lang;
  /** Flags given on the command line: they apply to every line, before the line's own. */
  flagWords: readonly string[];
  /** Scores one hand as `reglament score` does, or refuses it (commands/score.ts scoreParsed). */
  score(hand: ParsedHand, options: WinOptions): HandAnswer;
}

/** Output is handed to the stream in pieces of about this many bytes. */
const FLUSH_AT = 1 << 16;
/** The buffer the pieces are encoded into, one after another (a new one when the next line might not fit). */
const BUFFER_BYTES = 1 << 20;

/** Answers hands line by line; `finish` gives the exit code. */
function createAnswerer(source: string, o: ScoreBatchOptions) {
  const read = createHandLineReader(o.flagWords);
  const jsonText = createScoreJsonText();
  // Each line is encoded as it comes: joining the lines of a piece and then encoding the joined text cost several
  // times as much (the texts are Cyrillic, two bytes a character, until encoded).
  let buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  let start = 0;
  let end = 0;
  let line = 0;
  let bad = 0;
  const emit = (text: string) => {
    if (end + text.length * 3 > BUFFER_BYTES) {
      // UTF-8 takes at most 3 bytes for a character of a JavaScript string.
      flush();
      buffer = Buffer.allocUnsafe(BUFFER_BYTES);
      start = end = 0;
      if (text.length * 3 > BUFFER_BYTES) {
        process.stdout.write(text);
        return;
      }
    }
    end += buffer.write(text, end);
    if (end - start >= FLUSH_AT) flush();
  };
  const flush = () => {
    if (end === start) return;
    // The stream may keep the piece until it is sent: nothing is written over it (the next piece follows it).
    process.stdout.write(buffer.subarray(start, end));
    start = end;
  };
  const fail = (message: string) => {
    bad++;
    if (o.json) emit(`${JSON.stringify({ line, error: message })}\n`);
    else {
      flush(); // keeps the table and the messages in order on a terminal
      process.stderr.write(`${source}:${line}: ${message}\n`);
    }
  };
  if (!o.json) emit(`${pad(t('batchLine', o.lang), 6)}${pad(t('hand', o.lang), 34)}${t('total', o.lang).padStart(8)}  ${t('batchDeclarable', o.lang)}\n`);
  return {
    /** Answers one line (without its end of line). */
    line(text: string): void {
      line++;
      const r = read(text);
      if (r === undefined) return;
      if ('error' in r) return fail(r.error[o.lang]);
      const answer = o.score(r.parsed, r.options);
      if ('error' in answer) return fail(answer.error);
      const s = answer.result;
      if (o.json) emit(`${jsonText(r.hand, s)}\n`);
      else emit(`${pad(String(line), 6)}${pad(r.hand, 34)}${String(s.total).padStart(8)}  ${s.declarable === null ? '—' : t(s.declarable ? 'yes' : 'no', o.lang)}\n`);
    },
    flush,
    finish(): number {
      flush();
      return bad > 0 ? EXIT.badInput : EXIT.ok;
    },
  };
}

function pad(s: string, n: number): string {
  return s.length >= n - 1 ? `${s} ` : s + ' '.repeat(n - s.length);
}

/** Splits text into lines; the last piece (no end of line yet) is returned to be continued. */
function answerLines(text: string, answer: (line: string) => void): string {
  let start = 0;
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
    answer(text.charCodeAt(nl - 1) === 13 ? text.slice(start, nl - 1) : text.slice(start, nl));
    start = nl + 1;
  }
  return text.slice(start);
}

/** Scores every hand of `hands` (a file, or `-` for standard input); resolves to the exit code. */
export async function scoreBatch(hands: string, o: ScoreBatchOptions): Promise<number> {
  const fromStdin = hands === '-';
  let text = '';
  if (!fromStdin) {
    try {
      text = readFileSync(hands, 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // The system's own words only in parentheses under ru (score does not load the compiler's file reader).
      const system = (e as Error).message;
      const why = code === 'ENOENT' ? { ru: 'нет такого файла', en: 'no such file' } : code === 'EISDIR' ? { ru: 'это папка, а не файл', en: 'is a directory' } : { ru: `ошибка файловой системы (${system})`, en: system };
      process.stderr.write(`${hands}: ${o.lang === 'ru' ? 'не читается' : 'cannot read'}: ${why[o.lang]}\n`);
      return EXIT.badInput;
    }
  }
  const answerer = createAnswerer(fromStdin ? 'stdin' : hands, o);
  const answer = (line: string) => answerer.line(line);
  if (fromStdin) {
    const decoder = new StringDecoder('utf8');
    let rest = '';
    for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
      rest = answerLines(rest + decoder.write(chunk), answer);
      answerer.flush();
    }
    text = rest + decoder.end();
  }
  const last = answerLines(text, answer);
  if (last !== '') answer(last.endsWith('\r') ? last.slice(0, -1) : last);
  return answerer.finish();
}
