/**
 * Check: a regulation's tests expect items, shapes and rules that exist (resolve/test-reference): hand tests' items,
 * shapes and impossible-hand rules; pulya tests' rules (a contract id or `preference.<setting>`).
 */
import { PREFERENCE_SETTINGS, type RegulationIR } from '../../../runtime/index.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { didYouMean, suggestName } from '../../diagnostics/suggest.js';
import { errorAt, type Check, type CheckInput } from './check-context.js';

/** Reports test expectations naming unknown item ids, shapes or pulya rules. */
export const checkTestReferences: Check = (input) => {
  const ir = input.ir;
  const counters = ir.scoring.counters ?? [];
  const ids = [
    ...ir.scoring.points, ...ir.scoring.doublings, ...ir.scoring.limits, ...counters.flatMap((k) => [...k.items, ...k.adjust]),
  ].map((i) => i.id).concat(['house-limit', 'doubling-cap']);
  const shapes = ['standard', ...ir.shapes.map((s) => s.id)];
  const impossibleIds = (ir.scoring.impossible ?? []).map((r) => r.id);
  const rules = pulyaRules(ir);
  return (input.src.data.tests ?? []).flatMap((t, i) => {
    if ((t as { pulya?: unknown }).pulya !== undefined) return checkPulyaRules(input, t.expect as { rules?: unknown }, i, rules);
    const out = [];
    for (const key of ['items', 'absent'] as const) {
      (t.expect?.[key] ?? []).forEach((id, j) => {
        if (ids.includes(id)) return;
        const guess = suggestName(id, ids);
        out.push(errorAt(input, ['tests', i, 'expect', key, j], 'resolve/test-reference', { en: `the test names '${id}', which is not an item`, ru: `тест называет '${id}', а такого элемента нет` }, didYouMean(guess)));
      });
    }
    const impossible = t.expect?.impossible;
    if (impossible !== undefined && !impossibleIds.includes(impossible)) {
      const guess = suggestName(impossible, impossibleIds);
      out.push(errorAt(input, ['tests', i, 'expect', 'impossible'], 'resolve/test-reference', {
        en: `the test expects the hand refused by '${impossible}', which is not a rule of scoring.impossible`,
        ru: `тест ожидает, что руку отклонит '${impossible}', а такого правила в scoring.impossible нет`,
      }, didYouMean(guess)?.hint));
    }
    const shape = t.expect?.shape;
    if (shape !== undefined && !shapes.includes(shape)) {
      out.push(errorAt(input, ['tests', i, 'expect', 'shape'], 'resolve/test-reference', { en: `the test expects shape '${shape}', which is not declared`, ru: `тест ожидает форму '${shape}', а она не объявлена` }));
    }
    return out;
  });
};

/** The rule ids a pulya entry can cite: the contracts of the price table and `preference.<setting>`. */
function pulyaRules(ir: RegulationIR): string[] {
  if (!ir.preference) return [];
  return [...ir.preference.contracts.map((c) => c.id), ...Object.values(PREFERENCE_SETTINGS).map((k) => `preference.${k}`)];
}

/** Reports the rules of a pulya test's expectation that no entry could cite. */
function checkPulyaRules(input: CheckInput, expect: { rules?: unknown } | undefined, i: number, rules: string[]): Diagnostic[] {
  const listed = Array.isArray(expect?.rules) ? expect.rules : [];
  return listed.flatMap((rule, j) => {
    if (typeof rule !== 'string' || rules.includes(rule)) return [];
    const guess = suggestName(rule, rules);
    return [errorAt(input, ['tests', i, 'expect', 'rules', j], 'resolve/test-reference', {
      en: `the test names rule '${rule}', which no pulya entry can cite (a contract id or preference.<setting>)`,
      ru: `тест называет правило '${rule}', на которое не может сослаться ни одна запись пули (id контракта или preference.<настройка>)`,
    }, didYouMean(guess))];
  });
}
