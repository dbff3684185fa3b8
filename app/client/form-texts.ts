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
  palette: { ru: 'Палитра', en: 'Palette' },
  hintPalette: { ru: 'набрать руку щелчками по костям: комбинации и последняя кость; поле остаётся для ввода', en: 'build the hand by clicking tiles: melds and the winning tile; the field stays for typing' },
  fromScorePage: { ru: 'С подсчёта', en: 'From scoring' },
  hintFromScorePage: { ru: 'взять руку, набранную последней на странице «Подсчёт руки»', en: 'take the hand last built on the Score a hand page' },
  noScoredHand: { ru: 'На странице «Подсчёт руки» ещё не набрано ни одной руки', en: 'No hand has been built on the Score a hand page yet' },
  byDeals: { ru: 'по сдачам (программа ведёт лист пули)', en: 'deal by deal (the engine keeps the sheet)' },
  addDeal: { ru: 'Добавить сдачу', en: 'Add a deal' },
  removeDeal: { ru: 'Убрать сдачу', en: 'Remove the deal' },
  half: { ru: 'пополам со сдающим', en: 'half with the dealer' },
  hintHalf: { ru: 'мизер сыгран пополам со сдающим (стол из четырёх)', en: 'the misère was played half with the dealer (table of four)' },
  offMountain: { ru: 'с горы', en: 'off the mountain' },
  hintOffMountain: { ru: 'игрок списывает очки пули этой сдачи с горы (п. 7)', en: "the player writes this deal's pool points off his mountain (clause 7)" },
  allPassRound: { ru: 'распасы №', en: 'all-pass no.' },
  hintAllPassRound: { ru: 'которые подряд распасы (считаются по сдачам; указанное число сверяется)', en: 'which consecutive all-pass this is (counted from the deals; a stated number is checked)' },
  dealNote: { ru: 'заметка', en: 'note' },
  hintDealNote: { ru: 'заметка судьи (в подсчёте не участвует)', en: "the judge's note (not used in scoring)" },
  lastRound: { ru: 'последний круг объявлен в сдаче №', en: 'last round announced in deal no.' },
  hintLastRound: { ru: 'сдача (с 1), которая игралась, когда объявили последний круг; пусто — не объявлялся', en: 'the deal (from 1) being played when the last round was announced; empty: not announced' },
  showSheet: { ru: 'Лист пули', en: 'The sheet' },
  dealer: { ru: 'Сдавал', en: 'Dealer' },
  hintDealer: { ru: 'кто сдавал; сдача переходит по часовой стрелке', en: 'who dealt; the deal passes clockwise' },
  contract: { ru: 'Игра', en: 'Contract' },
  hintContract: { ru: 'заказанная игра: 6–10, мизер или распасы', en: 'the contract: 6-10, misère or all-pass' },
  suit: { ru: 'Масть', en: 'Suit' },
  hintSuit: { ru: 'козырь игры (необязательно)', en: 'the trump suit (optional)' },
  declarer: { ru: 'Играл', en: 'Declarer' },
  hintDeclarer: { ru: 'кто играл заказанную игру', en: 'who played the contract' },
  decision: { ru: 'Решение', en: 'Decision' },
  hintDecision: { ru: 'вистующего: вист, пас, полвиста, вернул (у играющего — пусто)', en: "a defender's: whist, pass, half-whist, returned (empty for the declarer)" },
  tricks: { ru: 'Взятки', en: 'Tricks' },
  hintTricks: { ru: 'взятки игрока в сдаче (на распасах — у каждого)', en: "the player's tricks (on an all-pass, everyone's)" },
  misere: { ru: 'мизер', en: 'misère' },
  allPass: { ru: 'распасы', en: 'all-pass' },
  noTrumps: { ru: 'б/к', en: 'NT' },
  whist: { ru: 'вист', en: 'whist' },
  pass: { ru: 'пас', en: 'pass' },
  halfWhist: { ru: 'полвиста', en: 'half-whist' },
  returned: { ru: 'вернул', en: 'returned' },
  pulyaSheetOf: { ru: 'Лист пули', en: 'The pulya sheet' },
} as const;

/** A key of the deal forms' texts. */
export type FormTextKey = keyof typeof TEXTS;

/** A text of the deal forms in the current language, with `{name}` placeholders filled. */
export function fx(key: FormTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[key][currentLang()].replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
