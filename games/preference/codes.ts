/**
 * Preference's diagnostic codes: those only this game emits (the pulya file and its deals (`pulya/*`), the
 * `preference:` section's checks, a pulya at an event's table), each with its severity and its English and Russian
 * texts. Output: `preferenceCodes`, which games/index.ts registers (`registerGameCodes`); the `declare module` below
 * adds the codes' names to runtime's `ProblemCodes` (so to `DiagnosticCode` too), so a misspelt code does not
 * compile, in the runtime's problems as in the game's. A new code is one entry here; a code is never reused or
 * deleted (set `retired`, see compiler/diagnostics/codes.ts).
 */
import type { CodeCatalog } from '../../compiler/index.js';

/** Every code only Preference emits, in phase order. */
export const preferenceCodes = {
  'resolve/preference-contract': {
    severity: 'error',
    title: 'Unknown or repeated contract',
    description: 'A preference convention names a game the price table has no row for, a game has two rows, or the bidding order misses a game or the misère; the engine could not price or rank such a contract.',
    hint: 'Add the row to `preference.contracts`, or correct the number.',
    ru: {
      title: 'Неизвестный или повторяющийся контракт',
      description: 'Соглашение преферанса называет игру, для которой нет строки в таблице цен, у игры две строки, или в порядке торговли пропущена игра или мизер; программа не могла бы оценить или упорядочить такой контракт.',
      hint: 'Добавьте строку в `preference.contracts` или исправьте число.',
    },
  },
  'resolve/last-round-sizes': {
    severity: 'error',
    title: 'Last round without a table size',
    description: 'The last round (`preference.last-round`) gives the deals after the one in progress per table size: every size of `preference.table-sizes` needs one entry, and no other size may have one.',
    hint: 'Give { players: n, deals: d } once for each allowed table size.',
    ru: {
      title: 'Последний круг без размера стола',
      description: 'Последний круг (`preference.last-round`) задаёт число сдач после текущей для каждого размера стола: каждому размеру из `preference.table-sizes` нужна одна запись, а другим размерам записи не нужны.',
      hint: 'Задайте { players: n, deals: d } по одному разу для каждого допустимого размера стола.',
    },
  },
  'event/pulya-needs-conventions': {
    severity: 'error',
    title: 'Pulya without conventions',
    description: 'A table is given as a preference pulya, but the regulation has no preference: section to settle it with.',
    ru: {
      title: 'Пуля без соглашений',
      description: 'Стол дан как пуля преферанса, но в регламенте нет раздела preference:, по которому её рассчитать.',
    },
  },
  'pulya/format': {
    severity: 'error',
    title: 'Bad pulya file',
    description: 'The pulya file does not have the documented shape: {players: [...], deals: [...]} or a sheet {players: {A: {pool, mountain, whists}}} (unknown or missing keys, wrong types).',
    hint: 'See docs/preference.md for the deal and sheet formats.',
    ru: {
      title: 'Неверный файл пули',
      description: 'Файл пули не имеет описанной формы: {players: [...], deals: [...]} или лист {players: {A: {pool, mountain, whists}}} (неизвестные или отсутствующие ключи, неверные типы).',
      hint: 'Форматы сдач и листа — в docs/ru/preference.md.',
    },
  },
  'pulya/number': {
    severity: 'error',
    title: 'Number out of range on a sheet',
    description: 'A pool, mountain or whists of a finished sheet is larger than 1,000,000 in size or has more than 2 decimals (a half-whist is 0.5). Such a number would make the exact settlement inexact, so it is refused where the sheet is read (docs/limits-and-guarantees.md).',
    ru: {
      title: 'Число на листе вне допустимого',
      description: 'Пуля, гора или висты законченного листа больше 1 000 000 по модулю или имеют больше двух знаков после запятой (полвиста — 0,5). Такое число сделало бы точный расчёт неточным, поэтому оно отклоняется там, где читается лист (docs/ru/limits-and-guarantees.md).',
    },
  },
  'pulya/file-missing': {
    severity: 'error',
    title: 'Pulya file missing',
    description: 'The pulya file cannot be read. Only a regular file (not a named pipe or a device) of at most 2 MB in UTF-8 is read; a file in another encoding is named (e.g. Windows-1251).',
    ru: {
      title: 'Нет файла пули',
      description: 'Файл пули нельзя прочитать. Читается только обычный файл (не именованный канал и не устройство) не больше 2 МБ в UTF-8; файл в другой кодировке называется (например, Windows-1251).',
    },
  },
  'pulya/json-syntax': {
    severity: 'error',
    title: 'JSON syntax error',
    description: 'A .json pulya file is not valid JSON.',
    hint: 'Check commas, quotes and brackets; or write the file as YAML (.yaml).',
    ru: {
      title: 'Ошибка синтаксиса JSON',
      description: 'Файл пули .json не является правильным JSON.',
      hint: 'Проверьте запятые, кавычки и скобки; или запишите файл в YAML (.yaml).',
    },
  },
  'pulya/regulation': {
    severity: 'error',
    title: 'The regulation a pulya file names cannot settle it',
    description: 'A pulya file may name its regulation (`regulation: <path>`, relative to its folder) so that an editor checks it as you type; the file named is missing, has errors, or has no `preference:` conventions. `reglament pulya` settles the file under the regulation of its argument.',
    hint: 'Fix the path, or run `reglament check` on the regulation.',
    ru: {
      title: 'Регламент, названный в файле пули, не может её рассчитать',
      description: 'Файл пули может называть свой регламент (`regulation: <путь>`, от его папки), чтобы редактор проверял его при наборе; названного файла нет, в нём ошибки или в нём нет соглашений `preference:`. `reglament pulya` рассчитывает файл по регламенту из своего аргумента.',
      hint: 'Исправьте путь или выполните `reglament check` для регламента.',
    },
  },
  'pulya/players': {
    severity: 'error',
    title: 'Bad table',
    description: 'A pulya has the number of players the regulation allows at a table (3 or 4), each listed once.',
    ru: {
      title: 'Неверный стол',
      description: 'В пуле столько игроков, сколько регламент допускает за столом (3 или 4), каждый указан один раз.',
    },
  },
  'pulya/unknown-player': {
    severity: 'error',
    title: 'Unknown player',
    description: 'A deal or the sheet names a player who is not at the table.',
    ru: {
      title: 'Неизвестный игрок',
      description: 'Сдача или лист называют игрока, которого нет за столом.',
    },
  },
  'pulya/dealer': {
    severity: 'error',
    title: 'Bad dealer',
    description: 'The dealer of a deal is not a player of the table.',
    ru: {
      title: 'Неверный сдающий',
      description: 'Сдающий в сдаче — не игрок этого стола.',
    },
  },
  'pulya/dealer-order': {
    severity: 'warning',
    title: 'Deal out of order',
    description: 'The regulation passes the deal clockwise whatever happened, but this deal has another dealer; a deal may be missing.',
    ru: {
      title: 'Сдача не по порядку',
      description: 'По регламенту сдача переходит по часовой стрелке, что бы ни случилось, а у этой сдачи другой сдающий; возможно, пропущена сдача.',
    },
  },
  'pulya/contract': {
    severity: 'error',
    title: 'Unknown contract',
    description: 'The contract is not a game of the regulation, misere or all-pass.',
    ru: {
      title: 'Неизвестный контракт',
      description: 'Контракт — не игра регламента, не мизер и не распасы.',
    },
  },
  'pulya/declarer': {
    severity: 'error',
    title: 'Bad declarer',
    description: 'A game or misère needs a declarer who holds cards (not the dealer of four); an all-pass has none.',
    ru: {
      title: 'Неверный играющий',
      description: 'Игре или мизеру нужен играющий с картами (не сдающий при игре вчетвером); у распасов его нет.',
    },
  },
  'pulya/defenders': {
    severity: 'error',
    title: 'Bad defence',
    description: 'The defenders\' decisions do not fit the deal: each defender decides once, and the decisions must be whist + whist, whist + pass, pass + pass, half-whist + pass, or one returned whist with passes.',
    ru: {
      title: 'Неверная защита',
      description: 'Решения защитников не подходят к сдаче: каждый защитник решает один раз, и решения должны быть вист + вист, вист + пас, пас + пас, полвиста + пас или один возвращённый вист с пасами.',
    },
  },
  'pulya/not-allowed': {
    severity: 'error',
    title: 'Not allowed by the conventions',
    description: 'The deal uses something the regulation\'s conventions do not allow on this contract (half-whist, a returned whist, a whisted 10, a misère played half, a compulsory whist).',
    ru: {
      title: 'Не допускается соглашениями',
      description: 'Сдача использует то, чего соглашения регламента на этом контракте не допускают (полвиста, возвращённый вист, вистованная десятерная, мизер пополам, обязательный вист).',
    },
  },
  'pulya/tricks': {
    severity: 'error',
    title: 'Bad tricks',
    description: 'The tricks are missing, not whole numbers 0-10, or do not add up to 10 (a played game: declarer and defenders; an all-pass: every hand).',
    ru: {
      title: 'Неверные взятки',
      description: 'Взяток нет, они не целые числа 0-10 или в сумме не дают 10 (сыгранная игра: играющий и защитники; распасы: каждая рука).',
    },
  },
  'pulya/exit': {
    severity: 'error',
    title: 'Contract too low after all-passes',
    description: 'After all-passes the regulation sets a least contract (e.g. 7-7-7); this contract is below it.',
    ru: {
      title: 'Слишком низкий контракт после распасов',
      description: 'После распасов регламент задаёт наименьший контракт (например, 7-7-7); этот контракт ниже.',
    },
  },
  'pulya/all-pass-round': {
    severity: 'error',
    title: 'Wrong all-pass number',
    description: 'The deal states which consecutive all-pass it is, and the pulya\'s deals count differently.',
    ru: {
      title: 'Неверный номер распасов',
      description: 'Сдача указывает, какие это по счёту распасы подряд, а сдачи пули считают иначе.',
    },
  },
  'pulya/sheet': {
    severity: 'error',
    title: 'Bad sheet',
    description: 'A finished sheet writes whists only on the other players of the table.',
    ru: {
      title: 'Неверный лист',
      description: 'В законченном листе висты пишутся только на других игроков стола.',
    },
  },
  'pulya/last-round-short': {
    severity: 'warning',
    title: 'Pulya stopped early',
    description: 'The pulya records where the last round was announced (`last-round: {announced-in-deal: k}`), and fewer deals follow that deal than the regulation\'s `preference.last-round` requires for the table\'s size.',
    hint: 'A deal may be missing from the record, or the table stopped before the last round was over.',
    ru: {
      title: 'Пуля остановлена рано',
      description: 'Пуля записывает, где был объявлен последний круг (`last-round: {announced-in-deal: k}`), и после этой сдачи идёт меньше сдач, чем требует `preference.last-round` регламента для размера стола.',
      hint: 'Возможно, в записи пропущена сдача, или стол остановился до конца последнего круга.',
    },
  },
  'pulya/last-round-long': {
    severity: 'warning',
    title: 'Pulya went on too long',
    description: 'The pulya records where the last round was announced, and more deals follow that deal than the regulation\'s `preference.last-round` allows for the table\'s size.',
    hint: 'Check the deal in which the last round was announced; deals played after the last round are still scored.',
    ru: {
      title: 'Пуля продолжалась слишком долго',
      description: 'Пуля записывает, где был объявлен последний круг, и после этой сдачи идёт больше сдач, чем допускает `preference.last-round` регламента для размера стола.',
      hint: 'Проверьте сдачу, в которой объявлен последний круг; сдачи, сыгранные после последнего круга, всё равно подсчитываются.',
    },
  },
  'pulya/last-round-deal': {
    severity: 'warning',
    title: 'Last round in a deal not recorded',
    description: 'The pulya says the last round was announced in deal k, but it records fewer than k deals (k counts from 1): the last round is not checked; every deal is still scored.',
    hint: 'Check the number given in `last-round: { announced-in-deal: k }` against the deals recorded.',
    ru: {
      title: 'Последний круг в незаписанной сдаче',
      description: 'Пуля говорит, что последний круг объявлен в сдаче k, но записано меньше k сдач (k считается с 1): последний круг не проверяется; каждая сдача всё равно подсчитывается.',
      hint: 'Сверьте число в `last-round: { announced-in-deal: k }` с записанными сдачами.',
    },
  },
  'pulya/last-round-no-rule': {
    severity: 'warning',
    title: 'No last round in the regulation',
    description: 'The pulya records where the last round was announced, but the regulation has no `preference.last-round`: nothing is checked.',
    ru: {
      title: 'В регламенте нет последнего круга',
      description: 'Пуля записывает, где был объявлен последний круг, но в регламенте нет `preference.last-round`: ничего не проверяется.',
    },
  },
} as const satisfies CodeCatalog;

declare module '../../runtime/index.js' {
  /** Preference's codes are diagnostic codes. */
  interface ProblemCodes extends Record<keyof typeof preferenceCodes, true> {}
}
