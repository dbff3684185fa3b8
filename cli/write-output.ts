/**
 * Writes the file a command was asked to write (`--out`), turning a refusal of the file system (no such folder, a
 * directory, no permission, a read-only disk) into the one line a user reads instead of a stack trace.
 */
import { writeFileSync } from 'node:fs';
import type { CliText } from './error-line.js';

/** Writes `text` to `file`; returns the line saying why it could not be written (both languages), or undefined when it was. */
export function writeOutputFile(file: string, text: string): CliText | undefined {
  try {
    writeFileSync(file, text);
    return undefined;
  } catch (e) {
    const why = reasonOf(e);
    return { en: `cannot write ${file}: ${why.en}`, ru: `не удалось записать ${file}: ${why.ru}` };
  }
}

/** The short reason of a failed write. */
function reasonOf(e: unknown): CliText {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return { en: 'no such folder', ru: 'нет такой папки' };
  if (code === 'EISDIR') return { en: 'is a directory', ru: 'это папка' };
  if (code === 'EACCES' || code === 'EPERM') return { en: 'permission denied', ru: 'нет прав на запись' };
  if (code === 'EROFS') return { en: 'the disk is read-only', ru: 'диск только для чтения' };
  if (code === 'ENOSPC') return { en: 'the disk is full', ru: 'диск заполнен' };
  const message = e instanceof Error ? e.message : String(e);
  return { en: message, ru: message };
}
