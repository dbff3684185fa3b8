/**
 * The rules a Sichuan deal's ledger writes (ledger.ts), by name: what `reglament deal` and
 * the desk print beside each payment or penalty of a Sichuan deal (`Concealed kong [kong-concealed]`).
 */
import type { LedgerRuleNames } from '../../present/index.js';

/** The name of every rule a Sichuan deal's ledger writes. */
export const SICHUAN_LEDGER_RULES: LedgerRuleNames = {
  'hu-discard': { ru: 'Ху с чужого сброса', en: 'Hu on a discard' },
  'hu-self-draw': { ru: 'Ху со стены', en: 'Self-drawn hu' },
  'kong-concealed': { ru: 'Закрытый конг', en: 'Concealed kong' },
  'kong-discard': { ru: 'Конг с чужого сброса', en: 'Kong from a discard' },
  'kong-promoted': { ru: 'Добавленный конг', en: 'Promoted kong' },
  'kong-from-hand': { ru: 'Конг, добавленный из руки', en: 'Kong promoted from the hand' },
  'kong-void': { ru: 'Возврат за конг', en: 'Kong payment returned' },
  'wall-end': { ru: 'Конец стены', en: 'Wall end' },
  'false-hu': { ru: 'Ложное Ху', en: 'False hu' },
  'void-suit': { ru: 'Запрещённая масть', en: 'Void suit' },
};
