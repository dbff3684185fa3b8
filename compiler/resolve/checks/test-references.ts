/** Check: a regulation's tests expect items and shapes that exist (resolve/test-reference). */
import { suggestName } from '../../diagnostics/suggest.js';
import { errorAt, type Check } from './check-context.js';

/** Reports test expectations naming unknown item ids or shapes. */
export const checkTestReferences: Check = (input) => {
  const ir = input.ir;
  const ids = [
    ...ir.scoring.points, ...ir.scoring.doublings, ...ir.scoring.limits,
  ].map((i) => i.id).concat(['house-limit', 'doubling-cap']);
  const shapes = ['standard', ...ir.shapes.map((s) => s.id)];
  return (input.src.data.tests ?? []).flatMap((t, i) => {
    const out = [];
    for (const key of ['items', 'absent'] as const) {
      (t.expect?.[key] ?? []).forEach((id, j) => {
        if (ids.includes(id)) return;
        const guess = suggestName(id, ids);
        out.push(errorAt(input, ['tests', i, 'expect', key, j], 'resolve/test-reference', `the test names '${id}', which is not an item`, guess ? `did you mean '${guess}'?` : undefined));
      });
    }
    const shape = t.expect?.shape;
    if (shape !== undefined && !shapes.includes(shape)) {
      out.push(errorAt(input, ['tests', i, 'expect', 'shape'], 'resolve/test-reference', `the test expects shape '${shape}', which is not declared`));
    }
    return out;
  });
};
