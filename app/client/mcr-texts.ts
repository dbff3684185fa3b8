/**
 * The words of the MCR deal form (app/client/mcr-fields.ts), in Russian and English; the page's language chooses.
 */
import { currentLang } from './settings.js';

const TEXTS = {
  dealFans: { ru: 'фаны победителя', en: "winner's fans" },
  fans: { ru: 'Фаны', en: 'Fans' },
  fansUnit: { ru: 'фан.', en: 'fans' },
  hintFans: { ru: 'все фаны руки победителя, с цветами, как в листе записи', en: "all the winner's fans, flowers included, as on the score sheet" },
  ofWhich: { ru: 'из них', en: 'of which' },
  hintTagged: { ru: 'сколько из фанов дают они (8 фанов проверяются без них)', en: 'how many of the fans they give (the 8 fans are checked without them)' },
} satisfies Record<string, { ru: string; en: string }>;

/** The text of a key of the MCR form in the page's language. */
export function mcrText(key: keyof typeof TEXTS): string {
  return TEXTS[key][currentLang()];
}
