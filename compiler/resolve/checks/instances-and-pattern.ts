/** Check: an item counts one way: `pattern`, `each` or `combines` (resolve/instances-and-pattern). */
import { errorAt, scoringItems, type Check } from './check-context.js';

/** Reports items that give more than one of pattern, each and combines (at the second one). */
export const checkInstancesAndPattern: Check = (input) => scoringItems(input).flatMap(({ item, path }) => {
  const given = (['pattern', 'each', 'combines'] as const).filter((k) => (k === 'pattern' ? item.patterns : item[k]) !== undefined);
  if (given.length < 2) return [];
  return [errorAt(input, [...path, given[1]!], 'resolve/instances-and-pattern', {
    en: `'${item.id}' gives both \`${given[0]}\` and \`${given[1]}\`; an item counts in one of these ways`,
    ru: `у '${item.id}' заданы и \`${given[0]}\`, и \`${given[1]}\`; элемент считается одним из этих способов`,
  })];
});
