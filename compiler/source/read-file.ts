/**
 * Reads a text file given by a user (a regulation, an event, a deal, a hands file...), which may come from someone
 * else: only a regular file (never a named pipe, which would wait forever, or a device such as /dev/zero, which
 * never ends), at most MAX_FILE_BYTES, in UTF-8 (a leading byte order mark is dropped). Input: a path, or a reader
 * for tests. Output: the text, or a short reason it cannot be read, in both languages (the system's own words at most
 * in parentheses); for a file that is not UTF-8, the reason names the encoding it most likely is (a Windows-1251
 * copy of a regulation, say). Never throws on user input.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { decimalText } from '../../runtime/compiler-entry.js';
import type { Bilingual } from '../../runtime/index.js';

/** The largest file read, in bytes (a regulation has about 50 KB; an event of a whole season well under 1 MB). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * Reads a file's text: undefined when there is none; it may also throw a file-system error (ENOENT, EISDIR, ...),
 * which is reported in the same words as when the file is read from disk.
 */
export type ReadFile = (file: string) => string | undefined;

/** Result of reading a file: its text or the reason it could not be read (`error` is the English of `reason`). */
export type ReadResult = { text: string } | { error: string; reason: Bilingual };

/** A refusal with its reason in both languages. */
const refused = (reason: Bilingual): { error: string; reason: Bilingual } => ({ error: reason.en, reason });

const NO_SUCH_FILE: Bilingual = { en: 'no such file', ru: 'нет такого файла' };
const A_DIRECTORY: Bilingual = { en: 'is a directory', ru: 'это папка, а не файл' };

/** Reads a UTF-8 text file from disk, turning every refusal into a short reason ("no such file", "is a directory"...). */
export function readTextFile(file: string, readFile?: ReadFile): ReadResult {
  if (readFile !== undefined) {
    try {
      const text = readFile(file);
      return text === undefined ? refused(NO_SUCH_FILE) : { text };
    } catch (e) {
      return refused(fileReasonOf(e));
    }
  }
  let fd: number;
  try {
    // O_NONBLOCK: opening a named pipe does not wait for a writer (it is refused just below).
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    return refused(fileReasonOf(e));
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return refused(notRegular(stats));
    if (stats.size > MAX_FILE_BYTES) return refused(tooLarge(stats.size));
    const bytes = readAtMost(fd, MAX_FILE_BYTES + 1, stats.size);
    if (bytes.length > MAX_FILE_BYTES) return refused(tooLarge(bytes.length));
    return decodeUtf8(bytes);
  } catch (e) {
    return refused(fileReasonOf(e));
  } finally {
    closeSync(fd);
  }
}

/** Read buffers up to this size are kept for the next read (a regulation has about 50-120 KB). */
const KEPT_READ_BUFFER = 512 * 1024;

/**
 * The buffer the last read used, kept for the next one: a new buffer for every read (zero-filled 64 KB chunks, then
 * their copy into one) was ~0.5 ms of a warm compile of the largest regulation on the benchmark's host, mostly the
 * first touch of fresh memory. Its bytes never leave this module but decoded into a string.
 */
let readBuffer = Buffer.allocUnsafe(0);

/**
 * The bytes of an open file, up to `limit` (a file may be larger than its size said, e.g. under /proc), read into one
 * buffer sized for the `expected` bytes and grown when the file has more. The result is a view of `readBuffer`:
 * valid until the next read.
 */
function readAtMost(fd: number, limit: number, expected: number): Buffer {
  const wanted = Math.min(limit, Math.max(64 * 1024, expected + 1));
  let buffer = readBuffer.length >= wanted ? readBuffer : Buffer.allocUnsafe(wanted);
  const capacity = (): number => Math.min(buffer.length, limit);
  let total = 0;
  while (total < limit) {
    if (total === capacity()) {
      const bigger = Buffer.allocUnsafe(Math.min(limit, buffer.length * 2));
      buffer.copy(bigger, 0, 0, total);
      buffer = bigger;
    }
    const n = readSync(fd, buffer, total, capacity() - total, null);
    if (n === 0) break;
    total += n;
  }
  if (buffer.length <= KEPT_READ_BUFFER) readBuffer = buffer;
  return buffer.subarray(0, total);
}

/** The short reason of a file system error; one the program has no words for keeps the system's text in parentheses. */
export function fileReasonOf(e: unknown): Bilingual {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return NO_SUCH_FILE;
  if (code === 'EISDIR') return A_DIRECTORY;
  if (code === 'EACCES' || code === 'EPERM') return { en: 'permission denied', ru: 'нет прав на чтение' };
  if (code === 'EAGAIN') return { en: 'not a regular file', ru: 'это не обычный файл' };
  const system = e instanceof Error ? e.message : String(e);
  return { en: system, ru: `ошибка файловой системы (${system})` };
}

/** Why a file that is not a regular file is refused. */
function notRegular(stats: Stats): Bilingual {
  if (stats.isDirectory()) return A_DIRECTORY;
  const [en, ru] = stats.isFIFO() ? ['a named pipe', 'именованный канал']
    : stats.isCharacterDevice() || stats.isBlockDevice() ? ['a device', 'устройство']
      : stats.isSocket() ? ['a socket', 'сокет'] : ['a special file', 'особый файл'];
  return { en: `not a regular file (${en}): only regular files are read`, ru: `это не обычный файл (${ru}): читаются только обычные файлы` };
}

/** Why a file over the cap is refused. */
function tooLarge(size: number): Bilingual {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  const over = size > MAX_FILE_BYTES + 1;
  return {
    en: `the file is larger than ${mb(MAX_FILE_BYTES)} MB${over ? ` (${mb(size)} MB)` : ''}, the most a file may have`,
    ru: `файл больше ${decimalText(mb(MAX_FILE_BYTES), 'ru')} МБ${over ? ` (${decimalText(mb(size), 'ru')} МБ)` : ''} — больше файл быть не может`,
  };
}

/** Single-byte Cyrillic encodings a Russian text may come in, as TextDecoder labels with their names. */
const CYRILLIC_ENCODINGS: Array<{ label: string; name: string }> = [
  { label: 'windows-1251', name: 'Windows-1251 (CP1251)' },
  { label: 'koi8-r', name: 'KOI8-R' },
  { label: 'ibm866', name: 'CP866 (DOS)' },
];

/** The text of UTF-8 bytes, or the reason they are not UTF-8 with the encoding they most likely are in. */
export function decodeUtf8(bytes: Uint8Array): ReadResult {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text };
  } catch {
    const encoding = guessEncoding(bytes);
    return refused({
      en: `the file is not UTF-8 text; it looks like ${encoding.en}: save it as UTF-8`,
      ru: `файл не в кодировке UTF-8; похоже, это ${encoding.ru}: сохраните его в UTF-8`,
    });
  }
}

/** The encoding bytes that are not UTF-8 most likely are in (a name, or a description in both languages). */
export function guessEncoding(bytes: Uint8Array): Bilingual {
  const named = (name: string): Bilingual => ({ en: name, ru: name });
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { en: 'UTF-16 (little-endian)', ru: 'UTF-16 (little-endian, младший байт первым)' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { en: 'UTF-16 (big-endian)', ru: 'UTF-16 (big-endian, старший байт первым)' };
  const zeros = bytes.reduce((n, b) => n + (b === 0 ? 1 : 0), 0);
  if (zeros > bytes.length / 4) return named('UTF-16');
  // Russian prose is mostly lowercase: the encoding that reads the most lowercase Cyrillic letters is the one.
  let best = { name: { en: 'a single-byte encoding such as Latin-1', ru: 'однобайтовая кодировка, например Latin-1' }, score: 0 };
  for (const { label, name } of CYRILLIC_ENCODINGS) {
    const text = new TextDecoder(label).decode(bytes);
    // Escaped: esbuild keeps a regular expression's letters as they are, and these were the only bytes beyond ASCII in
    // the compiler's 503 KB chunk: V8 decodes UTF-8 quickly up to the first such byte only (the chunk ~1.0 -> ~0.6 ms).
    const score = (text.match(/[\u0430-\u044f\u0451]/g) ?? []).length;
    if (score > best.score) best = { name: named(name), score };
  }
  return best.name;
}
