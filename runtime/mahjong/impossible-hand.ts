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
import { CIRCUMSTANCE_LIST, type ListedCircumstance } from './circumstances.js';
import { HandFactsRecord } from './hand-facts.js';
import { DEFAULT_WIN_OPTIONS, type WinOptions } from './score-types.js';
import { MAHJONG_FACTS, STANDARD_SHAPE } from './vocabulary.js';

/** A rule of `scoring.impossible` that a hand meets. */
export interface ImpossibleFinding {
  rule: ImpossibleHandIR;
  /** The circumstance (an option of the hand) the rule's condition names first; null: the hand's tiles. */
  circumstance: keyof WinOptions | null;
}

/**
 * The circumstances in the order a refusal is placed by: the flags first (a flag is what makes an otherwise ordinary
 * win impossible), then the others (where the tile came from, the winds, the void suit, the indicators), in table order.
 */
const REFUSAL_ORDER: readonly ListedCircumstance[] = [
  ...CIRCUMSTANCE_LIST.filter((c) => c.value.kind === 'flag'),
  ...CIRCUMSTANCE_LIST.filter((c) => c.value.kind !== 'flag'),
];

const facts = new HandFactsRecord();
const COMPILED = new WeakMap<readonly ImpossibleHandIR[], Compiled[]>();

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

/**
 * The circumstance a rule's condition reads (in REFUSAL_ORDER), preferring one the hand was given (not at its
 * default: `riichi` of "(riichi or double_riichi) and not concealed" when riichi was declared), or null for the
 * hand itself.
 */
export function circumstanceOf(rule: ImpossibleHandIR, options?: WinOptions): keyof WinOptions | null {
  const read = factsOf(rule.when);
  const named = REFUSAL_ORDER.filter((c) => c.facts.some((f) => read.has(f)));
  const given = options === undefined ? undefined : named.find((c) => options[c.field] !== DEFAULT_WIN_OPTIONS[c.field]);
  return (given ?? named[0])?.field ?? null;
}

/** Whether an expression reads the circumstances alone: constants and the facts that are circumstances as given. */
function readsCircumstancesAlone(e: ExprIR): boolean {
  switch (e.op) {
    case 'const': case 'enum': case 'tile': return true;
    case 'fact': return Object.hasOwn(MAHJONG_FACTS, e.name) && MAHJONG_FACTS[e.name]!.circumstance === true;
    case 'not': case 'neg': return readsCircumstancesAlone(e.arg);
    case 'and': case 'or': return e.args.every(readsCircumstancesAlone);
    case 'cmp': case 'arith': return readsCircumstancesAlone(e.left) && readsCircumstancesAlone(e.right);
    case 'in': return readsCircumstancesAlone(e.left);
    default: return false;
  }
}

/**
 * Whether findImpossible says the same of every hand with the same circumstances: every condition of the
 * regulation's `scoring.impossible` reads the circumstances alone ("a calling hand declared at once draws nothing
 * from the wall" does; "riichi with an open hand" reads the melds). `score --hands` then asks once per circumstances.
 */
export function impossibleByCircumstancesAlone(scorer: CompiledScorer): boolean {
  return (scorer.ir.scoring.impossible ?? []).every((rule) => readsCircumstancesAlone(rule.when));
}

/** The first rule of the regulation's `scoring.impossible` that the hand meets, or null. */
export function findImpossible(scorer: CompiledScorer, hand: ParsedHand, options: Partial<WinOptions> = {}): ImpossibleFinding | null {
  const rules = scorer.ir.scoring.impossible ?? [];
  if (rules.length === 0) return null;
  const given: WinOptions = { ...DEFAULT_WIN_OPTIONS, ...options };
  facts.load(scorer, hand, given);
  // (The reading and the context are reused from hand to hand: `score --hands` asks for every hand.)
  reading.melds = hand.declared;
  context.hand = facts;
  context.reading = reading;
  const runs = compiledRules(rules);
  for (let i = 0; i < runs.length; i++) {
    if (runs[i]!(context) === true) return { rule: rules[i]!, circumstance: circumstanceOf(rules[i]!, given) };
  }
  return null;
}

/** The reading the conditions see: the declared melds alone. */
const reading: Reading = { shape: STANDARD_SHAPE, melds: [], loose: [], winMeld: -1, wait: 'none' };
/** Nothing is scored yet: every points()/doublings() reads the one slot, 0 (the conditions never write it). */
const context: EvalContext = { hand: facts, reading, sums: new Float64Array(1), limit: 0, points: 0, value: 0 };

/** The rules' conditions compiled, in their order (once per list of rules). */
function compiledRules(rules: readonly ImpossibleHandIR[]): Compiled[] {
  let runs = COMPILED.get(rules);
  if (runs === undefined) {
    runs = rules.map((rule) => compileExpr(rule.when, () => 0));
    COMPILED.set(rules, runs);
  }
  return runs;
}

/** The refusal's one-line message: the rule's name in the language asked, with its clause and id. */
export function impossibleMessage(rule: ImpossibleHandIR, lang: 'ru' | 'en'): string {
  const lead = lang === 'ru' ? 'невозможная рука' : 'impossible hand';
  return `${lead}: ${rule.name[lang]} (${rule.clause}) [${rule.id}]`;
}
