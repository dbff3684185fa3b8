/**
 * The score options shared by `score`, regulation tests and hand files: the void suit and the win after a kong.
 */
import { describe, expect, it } from 'vitest';
import { parseScoreArgs } from '../../cli/score-options.js';

describe('score options', () => {
  it('reads --void and --after-kong', () => {
    const r = parseScoreArgs(['123m+1m', '--void', 's', '--after-kong']);
    expect(r).toMatchObject({ hand: '123m+1m', options: { void: 's', afterKong: true } });
  });

  it('leaves the void suit out and after-kong false by default', () => {
    const r = parseScoreArgs([]);
    expect('options' in r && r.options.void).toBeUndefined();
    expect(r).toMatchObject({ options: { afterKong: false } });
  });

  it('rejects a void suit that is not m, p or s', () => {
    expect(parseScoreArgs(['--void', 'z'])).toMatchObject({ error: expect.stringContaining('--void') });
  });
});
