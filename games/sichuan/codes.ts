/**
 * Sichuan's diagnostic codes: those only this game emits (a Sichuan deal read as events and its ledger, the
 * `sichuan:` section's checks, the progressive scale of an event), each with its severity and its English and Russian
 * texts. Output: `sichuanCodes`, which games/index.ts registers (`registerGameCodes`); the `declare module` below
 * adds the codes' names to runtime's `ProblemCodes` (so to `DiagnosticCode` too), so a misspelt code does not
 * compile, in the runtime's problems as in the game's. A new code is one entry here; a code is never reused or
 * deleted (set `retired`, see compiler/diagnostics/codes.ts).
 */
import type { CodeCatalog } from '../../compiler/index.js';

/** Every code only Sichuan emits, in phase order. */
export const sichuanCodes = {
  'resolve/sanctions-need-scale': {
    severity: 'error',
    title: 'Sanctions after a scale that does not exist',
    description: 'The sanctions of `tournament.sanctions` are allowed only after the progressive scale (`after-scale: true`), but the regulation has no scale of minor violations (`sichuan.minor-violations`): they could never be recorded.',
    hint: 'Give the scale, or remove `after-scale`.',
    ru: {
      title: 'Санкции после несуществующей шкалы',
      description: 'Санкции `tournament.sanctions` допускаются только после прогрессивной шкалы (`after-scale: true`), но в регламенте нет шкалы мелких нарушений (`sichuan.minor-violations`): их никогда нельзя было бы записать.',
      hint: 'Задайте шкалу или уберите `after-scale`.',
    },
  },
  'resolve/unknown-wall-end-fan': {
    severity: 'error',
    title: 'Unknown fan excluded at wall end',
    description: '`sichuan.wall-end.excludes` names a doubling (fan) the regulation does not have.',
    ru: {
      title: 'Неизвестный фан, исключаемый при конце стены',
      description: '`sichuan.wall-end.excludes` называет удвоение (фан), которого в регламенте нет.',
    },
  },
  'event/vists-penalty': {
    severity: 'warning',
    title: 'Penalty in vists in a Sichuan event',
    description: 'A Sichuan event counts game points; a penalty written in vists is read as game points.',
    hint: 'Write the penalty as `points: -8`.',
    ru: {
      title: 'Штраф в вистах в сычуаньском турнире',
      description: 'Сычуаньский турнир считает игровые очки; штраф, записанный в вистах, читается как игровые очки.',
      hint: 'Запишите штраф как `points: -8`.',
    },
  },
  'event/no-scale': {
    severity: 'error',
    title: 'No progressive scale',
    description: 'A `minor-violation` penalty needs the regulation\'s progressive scale (`sichuan.minor-violations`).',
    hint: 'Give the penalty in game points instead.',
    ru: {
      title: 'Нет прогрессивной шкалы',
      description: 'Штрафу `minor-violation` нужна прогрессивная шкала регламента (`sichuan.minor-violations`).',
      hint: 'Задайте штраф в игровых очках.',
    },
  },
  'event/scale-exhausted': {
    severity: 'warning',
    title: 'Beyond the progressive scale',
    description: 'A player has more minor violations in one session than the scale has steps; no more game points are taken, and the judge decides (tournament points or disqualification).',
    ru: {
      title: 'За пределами прогрессивной шкалы',
      description: 'У игрока в одной сессии больше мелких нарушений, чем ступеней в шкале; игровые очки больше не снимаются, решает судья (турнирные очки или дисквалификация).',
    },
  },
  'event/sichuan-deal': {
    severity: 'error',
    title: 'Wrong kind of Sichuan deal',
    description: 'A Sichuan deal is recorded as game points (`points`) or given as events (`void`, `events`); a deal given as events needs a Sichuan regulation.',
    ru: {
      title: 'Неверный вид сычуаньской сдачи',
      description: 'Сычуаньская сдача записывается игровыми очками (`points`) или событиями (`void`, `events`); сдаче, данной событиями, нужен сычуаньский регламент.',
    },
  },
  'deal/player-out': {
    severity: 'error',
    title: 'Player out of the deal',
    description: 'A Sichuan event names a player who has already declared hu: he neither pays nor receives afterwards, so he cannot act.',
    ru: {
      title: 'Игрок вышел из сдачи',
      description: 'Сычуаньское событие называет игрока, который уже объявил Ху: после этого он не платит и не получает, так что действовать не может.',
    },
  },
  'deal/false-hu-waiting': {
    severity: 'error',
    title: 'False hu without its hand',
    description: 'The regulation\'s false-hu compensation depends on whether the offender\'s hand was waiting; the event gives neither `waiting` nor the hand.',
    hint: 'Add `waiting: true` or `waiting: false`, or `hand: "<the offender\'s hand>"`.',
    ru: {
      title: 'Ложное Ху без руки',
      description: 'Компенсация за ложное Ху по регламенту зависит от того, была ли рука нарушителя в ожидании; событие не даёт ни `waiting`, ни руки.',
      hint: 'Добавьте `waiting: true` или `waiting: false`, или `hand: "<рука нарушителя>"`.',
    },
  },
  'deal/bad-value': {
    severity: 'error',
    title: 'Impossible hand value',
    description: 'A hand value given in a Sichuan deal is not a value a hand can have under the regulation (base × 2^fans up to the fan limit).',
    ru: {
      title: 'Невозможная стоимость руки',
      description: 'Стоимость руки в сычуаньской сдаче — не та, которую рука может иметь по регламенту (база × 2^фаны до предела фанов).',
    },
  },
  'deal/void-missing': {
    severity: 'error',
    title: 'Void suit missing',
    description: 'A hand of a Sichuan deal is given in the notation, but the player\'s void suit is not, so the hand cannot be scored.',
    hint: 'Add the player to `void:` (m, p or s).',
    ru: {
      title: 'Не указана запрещённая масть',
      description: 'Рука сычуаньской сдачи дана в нотации, но запрещённая масть игрока не указана, поэтому руку нельзя подсчитать.',
      hint: 'Добавьте игрока в `void:` (m, p или s).',
    },
  },
  'deal/robbing-without-kong': {
    severity: 'error',
    title: 'Robbing without a promoted kong',
    description: 'A hu by robbing the kong needs the event just before it to be a promoted kong of the player robbed.',
    ru: {
      title: 'Ограбление без достроенного конга',
      description: 'Ху ограблением конга требует, чтобы непосредственно перед ним событием был достроенный конг ограбленного игрока.',
    },
  },
  'deal/after-kong-without-kong': {
    severity: 'error',
    title: 'After-kong without a kong',
    description: 'A hu marked `after-kong` needs the event just before it to be a kong of the discarder.',
    ru: {
      title: 'После конга без конга',
      description: 'Ху с отметкой `after-kong` требует, чтобы непосредственно перед ним событием был конг сбросившего.',
    },
  },
  'deal/dead-hand-hu': {
    severity: 'error',
    title: 'Hu with a dead hand',
    description: 'A player whose hand was declared dead cannot declare hu.',
    ru: {
      title: 'Ху с мёртвой рукой',
      description: 'Игрок, чья рука объявлена мёртвой, не может объявить Ху.',
    },
  },
  'deal/wall-end-hands': {
    severity: 'error',
    title: 'Wrong wall-end hands',
    description: 'The wall-end event must give the hand (or the value waited for, or false) of exactly the players still in the deal.',
    ru: {
      title: 'Неверные руки при конце стены',
      description: 'Событие конца стены должно давать руку (или ожидаемую стоимость, или false) ровно тех игроков, которые ещё в сдаче.',
    },
  },
  'deal/after-end': {
    severity: 'error',
    title: 'Event after the end of the deal',
    description: 'The Sichuan deal had already ended (one player left, or the wall end) when this event came.',
    ru: {
      title: 'Событие после конца сдачи',
      description: 'Сычуаньская сдача уже закончилась (остался один игрок или конец стены), когда пришло это событие.',
    },
  },
  'deal/unfinished': {
    severity: 'error',
    title: 'Unfinished deal',
    description: 'The Sichuan deal\'s events end while two or more players are still in, without a wall end.',
    hint: 'Add a wall-end event with the hands of the players still in.',
    ru: {
      title: 'Незаконченная сдача',
      description: 'События сычуаньской сдачи кончаются, когда в ней ещё двое или больше игроков, без конца стены.',
      hint: 'Добавьте событие конца стены с руками игроков, оставшихся в сдаче.',
    },
  },
  'deal/no-sichuan': {
    severity: 'error',
    title: 'Regulation without Sichuan rules',
    description: 'The regulation has no `sichuan:` section, so a Sichuan deal cannot be settled under it.',
    ru: {
      title: 'Регламент без сычуаньских правил',
      description: 'В регламенте нет раздела `sichuan:`, поэтому сычуаньскую сдачу по нему рассчитать нельзя.',
    },
  },
} as const satisfies CodeCatalog;

declare module '../../runtime/index.js' {
  /** Sichuan's codes are diagnostic codes. */
  interface ProblemCodes extends Record<keyof typeof sichuanCodes, true> {}
}
