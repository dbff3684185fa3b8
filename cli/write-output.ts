/**
 * Writes the file a command was asked to write (`--out`), turning a refusal of the file system (no such folder, a
 * directory, no permission, a read-only disk) into the one line a user reads instead of a stack trace.
 */
import { writeFileSync } from 'node:fs';

/** Writes `text` to `file`; returns the line saying why it could not be written, or undefined when it was. */
export function writeOutputFile(file: string, text: string): string | undefined {
  try {
    writeFileSync(file, text);
    return undefined;
  } catch (e) {
    return `cannot write ${file}: ${reasonOf(e)}`;
  }
}

/** The short reason of a failed write. */
function reasonOf(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such folder';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'the disk is read-only';
  if (code === 'ENOSPC') return 'the disk is full';
  return e instanceof Error ? e.message : String(e);
}
