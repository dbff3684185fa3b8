/**
 * Check: a regulation's hand tests expect items, shapes and impossible-hand rules that exist (resolve/test-reference).
 * A game's own kind of test (its expectation has none of these keys) is the game's check.
 */
import { didYouMean, suggestName } from '../../diagnostics/suggest.js';
import { errorAt, type Check } from './check-context.js';

/** Reports hand test expectations naming unknown item ids, shapes or impossible-hand rules. */
export const checkTestReferences: Check = (input) => {
  const ir = input.ir;
  const counters = ir.scoring.counters ?? [];
  const ids = [
    ...ir.scoring.points, ...ir.scoring.doublings, ...ir.scoring.limits, ...counters.flatMap((k) => [...k.items, ...k.adjust]),
  ].map((i) => i.id).concat(['house-limit', 'doubling-cap']);
  const shapes = ['standard', ...ir.shapes.map((s) => s.id)];
  const impossibleIds = (ir.scoring.impossible ?? []).map((r) => r.id);
  return (input.src.data.tests ?? []).flatMap((t, i) => {
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
