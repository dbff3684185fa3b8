/**
 * Expressions: names against the fact table, enum values, functions and types -> expression IR.
 */
import { ENUM_VALUES, MAHJONG_FACTS, MAHJONG_FUNCTIONS } from '../../runtime/compiler-entry.js';
import type { ExprIR, ValueType } from '../../runtime/index.js';
import type { Expr, Loc } from '../dsl/ast.js';
import { printExpr } from '../dsl/print.js';
import { didYouMean, suggestName } from '../diagnostics/suggest.js';
import { resolveUnit } from './pattern.js';
import { resolveTileSet } from './tile-set.js';
import type { Scope } from './scope.js';

/** A resolved expression: IR and its type (`unknown` after an error, so no error cascades). */
interface Typed {
  ir: ExprIR;
  type: ValueType | 'unknown' | 'enum-literal';
  loc: Loc;
  /** For a bare name that may be an enum value: the name. */
  word?: string;
  /**
   * The expression it was resolved from, printed (canonical form) only for a message: printing every node's subtree at
   * every level of the resolve was ~5% of a compile's allocations.
   */
  source?: Expr;
}

const ENUM_TYPES = new Set<string>(['win-from', 'wait', 'shape']);

/** Resolves an expression that must have the given type; returns its IR. */
export function resolveExpression(expr: Expr, expected: 'bool' | 'number', scope: Scope): ExprIR {
  const r = resolve(expr, scope);
  expectType(r, expected, scope);
  return r.ir;
}

function expectType(r: Typed, expected: ValueType, scope: Scope): void {
  if (r.type === 'unknown' || r.type === expected) return;
  if (r.type === 'enum-literal') {
    unknownName(r, scope);
    return;
  }
  scope.report({
    code: 'resolve/type-mismatch', loc: r.loc,
    message: {
      en: `expected ${article(expected)} here, but '${printExprSafe(r)}' is ${article(r.type)}`,
      ru: `здесь нужно ${articleRu(expected)}, а '${printExprSafe(r)}' — ${articleRu(r.type)}`,
    },
  });
}

/** A type's name in Russian (nominative), as `article` gives it in English. */
function articleRu(t: string): string {
  const names: Record<string, string> = {
    bool: 'условие (истина/ложь)', number: 'число', tile: 'кость', 'win-from': 'источник завершающей кости',
    wait: 'вид ожидания', shape: 'форма',
  };
  return names[t] ?? t;
}

function article(t: string): string {
  const names: Record<string, string> = {
    bool: 'a condition (true/false)', number: 'a number', tile: 'a tile', 'win-from': 'a win source',
    wait: 'a wait kind', shape: 'a shape',
  };
  return names[t] ?? t;
}

function printExprSafe(r: Typed): string {
  return r.source !== undefined ? printExpr(r.source) : r.word ?? '?';
}

/** Whether a fact is known where the scope's string is evaluated (`limit` in the declaration rule, `value` in payments). */
function factVisible(name: string, scope: Scope): boolean {
  const fact = MAHJONG_FACTS[name]!;
  if (fact.paymentOnly) return scope.payment === true;
  return !fact.declareOnly || scope.declare || scope.payment === true;
}

function unknownName(r: Typed, scope: Scope): void {
  const candidates = [...Object.keys(MAHJONG_FACTS).filter((f) => factVisible(f, scope)), ...(scope.counters?.keys() ?? [])];
  const guess = suggestName(r.word ?? '', candidates);
  scope.report({
    code: 'resolve/unknown-name', loc: r.loc, message: { en: `unknown name '${r.word}'`, ru: `неизвестное имя '${r.word}'` },
    ...(didYouMean(guess) ?? { hint: { en: 'see docs/regulation-language.md for the facts of a hand', ru: 'факты руки перечислены в docs/ru/regulation-language.md' } }),
  });
}

function resolve(expr: Expr, scope: Scope): Typed {
  // resolveInner makes a new object at every call: noted in place rather than copied.
  const r = resolveInner(expr, scope);
  r.source = expr;
  return r;
}

function resolveInner(expr: Expr, scope: Scope): Typed {
  const loc = expr.loc;
  const bad: Typed = { ir: { op: 'const', value: false }, type: 'unknown', loc };
  switch (expr.kind) {
    case 'error': return bad;
    case 'number': return { ir: { op: 'const', value: expr.value }, type: 'number', loc };
    case 'bool': return { ir: { op: 'const', value: expr.value }, type: 'bool', loc };
    case 'tile': {
      const m = /^([1-9])([mpsz])$/.exec(expr.text);
      const tile = m ? resolveTileSet({ kind: 'set-tile', text: expr.text, loc }, scope)[0] : undefined;
      if (tile === undefined) {
        if (!m) scope.report({ code: 'resolve/variable-outside-pattern', loc, message: {
          en: `'${expr.text}' is not a concrete tile; variables only work in patterns`,
          ru: `'${expr.text}' — не конкретная кость; переменные действуют только в шаблонах`,
        } });
        return bad;
      }
      return { ir: { op: 'tile', tile }, type: 'tile', loc };
    }
    case 'name': {
      const name = expr.path.join('.');
      const fact = MAHJONG_FACTS[name];
      if (fact && factVisible(name, scope)) {
        scope.noteName?.({ kind: 'fact', name, loc });
        return { ir: { op: 'fact', name }, type: fact.type, loc, word: name };
      }
      if (fact) {
        const where = fact.paymentOnly ? 'the payments (scoring.payments)' : 'the declaration rule (scoring.declare)';
        const whereRu = fact.paymentOnly ? 'в расчётах (scoring.payments)' : 'в правиле объявления (scoring.declare)';
        scope.report({ code: 'resolve/declare-only', loc, message: { en: `'${name}' is known only in ${where}`, ru: `'${name}' известно только ${whereRu}` } });
        return bad;
      }
      const counter = scope.counters?.get(name);
      if (counter !== undefined) return counterRef(name, undefined, counter.position, scope, loc);
      return { ir: { op: 'enum', value: name }, type: 'enum-literal', loc, word: name };
    }
    case 'not': {
      const a = resolve(expr.arg, scope);
      expectType(a, 'bool', scope);
      return { ir: { op: 'not', arg: a.ir }, type: 'bool', loc };
    }
    case 'neg': {
      const a = resolve(expr.arg, scope);
      expectType(a, 'number', scope);
      return { ir: { op: 'neg', arg: a.ir }, type: 'number', loc };
    }
    case 'binary': return resolveBinary(expr, scope);
    case 'call': {
      const fn = MAHJONG_FUNCTIONS[expr.name];
      const counter = scope.counters?.get(expr.name);
      if (!fn && counter !== undefined) return counterCall(expr, counter, scope);
      if (!fn) {
        const guess = suggestName(expr.name, [...Object.keys(MAHJONG_FUNCTIONS), 'count']);
        scope.report({ code: 'resolve/unknown-function', loc: expr.nameLoc, message: { en: `unknown function '${expr.name}'`, ru: `неизвестная функция '${expr.name}'` }, ...didYouMean(guess) });
        return bad;
      }
      scope.noteName?.({ kind: 'function', name: expr.name, loc: expr.nameLoc });
      const arg = expr.args[0];
      if (expr.args.length !== 1 || arg?.kind !== 'name' || arg.path.length !== 1) {
        scope.report({ code: 'resolve/arity', loc, message: {
          en: `${expr.name}() takes one tag name, e.g. ${expr.name}(internal)`,
          ru: `${expr.name}() принимает одно имя тега, например ${expr.name}(internal)`,
        } });
        return bad;
      }
      const tag = arg.path[0]!;
      if (!scope.tags.has(tag)) {
        const guess = suggestName(tag, [...scope.tags]);
        scope.report({ code: 'resolve/unknown-tag', loc: arg.loc, message: { en: `no item has the tag '${tag}'`, ru: `ни у одного элемента нет тега '${tag}'` }, ...didYouMean(guess) });
      } else scope.noteName?.({ kind: 'tag', name: tag, loc: arg.loc });
      return { ir: { op: 'sum', of: fn.of, tag }, type: 'number', loc };
    }
    case 'count': {
      scope.noteName?.({ kind: 'function', name: 'count', loc: { start: loc.start, end: loc.start + 'count'.length } });
      const unit = resolveUnit(expr.unit, scope, 'count');
      if (!unit) return bad;
      return { ir: { op: 'count', unit }, type: 'number', loc };
    }
    case 'quantifier':
      return { ir: { op: 'quant', quant: expr.quantifier, tiles: resolveTileSet(expr.set, scope) }, type: 'bool', loc };
    case 'in': {
      const left = resolve(expr.left, scope);
      expectType(left, 'tile', scope);
      return { ir: { op: 'in', left: left.ir, tiles: resolveTileSet(expr.set, scope) }, type: 'bool', loc };
    }
  }
}

/** A counter's value (or its items' sum with `tag`), refused where the counter is not counted yet. */
function counterRef(name: string, tag: string | undefined, position: number, scope: Scope, loc: Loc): Typed {
  if (position >= (scope.countersBefore ?? Infinity)) {
    scope.report({
      code: 'resolve/counter-order', loc,
      message: {
        en: `'${name}' is counted after this: a counter's items and conditions read only the counters listed before it`,
        ru: `'${name}' считается позже: элементы и условия счётчика читают только счётчики, стоящие перед ним`,
      },
      hint: {
        en: 'move the counter earlier in scoring.counters, or read it in the limits, declare, value or payments',
        ru: 'переместите счётчик в scoring.counters выше или читайте его в лимитах, declare, value или расчётах',
      },
    });
    return { ir: { op: 'const', value: 0 }, type: 'unknown', loc };
  }
  return { ir: tag === undefined ? { op: 'counter', counter: name } : { op: 'counter', counter: name, tag }, type: 'number', loc, word: name };
}

/** `han(dora)`: the sum of a counter's items that have a tag. */
function counterCall(expr: Extract<Expr, { kind: 'call' }>, counter: { position: number; tags: ReadonlySet<string> }, scope: Scope): Typed {
  const arg = expr.args[0];
  if (expr.args.length !== 1 || arg?.kind !== 'name' || arg.path.length !== 1) {
    scope.report({ code: 'resolve/arity', loc: expr.loc, message: {
    en: `${expr.name}() takes one tag name of its items, e.g. ${expr.name}(dora)`,
    ru: `${expr.name}() принимает одно имя тега своих элементов, например ${expr.name}(dora)`,
  } });
    return { ir: { op: 'const', value: 0 }, type: 'unknown', loc: expr.loc };
  }
  const tag = arg.path[0]!;
  if (!counter.tags.has(tag)) {
    const guess = suggestName(tag, [...counter.tags]);
    scope.report({ code: 'resolve/unknown-tag', loc: arg.loc, message: {
    en: `no item of the counter '${expr.name}' has the tag '${tag}'`,
    ru: `ни у одного элемента счётчика '${expr.name}' нет тега '${tag}'`,
  }, ...(guess !== undefined ? { hint: didYouMean(guess)!.hint } : {}) });
  }
  return counterRef(expr.name, tag, counter.position, scope, expr.loc);
}

function resolveBinary(expr: Extract<Expr, { kind: 'binary' }>, scope: Scope): Typed {
  const loc = expr.loc;
  const left = resolve(expr.left, scope);
  const right = resolve(expr.right, scope);
  switch (expr.op) {
    case 'and':
    case 'or':
      expectType(left, 'bool', scope);
      expectType(right, 'bool', scope);
      return { ir: { op: expr.op, args: [left.ir, right.ir] }, type: 'bool', loc };
    case '+': case '-': case '*': case '/': case '^':
      expectType(left, 'number', scope);
      expectType(right, 'number', scope);
      return { ir: { op: 'arith', arith: expr.op, left: left.ir, right: right.ir }, type: 'number', loc };
    case '<': case '<=': case '>': case '>=':
      expectType(left, 'number', scope);
      expectType(right, 'number', scope);
      return { ir: { op: 'cmp', cmp: expr.op, left: left.ir, right: right.ir }, type: 'bool', loc };
    case '==': case '!=': {
      const [l, r] = [enumSide(left, right, scope), enumSide(right, left, scope)];
      if (l.type !== 'unknown' && r.type !== 'unknown' && l.type !== r.type) {
        scope.report({ code: 'resolve/type-mismatch', loc, message: {
          en: `cannot compare ${article(l.type)} with ${article(r.type)}`,
          ru: `нельзя сравнивать ${articleRu(l.type)} и ${articleRu(r.type)}`,
        } });
      }
      return { ir: { op: 'cmp', cmp: expr.op, left: l.ir, right: r.ir }, type: 'bool', loc };
    }
  }
}

/** Reads a bare word as a value of the other side's enum type (`win.from == wall`, `shape == seven-pairs`). */
function enumSide(side: Typed, other: Typed, scope: Scope): Typed {
  if (side.type !== 'enum-literal') return side;
  if (!ENUM_TYPES.has(other.type)) {
    if (other.type !== 'enum-literal') unknownName(side, scope);
    return { ...side, type: 'unknown' };
  }
  const values = other.type === 'shape' ? [...scope.shapes] : [...ENUM_VALUES[other.type as 'win-from' | 'wait']];
  const word = side.word!;
  if (!values.includes(word)) {
    const guess = suggestName(word, values);
    scope.report({
      code: 'resolve/unknown-value', loc: side.loc,
      message: {
        en: `'${word}' is not ${article(other.type)}; known: ${values.join(', ')}`,
        ru: `'${word}' — не ${articleRu(other.type)}; известны: ${values.join(', ')}`,
      },
      ...didYouMean(guess),
    });
    return { ...side, type: 'unknown' };
  }
  scope.noteName?.({ kind: other.type === 'shape' ? 'shape' : 'value', name: word, loc: side.loc });
  return { ir: { op: 'enum', value: word }, type: other.type, loc: side.loc };
}

