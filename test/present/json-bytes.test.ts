/**
 * json-bytes.ts writes numbers, flags and strings as the bytes JSON.stringify gives for them (the fast path of
 * `score --hands --json`). The expected texts are JSON's own rules, written out: integers in decimal, -0 as 0, other
 * numbers as JavaScript prints them, NaN and the infinities as null; strings quoted, `"` and `\` escaped with a
 * backslash, control characters as \n or \u00XX, other characters as themselves in UTF-8.
 */
import { describe, expect, it } from 'vitest';
import { jsonBytesBound, NUMBER_BYTES, writeJsonFlag, writeJsonNumber, writeJsonString } from '../../present/json-bytes.js';

/** What a writer puts into a fresh buffer after one byte already there ('>'), as text; checks the end it returns. */
function written(write: (out: Buffer, at: number) => number, room: number): string {
  const out = Buffer.alloc(1 + room);
  out[0] = 0x3e;
  const end = write(out, 1);
  expect(end).toBeLessThanOrEqual(out.length);
  return out.subarray(0, end).toString('utf8');
}

describe('writeJsonNumber', () => {
  it.each([
    [0, '0'], [-0, '0'], [7, '7'], [10, '10'], [4000, '4000'], [999_999_999, '999999999'], [1_000_000_000, '1000000000'],
    [-3, '-3'], [2.5, '2.5'], [-0.125, '-0.125'], [1e21, '1e+21'], [1.5e-7, '1.5e-7'], [Number.NaN, 'null'],
    [Number.POSITIVE_INFINITY, 'null'], [Number.NEGATIVE_INFINITY, 'null'], [-1.2345678901234567e-308, '-1.2345678901234567e-308'],
  ])('%d is written as %s', (n, text) => {
    expect(written((out, at) => writeJsonNumber(out, at, n), NUMBER_BYTES)).toBe(`>${text}`);
  });
});

describe('writeJsonFlag', () => {
  it('writes true, false and null', () => {
    expect(written((out, at) => writeJsonFlag(out, at, true), 5)).toBe('>true');
    expect(written((out, at) => writeJsonFlag(out, at, false), 5)).toBe('>false');
    expect(written((out, at) => writeJsonFlag(out, at, null), 5)).toBe('>null');
  });
});

describe('writeJsonString', () => {
  it.each([
    ['', '""'],
    ['123m456m789m2m[777z]+2m', '"123m456m789m2m[777z]+2m"'],
    ['a"b', '"a\\"b"'],
    ['back\\slash', '"back\\\\slash"'],
    ['line\nnext\ttab\u0001', '"line\\nnext\\ttab\\u0001"'],
    ['ёлка', '"ёлка"'],
    ['del\u007f', '"del\u007f"'],
    ['\ud800 lone', '"\\ud800 lone"'],
  ])('%j is written as %s', (text, json) => {
    expect(written((out, at) => writeJsonString(out, at, text), jsonBytesBound(text))).toBe(`>${json}`);
  });
});
