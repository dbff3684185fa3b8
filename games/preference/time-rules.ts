/**
 * Preference's rule of the round's clock: the last round of a pulya played by time (`preference.last-round`): so
 * many minutes before the end of a round, each table finishes the deal in progress and plays the deals the
 * regulation gives for its size. Input: the regulation IR. Output: its TimeRule (none without the setting).
 */
import type { Bilingual, RegulationIR, TimeRule } from '../../runtime/index.js';

/** "ещё 3 сдачи" / "ещё 1 сдача" / "ещё 5 сдач" and "3 more deals". */
function moreDeals(n: number): Bilingual {
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 14;
  const ru = !teen && last === 1 ? 'сдача' : !teen && last >= 2 && last <= 4 ? 'сдачи' : 'сдач';
  return { ru: `ещё ${n} ${ru}`, en: `${n} more deal${n === 1 ? '' : 's'}` };
}

/** The last round by time of a preference regulation, as a time rule (none when the regulation has no such setting). */
export function lastRoundTimeRules(ir: RegulationIR): TimeRule[] {
  const lastRound = ir.preference?.lastRound;
  if (lastRound === undefined) return [];
  const { minutesBeforeEnd, dealsAfter } = lastRound.value;
  return [{
    setting: 'preference.last-round',
    name: lastRound.name ?? { ru: 'Последний круг', en: 'The last round' },
    clause: lastRound.clause,
    minutesBeforeEnd,
    atTable(players) {
      const row = dealsAfter.find((r) => r.players === players);
      if (row === undefined) return null;
      const n = moreDeals(row.deals);
      return {
        ru: `доигрывается начатая сдача, затем ${n.ru} (стол на ${players})`,
        en: `the deal in progress is finished, then ${n.en} (a table of ${players})`,
      };
    },
  }];
}
