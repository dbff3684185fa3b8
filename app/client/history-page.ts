/**
 * The history page: every protocol entry in order, what it replaced and why, what replaced it; an entry in force
 * can be corrected from here (the old one stays visible).
 */
import { getJson } from './api.js';
import { loadDealFormInfo } from './deal-form-info.js';
import { renderOrExplain } from './page-error.js';
import { correctionForm } from './correction-form.js';
import type { EventState } from './event-state.js';
import { h, replace } from './dom.js';
import type { HistoryEntry } from '../../store/index.js';
import { describeKind, describePayload, describeTime, rememberSeatingNames } from './describe-entry.js';
import { currentLang } from './settings.js';
import { ht } from './hall-texts.js';
import { submitterLabel } from './submissions-panel.js';
import { tx } from './texts.js';
import { isReferee, judgesPart } from './role.js';

/** A history entry: an entry with what replaced it, and the players' submission whose approval wrote it. */
type HistoryInfo = HistoryEntry & { submission: { id: number; submitter: string; submitterName?: string; at: string } | null };

/** Renders the history page into `root`. */
export async function renderHistoryPage(root: HTMLElement): Promise<void> {
  // The event too: a correction reopens the entry's form, which needs the tables, the players and the game.
  const [{ history, chain }, state] = await Promise.all([
    getJson<{ version: number; history: HistoryInfo[]; chain: { intact: boolean; text: { ru: string; en: string } } }>('/api/history'),
    getJson<EventState>('/api/event'),
    loadDealFormInfo(), // the regulation's penalties name the penalty entries' rules
  ]);
  rememberSeatingNames(state.rounds);
  const reload = () => void renderOrExplain(root, renderHistoryPage);
  const rows = history.map((e) => {
    const place = e.round === null ? '' : e.table === null ? `${tx('round')} ${e.round}` : `${tx('round')} ${e.round}, ${tx('table')} ${e.table}`;
    const cell = h('td', {});
    // Corrections are the judge's: a referee reads the history.
    if (e.replacedBy === null && !isReferee()) {
      cell.append(h('button', { type: 'button', class: 'correct-button', onclick: () => {
        if (cell.querySelector('form') === null) cell.append(correctionForm(e, state, reload));
      } }, tx('correct')));
    }
    return h('tr', { 'data-seq': e.seq, class: e.replacedBy !== null ? 'replaced-row' : '' },
      h('td', { class: 'num' }, `#${e.seq}`), h('td', { title: describeTime(e.at, true) }, describeTime(e.at)), h('td', {}, describeKind(e.kind)), h('td', {}, place),
      h('td', { class: e.replacedBy !== null ? 'replaced' : '' }, e.payload === null ? tx('withdrawn') : describePayload(e.payload)),
      h('td', {}, e.replaces !== null ? `${tx('corrects')} #${e.replaces}: ${e.reason ?? ''}` : ''),
      h('td', {}, e.replacedBy !== null ? `${tx('replacedBy')} #${e.replacedBy}` : ''),
      h('td', {}, e.author ?? '', e.submission === null ? null : h('small', { class: 'from-submission' }, ` · ${ht('fromSubmission', { id: e.submission.id, who: submitterLabel(e.submission) })}`)),
      cell);
  });
  replace(root, h('h1', {}, tx('navHistory')),
    // The hash chain's verdict: a broken chain means the store was changed outside reglament.
    h('p', { id: 'chain', class: chain.intact ? 'chain-intact' : 'chain-broken', ...(chain.intact ? {} : { role: 'alert' }) }, chain.text[currentLang()]),
    isReferee() ? judgesPart('judgesCorrections', 'corrections') : null,
    h('table', { class: 'grid', id: 'history' },
      h('thead', {}, h('tr', {}, ...['#', tx('time'), tx('kind'), tx('place'), tx('entry'), tx('reason'), tx('replacedBy'), tx('judge'), ''].map((x) => h('th', {}, x)))),
      h('tbody', {}, ...rows)));
}
