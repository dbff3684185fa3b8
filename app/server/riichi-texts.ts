/**
 * The desk server's own texts about riichi tables, in Russian and English.
 */

/** Refusals of the riichi sheet route. */
export const DESK_RIICHI_TEXT = {
  noRiichi: { ru: 'в регламенте турнира нет правил риичи (раздел riichi:)', en: "the event's regulation has no riichi rules (riichi:)" },
  noTable: { ru: 'такого стола в этом туре нет', en: 'no such table in that round' },
} as const;
