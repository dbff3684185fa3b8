/** Check: an item implies only items worth at most as much (resolve/implies-more-valuable, a warning). */
import { errorAt, scoringItems, type Check } from './check-context.js';

/** Warns at implies entries naming an item of higher value. */
export const checkImpliesMoreValuable: Check = (input) => {
  const items = scoringItems(input);
  const value = new Map(items.map(({ key, item }) => [`${key} ${item.id}`, item.value]));
  return items.flatMap(({ key, item, path }) => (item.implies ?? []).flatMap((id, j) => {
    const other = value.get(`${key} ${id}`);
    if (other === undefined || other <= item.value) return [];
    return [errorAt(input, [...path, 'implies', j], 'resolve/implies-more-valuable',
      { en: `'${item.id}' (${item.value}) implies '${id}', which is worth more (${other})`, ru: `'${item.id}' (${item.value}) подразумевает '${id}', который стоит больше (${other})` },
      undefined, 'warning')];
  }));
};
