/** Check: a `combines` pattern combines two or more sets (resolve/combination-of-one). */
import { errorAt, scoringItems, type Check } from './check-context.js';

/** Reports `combines` patterns of a single unit. */
export const checkCombinationOfOne: Check = (input) => scoringItems(input).flatMap(({ item, path }) => {
  const patterns = item.combines ?? [];
  return patterns.flatMap((p, j) => (p.units.length >= 2 ? [] : [errorAt(input, patterns.length > 1 ? [...path, 'combines', j] : [...path, 'combines'],
    'resolve/combination-of-one', {
      en: `'${item.id}' combines '${p.text}', a single set; a fan counted per set is written with \`each\``,
      ru: `'${item.id}' сочетает '${p.text}' — один набор; фан, засчитываемый за каждый набор, пишется через \`each\``,
    })]));
});
