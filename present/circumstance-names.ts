/**
 * What a judge reads beside each circumstance of a hand (circumstances.ts) in a form: its name and a one-line hint,
 * in Russian and English. A game that calls a circumstance by its own word (riichi's tenhou for the heavenly hand)
 * gives it as GameModule.circumstanceNames; these are the words of every other game.
 */
import type { Bilingual, CircumstanceField } from '../runtime/index.js';

/** The name and the hint of a circumstance in a form, and the words of a choice's values (where not the value itself). */
export interface CircumstanceWords {
  readonly name: Bilingual;
  readonly hint: Bilingual;
  readonly values?: Readonly<Record<string, Bilingual>>;
}

/** The words of every circumstance. */
export const CIRCUMSTANCE_WORDS: { readonly [F in CircumstanceField]: CircumstanceWords } = {
  seat: { name: { ru: 'Место', en: 'Seat' }, hint: { ru: 'собственный ветер игрока (его место)', en: "the player's seat wind" } },
  round: { name: { ru: 'Преимущественный ветер', en: 'Round wind' }, hint: { ru: 'преимущественный ветер (ветер раунда)', en: 'the prevailing (round) wind' } },
  win: {
    name: { ru: 'Выигрышная кость', en: 'Winning tile from' },
    hint: { ru: 'откуда пришла последняя кость', en: 'where the winning tile came from' },
    values: { discard: { ru: 'со сброса', en: 'a discard' }, wall: { ru: 'из стены', en: 'the wall' }, replacement: { ru: 'свободная кость', en: 'a loose tile' }, robbing: { ru: 'ограбление конга', en: 'robbing a kong' } },
  },
  lastTile: { name: { ru: 'последняя кость', en: 'last tile' }, hint: { ru: 'маджонг последней костью стены (или её сбросом)', en: 'won with the last tile of the wall (or its discard)' } },
  immediateCalling: { name: { ru: 'сразу просящая', en: 'immediate calling' }, hint: { ru: 'сразу объявил просящую руку и дальше не играл', en: 'declared a calling hand at once and did not play on' } },
  heavenly: { name: { ru: 'небесная', en: 'heavenly' }, hint: { ru: 'маджонг Востока сразу после раздачи', en: "East's mahjong with the dealt tiles" } },
  earthly: { name: { ru: 'земная', en: 'earthly' }, hint: { ru: 'маджонг на первый снос Востока', en: "mahjong on East's first discard" } },
  kongOnKong: { name: { ru: 'конг на конг', en: 'kong on kong' }, hint: { ru: 'свободной костью после двух конгов подряд', en: 'on the loose tile after two kongs in a row' } },
  afterKong: { name: { ru: 'после чужого конга', en: "after another's kong" }, hint: { ru: 'на снос сразу после чужого конга', en: "on the discard right after another player's kong" } },
  lastOfKind: { name: { ru: 'последняя кость своего вида', en: 'last of its kind' }, hint: { ru: 'три другие такие кости уже на виду: в сбросе или в комбинациях', en: 'the other three of the tile are in sight: discarded or in melds' } },
  void: { name: { ru: 'Запрещённая масть', en: 'Void suit' }, hint: { ru: 'масть, которую игрок не собирает', en: 'the suit the player does not collect' } },
  riichi: { name: { ru: 'риичи', en: 'riichi' }, hint: { ru: 'игрок объявил риичи', en: 'the player declared riichi' } },
  doubleRiichi: { name: { ru: 'дабл риичи', en: 'double riichi' }, hint: { ru: 'риичи объявлено в первом круге, до любых объявлений (вместо риичи)', en: 'riichi declared in the first go-around, before any call (instead of riichi)' } },
  ippatsu: { name: { ru: 'иппацу', en: 'ippatsu' }, hint: { ru: 'выигрыш в течение круга после риичи', en: 'won within the go-around after riichi' } },
  renhou: { name: { ru: 'ренхо', en: 'renhou' }, hint: { ru: 'выигрыш не-дилера на сброс до своего первого набора', en: "a non-dealer's win on a discard before his first draw" } },
  dora: { name: { ru: 'Индикаторы доры', en: 'Dora indicators' }, hint: { ru: 'индикаторы доры в нотации, например 3m7z', en: 'the dora indicators in the notation, e.g. 3m7z' } },
  ura: { name: { ru: 'Ура-дора', en: 'Ura dora' }, hint: { ru: 'индикаторы ура-доры в нотации (только при риичи)', en: 'the ura dora indicators in the notation (with riichi only)' } },
  honba: { name: { ru: 'Хонба', en: 'Honba' }, hint: { ru: 'счётчики продолжения на столе', en: 'continuance counters on the table' } },
  sticks: { name: { ru: 'Палочки риичи', en: 'Riichi sticks' }, hint: { ru: 'палочки риичи на столе, которые забирает победитель', en: 'riichi sticks on the table that the winner collects' } },
};
