/**
 * A text file read in pieces of whole lines, for `reglament score --hands <file>`: a batch of 100,000 hands is a file
 * of several megabytes, and reading it whole cost ~45 ms of the batch's ~800 (Node's `readFileSync(file, 'utf8')`
 * grows its buffer 8 KiB at a time, and every megabyte of fresh memory is page faults: ~10 us each on the
 * benchmark's machines). Read in pieces, the memory is one reused buffer and each piece's text a young string.
 * A piece ends after its last end of line; the bytes after it wait in the buffer for the next read, so a character of
 * several bytes is never cut (a `\n` byte is never part of one), and every piece is decoded as UTF-8 as the whole
 * file would be (invalid bytes become U+FFFD alike).
 * Input: a path. Output: the pieces, then the last line if the file does not end with an end of line. Errors of the
 * file system are thrown as Node's (`code` ENOENT, EISDIR, ...) by `open` or by the read that meets them.
 */
import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Bytes read at a time. Under V8's large-object size (128 KiB), so that a piece's text is allocated in the young
 * generation instead of fresh pages of its own.
 */
const PIECE_BYTES = 1 << 16;

/** A file's lines in pieces; close it when done (at the end of the file it closes itself). */
export interface LinePieces {
  /** The next piece: whole lines, each ending with `\n` (`\r\n` kept as it is); null at the end of the file. */
  next(): string | null;
  /** After `next()` returned null: the last line, which has no end of line (`''` when the file ends with one). */
  readonly rest: string;
  close(): void;
}

/** Opens `path` for reading in pieces of whole lines (throws as `openSync` does). */
export function openLinePieces(path: string): LinePieces {
  let fd: number | null = openSync(path, 'r');
  let buffer = Buffer.allocUnsafe(PIECE_BYTES);
  let held = 0; // bytes of a line begun in an earlier read, at the start of the buffer
  let rest = '';
  const close = () => {
    if (fd !== null) closeSync(fd);
    fd = null;
  };
  return {
    get rest() {
      return rest;
    },
    close,
    next(): string | null {
      while (fd !== null) {
        if (held === buffer.length) buffer = Buffer.concat([buffer], buffer.length * 2); // one line longer than the buffer
        const read = readSync(fd, buffer, held, buffer.length - held, null);
        if (read === 0) {
          rest = buffer.toString('utf8', 0, held);
          held = 0;
          close();
          break;
        }
        const end = held + read;
        const lastLine = buffer.lastIndexOf(10, end - 1) + 1; // where the unfinished line starts (0: none finished)
        if (lastLine === 0) {
          held = end;
          continue;
        }
        const text = buffer.toString('utf8', 0, lastLine);
        held = buffer.copy(buffer, 0, lastLine, end);
        return text;
      }
      return null;
    },
  };
}
