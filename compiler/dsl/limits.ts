/**
 * The caps on a rule string, checked before it is parsed: its length, and how deeply it nests (parentheses and
 * prefix operators `not` and `-`, each of which the parser and every later pass walk by recursion). A string
 * over a cap gets `dsl/too-long` or `dsl/too-deep` instead of a parse (which could overflow the stack). The
 * longest rule of the bundled regulations has 246 characters and nests 3 deep.
 */
import { countRu, CHARACTERS } from '../../runtime/compiler-entry.js';
import { dslError, type DslError } from './errors.js';

/** The longest rule string, in characters. */
export const MAX_RULE_LENGTH = 2000;

/** The deepest nesting of a rule string (parentheses plus pending prefix operators). */
export const MAX_RULE_DEPTH = 32;

/** Tokens after which a `-` is a prefix (a sign), not a subtraction. */
const BEFORE_PREFIX = new Set(['LParen', 'Comma', 'Plus', 'Minus', 'Star', 'Slash', 'Eq', 'NotEq', 'LessEq', 'GreaterEq', 'Less', 'Greater', 'And', 'Or', 'Not', 'Bar', 'In']);

/** `dsl/too-long` when a rule string is longer than MAX_RULE_LENGTH (checked before it is even split into tokens). */
export function checkRuleLength(text: string): DslError | undefined {
  if (text.length <= MAX_RULE_LENGTH) return undefined;
  return dslError('dsl/too-long', `the rule is ${text.length} characters long; the most is ${MAX_RULE_LENGTH}`,
    `длина правила ${countRu(text.length, CHARACTERS)}, а допускается не больше ${MAX_RULE_LENGTH}`, MAX_RULE_LENGTH, text.length);
}

/**
 * `dsl/too-deep` at the first token where the nesting passes MAX_RULE_DEPTH. The nesting is the parentheses open
 * plus the prefix operators still waiting for their operand at each level (`not not (- x)` nests 4 deep).
 */
export function checkRuleDepth(tokens: ReadonlyArray<{ tokenType: { name: string }; image: string; startOffset: number }>): DslError | undefined {
  const pending: number[] = [0];
  let open = 0;
  let waiting = 0;
  let previous: string | undefined;
  for (const token of tokens) {
    const name = token.tokenType.name;
    const prefix = name === 'Not' || (name === 'Minus' && (previous === undefined || BEFORE_PREFIX.has(previous)));
    if (prefix) {
      pending[pending.length - 1]!++;
      waiting++;
    } else if (name === 'LParen') {
      open++;
      pending.push(0);
    } else {
      if (name === 'RParen' && pending.length > 1) {
        waiting -= pending.pop()!;
        open--;
      }
      // An operand (or a closed group) completes the prefix operators waiting at this level.
      if (!BEFORE_PREFIX.has(name)) {
        waiting -= pending[pending.length - 1]!;
        pending[pending.length - 1] = 0;
      }
    }
    if (open + waiting > MAX_RULE_DEPTH) {
      return dslError('dsl/too-deep',
        `the rule nests more than ${MAX_RULE_DEPTH} levels deep (parentheses and prefix not / -); split it with named groups or simplify it`,
        `вложенность правила больше ${MAX_RULE_DEPTH} уровней (скобки и префиксные not / -); разделите его на именованные группы или упростите`,
        token.startOffset, token.startOffset + token.image.length);
    }
    previous = name;
  }
  return undefined;
}
