/** Check: `implies` names items of the same section, not the item itself (resolve/unknown-implied). */
import { didYouMean, suggestName } from '../../diagnostics/suggest.js';
import { errorAt, scoringItems, type Check } from './check-context.js';

/** Reports implies entries that name no item of the item's own section. */
export const checkUnknownImplied: Check = (input) => {
  const items = scoringItems(input);
  return items.flatMap(({ key, item, path }) => (item.implies ?? []).flatMap((id, j) => {
    const section = items.filter((x) => x.key === key).map((x) => x.item.id);
    if (section.includes(id) && id !== item.id) return [];
    const elsewhere = items.find((x) => x.item.id === id && x.key !== key);
    const message = id === item.id ? { en: `'${item.id}' cannot imply itself`, ru: `'${item.id}' не может подразумевать сам себя` }
      : elsewhere ? {
        en: `'${id}' is in scoring.${elsewhere.key}, not in scoring.${key}: an item implies items of its own section`,
        ru: `'${id}' находится в scoring.${elsewhere.key}, а не в scoring.${key}: элемент подразумевает элементы своего раздела`,
      }
      : { en: `'${id}' is not an item of scoring.${key}`, ru: `'${id}' — не элемент scoring.${key}` };
    const guess = id === item.id || elsewhere ? undefined : suggestName(id, section);
    return [errorAt(input, [...path, 'implies', j], 'resolve/unknown-implied', message, didYouMean(guess)?.hint)];
  }));
};
