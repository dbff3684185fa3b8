/** Check: every item of `scoring.items` names a declared counter (resolve/unknown-counter). */
import { didYouMean, suggestName } from '../../diagnostics/suggest.js';
import { errorAt, type Check } from './check-context.js';

/** Reports items whose `counter` is not in `scoring.counters`. */
export const checkUnknownCounters: Check = (input) => {
  const sc = input.src.data.scoring;
  const ids = (sc?.counters ?? []).map((k) => k.id);
  return (sc?.items ?? []).flatMap((item, i) => {
    if (typeof item?.counter !== 'string' || ids.includes(item.counter)) return [];
    const guess = suggestName(item.counter, ids);
    return [errorAt(input, ['scoring', 'items', i, 'counter'], 'resolve/unknown-counter', { en: `'${item.counter}' is not a counter of scoring.counters`, ru: `'${item.counter}' — не счётчик из scoring.counters` },
      didYouMean(guess)?.hint ?? { en: 'declare it under scoring.counters', ru: 'объявите его в scoring.counters' })];
  });
};
