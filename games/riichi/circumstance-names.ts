/** Riichi's own words for circumstances of a hand in a form (the score page): the Japanese names judges use. */
import type { CircumstanceWords } from '../../present/index.js';
import type { CircumstanceField } from '../../runtime/index.js';

/** Riichi's words where they differ from every game's. */
export const RIICHI_CIRCUMSTANCE_NAMES: Partial<Record<CircumstanceField, CircumstanceWords>> = {
  win: {
    name: { ru: 'Выигрышная кость', en: 'Winning tile from' },
    hint: { ru: 'рон — со сброса, цумо — из стены; ринсян — после конга, чанкан — ограбление конга', en: 'ron: a discard, tsumo: the wall; rinshan: after a kong, chankan: robbing a kong' },
    values: { discard: { ru: 'со сброса (рон)', en: 'a discard (ron)' }, wall: { ru: 'из стены (цумо)', en: 'the wall (tsumo)' }, replacement: { ru: 'после конга (ринсян)', en: 'after a kong (rinshan)' }, robbing: { ru: 'ограбление конга (чанкан)', en: 'robbing a kong (chankan)' } },
  },
  lastTile: { name: { ru: 'последняя кость', en: 'last tile' }, hint: { ru: 'выигрыш последней костью стены (хайтей) или её сбросом (хотей)', en: 'won with the last tile of the wall (haitei) or its discard (houtei)' } },
  heavenly: { name: { ru: 'тенхо', en: 'tenhou' }, hint: { ru: 'выигрыш дилера на розданных костях', en: "the dealer's win on the dealt tiles" } },
  earthly: { name: { ru: 'чихо', en: 'chiihou' }, hint: { ru: 'выигрыш не-дилера на первом наборе, пока круг не прерван', en: "a non-dealer's win on his first draw, the go-around uninterrupted" } },
};
