/** Check: an item decided late reads only items decided before it (resolve/late-item-reads-late). */
import { pointsTagsRead, readsPoints } from '../../../runtime/compiler-entry.js';
import type { ItemIR } from '../../../runtime/index.js';
import { errorAt, scoringItems, type Check } from './check-context.js';

/** Reports points items that read the points counted so far and the tag of another such item. */
export const checkLateItemReadsLate: Check = (input) => {
  const late = scoringItems(input).filter(({ key, item }) => key === 'points' && expressions(item).some(readsPoints));
  const lateTags = new Map<string, string>();
  for (const { item } of late) for (const tag of item.tags) if (!lateTags.has(tag)) lateTags.set(tag, item.id);
  return late.flatMap(({ item, path }) => {
    const read = [...new Set(expressions(item).flatMap(pointsTagsRead))].filter((tag) => lateTags.has(tag) && lateTags.get(tag) !== item.id);
    return read.map((tag) => errorAt(input, [...path, item.when ? 'when' : 'count'], 'resolve/late-item-reads-late',
      {
        en: `'${item.id}' reads points(${tag}), the points of '${lateTags.get(tag)}', which is decided with it after the other items`,
        ru: `'${item.id}' читает points(${tag}) — очки '${lateTags.get(tag)}', который решается вместе с ним после остальных элементов`,
      }));
  });
};

/** The condition and count of an item. */
function expressions(item: ItemIR) {
  return [item.when, item.count].filter((e) => e !== undefined);
}
