/** The riichi session rules of a compiled regulation as comparable setting records (`riichi.<key>`, YAML names). */
import type { RiichiIR } from '../../runtime/ir/riichi.js';
import { settingRecord, type RuleRecord } from '../../compiler/index.js';

/** One record per setting of the `riichi:` section, under its YAML key. */
export function riichiRecords(r: RiichiIR | undefined): RuleRecord[] {
  if (!r) return [];
  const at = (key: string) => `riichi.${key}`;
  return [
    ...settingRecord(at('start-points'), 'riichi', r.startPoints, { value: r.startPoints.value }),
    ...settingRecord(at('target-points'), 'riichi', r.targetPoints, { value: r.targetPoints.value }),
    ...settingRecord(at('uma'), 'riichi', r.uma, { value: [...r.uma.value] }),
    ...settingRecord(at('riichi-stick'), 'riichi', r.riichiStick, { value: r.riichiStick.value }),
    ...settingRecord(at('noten-payment'), 'riichi', r.notenPayment, { value: r.notenPayment.value }),
    ...settingRecord(at('dealer-keeps'), 'riichi', r.dealerKeeps, { value: [...r.dealerKeeps.value] }),
    ...settingRecord(at('multiple-ron'), 'riichi', r.multipleRon, { value: r.multipleRon.value }),
    ...settingRecord(at('leftover-sticks'), 'riichi', r.leftoverSticks, { value: r.leftoverSticks.value }),
    ...settingRecord(at('chombo'), 'riichi', r.chombo, { points: r.chombo.value.points, when: r.chombo.value.when }),
    ...(r.liability ? settingRecord(at('liability'), 'riichi', r.liability, {
      hands: [...r.liability.value.hands], 'discard-share': r.liability.value.discardShare, 'discarder-only': [...r.liability.value.discarderOnly],
    }) : []),
    ...settingRecord(at('rounds'), 'riichi', r.rounds, { value: [...r.rounds.value] }),
    ...settingRecord(at('points-per-tournament-point'), 'riichi', r.pointsPerTournamentPoint, { value: r.pointsPerTournamentPoint.value }),
  ];
}
