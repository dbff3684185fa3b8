/**
 * Check: what becomes of a player disqualified during a session (`tournament.after-disqualification`) applies only
 * where the regulation provides for disqualification (`tournament.sanctions` with `disqualification`); without it
 * the setting never applies (resolve/after-disqualification-unused, a warning: a child regulation cannot remove an
 * inherited setting).
 */
import { errorAt, type Check } from './check-context.js';

/** Reports `tournament.after-disqualification` in a regulation that provides for no disqualification. */
export const checkAfterDisqualificationUsed: Check = (input) => {
  const t = input.ir.tournament;
  if (t?.afterDisqualification === undefined || t.sanctions?.value.kinds.includes('disqualification') === true) return [];
  return [errorAt(input, ['tournament', 'after-disqualification'], 'resolve/after-disqualification-unused',
    {
      en: 'the regulation says what becomes of a player disqualified during a session, but provides for no disqualification (tournament.sanctions): the setting never applies',
      ru: 'регламент говорит, что становится с игроком, дисквалифицированным во время сессии, но дисквалификации не предусматривает (tournament.sanctions): настройка никогда не применяется',
    },
    {
      en: 'add `disqualification` to `tournament.sanctions`, or remove `after-disqualification`',
      ru: 'добавьте `disqualification` в `tournament.sanctions` или уберите `after-disqualification`',
    }, 'warning')];
};
