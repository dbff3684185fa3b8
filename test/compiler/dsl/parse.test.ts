/**
 * The rule-language parser: shapes of the AST, error recovery and positions.
 */
import { describe, expect, it } from 'vitest';
import { parseExpression, parsePattern, parseTileSet } from '../../../compiler/dsl/parse.js';
import { printExpr, printPattern, printTileSet } from '../../../compiler/dsl/print.js';

describe('expressions', () => {
  it('binds and tighter than or, comparisons tighter than and', () => {
    const { ast, errors } = parseExpression('a or b and c == 1');
    expect(errors).toEqual([]);
    expect(ast.kind).toBe('binary');
    if (ast.kind !== 'binary') return;
    expect(ast.op).toBe('or');
    expect(ast.right.kind === 'binary' && ast.right.op).toBe('and');
  });

  it('reads dotted facts, calls, counts and quantifiers', () => {
    const { ast, errors } = parseExpression('win.from == wall and count(exposed pung minors) >= 2 and all tiles in majors and doublings(internal) > 0');
    expect(errors).toEqual([]);
    expect(printExpr(ast)).toBe('win.from == wall and count(exposed pung minors) >= 2 and all tiles in majors and doublings(internal) > 0');
  });

  it('reads the wait values pair and pung, which are also meld keywords', () => {
    const { ast, errors } = parseExpression('wait == pair or wait == pung');
    expect(errors).toEqual([]);
    expect(printExpr(ast)).toBe('wait == pair or wait == pung');
  });

  it('keeps parentheses only where they change the meaning', () => {
    expect(printExpr(parseExpression('(a or b) and (c)').ast)).toBe('(a or b) and c');
    expect(printExpr(parseExpression('1 - (2 - 3)').ast)).toBe('1 - (2 - 3)');
    expect(printExpr(parseExpression('(1 - 2) - 3').ast)).toBe('1 - 2 - 3');
  });

  it('reports an unclosed parenthesis at the end of the text', () => {
    const { errors } = parseExpression('a and (b or c');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'dsl/syntax', start: 13, end: 13 });
  });

  it('reports chained comparisons', () => {
    const { errors } = parseExpression('a == 1 == 2');
    expect(errors[0]?.message).toMatch(/comparisons do not chain/);
    expect(errors[0]?.start).toBe(7);
  });

  it('reports an unknown character with its offset', () => {
    const { errors } = parseExpression('winner & concealed');
    expect(errors[0]).toMatchObject({ code: 'dsl/unexpected-character', start: 7, end: 8 });
  });

  it('reports an empty rule', () => {
    expect(parseExpression('   ').errors[0]?.code).toBe('dsl/empty');
  });
});

describe('patterns', () => {
  it('reads units with exposure, kind and alternatives', () => {
    const { ast, errors } = parsePattern('exposed pung 1x, pung 9x, pair (2x|5x|8x), chow x, chow x');
    expect(errors).toEqual([]);
    expect(ast.units).toHaveLength(5);
    expect(ast.units[0]).toMatchObject({ exposure: 'exposed', meld: 'pung', term: { kind: 'tile-term', text: '1x' } });
    expect(ast.units[2]?.term).toMatchObject({ kind: 'alt', options: [{ text: '2x' }, { text: '5x' }, { text: '8x' }] });
  });

  it('reads single tiles separated by blanks as units', () => {
    const { ast } = parsePattern('1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z majors');
    expect(ast.units).toHaveLength(14);
    expect(printPattern(ast)).toBe('1m, 9m, 1p, 9p, 1s, 9s, 1z, 2z, 3z, 4z, 5z, 6z, 7z, majors');
  });

  it('reads number variables with offsets', () => {
    const { ast, errors } = parsePattern('set nx, set (n+1)x, set (n+2)x');
    expect(errors).toEqual([]);
    expect(ast.units.map((u) => u.term && u.term.kind === 'tile-term' && u.term.text)).toEqual(['nx', '(n+1)x', '(n+2)x']);
  });

  it('recovers after an error and reports several', () => {
    const { errors } = parsePattern('pung 1x,, pung ) chow');
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });
});

describe('tile sets', () => {
  it('reads ranges, groups and difference', () => {
    const { ast, errors } = parseTileSet('1-9m 1-9p - terminals');
    expect(errors).toEqual([]);
    expect(printTileSet(ast)).toBe('1-9m 1-9p - terminals');
  });
});
