/** The Sichuan deal rules of a compiled regulation as comparable setting records (`sichuan.<key>`, YAML names). */
import type { SichuanIR } from '../../runtime/ir/sichuan.js';
import { settingRecord, type RuleRecord } from '../../compiler/index.js';

/** One record per setting of the `sichuan:` section, under its YAML key. */
export function sichuanRecords(s: SichuanIR | undefined): RuleRecord[] {
  if (!s) return [];
  const at = (key: string) => `sichuan.${key}`;
  return [
    ...settingRecord(at('self-draw-bonus'), 'sichuan', s.selfDrawBonus, { value: s.selfDrawBonus.value }),
    ...settingRecord(at('discard-bonus'), 'sichuan', s.discardBonus, { value: s.discardBonus.value }),
    ...settingRecord(at('kongs'), 'sichuan', s.kongs, { ...s.kongs.value }),
    ...settingRecord(at('kong-void'), 'sichuan', s.kongVoid, { value: [...s.kongVoid.value] }),
    ...settingRecord(at('wall-end'), 'sichuan', s.wallEnd, { excludes: [...s.wallEnd.value.excludes] }),
    ...settingRecord(at('void-suit'), 'sichuan', s.voidSuit, {
      value: s.voidSuit.value.wallEnd, 'declared-set': s.voidSuit.value.declaredSet, 'wall-end-tiles': s.voidSuit.value.wallEndTiles,
      exemption: s.voidSuit.value.exemption ?? undefined,
    }),
    ...settingRecord(at('false-hu'), 'sichuan', s.falseHu, { waiting: s.falseHu.value.waiting, 'not-waiting': s.falseHu.value.notWaiting }),
    ...settingRecord(at('furiten'), 'sichuan', s.furiten, { value: s.furiten.value }),
    ...settingRecord(at('declarations'), 'sichuan', s.declarations, { value: s.declarations.value }),
    ...settingRecord(at('dead-hand-claims'), 'sichuan', s.deadHandClaims, { value: s.deadHandClaims.value }),
    ...settingRecord(at('minor-violations'), 'sichuan', s.minorViolations, { value: s.minorViolations ? [...s.minorViolations.value] : undefined }),
  ];
}
