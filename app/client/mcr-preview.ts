/**
 * The payments of an MCR deal shown before it is saved: the form's payload sent to `POST /api/entries/preview`
 * (nothing is written), the answer shown as the deal's ledger (who pays whom, by which rule) or as the reasons it
 * would be refused. The engine computes everything: the page knows no payment rule.
 */
import { postJson, UNREACHABLE, type FieldError } from './api.js';
import { dealLedger } from './deal-ledger.js';
import type { DealSettlementInfo } from './event-state.js';
import { h, replace } from './dom.js';
import { mcrText } from './mcr-texts.js';
import { currentLang } from './settings.js';

/** The answer of the preview route. */
interface Preview {
  errors?: FieldError[];
  ledger?: { ru: DealSettlementInfo; en: DealSettlementInfo } | null;
}

/**
 * A box that shows the payments of the deal `payload()` gives, refreshed by `refresh()` (the last request wins);
 * `ready()` says whether the fields are filled enough to ask.
 */
export function paymentsPreview(where: { round: number; table: number }, payload: () => Record<string, unknown>, ready: () => boolean): { box: HTMLElement; refresh: () => void } {
  const box = h('div', { class: 'mcr-preview', 'aria-live': 'polite' });
  let asked = 0;
  const refresh = () => {
    if (!ready()) {
      replace(box, h('p', { class: 'muted' }, mcrText('previewWaiting')));
      return;
    }
    const mine = ++asked;
    void postJson('/api/entries/preview', { entry: { kind: 'deal', round: where.round, table: where.table, payload: payload() } }).then((answer) => {
      if (mine !== asked) return;
      if (answer.status === UNREACHABLE) return replace(box, h('p', { class: 'muted' }, mcrText('previewUnreachable')));
      const p = answer.body as Preview;
      const errors = p.errors ?? (typeof answer.body.error === 'string' ? [{ field: '', message: answer.body.error }] : []);
      if (errors.length > 0) {
        replace(box, h('p', { class: 'mcr-preview-refused' }, mcrText('previewRefused')),
          h('ul', { class: 'mcr-preview-errors' }, ...errors.map((e) => h('li', {}, e.text?.[currentLang()] ?? e.message))));
      } else if (p.ledger) {
        replace(box, h('strong', {}, mcrText('preview')), dealLedger(p.ledger));
      } else {
        replace(box);
      }
    });
  };
  refresh();
  return { box, refresh };
}
