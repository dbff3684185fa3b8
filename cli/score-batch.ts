/**
 * `reglament score <regulation> --hands <file|->`: the hands of a file (or of standard input), one a line followed by
 * its flags exactly as on the command line (read by hand-line.ts with `score`'s own option reader; `#` comments and
 * blank lines skipped), each scored as `reglament score` scores one hand, in order.
 * Output: with --json, JSON Lines: per line the object `score --json` prints for that hand (compact), or
 * `{"line": n, "error": "..."}` for a bad line; without, a compact table (line, hand, total, declarable), bad lines
 * on standard error as `file:line: message` (cli/score-batch-answer.ts). Every line is answered and the rest go on;
 * the result is exit 2 when any line was bad. Standard input is answered as it comes (each piece read is answered
 * before the next is awaited, so a program that writes a hand and waits gets its answer); output is written in large
 * pieces, and the stream is let send what it holds while the answering goes on (a pipe takes 64 KiB at a time, the
 * rest waits in the stream for the event loop: without a turn of it, all the output waited until the last line).
 */
import { fstatSync, writeSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { EXIT } from './exit-codes.js';
import { openLinePieces, type LinePieces } from './line-pieces.js';
import { answerLastLine, answerLines, createBatchAnswerer, tableHeader, writeText, type BatchAnswerOptions } from './score-batch-answer.js';
import type { ByteSink } from '../present/index.js';

export type { HandAnswer } from './score-batch-answer.js';

/** How a batch is answered. */
export type ScoreBatchOptions = BatchAnswerOptions;

/** Output is handed to the stream in pieces of about this many bytes. */
const FLUSH_AT = 1 << 16;
/** The buffer the pieces are encoded into, one after another (a new one when the next line might not fit). */
const BUFFER_BYTES = 1 << 20;
/** Output the stream may hold unsent (a slow reader of a pipe) before the answering waits for it to be sent. */
const QUEUED_AT_MOST = 1 << 24;

/** The sink standard output gets: a file's, or a stream's (a pipe, a terminal). */
function createStdoutSink(): StdoutSink {
  return isFile(1) ? createFileSink(1) : createStreamSink();
}

/** Standard output as the batch writes it: the sink, a flush, and a flush when a piece is ready (see createStreamSink). */
interface StdoutSink {
  sink: ByteSink;
  flush(): void;
  maybeFlush(): boolean;
}

/** A sink into a buffer of BUFFER_BYTES; `full(bytes)` makes room when `bytes` more do not fit after `end`. */
function bufferSink(full: (bytes: number) => void): ByteSink {
  const sink: ByteSink = {
    buffer: Buffer.allocUnsafe(BUFFER_BYTES),
    end: 0,
    room(bytes: number) {
      if (sink.end + bytes > sink.buffer.length) full(bytes);
    },
  };
  return sink;
}

/** Whether a file descriptor is a regular file (`> results.jsonl`). */
function isFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    return false;
  }
}

/**
 * Standard output that is a file: a write to it returns when the file holds the bytes, so one buffer is written when
 * full and written over again (a new megabyte per megabyte of output was page faults on fresh memory, and a piece
 * of 64 KiB a call through the stream's machinery: 1,800 calls for 100,000 hands).
 */
function createFileSink(fd: number): StdoutSink {
  const sink = bufferSink((bytes) => {
    flush();
    if (bytes > sink.buffer.length) sink.buffer = Buffer.allocUnsafe(bytes);
  });
  const flush = () => {
    for (let at = 0; at < sink.end; ) at += writeSync(fd, sink.buffer, at, sink.end - at);
    sink.end = 0;
  };
  return { sink, flush, maybeFlush: () => false };
}

/**
 * Standard output as a ByteSink: answers are encoded into one buffer as they come (joining the lines of a piece and
 * then encoding the joined text cost several times as much: the texts are Cyrillic, two bytes a character, until
 * encoded), and the stream gets a copy of each piece, since it may keep a piece until it is sent. The buffer stays
 * the same object (a new one only for a line longer than it): V8 holds the sink's buffer field as a constant in the
 * JSON writer's optimized code, and a new buffer per megabyte deoptimized writeFields, which TurboFan then compiled
 * again (20,000 hands through a pipe: TurboFan 1.542 -> 1.493 G instructions, callgrind, --predictable).
 */
function createStreamSink(): StdoutSink {
  const sink = bufferSink((bytes) => {
    flush();
    if (bytes > sink.buffer.length) sink.buffer = Buffer.allocUnsafe(bytes);
  });
  const flush = () => {
    if (sink.end === 0) return;
    const piece = Buffer.allocUnsafe(sink.end);
    piece.set(sink.buffer.subarray(0, sink.end));
    process.stdout.write(piece);
    sink.end = 0;
  };
  return {
    sink,
    flush,
    /** Hands the stream what was written when it makes a piece; whether the stream then holds output it could not send yet. */
    maybeFlush(): boolean {
      if (sink.end < FLUSH_AT) return false;
      flush();
      return process.stdout.writableLength > 0;
    },
  };
}

/** Scores every hand of `hands` (a file, or `-` for standard input); resolves to the exit code. */
export async function scoreBatch(hands: string, o: ScoreBatchOptions): Promise<number> {
  const fromStdin = hands === '-';
  let file: { pieces: LinePieces; first: string | null } | null = null;
  if (!fromStdin) {
    let pieces: LinePieces | null = null;
    try {
      pieces = openLinePieces(hands);
      file = { pieces, first: pieces.next() }; // a folder or an unreadable file fails here, before any output
    } catch (e) {
      pieces?.close();
      return cannotRead(hands, e, o.lang);
    }
  }
  const stdout = createStdoutSink();
  const answerer = createBatchAnswerer(o, {
    sink: stdout.sink,
    note(message) {
      stdout.flush(); // keeps the table and the messages in order on a terminal
      process.stderr.write(message);
    },
  }, fromStdin ? 'stdin' : hands);
  if (!o.json) writeText(stdout.sink, tableHeader(o.lang));
  // true when the stream holds output it could not send: the answering then gives the event loop a turn.
  const answer = (line: string): boolean => {
    answerer.line(line);
    return stdout.maybeFlush();
  };
  /** Answers the complete lines of a text, a turn of the event loop whenever the stream holds output; resolves to the rest. */
  const answerText = async (text: string): Promise<string> => {
    let at = 0;
    for (;;) {
      const next = answerLines(text, answer, at);
      if (text.indexOf('\n', next) === -1) return text.slice(next);
      at = next;
      await (process.stdout.writableLength > QUEUED_AT_MOST ? sent() : turn());
    }
  };
  let rest = '';
  if (file === null) {
    const decoder = new StringDecoder('utf8');
    for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
      rest = await answerText(rest + decoder.write(chunk));
      stdout.flush();
    }
    rest += decoder.end();
  } else {
    for (let text = file.first; text !== null; ) {
      await answerText(text); // whole lines: nothing is left over
      try {
        text = file.pieces.next();
      } catch (e) {
        file.pieces.close();
        stdout.flush();
        return cannotRead(hands, e, o.lang);
      }
    }
    rest = file.pieces.rest;
  }
  answerLastLine(rest, answer);
  stdout.flush();
  return answerer.bad > 0 ? EXIT.badInput : EXIT.ok;
}

/** Says on standard error that the hands file cannot be read, and why; the exit code. */
function cannotRead(hands: string, e: unknown, lang: ScoreBatchOptions['lang']): number {
  const code = (e as NodeJS.ErrnoException).code;
  // The system's own words only in parentheses under ru (score does not load the compiler's file reader).
  const system = (e as Error).message;
  const why = code === 'ENOENT' ? { ru: 'нет такого файла', en: 'no such file' } : code === 'EISDIR' ? { ru: 'это папка, а не файл', en: 'is a directory' } : { ru: `ошибка файловой системы (${system})`, en: system };
  process.stderr.write(`${hands}: ${lang === 'ru' ? 'не читается' : 'cannot read'}: ${why[lang]}\n`);
  return EXIT.badInput;
}

/** One turn of the event loop (a stream sends what it holds when its file can take it). */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Resolves when standard output has sent all it held (or has failed or closed: nothing more will be sent). */
function sent(): Promise<void> {
  const out = process.stdout;
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done).off('error', done).off('close', done);
      resolve();
    };
    out.on('drain', done).on('error', done).on('close', done);
  });
}
