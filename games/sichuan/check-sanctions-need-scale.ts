/**
 * Check: sanctions allowed only after the progressive scale of minor violations (`tournament.sanctions` with
 * `after-scale: true`) need that scale (`sichuan.minor-violations`), or they could never be recorded
 * (resolve/sanctions-need-scale). Runs on every regulation (a classical one with `after-scale` has no scale either).
 */
import { errorAt, type Check } from '../../compiler/index.js';

/** Reports `after-scale: true` in a regulation without a scale of minor violations. */
export const checkSanctionsNeedScale: Check = (input) => {
  const sanctions = input.ir.tournament?.sanctions;
  if (sanctions === undefined || !sanctions.value.afterScale) return [];
  if ((input.ir.sichuan?.minorViolations?.value.length ?? 0) > 0) return [];
  return [errorAt(input, ['tournament', 'sanctions', 'after-scale'], 'resolve/sanctions-need-scale',
    {
      en: 'the sanctions are allowed only after the progressive scale of minor violations, but the regulation has no scale (sichuan.minor-violations)',
      ru: 'санкции допускаются только после прогрессивной шкалы мелких нарушений, а шкалы в регламенте нет (sichuan.minor-violations)',
    },
    { en: 'give the scale, or remove `after-scale`', ru: 'задайте шкалу или уберите `after-scale`' })];
};
