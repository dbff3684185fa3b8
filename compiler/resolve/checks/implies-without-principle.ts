/** Check: `implies` needs the non-repeat principle declared (resolve/implies-without-principle). */
import { errorAt, scoringItems, type Check } from './check-context.js';

/** Reports the first item that implies others when scoring.principles.non-repeat is not declared. */
export const checkImpliesWithoutPrinciple: Check = (input) => {
  if (input.ir.scoring.principles?.['non-repeat']) return [];
  const first = scoringItems(input).find(({ item }) => (item.implies ?? []).length > 0);
  if (!first) return [];
  return [errorAt(input, [...first.path, 'implies'], 'resolve/implies-without-principle',
    {
      en: `'${first.item.id}' implies other items, but scoring.principles.non-repeat (the clause that explains what an implied fan loses) is not declared`,
      ru: `'${first.item.id}' подразумевает другие элементы, но scoring.principles.non-repeat (пункт, объясняющий, что теряет подразумеваемый фан) не объявлен`,
    })];
};
