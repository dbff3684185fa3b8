/**
 * A deal given by the winner's value as counted at the table (`fans`, event.ts FansDeal): settled by the
 * regulation's payments evaluated on that value and the win (runtime/mahjong/value-payments.ts), the payers of each
 * line found at the table (East of the deal is the dealer). The declaration rule sees the points of each tag the deal
 * states among its value (`tagged`: MCR's flowers, so 8 fans are checked without them). Penalties are the caller's (run-event.ts).
 * Input: the deal, its seats (East first), the regulation, its path. Output: a DealOutcome without adjustments, or
 * null with a RunProblem (both languages) at the deal's `fans` or `win`.
 */
import type { RegulationIR } from '../ir/types.js';
import { settleByPayments } from '../mahjong/settle-payments.js';
import { netOfPayments } from '../mahjong/settle.js';
import { paymentsOfValue, type ValueRefusal } from '../mahjong/value-payments.js';
import type { FansDeal } from './event.js';
import type { RunProblem } from './run-problem.js';
import { playerRecord } from './table-points.js';
import type { DealOutcome, PlayerId } from './types.js';

/** "9 fans (of which flowers 2)": the value as the deal states it, in both languages. */
function valueWords(deal: FansDeal): { ru: string; en: string } {
  const parts = Object.entries(deal.tagged ?? {});
  return {
    ru: `${deal.fans} фан.${parts.length > 0 ? ` (из них ${parts.map(([t, n]) => `${t} ${n}`).join(', ')})` : ''}`,
    en: `${deal.fans} fan(s)${parts.length > 0 ? ` (of which ${parts.map(([t, n]) => `${t} ${n}`).join(', ')})` : ''}`,
  };
}

/** The problem of a value the regulation cannot settle, in both languages. */
function refusalProblem(r: ValueRefusal, deal: FansDeal, regulation: RegulationIR, path: Array<string | number>): RunProblem {
  const at = [...path, 'fans'];
  if (r.kind === 'not-declarable') {
    const words = valueWords(deal);
    const en = `${deal.win.player}'s ${words.en} do not meet the declaration rule (${r.clause}: ${r.text}): not a mahjong; nothing is settled`;
    const ru = `${words.ru} у ${deal.win.player} не отвечают правилу объявления маджонга (${r.clause}: ${r.text}): это не маджонг, расчёта нет`;
    return { code: 'event/fans-not-declarable', severity: 'error', path: at, player: deal.win.player, message: en, text: { ru, en } };
  }
  if (r.kind === 'unread-tag' || r.kind === 'tag-over-value') {
    const read = r.kind === 'unread-tag' && r.read.length > 0 ? r.read.join(', ') : '';
    const en = r.kind === 'unread-tag'
      ? `the declaration rule of ${regulation.regulation} reads no points of '${r.tag}': ${read ? `a deal by fans states among them only ${read}` : 'a deal by fans states nothing among them'}`
      : `${r.points} fan(s) of '${r.tag}' among ${deal.fans}: more than the hand's value`;
    const ru = r.kind === 'unread-tag'
      ? `правило объявления маджонга ${regulation.regulation} не читает очков «${r.tag}»: ${read ? `в сдаче по фанам среди них указывают только ${read}` : 'в сдаче по фанам среди них ничего не указывают'}`
      : `${r.points} фан. «${r.tag}» из ${deal.fans}: больше стоимости руки`;
    return { code: 'event/fans-tagged', severity: 'error', path: [...path, 'tagged', r.tag], player: deal.win.player, message: en, text: { ru, en } };
  }
  const en = r.kind === 'no-payments'
    ? `the regulation ${regulation.regulation} settles no deal by its value alone (it has no scoring.payments without counters): give the hands`
    : `the regulation's ${r.line === 'declare' ? 'declaration rule' : `payment '${r.line}'`} (${r.clause}) reads ${r.fact}, which the fans alone do not tell: give the hands`;
  const ru = r.kind === 'no-payments'
    ? `регламент ${regulation.regulation} не рассчитывает сдачу по одной стоимости руки (в нём нет scoring.payments без счётчиков): запишите руки`
    : `${r.line === 'declare' ? 'правило объявления маджонга' : `выплата «${r.line}»`} (${r.clause}) читает ${r.fact}, а по одним фанам этого не узнать: запишите руки`;
  return { code: 'event/fans-need-payments', severity: 'error', path: at, message: en, text: { ru, en } };
}

/** The outcome of a deal given by its fans (adjustments empty: the caller adds the deal's penalties). */
export function fansOutcome(deal: FansDeal, seats: readonly PlayerId[], regulation: RegulationIR, path: Array<string | number>, problems: RunProblem[]): DealOutcome | null {
  const { player, from, discarder } = deal.win;
  const lines = paymentsOfValue(regulation, deal.fans, { from, dealer: seats[0] === player }, deal.tagged);
  if (!('lines' in lines)) {
    problems.push(refusalProblem(lines, deal, regulation, path));
    return null;
  }
  const settled = settleByPayments(lines.lines, seats, player, discarder);
  if ('tableLine' in settled) {
    const line = settled.tableLine;
    const en = `the payment '${line.id}' (${line.clause}) goes to or from the table: it is settled in a hanchan, not in one deal`;
    const ru = `выплата «${line.id}» (${line.clause}) идёт через стол: она рассчитывается в ханчане, а не в одной сдаче`;
    problems.push({ code: 'event/fans-need-payments', severity: 'error', path: [...path, 'fans'], message: en, text: { ru, en } });
    return null;
  }
  const vists = Object.assign(playerRecord<number>(), netOfPayments(seats, settled.payments));
  return { vists, winners: [player], redeal: false, payments: settled.payments, adjustments: [] };
}
