/**
 * A deal's own settlement under its line on the event page: the ledger rows (who pays whom, how much, the rule,
 * its clause and how the amount came about), the penalties paid to nobody and each player's net, as
 * `reglament deal` prints them. Players are named by `who` (their ids by default; the players' phones give names).
 */
import { describeNumber, signedNumber } from './decimal.js';
import { h } from './dom.js';
import type { DealSettlementInfo } from './event-state.js';
import { currentLang } from './settings.js';
import { tx } from './texts.js';


/** The settlement of one deal as a small table; `who` names a player (by default his id). */
export function dealLedger(settlement: { ru: DealSettlementInfo; en: DealSettlementInfo }, who: (id: string) => string = (id) => id): HTMLElement {
  const s = settlement[currentLang()];
  const rows = s.payments.map((p) => h('tr', { class: 'ledger-payment' },
    h('td', {}, `${who(p.from)} → ${who(p.to)}`), h('td', { class: 'num' }, describeNumber(p.amount)), h('td', {}, p.ruleName), h('td', { class: 'clause' }, p.clause), h('td', {}, p.how)));
  const penalties = s.adjustments.map((a) => h('tr', { class: 'ledger-adjustment' },
    h('td', {}, who(a.player)), h('td', { class: 'num' }, signedNumber(a.vists)), h('td', {}, a.ruleName), h('td', { class: 'clause' }, a.clause), h('td', {}, a.reason)));
  return h('div', { class: 'ledger' },
    h('table', { class: 'grid ledger-table' },
      h('caption', {}, tx('ledger')),
      h('tbody', {}, ...rows, ...(penalties.length > 0 ? [h('tr', {}, h('th', { colspan: 5 }, tx('penaltiesToNobody'))), ...penalties] : []))),
    h('div', { class: 'ledger-net' }, `${tx('dealNet')}: `, Object.entries(s.net).map(([p, v]) => `${who(p)} ${signedNumber(v)}`).join(' · ')));
}
