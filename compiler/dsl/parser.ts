/**
 * The rule-language grammar (chevrotain, embedded actions): builds the AST directly while parsing.
 * Error recovery is on, so one string can yield several syntax errors; recovered parts become `error` nodes.
 * (Embedded actions instead of a CST + visitor: one grammar file, no second tree shape to keep in step.)
 */
import { EmbeddedActionsParser, type IToken, type TokenType } from 'chevrotain';
import { allTokens, T } from './tokens.js';
import type { BinaryOp, Expr, Exposure, Loc, Pattern, Term, TileSetExpr, Unit, UnitMeld } from './ast.js';

const END_OF = (t: IToken | undefined): number => (t ? t.startOffset + t.image.length : 0);

function locOf(first: IToken, last: IToken): Loc {
  return { start: first.startOffset, end: Math.max(END_OF(last), first.startOffset) };
}

function span(a: { loc: Loc }, b: { loc: Loc }): Loc {
  return { start: a.loc.start, end: b.loc.end };
}

const errorExpr = (): Expr => ({ kind: 'error', loc: { start: 0, end: 0 } });

/** The parser; one instance is reused (reset by assigning `input`). */
export class RuleParser extends EmbeddedActionsParser {
  /**
   * `validateGrammar` runs chevrotain's checks of the grammar itself (ambiguities, left recursion) while building
   * the parser. They cost about half of the construction, which every process that compiles a regulation pays, and
   * the grammar is fixed at build time, so the test suite runs them (test/compiler/dsl/grammar.test.ts) instead.
   */
  constructor(options: { validateGrammar?: boolean } = {}) {
    super(allTokens, { recoveryEnabled: true, maxLookahead: 3, skipValidations: options.validateGrammar !== true });
    this.performSelfAnalysis();
  }

  /** Entry: a whole expression. */
  public expression = this.RULE('expression', (): Expr => this.SUBRULE(this.orExpr), { recoveryValueFunc: errorExpr });

  private orExpr = this.RULE('orExpr', (): Expr => {
    let left = this.SUBRULE(this.andExpr);
    this.MANY(() => {
      this.CONSUME(T.Or);
      const right = this.SUBRULE2(this.andExpr);
      left = this.ACTION(() => ({ kind: 'binary', op: 'or', left, right, loc: span(left, right) }) as Expr);
    });
    return left;
  }, { recoveryValueFunc: errorExpr });

  private andExpr = this.RULE('andExpr', (): Expr => {
    let left = this.SUBRULE(this.notExpr);
    this.MANY(() => {
      this.CONSUME(T.And);
      const right = this.SUBRULE2(this.notExpr);
      left = this.ACTION(() => ({ kind: 'binary', op: 'and', left, right, loc: span(left, right) }) as Expr);
    });
    return left;
  }, { recoveryValueFunc: errorExpr });

  private notExpr = this.RULE('notExpr', (): Expr => this.OR([
    {
      ALT: () => {
        const tok = this.CONSUME(T.Not);
        const arg = this.SUBRULE(this.notExpr);
        return this.ACTION(() => ({ kind: 'not', arg, loc: { start: tok.startOffset, end: arg.loc.end } }) as Expr);
      },
    },
    { ALT: () => this.SUBRULE(this.comparison) },
  ]), { recoveryValueFunc: errorExpr });

  private comparison = this.RULE('comparison', (): Expr => {
    let left = this.SUBRULE(this.additive);
    this.OPTION(() => this.OR([
      {
        ALT: () => {
          const op = this.CONSUME(T.Comparison).image as BinaryOp;
          const right = this.SUBRULE2(this.additive);
          left = this.ACTION(() => ({ kind: 'binary', op, left, right, loc: span(left, right) }) as Expr);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.In);
          const set = this.SUBRULE(this.tileSet);
          left = this.ACTION(() => ({ kind: 'in', left, set, loc: span(left, set) }) as Expr);
        },
      },
    ]));
    return left;
  }, { recoveryValueFunc: errorExpr });

  private additive = this.RULE('additive', (): Expr => {
    let left = this.SUBRULE(this.multiplicative);
    this.MANY(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(T.Plus) }, { ALT: () => this.CONSUME(T.Minus) }]).image as BinaryOp;
      const right = this.SUBRULE2(this.multiplicative);
      left = this.ACTION(() => ({ kind: 'binary', op, left, right, loc: span(left, right) }) as Expr);
    });
    return left;
  }, { recoveryValueFunc: errorExpr });

  private multiplicative = this.RULE('multiplicative', (): Expr => {
    let left = this.SUBRULE(this.unary);
    this.MANY(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(T.Star) }, { ALT: () => this.CONSUME(T.Slash) }]).image as BinaryOp;
      const right = this.SUBRULE2(this.unary);
      left = this.ACTION(() => ({ kind: 'binary', op, left, right, loc: span(left, right) }) as Expr);
    });
    return left;
  }, { recoveryValueFunc: errorExpr });

  private unary = this.RULE('unary', (): Expr => this.OR([
    {
      ALT: () => {
        const tok = this.CONSUME(T.Minus);
        const arg = this.SUBRULE(this.unary);
        return this.ACTION(() => ({ kind: 'neg', arg, loc: { start: tok.startOffset, end: arg.loc.end } }) as Expr);
      },
    },
    { ALT: () => this.SUBRULE(this.power) },
  ]), { recoveryValueFunc: errorExpr });

  /** `a ^ b`: binds tighter than a sign (`-2 ^ 2` is -(2^2)) and groups to the right (`2 ^ 3 ^ 2` is 2^(3^2)). */
  private power = this.RULE('power', (): Expr => {
    const base = this.SUBRULE(this.atom);
    const exponent = this.OPTION(() => {
      this.CONSUME(T.Caret);
      return this.SUBRULE(this.unary);
    });
    return this.ACTION(() => (exponent === undefined ? base : { kind: 'binary', op: '^', left: base, right: exponent, loc: span(base, exponent) }) as Expr);
  }, { recoveryValueFunc: errorExpr });

  private atom = this.RULE('atom', (): Expr => this.OR([
    { ALT: () => { const t = this.CONSUME(T.NumberLiteral); return this.ACTION(() => ({ kind: 'number', value: Number(t.image), loc: locOf(t, t) }) as Expr); } },
    { ALT: () => { const t = this.CONSUME(T.True); return this.ACTION(() => ({ kind: 'bool', value: true, loc: locOf(t, t) }) as Expr); } },
    { ALT: () => { const t = this.CONSUME(T.False); return this.ACTION(() => ({ kind: 'bool', value: false, loc: locOf(t, t) }) as Expr); } },
    { ALT: () => { const t = this.CONSUME(T.TileTerm); return this.ACTION(() => ({ kind: 'tile', text: t.image, loc: locOf(t, t) }) as Expr); } },
    { ALT: () => { const t = this.CONSUME(T.Concealed); return this.ACTION(() => ({ kind: 'name', path: ['concealed'], loc: locOf(t, t) }) as Expr); } },
    // `pair` and `pung` are also values of the enum `wait` (`wait == pair`); as an operand they are names.
    { ALT: () => { const t = this.CONSUME(T.Pair); return this.ACTION(() => ({ kind: 'name', path: ['pair'], loc: locOf(t, t) }) as Expr); } },
    { ALT: () => { const t = this.CONSUME(T.Pung); return this.ACTION(() => ({ kind: 'name', path: ['pung'], loc: locOf(t, t) }) as Expr); } },
    { ALT: () => this.SUBRULE(this.countCall) },
    { ALT: () => this.SUBRULE(this.quantifier) },
    {
      ALT: () => {
        this.CONSUME(T.LParen);
        const inner = this.SUBRULE(this.expression);
        this.CONSUME(T.RParen);
        return inner;
      },
    },
    { ALT: () => this.SUBRULE(this.nameOrCall) },
  ]), { recoveryValueFunc: errorExpr });

  private countCall = this.RULE('countCall', (): Expr => {
    const first = this.CONSUME(T.Count);
    this.CONSUME(T.LParen);
    const unit = this.SUBRULE(this.unit);
    const last = this.CONSUME(T.RParen);
    return this.ACTION(() => ({ kind: 'count', unit, loc: locOf(first, last) }) as Expr);
  }, { recoveryValueFunc: errorExpr });

  private quantifier = this.RULE('quantifier', (): Expr => {
    const q = this.OR([
      { ALT: () => this.CONSUME(T.All) },
      { ALT: () => this.CONSUME(T.Any) },
      { ALT: () => this.CONSUME(T.No) },
    ]);
    this.CONSUME(T.Tiles);
    this.CONSUME(T.In);
    const set = this.SUBRULE(this.tileSet);
    return this.ACTION(() => ({ kind: 'quantifier', quantifier: q.image as 'all' | 'any' | 'no', set, loc: { start: q.startOffset, end: set.loc.end } }) as Expr);
  }, { recoveryValueFunc: errorExpr });

  private nameOrCall = this.RULE('nameOrCall', (): Expr => {
    const first = this.CONSUME(T.Identifier);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(T.LParen);
          const args: Expr[] = [];
          this.MANY_SEP({ SEP: T.Comma, DEF: () => { args.push(this.SUBRULE(this.expression)); } });
          const last = this.CONSUME(T.RParen);
          return this.ACTION(() => ({ kind: 'call', name: first.image, args, loc: locOf(first, last), nameLoc: locOf(first, first) }) as Expr);
        },
      },
      {
        ALT: () => {
          const path = [first.image];
          let last = first;
          this.MANY(() => {
            this.CONSUME(T.Dot);
            last = this.CONSUME2(T.Identifier);
            path.push(last.image);
          });
          return this.ACTION(() => ({ kind: 'name', path, loc: locOf(first, last) }) as Expr);
        },
      },
    ]);
  }, { recoveryValueFunc: errorExpr });

  /** Entry: a pattern (units separated by commas or blanks). */
  public pattern = this.RULE('pattern', (): Pattern => {
    const units: Unit[] = [this.SUBRULE(this.unit)];
    this.MANY(() => {
      this.OPTION(() => this.CONSUME(T.Comma));
      units.push(this.SUBRULE2(this.unit));
    });
    return this.ACTION((): Pattern => ({
      kind: 'pattern', units, loc: { start: units[0]!.loc.start, end: units[units.length - 1]!.loc.end },
    }));
  }, { recoveryValueFunc: (): Pattern => ({ kind: 'pattern', units: [], loc: { start: 0, end: 0 } }) });

  private unit = this.RULE('unit', (): Unit => this.OR([
    {
      ALT: () => {
        const e = this.OR2([
          { ALT: () => this.CONSUME(T.Exposed) }, { ALT: () => this.CONSUME(T.Declared) }, { ALT: () => this.CONSUME(T.Concealed) },
        ]);
        const meld = this.OPTION(() => this.SUBRULE(this.meldKind));
        const term = this.OPTION2(() => this.SUBRULE(this.term));
        return this.ACTION((): Unit => ({
          kind: 'unit', exposure: e.image as Exposure, meld: meld?.meld, term,
          loc: { start: e.startOffset, end: term ? term.loc.end : meld ? meld.loc.end : END_OF(e) },
        }));
      },
    },
    {
      ALT: () => {
        const meld = this.SUBRULE2(this.meldKind);
        const term = this.OPTION3(() => this.SUBRULE2(this.term));
        return this.ACTION(() => ({ kind: 'unit', meld: meld.meld, term, loc: { start: meld.loc.start, end: term ? term.loc.end : meld.loc.end } }) as Unit);
      },
    },
    {
      ALT: () => {
        const term = this.SUBRULE3(this.term);
        return this.ACTION(() => ({ kind: 'unit', term, loc: term.loc }) as Unit);
      },
    },
  ]), { recoveryValueFunc: (): Unit => ({ kind: 'unit', loc: { start: 0, end: 0 } }) });

  private meldKind = this.RULE('meldKind', (): { meld: UnitMeld; loc: Loc } => {
    const t = this.OR([
      { ALT: () => this.CONSUME(T.Chow) },
      { ALT: () => this.CONSUME(T.Pung) },
      { ALT: () => this.CONSUME(T.Kong) },
      { ALT: () => this.CONSUME(T.SetKw) },
      { ALT: () => this.CONSUME(T.Pair) },
      { ALT: () => this.CONSUME(T.MeldKw) },
    ]);
    return this.ACTION(() => ({ meld: t.image as UnitMeld, loc: locOf(t, t) }));
  }, { recoveryValueFunc: () => ({ meld: 'set' as UnitMeld, loc: { start: 0, end: 0 } }) });

  private term = this.RULE('term', (): Term => {
    const options: Term[] = [this.SUBRULE(this.primary)];
    this.MANY(() => {
      this.CONSUME(T.Bar);
      options.push(this.SUBRULE2(this.primary));
    });
    return this.ACTION((): Term => options.length === 1
      ? options[0]!
      : { kind: 'alt', options, loc: { start: options[0]!.loc.start, end: options[options.length - 1]!.loc.end } });
  }, { recoveryValueFunc: (): Term => ({ kind: 'any', loc: { start: 0, end: 0 } }) });

  private primary = this.RULE('primary', (): Term => this.OR([
    { ALT: () => { const t = this.CONSUME(T.TileTerm); return this.ACTION(() => ({ kind: 'tile-term', text: t.image, loc: locOf(t, t) }) as Term); } },
    { ALT: () => { const t = this.CONSUME(T.Identifier); return this.ACTION(() => ({ kind: 'ref', name: t.image, loc: locOf(t, t) }) as Term); } },
    { ALT: () => { const t = this.CONSUME(T.Any); return this.ACTION(() => ({ kind: 'any', loc: locOf(t, t) }) as Term); } },
    {
      ALT: () => {
        const open = this.CONSUME(T.LParen);
        const inner = this.SUBRULE(this.term);
        const close = this.CONSUME(T.RParen);
        return this.ACTION(() => ({ ...inner, loc: locOf(open, close) }));
      },
    },
  ]), { recoveryValueFunc: (): Term => ({ kind: 'any', loc: { start: 0, end: 0 } }) });

  /** Entry: a tile set. */
  public tileSet = this.RULE('tileSet', (): TileSetExpr => {
    let left = this.SUBRULE(this.tileSeq);
    this.MANY(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(T.Plus) }, { ALT: () => this.CONSUME(T.Minus) }]);
      const right = this.SUBRULE2(this.tileSeq);
      left = this.ACTION((): TileSetExpr => op.tokenType === T.Plus
        ? { kind: 'set-union', parts: [left, right], loc: span(left, right) }
        : { kind: 'set-diff', left, right, loc: span(left, right) });
    });
    return left;
  }, { recoveryValueFunc: (): TileSetExpr => ({ kind: 'set-union', parts: [], loc: { start: 0, end: 0 } }) });

  private tileSeq = this.RULE('tileSeq', (): TileSetExpr => {
    const parts: TileSetExpr[] = [];
    this.AT_LEAST_ONE(() => parts.push(this.SUBRULE(this.tileItem)));
    return this.ACTION((): TileSetExpr => parts.length === 1
      ? parts[0]!
      : { kind: 'set-union', parts, loc: { start: parts[0]!.loc.start, end: parts[parts.length - 1]!.loc.end } });
  }, { recoveryValueFunc: (): TileSetExpr => ({ kind: 'set-union', parts: [], loc: { start: 0, end: 0 } }) });

  private tileItem = this.RULE('tileItem', (): TileSetExpr => this.OR([
    { ALT: () => { const t = this.CONSUME(T.TileTerm); return this.ACTION(() => ({ kind: 'set-tile', text: t.image, loc: locOf(t, t) }) as TileSetExpr); } },
    { ALT: () => { const t = this.CONSUME(T.TileRange); return this.ACTION(() => ({ kind: 'set-range', text: t.image, loc: locOf(t, t) }) as TileSetExpr); } },
    { ALT: () => { const t = this.CONSUME(T.Identifier); return this.ACTION(() => ({ kind: 'set-ref', name: t.image, loc: locOf(t, t) }) as TileSetExpr); } },
    {
      ALT: () => {
        const open = this.CONSUME(T.LParen);
        const inner = this.SUBRULE(this.tileSet);
        const close = this.CONSUME(T.RParen);
        return this.ACTION(() => ({ ...inner, loc: locOf(open, close) }));
      },
    },
  ]), { recoveryValueFunc: (): TileSetExpr => ({ kind: 'set-union', parts: [], loc: { start: 0, end: 0 } }) });
}

/** Token types, re-exported for error messages. */
export const tokenVocabulary: TokenType[] = allTokens;
