/**
 * Long texts in messages and code frames are shown around the position, never whole (issue #21, Low: error lines
 * echoed a 1 MB hand in full).
 */
import { describe, expect, it } from 'vitest';
import { excerptAround, EXCERPT_WIDTH, renderText, type Diagnostic } from '../../../compiler/index.js';
import { handErrorLine } from '../../../cli/commands/score.js';

describe('excerptAround', () => {
  it('keeps a short text whole', () => {
    expect(excerptAround('123m456m', 3, 4)).toEqual({ text: '123m456m', start: 3, end: 4 });
  });

  it('cuts a long text to 50 characters each side of the span, with … where it is cut', () => {
    const text = 'a'.repeat(1000) + 'X' + 'b'.repeat(1000);
    const e = excerptAround(text, 1000, 1001);
    // '…' + 50 a + 'X' + 50 b + '…'
    expect(e.text).toBe('…' + 'a'.repeat(50) + 'X' + 'b'.repeat(50) + '…');
    expect(e.text.slice(e.start, e.end)).toBe('X');
  });

  it('at the start of a long text keeps no leading …', () => {
    const e = excerptAround('Y' + 'c'.repeat(EXCERPT_WIDTH * 10), 0);
    expect(e.text.startsWith('Yccc')).toBe(true);
    expect(e.text.endsWith('…')).toBe(true);
    expect(e.start).toBe(0);
  });
});

describe('where a long text is shown', () => {
  it('the error line of a 1 MB hand is short and names the place', () => {
    const hand = '1m'.repeat(500_000);
    const line = handErrorLine(hand, { code: 'hand/fifth-copy', message: '5 copies of 1m: a tile exists 4 times', offset: 8 });
    expect(line.length).toBeLessThan(200);
    expect(line).toBe(`hand:1:9  error  hand/fifth-copy  5 copies of 1m: a tile exists 4 times  (in "${'1m'.repeat(29)}1…")`);
  });

  it('the code frame of a 1 MB line is a window with the carets under the span', () => {
    const line = 'x: "' + 'q'.repeat(1_000_000) + 'BAD' + '"';
    const d: Diagnostic = { code: 'dsl/syntax', severity: 'error', message: 'bad', file: 'f.yaml', line: 1, col: 1_000_005, endLine: 1, endCol: 1_000_008 };
    const out = renderText([d], () => line).split('\n');
    expect(out[1]!.length).toBeLessThan(200);
    const caret = out[2]!.indexOf('^');
    // The carets sit under BAD in the window (both lines share the ` 1 | ` gutter).
    expect(out[1]!.slice(caret, caret + 3)).toBe('BAD');
    expect(out[2]!).toMatch(/^ +\| +\^{3}$/);
  });
});
