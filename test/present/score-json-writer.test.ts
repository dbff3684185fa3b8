/**
 * `score --hands --json` writes each hand's line with createScoreJsonWriter (the items' bytes kept from hand to hand):
 * the line must be exactly `JSON.stringify(scoreJson(hand, result))` in UTF-8, the object `score --json` prints.
 * Checked on generated hands of every bundled mahjong regulation (classical, Sichuan, riichi with counters, MCR), one
 * writer for all the hands of a regulation, as the batch uses it, into a sink that is sometimes almost full.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScoreJsonWriter, scoreJson, type ByteSink } from '../../present/index.js';
import { compileScorer, generateCorpus, parseHand, scoreHand } from '../../runtime/index.js';
import { irOfFile } from '../support/compile-inline.js';

/** A sink that keeps every byte written, taking a new buffer of just the room asked for when it is full. */
function keepingSink(): ByteSink & { text(): string } {
  const done: Buffer[] = [];
  const sink = {
    buffer: Buffer.alloc(0),
    end: 0,
    room(bytes: number) {
      if (sink.end + bytes <= sink.buffer.length) return;
      done.push(sink.buffer.subarray(0, sink.end));
      sink.buffer = Buffer.alloc(bytes);
      sink.end = 0;
    },
    text: () => Buffer.concat([...done, sink.buffer.subarray(0, sink.end)]).toString('utf8'),
  };
  return sink;
}

/** The text one writer writes for a hand, into a fresh sink or after what it holds. */
function written(write: ReturnType<typeof createScoreJsonWriter>, hand: string, result: Parameters<typeof scoreJson>[1]): string {
  const sink = keepingSink();
  write(hand, result, sink);
  return sink.text();
}

const files = readdirSync('regulations').filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', f))
  .filter((f) => irOfFile(f).game.startsWith('mahjong'));

describe.each(files)('%s', (file) => {
  it('prints every hand as JSON.stringify(scoreJson(...)), items seen before included', () => {
    const scorer = compileScorer(irOfFile(file));
    const write = createScoreJsonWriter();
    const all = keepingSink();
    const expected: string[] = [];
    let items = 0;
    for (const g of generateCorpus(1606, 1500)) {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      const result = scoreHand(scorer, parsed.hand, g.options);
      items += result.items.length;
      const json = JSON.stringify(scoreJson(g.notation, result));
      expect(written(write, g.notation, result)).toBe(json);
      write(g.notation, result, all);
      expected.push(json);
    }
    // The same writer into one sink, one hand after another (a new buffer when one is full), gives them all in order.
    expect(all.text()).toBe(expected.join(''));
    // Far more items than a regulation has rules (at most ~100): most were printed from kept texts.
    expect(items).toBeGreaterThan(1000);
  });
});

describe('the place of the items', () => {
  it('is found after a hand text that spells `"items":[]` itself', () => {
    const ir = irOfFile('regulations/repino-2008.yaml');
    const parsed = parseHand('123m456m789m2m[777z]+2m');
    if (!parsed.ok) throw new Error('bad hand');
    const result = scoreHand(compileScorer(ir), parsed.hand, {});
    expect(result.items.length).toBeGreaterThan(0);
    const write = createScoreJsonWriter();
    for (const hand of ['"items":[]', 'x","items":[],"y', '\\"items\\":[]', 'ёлка']) {
      expect(written(write, hand, result)).toBe(JSON.stringify(scoreJson(hand, result)));
    }
  });
});

describe('numbers JSON has no literal for', () => {
  it('are written as JSON.stringify writes them: NaN and the infinities as null, -0 as 0', () => {
    const ir = irOfFile('regulations/repino-2008.yaml');
    const parsed = parseHand('123m456m789m2m[777z]+2m');
    if (!parsed.ok) throw new Error('bad hand');
    const result = { ...scoreHand(compileScorer(ir), parsed.hand, {}), total: Number.NaN, limit: Number.POSITIVE_INFINITY, points: -0, doublings: 1e21 };
    const text = written(createScoreJsonWriter(), 'hand', result);
    expect(text).toBe(JSON.stringify(scoreJson('hand', result)));
    // Worked out from JSON's rules: the four fields as null, null, 0 and 1e+21.
    expect(text).toContain('"total":null,');
    expect(text).toContain('"limit":null,');
    expect(text).toContain('"points":0,"doublings":1e+21,');
  });
});

describe('numbers and texts written piece by piece', () => {
  const ir = irOfFile('regulations/repino-2008.yaml');
  const parsed = parseHand('123m456m789m2m[777z]+2m');
  if (!parsed.ok) throw new Error('bad hand');
  const base = scoreHand(compileScorer(ir), parsed.hand, {});

  it('writes whole numbers around each count of digits, fractions and negatives as JSON.stringify does', () => {
    const write = createScoreJsonWriter();
    const cases: Array<[number, number, number, number]> = [[0, 9, 10, 99], [100, 999, 1000, 9999], [10000, 0.5, -1, -0.25], [123456789, 2 ** 31, 1e-7, 7]];
    for (const [total, limit, points, doublings] of cases) {
      const result = { ...base, total, limit, points, doublings };
      expect(written(write, 'hand', result)).toBe(JSON.stringify(scoreJson('hand', result)));
    }
    // Worked out by hand: 9999 and 10000 as their digits, 0.5 as 0.5, 2^31 = 2147483648, 1e-7 as JSON writes it.
    const text = written(write, 'hand', { ...base, total: 9999, limit: 0.5, points: 10000, doublings: 1e-7 });
    expect(text).toContain('"total":9999,');
    expect(text).toContain('"limit":0.5,');
    expect(text).toContain('"points":10000,"doublings":1e-7,');
    expect(written(write, 'hand', { ...base, total: 2 ** 31 })).toContain('"total":2147483648,');
  });

  it('asks for room enough for the longest numbers (25 characters) and a hand of escapes, into a buffer of just that room', () => {
    // -0.0000012345678901234567: a sign, `0.`, five zeros and 17 digits = 25 characters, the longest text of a
    // number; each \u0001 is written as 6 characters. `written` gives the writer a buffer of exactly the room it asks.
    const long = -0.0000012345678901234567;
    expect(String(long)).toHaveLength(25);
    const result = { ...base, excluded: [], alternatives: [], declarable: false, complete: false, total: long, limit: long, points: long, doublings: long };
    expect(written(createScoreJsonWriter(), '\u0001\u0001', result)).toBe(JSON.stringify(scoreJson('\u0001\u0001', result)));
  });

  it('writes a hand JSON must escape or that is not ASCII as JSON.stringify does, and the plain one after it', () => {
    const write = createScoreJsonWriter();
    // (The plain ones around the edges of printable ASCII too: space, `!`, `#`, `[`, `]` and `~`; a line end at the end.)
    for (const hand of ['a"b', 'a\\b', 'tab\there', '\u0001', '~\u007f', 'é', '\ud800', '😀', 'plain+1m', ' !#[]~', '123m\n', '\u001f', '']) {
      expect(written(write, hand, base)).toBe(JSON.stringify(scoreJson(hand, base)));
    }
  });

  it('writes every shape, wait and declarable of a result as JSON.stringify does', () => {
    const write = createScoreJsonWriter();
    for (const wait of ['pair', 'closed', 'edge', 'open', 'pung', 'none'] as const) {
      for (const declarable of [true, false, null]) {
        for (const complete of [true, false, null]) {
          const result = { ...base, wait, declarable, complete, shape: `shape "${wait}"`, limit: null };
          expect(written(write, 'h', result)).toBe(JSON.stringify(scoreJson('h', result)));
        }
      }
    }
  });

  it('writes a meld whose text is not a usual one (a tile outside the tile set) as JSON.stringify does', () => {
    const odd = { kind: 'pung' as const, tile: 99, exposed: true, declared: false };
    const result = { ...base, melds: [...base.melds, odd] };
    expect(written(createScoreJsonWriter(), 'h', result)).toBe(JSON.stringify(scoreJson('h', result)));
  });
});
