/**
 * A deal's own settlement under its line on the event page: the ledger rows (who pays whom, how much, the rule,
 * its clause and how the amount came about), the penalties paid to nobody and each player's net, as
 * `reglament deal` prints them.
 */
import { h } from './dom.js';
import type { DealSettlementInfo } from './event-state.js';
import { currentLang } from './settings.js';
import { tx } from './texts.js';

/** A signed number: +300, -100, 0. */
function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The settlement of one deal as a small table. */
export function dealLedger(settlement: { ru: DealSettlementInfo; en: DealSettlementInfo }): HTMLElement {
  const s = settlement[currentLang()];
  const rows = s.payments.map((p) => h('tr', { class: 'ledger-payment' },
    h('td', {}, `${p.from} → ${p.to}`), h('td', { class: 'num' }, p.amount), h('td', {}, p.rule), h('td', {}, p.clause), h('td', {}, p.how)));
  const penalties = s.adjustments.map((a) => h('tr', { class: 'ledger-adjustment' },
    h('td', {}, a.player), h('td', { class: 'num' }, signed(a.vists)), h('td', {}, a.rule), h('td', {}, a.clause), h('td', {}, a.reason)));
  return h('div', { class: 'ledger' },
    h('table', { class: 'grid ledger-table' },
      h('caption', {}, tx('ledger')),
      h('tbody', {}, ...rows, ...(penalties.length > 0 ? [h('tr', {}, h('th', { colspan: 5 }, tx('penaltiesToNobody'))), ...penalties] : []))),
    h('div', { class: 'ledger-net' }, `${tx('dealNet')}: `, Object.entries(s.net).map(([p, v]) => `${p} ${signed(v)}`).join(' · ')));
}
