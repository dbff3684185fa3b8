/**
 * Reading a file someone gave us (issue #21, Medium 6 and the encoding point of Low): only a regular file, at most
 * 2 MB, in UTF-8. A named pipe (which waited forever), a device such as /dev/zero (which grew to 16 GB), a file
 * over the cap (a 50 MB YAML ran out of memory) and a file in another encoding (a Windows-1251 copy printed `���`)
 * are refused with a reason, the last naming the encoding it most likely is.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../../games/index.js';
import { MAX_FILE_BYTES, readTextFile } from '../../../compiler/source/read-file.js';
import { ROOT } from '../../support/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'reglament-read-'));
const bermuda = readFileSync(join(ROOT, 'regulations', 'bermuda-triangle.yaml'), 'utf8');

/** A text in a single-byte encoding (the table inverted from TextDecoder's; no encoder needed). */
function encode(text: string, label: string): Buffer {
  const decoded = new TextDecoder(label).decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  const byteOf = new Map([...decoded].map((ch, i) => [ch, i] as const));
  return Buffer.from([...text].map((ch) => byteOf.get(ch) ?? 0x3f));
}

/** Writes a file into the test's folder; gives its path. */
function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** A refusal to read, in both languages (`error` is the English). */
const refusal = (en: string, ru: string) => ({ error: en, reason: { en, ru } });

describe('readTextFile', () => {
  it('reads a UTF-8 file, without its byte order mark', () => {
    expect(readTextFile(file('bom.yaml', '\ufeffregulation: x\n'))).toEqual({ text: 'regulation: x\n' });
  });

  it('refuses a named pipe at once instead of waiting for a writer', () => {
    const fifo = join(dir, 'pipe.yaml');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    expect(readTextFile(fifo)).toEqual(refusal('not a regular file (a named pipe): only regular files are read', 'это не обычный файл (именованный канал): читаются только обычные файлы'));
  });

  it('refuses a device and a directory', () => {
    expect(readTextFile('/dev/zero')).toEqual(refusal('not a regular file (a device): only regular files are read', 'это не обычный файл (устройство): читаются только обычные файлы'));
    mkdirSync(join(dir, 'folder.yaml'));
    expect(readTextFile(join(dir, 'folder.yaml'))).toEqual(refusal('is a directory', 'это папка, а не файл'));
  });

  it('reads each file whole, whatever size the file read before it had (the read buffer is kept between reads)', () => {
    const large = 'ключ: значение\n'.repeat(20_000); // ~540 KB: larger than the kept buffer
    const medium = 'a: b\n'.repeat(40_000); // 200 KB
    const small = 'x: y\n';
    for (const [name, text] of [['large.yaml', large], ['small.yaml', small], ['medium.yaml', medium], ['small-again.yaml', small], ['medium-again.yaml', medium]] as const) {
      expect(readTextFile(file(name, text))).toEqual({ text });
    }
  });

  it('reads a file again as it is now: the same text when its bytes are the same, the new one when they changed', () => {
    const path = file('edited.yaml', 'имя: первое\n');
    expect(readTextFile(path)).toEqual({ text: 'имя: первое\n' });
    expect(readTextFile(path)).toEqual({ text: 'имя: первое\n' });
    writeFileSync(path, 'имя: второе\n'); // as long in bytes
    expect(readTextFile(path)).toEqual({ text: 'имя: второе\n' });
    writeFileSync(path, Buffer.from([0xd0, 0x00])); // no longer UTF-8
    expect('error' in readTextFile(path)).toBe(true);
    writeFileSync(path, 'имя: второе\n');
    expect(readTextFile(path)).toEqual({ text: 'имя: второе\n' });
  });

  it('reads a file that has more bytes than its size says, as under /proc', () => {
    const read = readTextFile('/proc/self/smaps');
    // Hundreds of mappings of a Node process: more than the first 64 KB the read starts with for a size of 0.
    expect('text' in read && read.text.length).toBeGreaterThan(64 * 1024);
    expect('text' in read && read.text.endsWith('\n')).toBe(true);
  });

  it('reads a file of exactly 2 MB and refuses one byte more', () => {
    expect(MAX_FILE_BYTES).toBe(2 * 1024 * 1024);
    const at = readTextFile(file('at-cap.yaml', '#'.repeat(MAX_FILE_BYTES)));
    expect('text' in at && at.text.length).toBe(MAX_FILE_BYTES);
    // 2 MB = 2 097 152 bytes; 3 × 2 MB = 6 MB. The Russian has a decimal comma.
    expect(readTextFile(file('over-cap.yaml', '#'.repeat(MAX_FILE_BYTES + 1)))).toEqual(refusal('the file is larger than 2.0 MB, the most a file may have', 'файл больше 2,0 МБ — больше файл быть не может'));
    expect(readTextFile(file('far-over.yaml', '#'.repeat(3 * MAX_FILE_BYTES)))).toEqual(refusal('the file is larger than 2.0 MB (6.0 MB), the most a file may have', 'файл больше 2,0 МБ (6,0 МБ) — больше файл быть не может'));
  });

  it.each([
    ['windows-1251', 'Windows-1251 (CP1251)'],
    ['koi8-r', 'KOI8-R'],
    ['ibm866', 'CP866 (DOS)'],
  ])('names the encoding of a %s copy of a regulation', (label, name) => {
    expect(readTextFile(file(`copy-${label}.yaml`, encode(bermuda, label)))).toEqual(refusal(`the file is not UTF-8 text; it looks like ${name}: save it as UTF-8`, `файл не в кодировке UTF-8; похоже, это ${name}: сохраните его в UTF-8`));
  });

  it('names UTF-16', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(bermuda, 'utf16le')]);
    expect(readTextFile(file('copy-utf16.yaml', utf16))).toEqual(refusal('the file is not UTF-8 text; it looks like UTF-16 (little-endian): save it as UTF-8', 'файл не в кодировке UTF-8; похоже, это UTF-16 (little-endian, младший байт первым): сохраните его в UTF-8'));
  });

  it('says a missing file and an error it has no words for in Russian, the system\'s own text in parentheses', () => {
    expect(readTextFile(join(dir, 'missing.yaml'))).toEqual(refusal('no such file', 'нет такого файла'));
    const odd = Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
    expect(readTextFile('x.yaml', () => { throw odd; })).toEqual(refusal('EIO: i/o error, read', 'ошибка файловой системы (EIO: i/o error, read)'));
  });
});

describe('the compiler on such files', () => {
  it('extends: /dev/zero and a named pipe are diagnostics, not a hang or an abort', () => {
    const fifo = join(dir, 'parent-pipe.yaml');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    for (const parent of ['/dev/zero', fifo]) {
      const child = file('child.yaml', `extends: ${parent}\nregulation: child\nversion: "1"\n`);
      const result = compileRegulationFile(child);
      expect(result.diagnostics.map((d) => [d.code, d.message])).toContainEqual(['source/extends-missing', expect.stringMatching(/: not a regular file \(a (device|named pipe)\): only regular files are read$/)]);
    }
  });

  it('a Windows-1251 regulation is one diagnostic naming the encoding', () => {
    const result = compileRegulationFile(file('cp1251.yaml', encode(bermuda, 'windows-1251')));
    expect(result.diagnostics.map((d) => d.code)).toEqual(['source/file-missing']);
    expect(result.diagnostics[0]!.message).toMatch(/not UTF-8 text; it looks like Windows-1251 \(CP1251\): save it as UTF-8$/);
  });
});
