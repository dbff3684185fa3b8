/** Check: `excludes` names existing items (resolve/unknown-exclude). */
import { didYouMean, suggestName } from '../../diagnostics/suggest.js';
import { errorAt, type Check } from './check-context.js';

/** Reports excludes entries that name no item. */
export const checkExcludes: Check = (input) => {
  const sc = input.src.data.scoring ?? {};
  const sections = ['points', 'doublings', 'limits', 'items'] as const;
  const ids = sections.flatMap((k) => (sc[k] ?? []).map((i) => i.id));
  return sections.flatMap((key) => (sc[key] ?? []).flatMap((item, i) =>
    (item.excludes ?? []).flatMap((ex, j) => {
      if (ids.includes(ex) && ex !== item.id) return [];
      const guess = suggestName(ex, ids);
      const message = ex === item.id
        ? { en: `'${item.id}' cannot exclude itself`, ru: `'${item.id}' не может исключать сам себя` }
        : { en: `'${ex}' is not an item of this regulation`, ru: `'${ex}' — не элемент этого регламента` };
      return [errorAt(input, ['scoring', key, i, 'excludes', j], 'resolve/unknown-exclude', message, ex !== item.id ? didYouMean(guess) : undefined)];
    })));
};
