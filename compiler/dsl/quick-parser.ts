/**
 * A recursive-descent reading of the rule grammar (parser.ts) for the strings it reads without any error, which are
 * nearly all of a regulation's: the same tokens, the same decisions and the same AST, object for object. It gives up
 * (`undefined`) at the first token it does not expect, and the caller then parses with chevrotain, whose error
 * recovery and messages stay the only ones. chevrotain's parser is then built only when a string needs it: building
 * it (recording the grammar, the follow sets of its recovery, the lookahead functions) was ~25 ms of every `check`
 * just after an edit, and its interpreted parse of a large regulation's strings ~30 ms (V8 CPU profile).
 *
 * Every decision of parser.ts is taken on the next token alone (its OR alternatives begin with distinct tokens; its
 * MANY/OPTION loops enter when the next token can begin their content), so reading the same way gives the same tree
 * whenever chevrotain reports no error. test/compiler/dsl/quick-parser.test.ts holds the two to the same results on
 * every rule string of the bundled regulations and on generated token sequences.
 */
import type { QuickToken } from './quick-lexer.js';
import * as T from './token-kinds.js';
import type { TokenKind } from './token-kinds.js';
import type { BinaryOp, Expr, Exposure, Loc, Pattern, Term, TileSetExpr, Unit, UnitMeld } from './ast.js';

/** Thrown inside the reader at the first unexpected token; never leaves this module. */
class GiveUp {}
const GIVE_UP = new GiveUp();

const END_OF = (t: QuickToken): number => t.startOffset + t.image.length;
const locOf = (first: QuickToken, last: QuickToken): Loc => ({ start: first.startOffset, end: Math.max(END_OF(last), first.startOffset) });
const span = (a: { loc: Loc }, b: { loc: Loc }): Loc => ({ start: a.loc.start, end: b.loc.end });

const OR = new Set<TokenKind>([T.Or]);
const AND = new Set<TokenKind>([T.And]);
const ADDITIVE = new Set<TokenKind>([T.Plus, T.Minus]);
const MULTIPLICATIVE = new Set<TokenKind>([T.Star, T.Slash]);
const COMPARISONS = new Set<TokenKind>([T.Eq, T.NotEq, T.LessEq, T.GreaterEq, T.Less, T.Greater]);
const MELD_KINDS = new Set<TokenKind>([T.Chow, T.Pung, T.Kong, T.SetKw, T.Pair, T.MeldKw]);
const EXPOSURES = new Set<TokenKind>([T.Exposed, T.Declared, T.Concealed]);
const TERM_STARTS = new Set<TokenKind>([T.TileTerm, T.Identifier, T.Any, T.LParen]);
const UNIT_STARTS = new Set<TokenKind>([...EXPOSURES, ...MELD_KINDS, ...TERM_STARTS]);
const TILE_ITEM_STARTS = new Set<TokenKind>([T.TileTerm, T.TileRange, T.Identifier, T.LParen]);
const EXPRESSION_STARTS = new Set<TokenKind>([
  T.Not, T.Minus, T.NumberLiteral, T.True, T.False, T.TileTerm, T.Concealed, T.Pair, T.Pung, T.Count, T.All, T.Any, T.No,
  T.LParen, T.Identifier,
]);

/** Reads one rule string's tokens; each method follows the rule of parser.ts of the same name. */
class QuickReader {
  private i = 0;
  constructor(private readonly tokens: QuickToken[]) {}

  private peek(): TokenKind | undefined {
    return this.tokens[this.i]?.tokenType;
  }

  private consume(type: TokenKind): QuickToken {
    const t = this.tokens[this.i];
    if (t === undefined || t.tokenType !== type) throw GIVE_UP;
    this.i++;
    return t;
  }

  private consumeOf(types: Set<TokenKind>): QuickToken {
    const t = this.tokens[this.i];
    if (t === undefined || !types.has(t.tokenType)) throw GIVE_UP;
    this.i++;
    return t;
  }

  /** The whole input read by `entry`, or nothing. */
  whole<R>(entry: () => R): R | undefined {
    try {
      const result = entry();
      return this.i === this.tokens.length ? result : undefined;
    } catch (e) {
      if (e === GIVE_UP) return undefined;
      throw e;
    }
  }

  expression = (): Expr => this.orExpr();

  /** `operand (op operand)*` grouped to the left, `op` one of `ops` (whose images are the operators' names). */
  private leftChain(ops: ReadonlySet<TokenKind>, operand: () => Expr): Expr {
    let left = operand();
    for (let next = this.peek(); next !== undefined && ops.has(next); next = this.peek()) {
      const op = this.tokens[this.i++]!.image as BinaryOp;
      const right = operand();
      left = { kind: 'binary', op, left, right, loc: span(left, right) };
    }
    return left;
  }

  private orExpr(): Expr {
    return this.leftChain(OR, () => this.andExpr());
  }

  private andExpr(): Expr {
    return this.leftChain(AND, () => this.notExpr());
  }

  /** `op arg` (`arg` read by `self`, e.g. `not not x`) when the next token is `op`, else `otherwise`. */
  private prefixed(op: TokenKind, kind: 'not' | 'neg', self: () => Expr, otherwise: () => Expr): Expr {
    if (this.peek() !== op) return otherwise();
    const tok = this.tokens[this.i++]!;
    const arg = self();
    return { kind, arg, loc: { start: tok.startOffset, end: arg.loc.end } };
  }

  private notExpr(): Expr {
    return this.prefixed(T.Not, 'not', () => this.notExpr(), () => this.comparison());
  }

  private comparison(): Expr {
    let left = this.additive();
    const next = this.peek();
    if (next !== undefined && COMPARISONS.has(next)) {
      const op = this.consumeOf(COMPARISONS).image as BinaryOp;
      const right = this.additive();
      left = { kind: 'binary', op, left, right, loc: span(left, right) };
    } else if (next === T.In) {
      this.i++;
      const set = this.tileSet();
      left = { kind: 'in', left, set, loc: span(left, set) };
    }
    return left;
  }

  private additive(): Expr {
    return this.leftChain(ADDITIVE, () => this.multiplicative());
  }

  private multiplicative(): Expr {
    return this.leftChain(MULTIPLICATIVE, () => this.unary());
  }

  private unary(): Expr {
    return this.prefixed(T.Minus, 'neg', () => this.unary(), () => this.power());
  }

  private power(): Expr {
    const base = this.atom();
    if (this.peek() !== T.Caret) return base;
    this.i++;
    const exponent = this.unary();
    return { kind: 'binary', op: '^', left: base, right: exponent, loc: span(base, exponent) };
  }

  private atom(): Expr {
    const t = this.tokens[this.i];
    switch (t?.tokenType) {
      case T.NumberLiteral: this.i++; return { kind: 'number', value: Number(t.image), loc: locOf(t, t) };
      case T.True: this.i++; return { kind: 'bool', value: true, loc: locOf(t, t) };
      case T.False: this.i++; return { kind: 'bool', value: false, loc: locOf(t, t) };
      case T.TileTerm: this.i++; return { kind: 'tile', text: t.image, loc: locOf(t, t) };
      case T.Concealed: this.i++; return { kind: 'name', path: ['concealed'], loc: locOf(t, t) };
      case T.Pair: this.i++; return { kind: 'name', path: ['pair'], loc: locOf(t, t) };
      case T.Pung: this.i++; return { kind: 'name', path: ['pung'], loc: locOf(t, t) };
      case T.Count: return this.countCall();
      case T.All: case T.Any: case T.No: return this.quantifier();
      case T.LParen: {
        this.i++;
        const inner = this.expression();
        this.consume(T.RParen);
        return inner;
      }
      case T.Identifier: return this.nameOrCall();
      default: throw GIVE_UP;
    }
  }

  private countCall(): Expr {
    const first = this.consume(T.Count);
    this.consume(T.LParen);
    const unit = this.unit();
    const last = this.consume(T.RParen);
    return { kind: 'count', unit, loc: locOf(first, last) };
  }

  private quantifier(): Expr {
    const q = this.tokens[this.i++]!;
    this.consume(T.Tiles);
    this.consume(T.In);
    const set = this.tileSet();
    return { kind: 'quantifier', quantifier: q.image as 'all' | 'any' | 'no', set, loc: { start: q.startOffset, end: set.loc.end } };
  }

  private nameOrCall(): Expr {
    const first = this.consume(T.Identifier);
    if (this.peek() === T.LParen) {
      this.i++;
      const args: Expr[] = [];
      const next = this.peek();
      if (next !== undefined && EXPRESSION_STARTS.has(next)) {
        args.push(this.expression());
        while (this.peek() === T.Comma) {
          this.i++;
          args.push(this.expression());
        }
      }
      const last = this.consume(T.RParen);
      return { kind: 'call', name: first.image, args, loc: locOf(first, last), nameLoc: locOf(first, first) };
    }
    const path = [first.image];
    let last = first;
    while (this.peek() === T.Dot) {
      this.i++;
      last = this.consume(T.Identifier);
      path.push(last.image);
    }
    return { kind: 'name', path, loc: locOf(first, last) };
  }

  pattern = (): Pattern => {
    const units: Unit[] = [this.unit()];
    for (let next = this.peek(); next === T.Comma || (next !== undefined && UNIT_STARTS.has(next)); next = this.peek()) {
      if (next === T.Comma) this.i++;
      units.push(this.unit());
    }
    return { kind: 'pattern', units, loc: { start: units[0]!.loc.start, end: units[units.length - 1]!.loc.end } };
  };

  private startsTerm(): boolean {
    const next = this.peek();
    return next !== undefined && TERM_STARTS.has(next);
  }

  private startsMeldKind(): boolean {
    const next = this.peek();
    return next !== undefined && MELD_KINDS.has(next);
  }

  private unit(): Unit {
    const next = this.peek();
    if (next !== undefined && EXPOSURES.has(next)) {
      const e = this.consumeOf(EXPOSURES);
      const meld = this.startsMeldKind() ? this.meldKind() : undefined;
      const term = this.startsTerm() ? this.term() : undefined;
      return {
        kind: 'unit', exposure: e.image as Exposure, meld: meld?.meld, term,
        loc: { start: e.startOffset, end: term ? term.loc.end : meld ? meld.loc.end : END_OF(e) },
      };
    }
    if (this.startsMeldKind()) {
      const meld = this.meldKind();
      const term = this.startsTerm() ? this.term() : undefined;
      return { kind: 'unit', meld: meld.meld, term, loc: { start: meld.loc.start, end: term ? term.loc.end : meld.loc.end } };
    }
    const term = this.term();
    return { kind: 'unit', term, loc: term.loc };
  }

  private meldKind(): { meld: UnitMeld; loc: Loc } {
    const t = this.consumeOf(MELD_KINDS);
    return { meld: t.image as UnitMeld, loc: locOf(t, t) };
  }

  private term(): Term {
    const options: Term[] = [this.primary()];
    while (this.peek() === T.Bar) {
      this.i++;
      options.push(this.primary());
    }
    return options.length === 1
      ? options[0]!
      : { kind: 'alt', options, loc: { start: options[0]!.loc.start, end: options[options.length - 1]!.loc.end } };
  }

  private primary(): Term {
    const t = this.tokens[this.i];
    switch (t?.tokenType) {
      case T.TileTerm: this.i++; return { kind: 'tile-term', text: t.image, loc: locOf(t, t) };
      case T.Identifier: this.i++; return { kind: 'ref', name: t.image, loc: locOf(t, t) };
      case T.Any: this.i++; return { kind: 'any', loc: locOf(t, t) };
      case T.LParen: return this.parenthesized(t, () => this.term());
      default: throw GIVE_UP;
    }
  }

  /** `( inner )` from the opening token `open`, as `inner` spanning the parentheses. */
  private parenthesized<R extends { loc: Loc }>(open: QuickToken, inner: () => R): R {
    this.i++;
    const read = inner();
    const close = this.consume(T.RParen);
    return { ...read, loc: locOf(open, close) };
  }

  tileSet = (): TileSetExpr => {
    let left = this.tileSeq();
    while (this.peek() === T.Plus || this.peek() === T.Minus) {
      const op = this.tokens[this.i++]!;
      const right = this.tileSeq();
      left = op.tokenType === T.Plus
        ? { kind: 'set-union', parts: [left, right], loc: span(left, right) }
        : { kind: 'set-diff', left, right, loc: span(left, right) };
    }
    return left;
  };

  private tileSeq(): TileSetExpr {
    const parts: TileSetExpr[] = [this.tileItem()];
    for (let next = this.peek(); next !== undefined && TILE_ITEM_STARTS.has(next); next = this.peek()) parts.push(this.tileItem());
    return parts.length === 1
      ? parts[0]!
      : { kind: 'set-union', parts, loc: { start: parts[0]!.loc.start, end: parts[parts.length - 1]!.loc.end } };
  }

  private tileItem(): TileSetExpr {
    const t = this.tokens[this.i];
    switch (t?.tokenType) {
      case T.TileTerm: this.i++; return { kind: 'set-tile', text: t.image, loc: locOf(t, t) };
      case T.TileRange: this.i++; return { kind: 'set-range', text: t.image, loc: locOf(t, t) };
      case T.Identifier: this.i++; return { kind: 'set-ref', name: t.image, loc: locOf(t, t) };
      case T.LParen: return this.parenthesized(t, () => this.tileSet());
      default: throw GIVE_UP;
    }
  }
}

/** The entries of the grammar that parse.ts reads. */
export type QuickEntry = 'expression' | 'pattern' | 'tileSet';

/** The AST of `tokens` read whole by `entry` without an error, or `undefined` where chevrotain must read them. */
export function quickParse(tokens: QuickToken[], entry: QuickEntry): Expr | Pattern | TileSetExpr | undefined {
  const reader = new QuickReader(tokens);
  const read: () => Expr | Pattern | TileSetExpr = reader[entry];
  return reader.whole(read);
}
