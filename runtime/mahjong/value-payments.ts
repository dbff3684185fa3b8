/**
 * The payments of a win given by its value alone (a deal typed as the winner's fans, not as the hands): the
 * regulation's payment lines (`scoring.payments`) evaluated with `value` and `points` the value typed and the facts
 * the win itself determines (winner, self_drawn, win.from, dealer). A line that reads anything else (a tile, a meld,
 * a counter, an item's tag) needs the hand: the regulation cannot settle a deal by its value, and says which line.
 * The declaration rule (`scoring.declare`) is read the same way, each sum of tagged items (`points(flowers)`) being the
 * points of that tag the deal states among its value (`tagged`, MCR: the flower fans), 0 when it states none: so MCR's
 * "8 fans without the flowers" is checked on the fans less the flowers the deal gives.
 * Input: the regulation, the win, the value and its tagged part. Output: the payment lines, or why the value cannot
 * be settled.
 */
import type { ExprIR, RegulationIR } from '../ir/types.js';
import type { EvalContext, HandFacts } from '../eval/context.js';
import { compileExpr } from '../eval/compile-expr.js';
import { payersOf, roundUpTo } from './compile-counters.js';
import type { PaymentLine, WinFrom } from './score-types.js';

/** The facts a win given by its value determines (besides `value` and `points`, the value itself). */
const WIN_FACTS: ReadonlySet<string> = new Set(['winner', 'self_drawn', 'win.from', 'dealer', 'value', 'points', 'limit']);

/** The first fact or function of `e` that a win given by its value does not determine (`sums`: tag sums allowed, as 0). */
export function factBeyondValue(e: ExprIR, sums: boolean): string | null {
  switch (e.op) {
    case 'const': case 'enum': return null;
    case 'fact': return WIN_FACTS.has(e.name) ? null : e.name;
    case 'not': case 'neg': return factBeyondValue(e.arg, sums);
    case 'and': case 'or': {
      for (const a of e.args) { const f = factBeyondValue(a, sums); if (f !== null) return f; }
      return null;
    }
    case 'cmp': case 'arith': return factBeyondValue(e.left, sums) ?? factBeyondValue(e.right, sums);
    case 'sum': return sums ? null : `${e.of}(${e.tag})`;
    case 'counter': return e.tag === undefined ? e.counter : `${e.counter}(${e.tag})`;
    case 'tile': case 'count': case 'quant': case 'in': return 'the tiles of the hand';
  }
}

/** How a win given by its value was won. */
export interface ValueWin {
  from: WinFrom;
  /** The winner is the dealer (East of this deal). */
  dealer: boolean;
}

/** Why a value cannot be settled: the regulation has no payments, a line reads the hand, or the value is too low. */
export type ValueRefusal =
  | { kind: 'no-payments' }
  | { kind: 'needs-hand'; line: string; clause: string; fact: string }
  | { kind: 'not-declarable'; clause: string; text: string }
  | { kind: 'unread-tag'; tag: string; read: string[] }
  | { kind: 'tag-over-value'; tag: string; points: number };

/** The context of a win given by its value: only the facts of WIN_FACTS are ever read (checked before). */
function contextOf(value: number, win: ValueWin, sums: Float64Array): EvalContext {
  const selfDrawn = win.from === 'wall' || win.from === 'replacement';
  const hand = { winner: true, selfDrawn, winFrom: win.from, dealer: win.dealer } as HandFacts;
  return { hand, reading: null as unknown as EvalContext['reading'], sums, limit: 0, points: value, value };
}

/** Compiles `e` giving every sum of tagged items its own slot, filled from `tagged` (`points:<tag>`; any other 0). */
function compileOverSums(e: ExprIR, tagged: Readonly<Record<string, number>>): { run: ReturnType<typeof compileExpr>; sums: Float64Array } {
  const slots = new Map<string, number>();
  const run = compileExpr(e, (key) => {
    let s = slots.get(key);
    if (s === undefined) slots.set(key, (s = slots.size));
    return s;
  });
  const sums = new Float64Array(slots.size);
  for (const [key, slot] of slots) if (key.startsWith('points:')) sums[slot] = tagged[key.slice('points:'.length)] ?? 0;
  return { run, sums };
}

/** The tags whose points `e` reads (`points(flowers)`), in the order it reads them. */
function pointTagsOf(e: ExprIR, out: string[]): string[] {
  switch (e.op) {
    case 'sum': if (e.of === 'points' && !out.includes(e.tag)) out.push(e.tag); break;
    case 'not': case 'neg': pointTagsOf(e.arg, out); break;
    case 'and': case 'or': for (const a of e.args) pointTagsOf(a, out); break;
    case 'cmp': case 'arith': pointTagsOf(e.left, out); pointTagsOf(e.right, out); break;
    default: break;
  }
  return out;
}

/** The tags whose points the declaration rule reads: what a win given by its value may state among it (MCR: flowers). */
export function declareTagsOf(ir: RegulationIR): string[] {
  return ir.scoring.declare === null ? [] : pointTagsOf(ir.scoring.declare.value, []);
}

/**
 * The payment lines of a win given by its value under the regulation, or why it cannot be settled that way. `tagged`:
 * the points among the value of each tag the declaration rule reads (a tag it does not read, or more points than the
 * value, is refused).
 */
export function paymentsOfValue(ir: RegulationIR, value: number, win: ValueWin, tagged: Readonly<Record<string, number>> = {}): { lines: PaymentLine[] } | ValueRefusal {
  const payments = ir.scoring.payments ?? [];
  if (payments.length === 0 || (ir.scoring.counters?.length ?? 0) > 0) return { kind: 'no-payments' };
  for (const p of payments) {
    const fact = (p.when ? factBeyondValue(p.when, false) : null) ?? factBeyondValue(p.amount, false);
    if (fact !== null) return { kind: 'needs-hand', line: p.id, clause: p.clause, fact };
  }
  const read = declareTagsOf(ir);
  for (const [tag, points] of Object.entries(tagged)) {
    if (!read.includes(tag)) return { kind: 'unread-tag', tag, read };
    if (points > value) return { kind: 'tag-over-value', tag, points };
  }
  const declare = ir.scoring.declare;
  if (declare !== null) {
    const fact = factBeyondValue(declare.value, true);
    if (fact !== null) return { kind: 'needs-hand', line: 'declare', clause: declare.clause, fact };
    const { run, sums } = compileOverSums(declare.value, tagged);
    if (run(contextOf(value, win, sums)) !== true) return { kind: 'not-declarable', clause: declare.clause, text: declare.text ?? '' };
  }
  const lines: PaymentLine[] = [];
  const c = contextOf(value, win, new Float64Array(0));
  for (const p of payments) {
    if (p.when && compileExpr(p.when)(c) !== true) continue;
    const amount = roundUpTo(compileExpr(p.amount)(c) as number, p.roundUp);
    const players = payersOf(p.payer, win.dealer, c.hand.selfDrawn);
    if (players > 0 && amount !== 0) lines.push({ id: p.id, name: p.name, clause: p.clause, payer: p.payer, players, amount });
  }
  return { lines };
}
