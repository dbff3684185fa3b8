import { describe, expect, it } from 'vitest';
import { computeEditDistance, suggestName } from '../../../compiler/diagnostics/suggest.js';

describe('computeEditDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(computeEditDistance('name', 'name')).toBe(0);
    expect(computeEditDistance('nam', 'name')).toBe(1); // insert e
    expect(computeEditDistance('names', 'name')).toBe(1); // delete s
    expect(computeEditDistance('nome', 'name')).toBe(1); // substitute
    expect(computeEditDistance('nmae', 'name')).toBe(1); // swap (plain Levenshtein would say 2)
    expect(computeEditDistance('', 'abc')).toBe(3);
    expect(computeEditDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('suggestName', () => {
  const keys = ['id', 'name', 'clause', 'value', 'when', 'pattern', 'house-limit', 'doubling-cap'];
  it('suggests the closest key', () => {
    expect(suggestName('nmae', keys)).toBe('name');
    expect(suggestName('clase', keys)).toBe('clause');
    expect(suggestName('house_limit', keys)).toBe('house-limit');
    expect(suggestName('doublingcap', keys)).toBe('doubling-cap');
  });
  it('prefers a case-only difference', () => {
    expect(suggestName('Value', keys)).toBe('value');
  });
  it('suggests nothing when nothing is close', () => {
    expect(suggestName('tournament', keys)).toBeUndefined();
    expect(suggestName('xy', keys)).toBeUndefined();
    expect(suggestName('name', keys)).toBeUndefined(); // the name itself is not a suggestion
  });
});
