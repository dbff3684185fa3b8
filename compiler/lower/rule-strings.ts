/**
 * Which values of a regulation file are rule strings, and in which of the rule language's forms: a condition or
 * count (`expression`), a meld or shape pattern (`pattern`) or a tile set (`tile-set`). The places are those that
 * lowering parses (lower-regulation.ts, lower-tournament.ts); a test checks that every name lowering resolves is in
 * a string this table knows. Editors use it where lowering cannot run yet (an item being written).
 */
import { LIST_SECTIONS, type Path } from '../source/index.js';

/** A form of the rule language. */
export type RuleLanguage = 'expression' | 'pattern' | 'tile-set';

/** What a rule string is: its form, and where that matters, its context. */
export interface RuleStringKind {
  language: RuleLanguage;
  /** A pattern of a shape (the whole hand: single tiles allowed) rather than of an item (melds only). */
  shape?: boolean;
  /** The declaration rule (`scoring.declare.when`), where `limit` is known. */
  declare?: boolean;
  /** A payment (`scoring.payments`), where `value` and `limit` are known. */
  payment?: boolean;
}

const SCORING_SECTIONS = new Set(['points', 'doublings', 'limits', 'items']);
const EXPRESSION: RuleStringKind = { language: 'expression' };
const ITEM_PATTERN_KEYS = new Set(['pattern', 'each', 'combines']);

/** The kind of the rule string at `path` of a base or child file (or of the merged regulation); undefined if none. */
export function ruleStringAt(path: Path): RuleStringKind | undefined {
  const p = toBasePath(path);
  const [a, b, c, d, e] = p;
  if (a === 'tiles' && typeof b === 'number' && c === 'tiles' && p.length === 3) return { language: 'tile-set' };
  if (a === 'shapes' && typeof b === 'number' && c === 'pattern' && p.length === 3) return { language: 'pattern', shape: true };
  if (a === 'scoring' && b === 'declare' && c === 'when' && p.length === 3) return { language: 'expression', declare: true };
  if (a === 'scoring' && SCORING_SECTIONS.has(String(b)) && typeof c === 'number') {
    if ((d === 'when' || d === 'count') && p.length === 4) return { language: 'expression' };
    // (`each` and `combines` are item patterns as `pattern` is: one, or a list of alternatives.)
    if (ITEM_PATTERN_KEYS.has(String(d)) && (p.length === 4 || (p.length === 5 && typeof e === 'number'))) return { language: 'pattern' };
  }
  if (a === 'scoring' && b === 'impossible' && typeof c === 'number' && d === 'when' && p.length === 4) return { language: 'expression' };
  if (a === 'penalties' && typeof b === 'number' && (c === 'when' || c === 'unless') && p.length === 3) return { language: 'expression' };
  return a === 'scoring' ? counterStringAt(p) : undefined;
}

/** The rule strings of a regulation with counters: counters and their adjustments, the value, payments. */
function counterStringAt(p: Path): RuleStringKind | undefined {
  const [, b, c, d, e, f] = p;
  if (b === 'value' && c === 'formula' && p.length === 3) return EXPRESSION;
  if (typeof c !== 'number') return undefined;
  if (b === 'counters' && d === 'when' && p.length === 4) return EXPRESSION;
  if (b === 'counters' && d === 'adjust' && typeof e === 'number' && (f === 'when' || f === 'unless') && p.length === 6) return EXPRESSION;
  if (b === 'payments' && (d === 'when' || d === 'amount') && p.length === 4) return { language: 'expression', payment: true };
  return undefined;
}

/** A child file's `add.<section>[k]...` or `override.<section>[k]...` as the path of the section in a base file. */
function toBasePath(path: Path): Path {
  const [head, name, ...rest] = path;
  if (head !== 'add' && head !== 'override') return path;
  const section = LIST_SECTIONS.find((s) => s.name === name);
  return section ? [...section.path, ...rest] : path;
}
