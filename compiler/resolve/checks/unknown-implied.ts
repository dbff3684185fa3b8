/** Check: `implies` names items of the same section, not the item itself (resolve/unknown-implied). */
import { suggestName } from '../../diagnostics/suggest.js';
import { errorAt, scoringItems, type Check } from './check-context.js';

/** Reports implies entries that name no item of the item's own section. */
export const checkUnknownImplied: Check = (input) => {
  const items = scoringItems(input);
  return items.flatMap(({ key, item, path }) => (item.implies ?? []).flatMap((id, j) => {
    const section = items.filter((x) => x.key === key).map((x) => x.item.id);
    if (section.includes(id) && id !== item.id) return [];
    const elsewhere = items.find((x) => x.item.id === id && x.key !== key);
    const message = id === item.id ? `'${item.id}' cannot imply itself`
      : elsewhere ? `'${id}' is in scoring.${elsewhere.key}, not in scoring.${key}: an item implies items of its own section`
      : `'${id}' is not an item of scoring.${key}`;
    const guess = id === item.id || elsewhere ? undefined : suggestName(id, section);
    return [errorAt(input, [...path, 'implies', j], 'resolve/unknown-implied', message, guess ? `did you mean '${guess}'?` : undefined)];
  }));
};
