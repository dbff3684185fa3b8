/**
 * What a regulation's expressions read, and so which circumstances it asks of a hand: the seat, the round and where
 * the winning tile came from always, and every other circumstance of the table (circumstances.ts) whose fact one of
 * its conditions, counts, values or payments reads (a regulation whose rules count dora reads `dora`, one with a void
 * suit `void_tiles`). The desk's forms are built from these lists, so a regulation is its own form. Input: a compiled regulation. Output: facts with the rules that read them;
 * circumstances in table order.
 */
import type { Bilingual } from '../ir/common.js';
import type { RegulationIR } from '../ir/types.js';
import { CIRCUMSTANCE_LIST, type ListedCircumstance } from './circumstances.js';

/** A rule of the IR around an expression: something with an id and a bilingual name (an item, a payment, a limit...). */
export interface ReadingRule {
  readonly id: string;
  readonly name: Bilingual;
  readonly clause?: string;
}

function isRule(v: Record<string, unknown>): v is Record<string, unknown> & ReadingRule {
  const name = v.name as Record<string, unknown> | undefined;
  return typeof v.id === 'string' && typeof name === 'object' && name !== null && typeof name.ru === 'string';
}

/** Adds every fact read under `node` (each `{op: 'fact', name}`) to `out`, with the nearest rule around it. */
function collectFacts(node: unknown, rule: ReadingRule | null, out: Map<string, ReadingRule[]>): void {
  if (Array.isArray(node)) {
    for (const x of node) collectFacts(x, rule, out);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (o.op === 'fact' && typeof o.name === 'string') {
    const rules = out.get(o.name) ?? [];
    if (rule !== null && !rules.some((r) => r.id === rule.id)) rules.push(rule);
    out.set(o.name, rules);
    return;
  }
  const here = isRule(o) ? o : rule;
  for (const v of Object.values(o)) collectFacts(v, here, out);
}

const READ = new WeakMap<RegulationIR, ReadonlyMap<string, readonly ReadingRule[]>>();

/** Every fact of the rule language a regulation's expressions read, with the rules that read it (once per IR). */
export function factReaders(ir: RegulationIR): ReadonlyMap<string, readonly ReadingRule[]> {
  let read = READ.get(ir);
  if (read === undefined) {
    const out = new Map<string, ReadingRule[]>();
    collectFacts(ir, null, out);
    READ.set(ir, (read = out));
  }
  return read;
}

/** The circumstances a hand is scored with under this regulation, in table order (see the file's comment). */
export function regulationCircumstances(ir: RegulationIR): readonly ListedCircumstance[] {
  const read = factReaders(ir);
  return CIRCUMSTANCE_LIST.filter((c) => c.always === true || c.facts.some((f) => read.has(f)));
}
