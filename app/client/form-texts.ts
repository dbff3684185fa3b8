/**
 * The texts of the deal forms' regulation-driven parts (win flags, named penalties, the progressive scale, the
 * ledger before saving, the tile palette, preference deals) in Russian and English.
 */
import { currentLang } from './settings.js';

const TEXTS = {
  flagReadBy: { ru: 'в регламенте', en: 'in the regulation' },
  preview: { ru: 'Расчёт до записи', en: 'Preview the ledger' },
  hintPreview: { ru: 'программа посчитает запись так же, как при сохранении, но ничего не запишет', en: 'the engine settles the entry as saving would, and writes nothing' },
  previewTitle: { ru: 'Так будет записано (ещё не сохранено)', en: 'What saving will record (not saved yet)' },
  previewNoPayments: { ru: 'Платежей в сдаче нет.', en: 'The deal has no payments.' },
  previewTable: { ru: 'Стол после записи', en: 'The table after the entry' },
  previewUnreachable: { ru: 'Сервер не отвечает: расчёт не получен.', en: 'The server does not answer: no preview.' },
  player: { ru: 'Игрок', en: 'Player' },
  vistsCol: { ru: 'Висты', en: 'Vists' },
  pointsCol: { ru: 'Очки за стол', en: 'Table points' },
  penaltyKind: { ru: 'Штраф', en: 'Penalty' },
  hintPenaltyKind: { ru: 'штраф регламента (его числа применит программа) или судейский в вистах', en: "a penalty of the regulation (the engine applies its numbers) or the judge's, in vists" },
  judgePenaltyVists: { ru: 'судейский, в вистах', en: "the judge's, in vists" },
  judgePenaltyPoints: { ru: 'судейский, в игровых очках', en: "the judge's, in game points" },
  minorViolation: { ru: 'мелкое нарушение (прогрессивная шкала)', en: 'minor violation (progressive scale)' },
  tournamentPoints: { ru: 'снять турнирные очки', en: 'take tournament points' },
  disqualified: { ru: 'дисквалификация', en: 'disqualification' },
  hintTournamentPoints: { ru: 'турнирные очки со знаком минус, например -1', en: 'tournament points, negative, e.g. -1' },
  amount: { ru: 'Сколько', en: 'Amount' },
  scaleLine: { ru: '{name} ({clause}): итог штрафа игрока за сессию после {steps}; дальше — решение судьи', en: "{name} ({clause}): the player's total penalty of the session after {steps}; beyond it the judge decides" },
  scaleStep: { ru: '{k}-го нарушения — {v}', en: 'violation {k}: {v}' },
  sanctionsAfterScale: { ru: 'только после исчерпания шкалы в сессии', en: 'only once the scale is exhausted in the session' },
  dealPenalties: { ru: 'Штрафы в сдаче', en: 'Penalties of the deal' },
  addDealPenalty: { ru: 'Добавить штраф', en: 'Add a penalty' },
  removePenalty: { ru: 'Убрать штраф', en: 'Remove the penalty' },
} as const;

/** A key of the deal forms' texts. */
export type FormTextKey = keyof typeof TEXTS;

/** A text of the deal forms in the current language, with `{name}` placeholders filled. */
export function fx(key: FormTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[key][currentLang()].replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
