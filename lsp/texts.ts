/**
 * The server's own texts in Russian and English: labels of hovers and completions, the words of the rule language
 * (keywords, units, values) explained, code lens titles and messages. Section titles and field labels are the CLI's
 * (cli/index.ts), so that an editor and `reglament diff` name things alike.
 */
import type { Lang } from './lang.js';

type Bilingual = { ru: string; en: string };

const TEXTS = {
  fact: { ru: 'факт руки', en: 'fact of the hand' },
  functionWord: { ru: 'функция', en: 'function' },
  valueOf: { ru: 'значение «{fact}»', en: 'a value of `{fact}`' },
  tag: { ru: 'метка', en: 'tag' },
  taggedItems: { ru: 'пункты с этой меткой', en: 'items with this tag' },
  keyword: { ru: 'слово языка правил', en: 'word of the rule language' },
  typeLabel: { ru: 'тип', en: 'type' },
  declareOnly: { ru: 'только в правиле объявления (scoring.declare)', en: 'only in the declaration rule (scoring.declare)' },
  paymentOnly: { ru: 'только в выплатах (scoring.payments)', en: 'only in the payments (scoring.payments)' },
  parentHad: { ru: 'В родительском регламенте ({file})', en: 'The parent regulation ({file}) has' },
  parentSame: { ru: 'как в родительском регламенте ({file})', en: 'as in the parent regulation ({file})' },
  newHere: { ru: 'Новый пункт этого файла (в родительском регламенте его нет)', en: 'New in this file (the parent regulation has no such item)' },
  removedHere: { ru: 'Этот файл удаляет пункт родительского регламента', en: 'This file removes the parent\'s item' },
  definedIn: { ru: 'задан в {file}', en: 'defined in {file}' },
  group: { ru: 'группа костей', en: 'tile group' },
  quickFix: { ru: 'Заменить на «{name}»', en: "Change to '{name}'" },
  runTests: { ru: '▶ Запустить тесты ({n})', en: '▶ Run the tests ({n})' },
  runTestsUncounted: { ru: '▶ Запустить тесты', en: '▶ Run the tests' },
  testPassed: { ru: '✓ пройден', en: '✓ passed' },
  testFailed: { ru: '✗ не пройден: {problems}', en: '✗ failed: {problems}' },
  testsSummary: { ru: 'Тесты {file}: пройдено {passed}, не пройдено {failed}', en: 'Tests of {file}: {passed} passed, {failed} failed' },
  testsBroken: { ru: 'В регламенте {file} есть ошибки ({n}): тесты не запускаются', en: 'The regulation {file} has errors ({n}): its tests cannot run' },
  notRegulation: { ru: '{file} — не файл регламента', en: '{file} is not a regulation file' },
  renameNotId: { ru: '«{name}» — не id: id пишутся строчными латинскими буквами и цифрами через дефис', en: "'{name}' is not an id: ids are lowercase letters and digits joined by hyphens" },
  renameNotTag: { ru: '«{name}» — не метка: метка — одно слово языка правил', en: "'{name}' is not a tag: a tag is one word of the rule language" },
  renameTaken: { ru: '«{name}» уже есть в регламенте', en: "'{name}' is already used in the regulation" },
  renameBuiltin: { ru: '«{name}» — слово языка правил, его нельзя переименовать', en: "'{name}' belongs to the rule language and cannot be renamed" },
  renameNothing: { ru: 'Здесь нечего переименовывать: поставьте курсор на id или метку', en: 'Nothing to rename here: put the cursor on an id or a tag' },
} satisfies Record<string, Bilingual>;

/** A key of the server's texts. */
export type TextKey = keyof typeof TEXTS;

/** A text in a language, its `{name}` placeholders filled. */
export function text(key: TextKey, lang: Lang, values: Record<string, string | number> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** The value types of the rule language, as a reader says them. */
export const TYPE_NAMES: Record<string, Bilingual> = {
  bool: { ru: 'условие (да/нет)', en: 'condition (true/false)' },
  number: { ru: 'число', en: 'number' },
  tile: { ru: 'кость', en: 'tile' },
  'win-from': { ru: 'откуда выигрышная кость', en: 'win source' },
  wait: { ru: 'ожидание', en: 'wait' },
  shape: { ru: 'форма руки', en: 'hand shape' },
};

/** The values of the enum facts (`win.from`, `wait`), explained. */
export const VALUE_DOCS: Record<string, Bilingual> = {
  discard: { ru: 'со сброса', en: 'from a discard' },
  wall: { ru: 'со стены', en: 'from the wall' },
  replacement: { ru: 'свободная кость (после конга)', en: 'the loose tile (after a kong)' },
  robbing: { ru: 'ограбление конга', en: 'robbing a kong' },
  pair: { ru: 'в пару', en: 'into the pair' },
  closed: { ru: 'в середину чоу', en: 'into the middle of a chow' },
  edge: { ru: 'крайняя (3 к 1-2 или 7 к 8-9)', en: 'an edge wait (3 to 1-2 or 7 to 8-9)' },
  open: { ru: 'с двух сторон чоу', en: 'either end of a chow' },
  pung: { ru: 'в панг', en: 'into a pung' },
  none: { ru: 'ожидания нет (форма без комбинаций)', en: 'no wait (a shape without melds)' },
};

/** The words of the rule language besides facts and functions, explained. */
export const KEYWORD_DOCS: Record<string, Bilingual> = {
  and: { ru: 'и: оба условия', en: 'both conditions' },
  or: { ru: 'или: хотя бы одно условие', en: 'at least one of the conditions' },
  not: { ru: 'не: условие не выполнено', en: 'the condition does not hold' },
  in: { ru: '<кость> in <набор>: кость входит в набор', en: '<tile> in <set>: the tile is one of the set' },
  'all tiles in': { ru: 'все кости руки входят в набор (без цветов и сезонов)', en: 'every tile of the hand is in the set (bonus tiles excluded)' },
  'any tiles in': { ru: 'хотя бы одна кость руки входит в набор', en: 'some tile of the hand is in the set' },
  'no tiles in': { ru: 'ни одна кость руки не входит в набор', en: 'no tile of the hand is in the set' },
  true: { ru: 'истина', en: 'true' },
  false: { ru: 'ложь', en: 'false' },
  count: { ru: 'count(<единица>): сколько комбинаций разбора (или костей руки) подходит под единицу', en: 'count(<unit>): how many melds of the reading (or tiles of the hand) fit the unit' },
  exposed: { ru: 'открытая комбинация (объявлена со сброса или панг, завершённый сбросом)', en: 'an open meld (declared from a discard, or a pung completed by the winning discard)' },
  declared: { ru: 'объявлена на столе со сброса до выигрыша ([...] в записи)', en: 'declared on the table from a discard before the win (`[...]` in the notation)' },
  concealed: { ru: 'закрытая комбинация', en: 'a meld that is not open' },
  chow: { ru: 'чоу: три кости подряд одной масти, по младшей кости', en: 'chow: three consecutive tiles of a suit, named by the lowest' },
  pung: { ru: 'панг: три одинаковые кости', en: 'pung: three equal tiles' },
  kong: { ru: 'конг: четыре одинаковые кости', en: 'kong: four equal tiles' },
  set: { ru: 'панг или конг', en: 'a pung or a kong' },
  meld: { ru: 'чоу, панг или конг', en: 'a chow, a pung or a kong' },
  pair: { ru: 'пара: две одинаковые кости', en: 'pair: two equal tiles' },
  any: { ru: 'любая кость', en: 'any tile' },
  seat: { ru: 'ветер места игрока', en: "the player's seat wind" },
  round: { ru: 'ветер раунда', en: 'the round wind' },
};
