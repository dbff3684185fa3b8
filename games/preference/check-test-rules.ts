/**
 * Check: a pulya test's expected rules are ones a pulya entry can cite: a contract id of the price table or
 * `preference.<setting>` (resolve/test-reference, the code of every test expectation naming what does not exist).
 */
import { didYouMean, errorAt, suggestName, type Check, type CheckInput, type Diagnostic } from '../../compiler/index.js';
import type { RegulationIR } from '../../runtime/index.js';
import { PREFERENCE_SETTINGS } from '../../runtime/ir/preference.js';

/** Reports the rules of pulya tests' expectations that no entry could cite. */
export const checkPulyaTestRules: Check = (input) => {
  const rules = pulyaRules(input.ir);
  return (input.src.data.tests ?? []).flatMap((t, i) =>
    (t as { pulya?: unknown }).pulya === undefined ? [] : checkPulyaRules(input, t.expect as { rules?: unknown }, i, rules));
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
