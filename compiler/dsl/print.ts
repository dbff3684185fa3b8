/**
 * Canonical printing of DSL ASTs: parse(print(ast)) gives the same tree (used by diff output and tests).
 */
import type { Expr, Pattern, Term, TileSetExpr, Unit } from './ast.js';

const PRECEDENCE: Record<string, number> = {
  or: 1, and: 2, '==': 4, '!=': 4, '<': 4, '<=': 4, '>': 4, '>=': 4, '+': 5, '-': 5, '*': 6, '/': 6, '^': 8,
};

function precedenceOf(e: Expr): number {
  switch (e.kind) {
    case 'binary': return PRECEDENCE[e.op]!;
    case 'not': return 3;
    // A tile set runs to the next operator it can take (`-`, `+`), so these bind like comparisons.
    case 'in': return 4;
    case 'quantifier': return 4;
    case 'neg': return 7;
    default: return 9;
  }
}

/**
 * A number as the lexer reads it: digits with an optional fraction, never an exponent (String(1e-7) is "1e-7" and
 * String(1e21) "1e+21", which the lexer does not read). The digits are String's (the shortest that read back as the
 * same double); only the decimal point moves. Negative values (not written by the parser) get a leading minus.
 */
export function printNumber(value: number): string {
  const text = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (m === null) return sign + text;
  const digits = m[1]! + (m[2] ?? '');
  const point = 1 + Number(m[3]); // where the decimal point goes in `digits`
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return sign + (point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`);
}

function wrap(e: Expr, min: number): string {
  const s = printExpr(e);
  return precedenceOf(e) < min ? `(${s})` : s;
}

/** Prints an expression with the fewest parentheses that keep its meaning. */
export function printExpr(e: Expr): string {
  switch (e.kind) {
    case 'number': return printNumber(e.value);
    case 'bool': return String(e.value);
    case 'tile': return e.text;
    case 'name': return e.path.join('.');
    case 'not': return `not ${wrap(e.arg, 3)}`;
    case 'neg': return `-${wrap(e.arg, 7)}`;
    case 'binary': {
      const p = PRECEDENCE[e.op]!;
      // `^` groups to the right, takes an atom as its base and a signed operand as its exponent.
      if (e.op === '^') return `${wrap(e.left, p + 1)} ^ ${wrap(e.right, 7)}`;
      // Comparisons do not chain; left-associative operators need parentheses on the right at equal precedence.
      const leftMin = p === 4 ? p + 1 : p;
      return `${wrap(e.left, leftMin)} ${e.op} ${wrap(e.right, p + 1)}`;
    }
    case 'call': return `${e.name}(${e.args.map(printExpr).join(', ')})`;
    case 'count': return `count(${printUnit(e.unit)})`;
    case 'quantifier': return `${e.quantifier} tiles in ${printTileSet(e.set)}`;
    case 'in': return `${wrap(e.left, 5)} in ${printTileSet(e.set)}`;
    case 'error': return '<error>';
  }
}

/** Prints a pattern, units separated by commas. */
export function printPattern(p: Pattern): string {
  return p.units.map(printUnit).join(', ');
}

/** Prints one unit. */
export function printUnit(u: Unit): string {
  // The present words joined by blanks, without the arrays a filter and a join make (every pattern is printed).
  const term = u.term ? printTerm(u.term, true) : undefined;
  let s: string | undefined = u.exposure;
  if (u.meld !== undefined) s = s === undefined ? u.meld : `${s} ${u.meld}`;
  if (term !== undefined) s = s === undefined ? term : `${s} ${term}`;
  return s ?? '';
}

function printTerm(t: Term, top: boolean): string {
  switch (t.kind) {
    case 'tile-term': return t.text;
    case 'ref': return t.name;
    case 'any': return 'any';
    case 'alt': {
      const s = t.options.map((o) => printTerm(o, false)).join('|');
      return top ? `(${s})` : `(${s})`;
    }
  }
}

/** Prints a tile set. */
export function printTileSet(s: TileSetExpr): string {
  switch (s.kind) {
    case 'set-tile': return s.text;
    case 'set-range': return s.text;
    case 'set-ref': return s.name;
    case 'set-union': return s.parts.map((p) => (p.kind === 'set-diff' ? `(${printTileSet(p)})` : printTileSet(p))).join(' ');
    case 'set-diff': {
      const right = s.right.kind === 'set-diff' || s.right.kind === 'set-union' ? `(${printTileSet(s.right)})` : printTileSet(s.right);
      return `${printTileSet(s.left)} - ${right}`;
    }
  }
}
