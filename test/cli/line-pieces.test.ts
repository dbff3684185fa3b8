/**
 * A file read in pieces of whole lines (cli/line-pieces.ts): the pieces and the last line make up exactly the text
 * the whole file decodes to, each piece ends with an end of line, and file-system errors come as Node's.
 */
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openLinePieces } from '../../cli/line-pieces.js';

const dir = mkdtempSync(join(tmpdir(), 'reglament-line-pieces-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Reads `bytes` from a file by pieces: the pieces and the last line. */
function readByPieces(bytes: Buffer): { pieces: string[]; rest: string } {
  const file = join(dir, 'hands.txt');
  writeFileSync(file, bytes);
  const reader = openLinePieces(file);
  const pieces: string[] = [];
  for (let p = reader.next(); p !== null; p = reader.next()) pieces.push(p);
  expect(reader.next()).toBeNull();
  return { pieces, rest: reader.rest };
}

/** Lines of a hands file: ASCII, Cyrillic (two bytes a letter), a four-byte character, `\r\n`, invalid UTF-8. */
const line = fc.oneof(
  fc.constantFrom('123m456m789m2m[777z]+2m --seat E', '# комментарий судьи', '', '𝄞 x', 'a\r', '\xff'),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => s.replace(/\n/g, ' ')),
);

describe('a file read in pieces of whole lines', () => {
  it('gives the text the whole file decodes to, in pieces that end with an end of line, over piece boundaries', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 9000 }), fc.boolean(), fc.boolean(), (lines, copies, endsWithNewline, invalidByte) => {
        // Tens of kilobytes up to ~600 KB: pieces of 64 KiB cut the text at many places.
        let bytes = Buffer.from(Array.from({ length: copies }, (_, i) => lines[i % lines.length]).join('\n') + (endsWithNewline ? '\n' : ''));
        if (invalidByte) bytes = Buffer.concat([bytes.subarray(0, bytes.length >> 1), Buffer.from([0xe2, 0x82]), bytes.subarray(bytes.length >> 1)]);
        const { pieces, rest } = readByPieces(bytes);
        for (const p of pieces) expect(p.endsWith('\n')).toBe(true);
        expect(rest.includes('\n')).toBe(false);
        expect(pieces.join('') + rest).toBe(bytes.toString('utf8'));
      }),
      { numRuns: 40 },
    );
  });

  it('reads a line longer than a piece whole, and an empty file as nothing', () => {
    const long = 'x'.repeat(200_000);
    expect(readByPieces(Buffer.from(`a\n${long}\nb`))).toEqual({ pieces: ['a\n', `${long}\n`], rest: 'b' });
    expect(readByPieces(Buffer.from(''))).toEqual({ pieces: [], rest: '' });
    // A character of three bytes (Cyrillic is two) across the first piece's end (65,536 bytes): kept whole.
    const text = `${'y'.repeat(65_535)}€\n`;
    const { pieces } = readByPieces(Buffer.from(text));
    expect(pieces.join('')).toBe(text);
    expect(readFileSync(join(dir, 'hands.txt'), 'utf8')).toBe(text);
  });

  it('throws the file system error of a missing file when opened and of a folder when read', () => {
    expect(() => openLinePieces(join(dir, 'missing.txt'))).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    const folder = openLinePieces(dir);
    expect(() => folder.next()).toThrow(expect.objectContaining({ code: 'EISDIR' }));
    folder.close();
  });
});
