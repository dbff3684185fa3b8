/**
 * File paths and the URIs of the protocol. A document the client opened keeps the URI the client gave it (clients
 * compare URIs as strings); any other file gets the `file:` URI of its absolute path.
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The absolute path of a `file:` URI; undefined for any other scheme (an untitled buffer, a remote file). */
export function pathOfUri(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/** The `file:` URI of a path (made absolute). */
export function uriOfPath(path: string): string {
  return pathToFileURL(resolve(path)).href;
}
