/**
 * The texts of the desk's riichi table (the hanchan form and its sheet) in Russian and English.
 */
import { currentLang } from './settings.js';

const TEXTS = {
  recordAs: { ru: 'Записать ханчан', en: 'Record the hanchan' },
  hintRecordAs: { ru: 'по сдачам (программа считает выплаты) или итоговым счётом игроков', en: 'deal by deal (the program pays them) or by the players\' final scores' },
  byDeals: { ru: 'по сдачам', en: 'deal by deal' },
  byScores: { ru: 'итоговым счётом', en: 'by final scores' },
  finalScore: { ru: 'Итоговый счёт', en: 'Final score' },
  hintFinalScore: { ru: 'очки игрока после последней сдачи, без оставшихся палочек', en: 'the player\'s points after the last deal, without the sticks left' },
  sticksLeft: { ru: 'Палочек риичи на столе', en: 'Riichi sticks left' },
  hintSticksLeft: { ru: 'палочки риичи, оставшиеся на столе после последней сдачи (достаются первому месту)', en: 'riichi sticks left on the table after the last deal (they go to the first place)' },
  chombo: { ru: 'Чомбо', en: 'Chombo' },
  hintChomboOf: { ru: 'игрок получил чомбо (штраф вычитается в конце игры)', en: 'the player made a chombo (deducted at the end of the game)' },
  deal: { ru: 'Сдача', en: 'Deal' },
  addDeal: { ru: 'Добавить сдачу', en: 'Add a deal' },
  removeDeal: { ru: 'Удалить сдачу', en: 'Remove the deal' },
  riichi: { ru: 'Риичи', en: 'Riichi' },
  hintRiichi: { ru: 'игрок объявил риичи в этой сдаче (палочка 1000 на стол)', en: 'the player declared riichi in this deal (a 1,000 stick on the table)' },
  ending: { ru: 'Исход', en: 'Ending' },
  hintEnding: { ru: 'как закончилась сдача', en: 'how the deal ended' },
  ron: { ru: 'рон (со сброса)', en: 'ron (a discard)' },
  tsumo: { ru: 'цумо (из стены)', en: 'tsumo (the wall)' },
  rinshan: { ru: 'ринсян (свободная кость)', en: 'rinshan (a replacement tile)' },
  chankan: { ru: 'чанкан (ограбление конга)', en: 'chankan (robbing a kong)' },
  draw: { ru: 'ничья (стена кончилась)', en: 'exhaustive draw' },
  chomboEnding: { ru: 'чомбо', en: 'chombo' },
  winner: { ru: 'выиграл', en: 'won' },
  hintWinner: { ru: 'игрок выиграл (на один сброс — несколько, если регламент разрешает)', en: 'the player won (several on one discard where the regulation allows)' },
  hand: { ru: 'Рука', en: 'Hand' },
  hintHand: { ru: 'рука в нотации (123m456p789s234s9m+9m); или пусто и хан/фу', en: 'the hand in the notation (123m456p789s234s9m+9m); or empty and han/fu' },
  han: { ru: 'Хан', en: 'Han' },
  hintHan: { ru: 'хан руки со всеми яку, риичи и дорами (когда рука не введена)', en: 'the han of the hand, yaku, riichi and dora counted (when the hand is not given)' },
  fu: { ru: 'Фу', en: 'Fu' },
  hintFu: { ru: 'фу руки (при 5 хан и больше можно не указывать)', en: 'the fu of the hand (not needed from 5 han)' },
  yakuman: { ru: 'Якуман', en: 'Yakuman' },
  hintYakuman: { ru: 'число якуманов (вместо хан и фу)', en: 'the number of yakuman (instead of han and fu)' },
  dora: { ru: 'Индикаторы доры', en: 'Dora indicators' },
  hintDora: { ru: 'индикаторы доры в нотации (3m7z); только с рукой', en: 'the dora indicators in the notation (3m7z); with a hand only' },
  ura: { ru: 'Ура-дора', en: 'Ura dora' },
  hintUra: { ru: 'индикаторы ура-доры (только при риичи)', en: 'the ura dora indicators (with riichi only)' },
  ippatsu: { ru: 'иппацу', en: 'ippatsu' },
  hintIppatsu: { ru: 'выигрыш в течение круга после риичи (только с рукой)', en: 'won within the go-around after riichi (with a hand only)' },
  doubleRiichi: { ru: 'дабл риичи', en: 'double riichi' },
  hintDoubleRiichi: { ru: 'риичи объявлено в первом круге, до любых объявлений (вместо риичи)', en: 'riichi declared in the first go-around, before any call (instead of riichi)' },
  lastTile: { ru: 'последняя кость', en: 'last tile' },
  hintLastTile: { ru: 'выигрыш последней костью стены (хайтей) или её сбросом (хотей)', en: 'won with the last tile of the wall (haitei) or its discard (houtei)' },
  heavenly: { ru: 'тенхо', en: 'tenhou' },
  hintHeavenly: { ru: 'выигрыш дилера на розданных костях', en: "the dealer's win on the dealt tiles" },
  earthly: { ru: 'чихо', en: 'chiihou' },
  hintEarthly: { ru: 'выигрыш не-дилера на первом наборе, пока круг не прерван', en: "a non-dealer's win on his first draw, the go-around uninterrupted" },
  renhou: { ru: 'ренхо', en: 'renhou' },
  hintRenhou: { ru: 'выигрыш не-дилера на сброс до своего первого набора (EMA — манган, WRC — яку в 5 хан)', en: "a non-dealer's win on a discard before his first draw (EMA a mangan, WRC a 5-han yaku)" },
  liable: { ru: 'Отвечает (пао)', en: 'Liable (pao)' },
  hintLiable: { ru: 'кто дал третий панг драконов или четвёртый панг ветров (дайсанген, дайсуси)', en: 'who fed the third dragon pung or the fourth wind pung (big three dragons, big four winds)' },
  note: { ru: 'Примечание', en: 'Note' },
  hintDealNote: { ru: 'примечание судьи к сдаче (не влияет на счёт)', en: "the judge's note on the deal (does not change the score)" },
  hintHanchanNote: { ru: 'примечание судьи к ханчану (не влияет на счёт)', en: "the judge's note on the hanchan (does not change the score)" },
  discarder: { ru: 'Сбросил', en: 'Discarder' },
  hintDiscarder: { ru: 'кто сбросил выигрышную кость (или чей конг ограблен)', en: 'who discarded the winning tile (or whose kong was robbed)' },
  tenpai: { ru: 'темпай', en: 'tenpai' },
  hintTenpai: { ru: 'игрок был готов (темпай) при ничьей', en: 'the player was ready (tenpai) at the draw' },
  offender: { ru: 'Нарушитель', en: 'Offender' },
  hintOffender: { ru: 'кто сделал чомбо (сдача переигрывается)', en: 'who made the chombo (the deal is replayed)' },
  sheet: { ru: 'Лист ханчана', en: 'Hanchan sheet' },
  sheetWait: { ru: 'считается…', en: 'working it out…' },
  sheetProblems: { ru: 'Пока не сходится', en: 'Not yet right' },
  round: { ru: 'Раунд', en: 'Round' },
  dealer: { ru: 'Дилер', en: 'Dealer' },
  honba: { ru: 'Хонба', en: 'Honba' },
  sticks: { ru: 'Палочки', en: 'Sticks' },
  result: { ru: 'Исход', en: 'Result' },
  payments: { ru: 'Выплаты', en: 'Payments' },
  table: { ru: 'стол', en: 'table' },
  leftover: { ru: 'Оставшиеся палочки: {sticks} → {to} (+{each})', en: 'Sticks left: {sticks} → {to} (+{each})' },
  leftoverNobody: { ru: 'Оставшиеся палочки: {sticks} — никому', en: 'Sticks left: {sticks}, to nobody' },
  assumed: { ru: 'Допущение регламента', en: "The regulation's assumption" },
  otherwise: { ru: 'Иначе', en: 'Otherwise' },
  end: { ru: 'Итог ханчана', en: 'End of the hanchan' },
  place: { ru: 'Место', en: 'Place' },
  player: { ru: 'Игрок', en: 'Player' },
  score: { ru: 'Счёт', en: 'Score' },
  uma: { ru: 'Ума', en: 'Uma' },
  oka: { ru: 'Ока', en: 'Oka' },
  points: { ru: 'Турнирные очки', en: 'Tournament points' },
  value: { ru: 'стоимость', en: 'value' },
  typed: { ru: 'введено', en: 'typed' },
  hanchanDeals: { ru: 'ханчан, сдач: {n}', en: 'hanchan, {n} deals' },
  hanchanScores: { ru: 'ханчан, итоговый счёт: {scores}', en: 'hanchan, final scores: {scores}' },
} as const;

/** A key of the riichi texts. */
export type RiichiTextKey = keyof typeof TEXTS;

/** A riichi text in the current language, with `{name}` placeholders filled. */
export function rt(key: RiichiTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[key][currentLang()].replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}

/** A saved hanchan in short: `ханчан, сдач: 3`, or its final scores. */
export function describeHanchan(hanchan: unknown): string {
  const h = (typeof hanchan === 'object' && hanchan !== null ? hanchan : {}) as { deals?: unknown; scores?: unknown };
  if (Array.isArray(h.deals)) return rt('hanchanDeals', { n: h.deals.length });
  const scores = typeof h.scores === 'object' && h.scores !== null ? Object.entries(h.scores).map(([p, v]) => `${p} ${String(v)}`).join(', ') : '';
  return rt('hanchanScores', { scores });
}
