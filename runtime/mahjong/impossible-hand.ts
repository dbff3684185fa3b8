/**
 * Hands the regulation makes impossible (`scoring.impossible`): a hand and its circumstances that meet one of
 * these conditions are refused as input, never scored. The conditions read the hand's facts and its declared melds
 * (the reading is the declared melds alone: nothing has been decomposed or scored yet).
 * Input: a compiled scorer, a parsed hand, its circumstances. Output: the first rule met, with the circumstance it
 * names (so that a caller can place the refusal at that option or key), or null.
 * Keeps its own facts record: it may run between scorings, never inside one.
 */
import { compileExpr, type Compiled } from '../eval/compile-expr.js';
import type { EvalContext, Reading } from '../eval/context.js';
import type { ExprIR, ImpossibleHandIR } from '../ir/types.js';
import type { CompiledScorer } from './compile-scorer.js';
import type { ParsedHand } from './hand.js';
import { HandFactsRecord } from './hand-facts.js';
import { DEFAULT_WIN_OPTIONS, type WinOptions } from './score-types.js';
import { STANDARD_SHAPE } from './vocabulary.js';

/** A rule of `scoring.impossible` that a hand meets. */
export interface ImpossibleFinding {
  rule: ImpossibleHandIR;
  /** The circumstance (an option of the hand) the rule's condition names first; null: the hand's tiles. */
  circumstance: keyof WinOptions | null;
}

/**
 * The circumstance each fact stands for, in the order a refusal is placed by: the flags first (a flag is what makes
 * an otherwise ordinary win impossible), then where the tile came from, the winds, the void suit.
 */
const FACT_CIRCUMSTANCES: ReadonlyArray<readonly [fact: string, option: keyof WinOptions]> = [
  ['immediate_calling', 'immediateCalling'], ['heavenly', 'heavenly'], ['earthly', 'earthly'], ['renhou', 'renhou'], ['kong_on_kong', 'kongOnKong'],
  ['after_kong', 'afterKong'], ['last_tile', 'lastTile'], ['win.from', 'win'], ['self_drawn', 'win'], ['fully_concealed', 'win'],
  ['seat', 'seat'], ['round', 'round'], ['void_tiles', 'void'],
];

const facts = new HandFactsRecord();
const COMPILED = new WeakMap<ExprIR, Compiled>();

/** The facts an expression reads. */
function factsOf(e: ExprIR, out = new Set<string>()): Set<string> {
  switch (e.op) {
    case 'fact': out.add(e.name); break;
    case 'not': case 'neg': factsOf(e.arg, out); break;
    case 'and': case 'or': for (const a of e.args) factsOf(a, out); break;
    case 'cmp': case 'arith': factsOf(e.left, out); factsOf(e.right, out); break;
    case 'in': factsOf(e.left, out); break;
    default: break;
  }
  return out;
}

/** The circumstance a rule's condition names first (see FACT_CIRCUMSTANCES), or null for the hand itself. */
export function circumstanceOf(rule: ImpossibleHandIR): keyof WinOptions | null {
  const read = factsOf(rule.when);
  return FACT_CIRCUMSTANCES.find(([fact]) => read.has(fact))?.[1] ?? null;
}

/** The first rule of the regulation's `scoring.impossible` that the hand meets, or null. */
export function findImpossible(scorer: CompiledScorer, hand: ParsedHand, options: Partial<WinOptions> = {}): ImpossibleFinding | null {
  const rules = scorer.ir.scoring.impossible ?? [];
  if (rules.length === 0) return null;
  facts.load(scorer, hand, { ...DEFAULT_WIN_OPTIONS, ...options });
  const reading: Reading = { shape: STANDARD_SHAPE, melds: hand.declared, loose: [], winMeld: -1, wait: 'none' };
  // Nothing is scored yet: every points()/doublings() reads the one slot, 0.
  const ctx: EvalContext = { hand: facts, reading, sums: new Float64Array(1), limit: 0, points: 0, value: 0 };
  for (const rule of rules) {
    let run = COMPILED.get(rule.when);
    if (run === undefined) {
      run = compileExpr(rule.when, () => 0);
      COMPILED.set(rule.when, run);
    }
    if (run(ctx) === true) return { rule, circumstance: circumstanceOf(rule) };
  }
  return null;
}

/** The refusal's one-line message: the rule's name in the language asked, with its clause and id. */
export function impossibleMessage(rule: ImpossibleHandIR, lang: 'ru' | 'en'): string {
  const lead = lang === 'ru' ? 'невозможная рука' : 'impossible hand';
  return `${lead}: ${rule.name[lang]} (${rule.clause}) [${rule.id}]`;
}
