/**
 * The printed score sheet of a preference table (GameDesk.scoreSheet): the pulya's final sheet, as the desk's result
 * form takes it: a row per player with pool, mountain, whists on each other player and a signature.
 */
import { escapeHtml, type Lang } from '../../present/index.js';
import type { ScoreSheetGrid } from '../types.js';

const TEXT = {
  player: { ru: 'Игрок', en: 'Player' },
  pool: { ru: 'Пуля', en: 'Pool' },
  mountain: { ru: 'Гора', en: 'Mountain' },
  whistsOn: { ru: 'Висты на', en: 'Whists on' },
  signature: { ru: 'Подпись', en: 'Signature' },
} satisfies Record<string, Record<Lang, string>>;

/** The final sheet of a pulya: a row per player, pool, mountain, whists on each other player (none on oneself), a signature. */
export const pulyaScoreSheet: ScoreSheetGrid = ({ players, names, lang }) => {
  const head = [TEXT.player[lang], TEXT.pool[lang], TEXT.mountain[lang], ...players.map((p) => `${TEXT.whistsOn[lang]} ${names.get(p) ?? p}`), TEXT.signature[lang]];
  const body = players.map((p) => `<tr><th>${escapeHtml(names.get(p) ?? p)}</th><td></td><td></td>${players.map((q) => (q === p ? '<td class="x"></td>' : '<td></td>')).join('')}<td class="wide"></td></tr>`).join('');
  return `<table class="grid"><thead><tr>${head.map((x) => `<th>${escapeHtml(x)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;
};
