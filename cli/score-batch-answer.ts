/**
 * The answers of `reglament score --hands`, line by line, as bytes (cli/score-batch.ts writes them to standard
 * output): with --json per line the object `score --json` prints for that
 * hand (compact), or `{"line": n, "error": "..."}` for a bad line; without, a row of the compact table (line, hand,
 * total, declarable) and the bad line's message `file:line: message` for standard error.
 * Input: the lines' texts, one call each, in order. Output: bytes into a ByteSink, messages to `note`.
 */
import type { ParsedHand, ScoreResult, WinOptions } from '../runtime/score-entry.js';
import { createHandLineReader } from './hand-line.js';
import { createScoreJsonWriter, t, type ByteSink, type Lang } from '../present/index.js';

/** A hand's answer: its score, or the one line that refuses it. */
export type HandAnswer = { readonly result: ScoreResult } | { readonly error: string };

/** How a batch is answered. */
export interface BatchAnswerOptions {
  json: boolean;
  lang: Lang;
  /** Flags given on the command line: they apply to every line, before the line's own. */
  flagWords: readonly string[];
  /** Scores one hand as `reglament score` does, or refuses it (commands/score.ts batchAnswer). */
  score(hand: ParsedHand, options: WinOptions): HandAnswer;
}

/** Where the answers go: the bytes of standard output, and each message for standard error (after the bytes so far). */
export interface BatchOutput {
  sink: ByteSink;
  /** A message for standard error (without --json: a bad line), in order with the bytes written before it. */
  note(message: string): void;
}

/** The first line of the table (without --json). */
export function tableHeader(lang: Lang): string {
  return `${pad(t('batchLine', lang), 6)}${pad(t('hand', lang), 34)}${t('total', lang).padStart(8)}  ${t('batchDeclarable', lang)}\n`;
}

/** Writes a text as UTF-8 into a sink. */
export function writeText(sink: ByteSink, text: string): void {
  // UTF-8 takes at most 3 bytes for a character of a JavaScript string.
  sink.room(text.length * 3);
  sink.end += sink.buffer.write(text, sink.end);
}

/**
 * An answerer of lines: `line(text)` answers the next line (without its end of line); `bad` counts the bad lines.
 * `source` names the input in messages; `firstLine` is the number of the line before the first one given.
 */
export function createBatchAnswerer(o: BatchAnswerOptions, out: BatchOutput, source: string, firstLine = 0) {
  const read = createHandLineReader(o.flagWords);
  const writeJson = createScoreJsonWriter();
  const { sink } = out;
  let line = firstLine;
  const state = { bad: 0 };
  const fail = (message: string) => {
    state.bad++;
    if (o.json) writeText(sink, `${JSON.stringify({ line, error: message })}\n`);
    else out.note(`${source}:${line}: ${message}\n`);
  };
  return {
    get bad(): number {
      return state.bad;
    },
    line(text: string): void {
      line++;
      const r = read(text);
      if (r === undefined) return;
      if ('error' in r) return fail(r.error[o.lang]);
      const answer = o.score(r.parsed, r.options);
      if ('error' in answer) return fail(answer.error);
      const s = answer.result;
      if (o.json) {
        writeJson(r.hand, s, sink);
        sink.room(1);
        sink.buffer[sink.end++] = 0x0a; // \n
      } else writeText(sink, `${pad(String(line), 6)}${pad(r.hand, 34)}${String(s.total).padStart(8)}  ${s.declarable === null ? '—' : t(s.declarable ? 'yes' : 'no', o.lang)}\n`);
    },
  };
}

function pad(s: string, n: number): string {
  return s.length >= n - 1 ? `${s} ` : s + ' '.repeat(n - s.length);
}

/**
 * Answers the complete lines of `text` from `from` on (each without its end of line, `\r\n` or `\n`), until an answer
 * asks for a pause (returns true); returns the start of the first line not answered (after the last complete line
 * when none asked).
 */
export function answerLines(text: string, answer: (line: string) => boolean, from = 0): number {
  let start = from;
  for (let nl = text.indexOf('\n', start); nl !== -1; nl = text.indexOf('\n', start)) {
    const line = text.charCodeAt(nl - 1) === 13 ? text.slice(start, nl - 1) : text.slice(start, nl);
    start = nl + 1;
    if (answer(line)) break;
  }
  return start;
}

/** Answers the last line of a text, the piece after its last end of line (none when it is empty). */
export function answerLastLine(rest: string, answer: (line: string) => boolean): void {
  if (rest !== '') answer(rest.endsWith('\r') ? rest.slice(0, -1) : rest);
}
