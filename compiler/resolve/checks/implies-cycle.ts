/** Check: no items imply each other in a loop (resolve/implies-cycle). */
import { errorAt, scoringItems, type Check } from './check-context.js';

/** Reports, once per loop, the `implies` entry that closes a loop of implications. */
export const checkImpliesCycle: Check = (input) => {
  const items = scoringItems(input);
  const implied = new Map(items.map(({ item }) => [item.id, item.implies ?? []]));
  const reported = new Set<string>();
  return items.flatMap(({ item, path }) => (item.implies ?? []).flatMap((target, j) => {
    const loop = pathBack(implied, target, item.id);
    if (!loop) return [];
    const key = [...new Set([...loop, item.id])].sort().join(' ');
    if (reported.has(key)) return [];
    reported.add(key);
    return [errorAt(input, [...path, 'implies', j], 'resolve/implies-cycle', {
      en: `'${item.id}' implies '${target}', which implies '${item.id}' back (${[item.id, ...loop].join(' -> ')})`,
      ru: `'${item.id}' подразумевает '${target}', а тот в ответ подразумевает '${item.id}' (${[item.id, ...loop].join(' -> ')})`,
    })];
  }));
};

/** The chain of implications from `from` to `to` (both included), or undefined. */
function pathBack(implied: ReadonlyMap<string, readonly string[]>, from: string, to: string): string[] | undefined {
  const seen = new Set<string>();
  const walk = (id: string): string[] | undefined => {
    if (id === to) return [id];
    if (seen.has(id)) return undefined;
    seen.add(id);
    for (const next of implied.get(id) ?? []) {
      const rest = walk(next);
      if (rest) return [id, ...rest];
    }
    return undefined;
  };
  return walk(from);
}
