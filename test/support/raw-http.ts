/**
 * Raw HTTP/1.1 requests over a socket, for requests no HTTP client would send (a target `//` or `http://[`, a
 * malformed cookie, an upload cut short): gives the status line's code, or null when the server closed the
 * connection without an answer.
 */
import { connect } from 'node:net';

/** Options of a raw request. */
export interface RawRequest {
  /** The request line and headers (without the blank line), e.g. `GET // HTTP/1.1\r\nHost: ...`. */
  head: string;
  /** Body bytes to send after the head. */
  body?: string;
  /** Close the connection this many milliseconds after sending (an aborted upload), without waiting for an answer. */
  abortAfterMs?: number;
}

/** Sends a raw request to 127.0.0.1:port; resolves with the answer's status code (null: no answer) and text. */
export function rawRequest(port: number, request: RawRequest): Promise<{ status: number | null; text: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let bytes = Buffer.alloc(0);
    const done = () => {
      const text = bytes.toString('utf8');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: m ? Number(m[1]) : null, text });
    };
    socket.on('data', (d: Buffer) => {
      bytes = Buffer.concat([bytes, d]);
      // One answer is enough: the head and a body of the length it announces (in bytes).
      const end = bytes.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(bytes.toString('latin1'));
      if (end >= 0 && (length === null || bytes.length - end - 4 >= Number(length[1]))) socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.on('connect', () => {
      socket.write(`${request.head}\r\n\r\n${request.body ?? ''}`);
      if (request.abortAfterMs !== undefined) setTimeout(() => socket.destroy(), request.abortAfterMs);
    });
    socket.setTimeout(5000, () => socket.destroy());
  });
}
