/** Check: `combines` is meant for regulations with combination principles (resolve/combines-without-principle). */
import { PRINCIPLE_IDS } from '../../../runtime/compiler-entry.js';
import { errorAt, scoringItems, type Check } from './check-context.js';

/** Warns at the first combination fan of a regulation that declares none of the principles. */
export const checkCombinesWithoutPrinciple: Check = (input) => {
  const declared = input.ir.scoring.principles ?? {};
  if (PRINCIPLE_IDS.some((id) => declared[id] !== undefined)) return [];
  const first = scoringItems(input).find(({ item }) => item.combines !== undefined);
  if (!first) return [];
  return [errorAt(input, [...first.path, 'combines'], 'resolve/combines-without-principle',
    {
      en: `'${first.item.id}' combines sets, but no principle is declared under scoring.principles: every instance counts`,
      ru: `'${first.item.id}' сочетает наборы, но в scoring.principles не объявлен ни один принцип: засчитывается каждый случай`,
    }, undefined, 'warning')];
};
