/** Check: `sichuan.wall-end.excludes` names doublings of the regulation (resolve/unknown-wall-end-fan). */
import { didYouMean, errorAt, suggestName, type Check } from '../../compiler/index.js';

/** Reports wall-end exclusions that name no doubling. */
export const checkWallEndExcludes: Check = (input) => {
  const excludes = input.ir.sichuan?.wallEnd.value.excludes ?? [];
  const ids = input.ir.scoring.doublings.map((d) => d.id);
  return excludes.flatMap((id, j) => {
    if (ids.includes(id)) return [];
    const guess = suggestName(id, ids);
    return [errorAt(input, ['sichuan', 'wall-end', 'excludes', j], 'resolve/unknown-wall-end-fan', { en: `'${id}' is not a doubling of this regulation`, ru: `'${id}' — не удвоение этого регламента` }, didYouMean(guess))];
  });
};
