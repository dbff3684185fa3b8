/**
 * Riichi's diagnostic codes: those only this game emits (a riichi hanchan and its deals, the `riichi:` section's
 * checks, a hanchan at an event's table), each with its severity and its English and Russian texts. Output:
 * `riichiCodes`, which games/index.ts registers (`registerGameCodes`); the `declare module` below adds the codes'
 * names to runtime's `ProblemCodes` (so to `DiagnosticCode` too), so a misspelt code does not compile, in the
 * runtime's problems as in the game's. A new code is one entry here; a code is never reused or deleted (set
 * `retired`, see compiler/diagnostics/codes.ts).
 */
import type { CodeCatalog } from '../../compiler/index.js';

/** Every code only Riichi emits, in phase order. */
export const riichiCodes = {
  'resolve/riichi-liability': {
    severity: 'error',
    title: 'Liability names what the regulation does not have',
    description: 'Every hand of `riichi.liability.hands` must be an item of the scoring (a yaku or a limit, by id) and every payment of `discarder-only` an entry of `scoring.payments`: otherwise no deal could make a player liable, or a counter would be shared by mistake.',
    hint: 'Name the yaku and the payments by their ids.',
    ru: {
      title: 'Ответственность называет то, чего в регламенте нет',
      description: 'Каждая рука из `riichi.liability.hands` должна быть пунктом подсчёта (яку или лимит, по id), а каждая выплата из `discarder-only` — строкой `scoring.payments`: иначе ни одна сдача не сделает игрока ответственным или счётчик будет по ошибке поделён.',
      hint: 'Назовите яку и выплаты по их id.',
    },
  },
  'event/hanchan-needs-riichi': {
    severity: 'error',
    title: 'Hanchan without riichi rules',
    description: 'A table is given as a riichi hanchan, but the regulation has no riichi: section to settle it with.',
    ru: {
      title: 'Ханчан без правил риичи',
      description: 'Стол дан как ханчан риичи, но в регламенте нет раздела riichi:, по которому его рассчитать.',
    },
  },
  'event/riichi-scores': {
    severity: 'error',
    title: 'Bad riichi table result',
    description: 'A riichi table is its hanchan: {deals: [...]} as in a hanchan file, or {scores: {player: final score}, sticks?, chombo?}; a score is missing or not a whole number, a player does not sit at the table, or a key is unknown.',
    ru: {
      title: 'Неверный результат стола риичи',
      description: 'Стол риичи — это его ханчан: {deals: [...]}, как в файле ханчана, или {scores: {игрок: итоговый счёт}, sticks?, chombo?}; счёта нет или он не целый, игрок не сидит за столом, или ключ неизвестен.',
    },
  },
  'event/riichi-score-sum': {
    severity: 'error',
    title: 'Riichi scores do not add up',
    description: "A riichi table's final scores and the riichi sticks left on the table must add up to the start of every player: four times the regulation's `riichi.start-points`.",
    ru: {
      title: 'Счета риичи не сходятся',
      description: 'Итоговые счета стола риичи и палочки риичи, оставшиеся на столе, в сумме должны давать стартовый счёт всех игроков: четырежды `riichi.start-points` регламента.',
    },
  },
  'deal/riichi-after-end': {
    severity: 'error',
    title: 'Deal after the end of the hanchan',
    description: 'A riichi hanchan ends after the last dealer of its last round (`riichi.rounds`); the file gives a deal after it.',
    hint: 'Check the deals before it: a dealer who kept the deal, or a deal recorded twice.',
    ru: {
      title: 'Сдача после конца ханчана',
      description: 'Ханчан риичи заканчивается после последнего дилера его последнего раунда (`riichi.rounds`); файл даёт сдачу после этого.',
      hint: 'Проверьте сдачи перед ней: дилер, сохранивший сдачу, или сдача, записанная дважды.',
    },
  },
  'deal/riichi-several-winners': {
    severity: 'error',
    title: 'Several winners on one discard',
    description: 'The regulation allows one winner per discard (`riichi.multiple-ron: head-bump`): only the first player in turn order after the discarder wins.',
    hint: 'Record only the win of that player.',
    ru: {
      title: 'Несколько победителей на один сброс',
      description: 'Регламент допускает одного победителя на сброс (`riichi.multiple-ron: head-bump`): выигрывает только первый по ходу после сбросившего.',
      hint: 'Запишите только маджонг этого игрока.',
    },
  },
  'deal/riichi-liability': {
    severity: 'error',
    title: 'Liability that does not apply',
    description: 'A win names a liable player (`liable:`), but the regulation has no liability (`riichi.liability`), the liable player is the winner, the win gives counters instead of the hand, or the hand has none of the hands liability applies to.',
    hint: 'Name as liable the player who fed the set completing the hand, and give the hand itself; remove `liable:` otherwise.',
    ru: {
      title: 'Ответственность, которая не применяется',
      description: 'Маджонг называет ответственного игрока (`liable:`), но в регламенте нет ответственности (`riichi.liability`), ответственный — сам победитель, маджонг записан счётчиками вместо руки или в руке нет ни одной из рук, за которые отвечают.',
      hint: 'Назовите ответственным игрока, давшего набор, который завершил руку, и запишите саму руку; иначе уберите `liable:`.',
    },
  },
  'deal/riichi-no-rules': {
    severity: 'error',
    title: 'Regulation without riichi session rules',
    description: 'A riichi hanchan needs the `riichi:` section of the regulation (start score, uma, sticks...).',
    hint: 'Use a regulation with a `riichi:` section (a bundled riichi regulation, or a file that extends one).',
    ru: {
      title: 'Регламент без правил сессии риичи',
      description: 'Ханчану риичи нужен раздел `riichi:` регламента (стартовый счёт, ума, палочки...).',
      hint: 'Используйте регламент с разделом `riichi:` (встроенный регламент риичи или файл, который его расширяет).',
    },
  },
} as const satisfies CodeCatalog;

declare module '../../runtime/index.js' {
  /** Riichi's codes are diagnostic codes. */
  interface ProblemCodes extends Record<keyof typeof riichiCodes, true> {}
}
