/** Check: counters come with the value formula, and the formula with counters (resolve/counters-need-value). */
import { errorAt, type Check } from './check-context.js';

/** Reports counters without `scoring.value`, and `scoring.value` without counters. */
export const checkCountersNeedValue: Check = (input) => {
  const sc = input.src.data.scoring;
  const counters = Array.isArray(sc?.counters) && sc.counters.length > 0;
  if (counters && sc?.value === undefined) {
    return [errorAt(input, ['scoring', 'counters'], 'resolve/counters-need-value', {
      en: 'counters need scoring.value: the formula of the hand\'s value over them',
      ru: 'счётчикам нужна scoring.value: формула стоимости руки через них',
    }, { en: 'add value: { formula: "fu * 2 ^ (han + 2)", clause: ... }', ru: 'добавьте value: { formula: "fu * 2 ^ (han + 2)", clause: ... }' })];
  }
  if (!counters && sc?.value !== undefined) {
    return [errorAt(input, ['scoring', 'value'], 'resolve/counters-need-value', {
      en: 'scoring.value needs scoring.counters: without counters a hand is valued (base + points) × 2^doublings',
      ru: 'scoring.value нужны scoring.counters: без счётчиков рука стоит (база + очки) × 2^удвоения',
    })];
  }
  return [];
};
