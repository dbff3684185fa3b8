/**
 * The rules of a regulation that depend on the round's clock, for the round timer: what is announced how many
 * minutes before the end of a round, and what each table does then. Today: the last round of a pulya played by
 * time (`preference.last-round`). Every number and text comes from the regulation's setting.
 */
import type { Bilingual, RegulationIR } from '../ir/types.js';

/** A rule that applies a number of minutes before the end of a round. */
export interface TimeRule {
  /** Where the regulation sets it (`preference.last-round`). */
  setting: string;
  /** The setting's name in the regulation. */
  name: Bilingual;
  clause: string;
  /** Minutes before the end of the round when it applies (0: at the end). */
  minutesBeforeEnd: number;
  /** What a table of `players` does from then on. */
  atTable(players: number): Bilingual | null;
}

/** "ещё 3 сдачи" / "ещё 1 сдача" / "ещё 5 сдач" and "3 more deals". */
function moreDeals(n: number): Bilingual {
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 14;
  const ru = !teen && last === 1 ? 'сдача' : !teen && last >= 2 && last <= 4 ? 'сдачи' : 'сдач';
  return { ru: `ещё ${n} ${ru}`, en: `${n} more deal${n === 1 ? '' : 's'}` };
}

/** The time rules of a regulation, in the order of their minutes (earliest announcement first). */
export function timeRulesOf(ir: RegulationIR): TimeRule[] {
  const rules: TimeRule[] = [];
  const lastRound = ir.preference?.lastRound;
  if (lastRound !== undefined) {
    const { minutesBeforeEnd, dealsAfter } = lastRound.value;
    rules.push({
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
    });
  }
  return rules.sort((a, b) => b.minutesBeforeEnd - a.minutesBeforeEnd);
}
