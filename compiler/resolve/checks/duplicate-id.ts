/** Check: every id is used once in the whole regulation (resolve/duplicate-id). */
import { entriesWithPaths, errorAt, type Check } from './check-context.js';

/** Reports the second and later uses of an id. */
export const checkDuplicateIds: Check = (input) => {
  const seen = new Map<string, string>();
  return entriesWithPaths(input).flatMap((e) => {
    const first = seen.get(e.id);
    if (first === undefined) {
      seen.set(e.id, e.section);
      return [];
    }
    return [errorAt(input, e.path, 'resolve/duplicate-id', {
      en: `the id '${e.id}' is already used (in ${first}); ids must be unique`,
      ru: `id '${e.id}' уже занят (в ${first}); id должны быть уникальны`,
    }, { en: 'rename one of them', ru: 'переименуйте один из них' })];
  });
};
