/**
 * The last round of a pulya played by time: where the record says it was announced, the deals played after that
 * deal are counted and checked against the regulation's count for the table's size (`preference.last-round`).
 * A count that differs is a warning (the deals are still scored), and so is an announcement in a deal the record
 * does not have (then nothing is checked).
 */
import type { Bilingual } from '../../runtime/index.js';
import type { PreferenceIR } from '../../runtime/ir/preference.js';
import type { PulyaDeals, PulyaProblem } from './types.js';

/** The last round of a pulya as recorded and as the regulation wants it. */
export interface LastRoundReport {
  /** The deal (1-based) in progress when it was announced, or the last one finished. */
  announcedInDeal: number;
  /** The deals (1-based) played after it. */
  deals: number[];
  /** The deals the regulation requires after it at this table's size; null: the regulation sets none. */
  required: number | null;
  /** Minutes before the end of the round it is announced (null without the rule). */
  minutesBeforeEnd: number | null;
  /** The clause of the rule ('' without the rule). */
  clause: string;
}

const AT = ['last-round', 'announced-in-deal'];

/** A problem with its message in both languages (the English one is also `message`). */
function problem(code: PulyaProblem['code'], severity: PulyaProblem['severity'], path: PulyaProblem['path'], text: Bilingual): PulyaProblem {
  return { code, severity, path, message: text.en, text };
}

/** Checks the last round of a pulya of deals; no report when the record does not say where it was announced. */
export function checkLastRound(pref: PreferenceIR, pulya: PulyaDeals): { report: LastRoundReport | null; problems: PulyaProblem[] } {
  const mark = pulya.lastRound;
  if (mark === undefined) return { report: null, problems: [] };
  const k = mark.announcedInDeal;
  const total = pulya.deals.length;
  if (k > total) {
    // A slip in the mark: the deals are still scored (the table keeps its result); only the check is skipped.
    const text = { ru: `последний круг объявлен в сдаче ${k}, а в пуле записано сдач: ${total}; последний круг не проверяется`, en: `the last round was announced in deal ${k}, but the pulya records ${total} deal(s); the last round is not checked` };
    return { report: null, problems: [problem('pulya/last-round-deal', 'warning', AT, text)] };
  }
  const deals = Array.from({ length: total - k }, (_, i) => k + 1 + i);
  const rule = pref.lastRound;
  const size = pulya.players.length;
  const row = rule?.value.dealsAfter.find((r) => r.players === size);
  if (rule === undefined || row === undefined) {
    const why = rule === undefined ? { ru: 'в регламенте нет последнего круга', en: 'the regulation has no last round' } : { ru: `регламент не задаёт последний круг для стола на ${size}`, en: `the regulation sets no last round for a table of ${size}` };
    return {
      report: { announcedInDeal: k, deals, required: null, minutesBeforeEnd: null, clause: '' },
      problems: [problem('pulya/last-round-no-rule', 'warning', AT, { ru: `${why.ru}: сдачи после него не проверяются`, en: `${why.en}: the deals after it are not checked` })],
    };
  }
  const report: LastRoundReport = { announcedInDeal: k, deals, required: row.deals, minutesBeforeEnd: rule.value.minutesBeforeEnd, clause: rule.clause };
  const played = deals.length;
  if (played === row.deals) return { report, problems: [] };
  const expected = { ru: `за столом на ${size} после сдачи ${k}, в которой объявлен последний круг, играется ещё ${row.deals} (${rule.clause})`, en: `at a table of ${size}, ${row.deals} deal(s) follow deal ${k}, in which the last round was announced (${rule.clause})` };
  const short = played < row.deals;
  const text = short
    ? { ru: `${expected.ru}; записано только ${played}: пуля закончена раньше или сдача не записана`, en: `${expected.en}; only ${played} recorded: the pulya stopped early or a deal is missing` }
    : { ru: `${expected.ru}; записано ${played}: лишние сдачи с ${k + row.deals + 1}-й (они всё равно учтены)`, en: `${expected.en}; ${played} recorded: the deals from no. ${k + row.deals + 1} on are extra (they are still scored)` };
  return { report, problems: [short ? problem('pulya/last-round-short', 'warning', AT, text) : problem('pulya/last-round-long', 'warning', ['deals', k + row.deals], text)] };
}
