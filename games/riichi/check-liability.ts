/**
 * Check: liability (`riichi.liability`) names hands and payments the regulation has: each of `hands` is an item of
 * its scoring (a yaku of a counter, or a limit), each of `discarder-only` one of its `scoring.payments`; otherwise a
 * deal could never make anyone liable, or a counter would be shared by mistake (resolve/riichi-liability).
 */
import { errorAt, type Check } from '../../compiler/index.js';

/** Reports liability hands that are no scoring item and discarder-only payments that are no payment. */
export const checkLiability: Check = (input) => {
  const liability = input.ir.riichi?.liability;
  if (liability === undefined) return [];
  const scoring = input.ir.scoring;
  const items = new Set([
    ...(scoring.counters ?? []).flatMap((c) => c.items.map((i) => i.id)),
    ...scoring.limits.map((i) => i.id), ...scoring.points.map((i) => i.id), ...scoring.doublings.map((i) => i.id),
  ]);
  const payments = new Set((scoring.payments ?? []).map((p) => p.id));
  const out: ReturnType<Check> = [];
  liability.value.hands.forEach((id, i) => {
    if (items.has(id)) return;
    out.push(errorAt(input, ['riichi', 'liability', 'hands', i], 'resolve/riichi-liability',
      { en: `liability names the hand '${id}', which is no item of the scoring`, ru: `ответственность называет руку «${id}», а такого пункта в подсчёте нет` },
      { en: 'name a yaku or limit of the scoring by its id (daisangen, daisuushii...)', ru: 'назовите яку или лимит подсчёта по его id (daisangen, daisuushii...)' }));
  });
  liability.value.discarderOnly.forEach((id, i) => {
    if (payments.has(id)) return;
    out.push(errorAt(input, ['riichi', 'liability', 'discarder-only', i], 'resolve/riichi-liability',
      { en: `liability names the payment '${id}', which is no entry of scoring.payments`, ru: `ответственность называет выплату «${id}», а такой строки в scoring.payments нет` },
      { en: `name a payment of scoring.payments (${[...payments].join(', ') || 'none'})`, ru: `назовите выплату из scoring.payments (${[...payments].join(', ') || 'их нет'})` }));
  });
  return out;
};
