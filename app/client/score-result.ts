/**
 * The score page's answer shown: the total and whether the hand may be declared; under a regulation with counters
 * each counter (han, fu, yakuman; MCR's fans are its points) and the hand's value; the items with their clauses; who
 * pays the winner how much (regulations with payments); the explanation text as the CLI prints it.
 */
import { h, type Child } from './dom.js';
import { currentLang } from './settings.js';
import { tx } from './texts.js';

type Words = { ru: string; en: string };

/** The answer of POST /api/score (app/server/routes/score.ts). */
export interface ScoreAnswer {
  total: number;
  declarable: boolean | null;
  value?: number;
  items: Array<{ id: string; clause: string; kind: string; value: number; count: number; name: Words; counter?: string }>;
  counted: Array<{ id: string; name: Words; clause: string; value: number }>;
  payments?: Array<{ id: string; clause: string; players: number; amount: number; name: Words; payerText: Words }>;
  text: Words;
}

/** A value as the CLI writes it: +points, ×2^doublings, limit fraction, +han of a counter. */
function itemValue(i: ScoreAnswer['items'][number]): string {
  if (i.kind === 'points' || i.kind === 'counter') return `+${i.value}`;
  if (i.kind === 'doubling') return `×2^${i.value}`;
  if (i.kind === 'limit') return `${i.value} ${tx('limit')}`;
  return String(i.value);
}

/** The parts of the result, in order. */
export function scoreResultParts(s: ScoreAnswer): Child[] {
  const lang = currentLang();
  const counters = s.counted.map((c) => h('span', { 'data-counter': c.id, title: c.clause }, `${c.name[lang]}: `, h('b', {}, c.value)));
  const payments = s.payments ?? [];
  return [
    h('p', {}, tx('total'), ': ', h('span', { class: 'total', id: 'score-total' }, s.total),
      s.declarable !== null ? h('span', { id: 'score-declarable' }, ` · ${tx('declarable')}: ${s.declarable ? tx('yes') : tx('no')}`) : null),
    counters.length > 0
      ? h('p', { id: 'score-counters' }, ...counters.flatMap((c, k) => (k === 0 ? [c] : [' · ', c])), s.value !== undefined ? h('span', { 'data-counter': 'value' }, ` · ${tx('handValue')}: `, h('b', {}, s.value)) : null)
      : null,
    h('table', { class: 'grid', id: 'score-items' },
      h('thead', {}, h('tr', {}, h('th', {}, tx('clause')), h('th', {}, tx('rule')), h('th', {}, tx('value')))),
      h('tbody', {}, ...s.items.map((i) => h('tr', { 'data-item': i.id }, h('td', {}, i.clause), h('td', {}, `${i.name[lang]} [${i.id}]`), h('td', { class: 'num' }, itemValue(i)))))),
    payments.length > 0
      ? h('table', { class: 'grid', id: 'score-payments' },
        h('thead', {}, h('tr', {}, h('th', {}, tx('payer')), h('th', {}, tx('amount')), h('th', {}, tx('clause')), h('th', {}, tx('rule')))),
        h('tbody', {}, ...payments.map((p) => h('tr', { 'data-payment': p.id, 'data-amount': p.amount, 'data-players': p.players },
          h('td', {}, p.payerText[lang]), h('td', { class: 'num' }, p.players > 1 ? `${p.amount} × ${p.players}` : String(p.amount)), h('td', {}, p.clause), h('td', {}, `${p.name[lang]} [${p.id}]`)))))
      : null,
    h('pre', { class: 'text', id: 'score-text' }, s.text[lang]),
  ];
}
