/**
 * Check: limit hands are worth a positive multiple of a quarter of the limit, and need a house limit to be
 * measured against (resolve/limit-fraction).
 */
import { decimalText } from '../../../runtime/compiler-entry.js';
import { errorAt, type Check } from './check-context.js';

/** Reports limit values that no regulation uses (0, negative, not quarters) and limits without a house limit. */
export const checkLimitFractions: Check = (input) => {
  const sc = input.src.data.scoring ?? {};
  const limits = sc.limits ?? [];
  const out = limits.flatMap((item, i) => {
    const v = item.value;
    if (v > 0 && Number.isInteger(v * 4)) return [];
    return [errorAt(input, ['scoring', 'limits', i, 'value'], 'resolve/limit-fraction',
      {
        en: `a limit hand is worth a fraction or multiple of the limit (0.25, 0.5, 1, 2...), not ${v}`,
        ru: `лимитированная комбинация стоит долю или кратное лимита (0,25, 0,5, 1, 2...), а не ${decimalText(v, 'ru')}`,
      })];
  });
  if (limits.length > 0 && !sc['house-limit']) {
    out.push(errorAt(input, ['scoring', 'limits'], 'resolve/limit-fraction',
      { en: 'limit hands need scoring.house-limit: a limit hand is worth a fraction of it', ru: 'лимитированным комбинациям нужен scoring.house-limit («Дом полон»): они стоят его долю' },
      { en: 'add house-limit: { value: ..., clause: ... }', ru: 'добавьте house-limit: { value: ..., clause: ... }' }));
  }
  return out;
};
