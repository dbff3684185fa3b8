/**
 * Check: a regulation that reads `dora` or `ura_dora` says which tile an indicator points at (`indicators`)
 * (resolve/indicators-missing).
 */
import type { ExprIR } from '../../../runtime/index.js';
import type { Path } from '../../lower/lower-regulation.js';
import { errorAt, type Check } from './check-context.js';

const INDICATED = new Set(['dora', 'ura_dora']);

/** Whether an expression reads a fact counted from indicators. */
function readsIndicated(e: ExprIR | undefined): boolean {
  if (e === undefined) return false;
  switch (e.op) {
    case 'fact': return INDICATED.has(e.name);
    case 'not': case 'neg': return readsIndicated(e.arg);
    case 'and': case 'or': return e.args.some(readsIndicated);
    case 'cmp': case 'arith': return readsIndicated(e.left) || readsIndicated(e.right);
    case 'in': return readsIndicated(e.left);
    default: return false;
  }
}

/** Reports every string reading `dora` / `ura_dora` in a regulation without `indicators`. */
export const checkIndicatorsMissing: Check = (input) => {
  const { ir } = input;
  if (ir.indicators) return [];
  const sc = ir.scoring;
  // Every expression of the scoring with the path of its string in the source (entries found by id).
  const entries = new Map<string, { when?: ExprIR; count?: ExprIR; amount?: ExprIR }>();
  for (const item of [...sc.points, ...sc.doublings, ...sc.limits, ...(sc.counters ?? []).flatMap((k) => k.items)]) entries.set(item.id, item);
  for (const p of sc.payments ?? []) entries.set(p.id, p);
  for (const p of sc.impossible ?? []) entries.set(p.id, p);
  const uses: Path[] = [];
  const data = input.src.data.scoring;
  for (const key of ['points', 'doublings', 'limits', 'items', 'payments', 'impossible'] as const) {
    (data?.[key] ?? []).forEach((source, i) => {
      const e = entries.get(source.id);
      for (const field of ['when', 'count', 'amount'] as const) if (readsIndicated(e?.[field])) uses.push(['scoring', key, i, field]);
    });
  }
  if (readsIndicated(sc.declare?.value)) uses.push(['scoring', 'declare', 'when']);
  if (readsIndicated(sc.value?.value)) uses.push(['scoring', 'value', 'formula']);
  return uses.map((path) => errorAt(input, path, 'resolve/indicators-missing',
    {
      en: 'dora and ura_dora count the tiles the indicators point at, but the regulation has no `indicators` section',
      ru: 'dora и ura_dora считают кости, на которые указывают индикаторы, но в регламенте нет раздела `indicators`',
    }));
};
