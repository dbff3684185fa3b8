/**
 * Walks over the nodes of an expression IR: what an expression reads (facts, sums), for the scorer (which items are
 * decided late, whether the wait of a reading matters) and for the compiler's checks.
 */
import type { ExprIR } from '../ir/types.js';

/** Whether some node of an expression passes the test. */
export function someNode(e: ExprIR, test: (node: ExprIR) => boolean): boolean {
  if (test(e)) return true;
  switch (e.op) {
    case 'not': case 'neg': return someNode(e.arg, test);
    case 'and': case 'or': return e.args.some((a) => someNode(a, test));
    case 'cmp': case 'arith': return someNode(e.left, test) || someNode(e.right, test);
    case 'in': return someNode(e.left, test);
    default: return false;
  }
}

/** Whether an expression reads the points counted so far (`points`, `points(tag)`). */
export function readsPoints(e: ExprIR): boolean {
  return someNode(e, (n) => (n.op === 'fact' && n.name === 'points') || (n.op === 'sum' && n.of === 'points'));
}

/** The tags of the points sums an expression reads (`points(tag)`), in order, repeated as often as read. */
export function pointsTagsRead(e: ExprIR): string[] {
  const tags: string[] = [];
  someNode(e, (n) => {
    if (n.op === 'sum' && n.of === 'points') tags.push(n.tag);
    return false;
  });
  return tags;
}
