/**
 * The players' page (`/play`, from a phone): the table's code from its card (or `?code=` from the card's QR code),
 * then the table (round, players with names and seats) and its result form (a riichi table's hanchan and an MCR
 * table's deal in the desk's own fields of the game, riichi-fields.ts and mcr-fields.ts; riichi's sheet is asked with
 * the table's code). "Check" shows what the engine makes
 * of the result (the ledger, the table's result, or the problems next to the fields); "Send to the judge" keeps it
 * for the judge, and the page shows the judge's decision when it comes. Nothing is recorded without the judge.
 */
import type { GameDeskView } from '../../games/index.js';
import { postJson } from './api.js';
import { dealLedger } from './deal-ledger.js';
import { field, h, replace, select } from './dom.js';
import type { DealSettlementInfo } from './event-state.js';
import { describeNumber, signedNumber } from './decimal.js';
import { ht } from './hall-texts.js';
import { resultForm, seatLabel, type SeatInfo } from './result-form.js';
import { mcrFields } from './mcr-fields.js';
import { riichiFields } from './riichi-fields.js';
import { winFlagOf } from './hands-fields.js';
import type { WinFlagInfo } from './deal-form-info.js';
import { currentLang, setLang } from './settings.js';
import { clearErrors, showErrors } from './submit.js';
import { localTime, submitterLabel } from './submissions-panel.js';

/** The table as the desk shows it to its players (`GET /play/table`). */
interface PlayTable {
  round: number;
  table: number;
  game: string;
  /** How the desk takes the game's tables: which form the players fill. */
  desk: GameDeskView;
  regulation: { ru: string; en: string };
  kind: 'deal' | 'result';
  /** Whether a table's result counts game points (the standings rank by them), not vists. */
  gamePoints: boolean;
  players: SeatInfo[];
  deals: number;
  resultRecorded: boolean;
  nextEast: string | null;
  /** The circumstances of a win the regulation reads (the hands form's flags). */
  winFlags?: WinFlagInfo[];
  submissions: Array<{ id: number; at: string; submitter: string; submitterName: string; status: 'pending' | 'approved' | 'rejected'; reason: string | null }>;
}

/** What the engine makes of a result (`POST /play/preview`). */
interface Preview {
  errors: Array<{ field: string; message: string }>;
  ledger: { ru: DealSettlementInfo; en: DealSettlementInfo } | null;
  table: Record<string, { points: number; vists: number }> | null;
}

/** How often the page asks for the judge's decision (ms). */
const POLL_MS = 5000;

const root = () => document.getElementById('page')!;

/** GETs JSON: the answer, or an Error with the desk's message (a TypeError when the desk does not answer). */
async function getAnswer<T>(path: string): Promise<{ status: number; body: T & { error?: string; errors?: Array<{ field: string; message: string }> } }> {
  const res = await fetch(path, { headers: { Accept: 'application/json' } });
  return { status: res.status, body: (await res.json()) as T & { error?: string; errors?: Array<{ field: string; message: string }> } };
}

/** A status word of a submission. */
function statusText(s: PlayTable['submissions'][number]): string {
  return `${ht(s.status)}${s.reason ? `: ${s.reason}` : ''}`;
}

/** The code form. */
function renderCodeForm(message?: string): void {
  const code = h('input', { id: 'code', inputmode: 'numeric', autocomplete: 'off', maxlength: 6, 'data-field': 'code', class: 'code-input', value: sessionStorage.getItem('play.code') ?? '' });
  const form = h('form', { id: 'code-form' }, h('h1', {}, ht('playTitle')), field(ht('tableCode'), code, ht('hintTableCode')), h('button', { type: 'submit', class: 'primary' }, ht('open')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void openTable(code.value.trim());
  });
  replace(root(), form);
  if (message !== undefined) showErrors(form, [{ field: 'code', message }]);
  code.focus();
}

/** The "not saved" line with a retry, when the desk does not answer. */
function offline(where: HTMLElement, retry: () => void): void {
  clearErrors(where);
  where.prepend(h('div', { class: 'form-error', role: 'alert' }, ht('notSaved'), ' ', h('button', { type: 'button', class: 'retry', onclick: retry }, ht('retry'))));
}

/** Opens a table by its code. */
async function openTable(code: string): Promise<void> {
  let answer;
  try {
    answer = await getAnswer<PlayTable>(`/play/table?code=${encodeURIComponent(code)}&lang=${currentLang()}`);
  } catch {
    renderCodeForm(ht('offline'));
    return;
  }
  if (answer.status !== 200) {
    renderCodeForm(answer.body.errors?.[0]?.message ?? answer.body.error ?? `HTTP ${answer.status}`);
    return;
  }
  sessionStorage.setItem('play.code', code);
  renderTable(code, answer.body);
}

/** The preview of a result: the deal's ledger, and each player's vists (or game points) and table points at the table after it. */
function previewBox(p: Preview, players: readonly SeatInfo[], gamePoints: boolean): HTMLElement {
  const who = (id: string) => seatLabel(players.find((q) => q.id === id) ?? { id, name: id, seat: '' });
  // A player reads the payments by the players' names (a code means nothing at the table).
  const named = (id: string) => players.find((q) => q.id === id)?.name ?? id;
  return h('div', { class: 'preview', id: 'preview' }, h('h2', {}, ht('ledger')),
    p.ledger !== null ? dealLedger(p.ledger, named) : null,
    p.table !== null ? h('div', {}, h('h3', {}, ht('tableAfter')), h('table', { class: 'grid table-after' },
      h('thead', {}, h('tr', {}, h('th', {}), h('th', { class: 'num' }, ht(gamePoints ? 'pointsOf' : 'vists')), h('th', { class: 'num' }, ht('points')))),
      h('tbody', {}, ...Object.entries(p.table).map(([id, r]) => h('tr', { 'data-player': id }, h('td', {}, who(id)),
        h('td', { class: 'num' }, signedNumber(r.vists)), h('td', { class: 'num' }, describeNumber(r.points))))))) : null);
}

/** A game's own fields (the desk's form of the game) as the players' form: "Check" sends their payload to the preview. */
function ownFieldsForm(fields: { head: HTMLElement; body: HTMLElement; payload: () => Record<string, unknown> }, cls: string, submit: (payload: Record<string, unknown>) => void): HTMLFormElement {
  const form = h('form', { id: 'play-form', class: cls }, fields.head, fields.body, h('button', { type: 'submit', class: 'record primary' }, ht('check')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    submit(fields.payload());
  });
  return form;
}

/**
 * The players' form of a table: a riichi table's hanchan as the desk's judge enters it (riichi-fields.ts), deal by
 * deal or by the final scores, with its sheet worked out as the players type (asked with the table's code); an MCR
 * table's deal as the judge enters it (mcr-fields.ts: the winner's fans from the score sheet, the hands, or a redeal,
 * with the deal's penalties); the other games' deal or result (result-form.ts).
 */
function playForm(code: string, t: PlayTable, submit: (payload: Record<string, unknown>) => void): HTMLFormElement {
  const ids = t.players.map((p) => p.id);
  // The pickers name the players («Игрок B (B)»): a code means nothing at the table.
  const names = Object.fromEntries(t.players.map((p) => [p.id, p.name]));
  if (t.desk.tableForm === 'hanchan') {
    return ownFieldsForm(riichiFields({ round: t.round, table: t.table, players: ids, names, sheetPath: `/play/riichi-sheet?code=${encodeURIComponent(code)}` }), 'riichi-play-form', submit);
  }
  if (t.desk.tableForm === 'fans') return ownFieldsForm(mcrFields({ players: ids, names, unit: t.gamePoints ? 'points' : 'vists' }), 'mcr-play-form', submit);
  return resultForm({ form: t.desk.tableForm, players: t.players, id: 'play-form', label: ht('check'), submit, winFlags: (t.winFlags ?? []).map(winFlagOf) }).form;
}

/** The table's page: players, who sends, the form, the check and the sending, the table's submissions. */
function renderTable(code: string, t: PlayTable): void {
  const meKey = `play.me.${code}`;
  const me = select({ id: 'submitter', 'data-field': 'submitter' }, [['', '—'], ...t.players.map((p) => [p.id, seatLabel(p)] as const)], localStorage.getItem(meKey) ?? '');
  me.addEventListener('change', () => localStorage.setItem(meKey, me.value));
  const result = h('div', { id: 'result' });
  const send = h('button', { type: 'button', id: 'send', class: 'primary', hidden: true }, ht('send'));
  let checked: Record<string, unknown> | null = null;
  // "Check": what the engine makes of the result, before it can be sent.
  const submit = (payload: Record<string, unknown>) => {
    checked = null;
    send.hidden = true;
    replace(result);
    const check = async () => {
      let answer;
      try {
        answer = await postJson(`/play/preview?lang=${currentLang()}`, { code, entry: { payload } });
      } catch {
        offline(form, () => void check());
        return;
      }
      clearErrors(form);
      const p = answer.body as unknown as Preview & { error?: string };
      if (answer.status !== 200) {
        showErrors(form, [{ field: '', message: p.error ?? `HTTP ${answer.status}` }]);
        return;
      }
      if (p.errors.length > 0) {
        showErrors(form, p.errors);
        return;
      }
      checked = payload;
      replace(result, previewBox(p, t.players, t.gamePoints), h('p', { class: 'muted' }, ht('checkFirst')));
      send.hidden = false;
      send.focus();
    };
    void check();
  };
  const form = playForm(code, t, submit);
  const sendNow = async () => {
    if (checked === null) return;
    let answer;
    try {
      answer = await postJson(`/play/submit?lang=${currentLang()}`, { code, submitter: me.value, entry: { payload: checked } });
    } catch {
      offline(result, () => void sendNow());
      return;
    }
    if (answer.status !== 200) {
      const errors = (answer.body.errors as Array<{ field: string; message: string }> | undefined) ?? [{ field: '', message: String(answer.body.error ?? `HTTP ${answer.status}`) }];
      showErrors(page, errors);
      return;
    }
    void openTable(code).then(() => document.getElementById('sent')?.focus());
  };
  send.addEventListener('click', () => void sendNow());
  const recorded = t.kind === 'result' && t.resultRecorded;
  const east = t.nextEast === null ? null : t.players.find((p) => p.id === t.nextEast);
  const pending = t.submissions.filter((s) => s.status === 'pending');
  const page = h('div', { id: 'play-table', 'data-round': t.round, 'data-table': t.table },
    h('h1', {}, `${ht('roundN')} ${t.round} · ${ht('tableN')} ${t.table}`),
    h('p', { class: 'muted' }, t.regulation[currentLang()], t.kind === 'deal' ? ` · ${ht('dealsN')}: ${t.deals}` : ''),
    h('ul', { class: 'seats' }, ...t.players.map((p) => h('li', {}, seatLabel(p)))),
    east ? h('p', { class: 'next-east' }, `${ht('nextEast')} `, h('strong', {}, seatLabel(east))) : null,
    pending.length > 0 ? h('p', { class: 'ok', id: 'sent', tabindex: -1 }, ht('sent')) : null,
    recorded ? h('p', { class: 'ok' }, ht('resultIn')) : h('div', {}, field(ht('who'), me, ht('hintWho')), form, result, send),
    t.submissions.length > 0 ? h('section', { class: 'box' }, h('h2', {}, ht('yourSubmissions')),
      h('ul', { id: 'table-submissions' }, ...t.submissions.slice().reverse().map((s) => h('li', { 'data-id': s.id, class: `status-${s.status}` }, `${localTime(s.at)} · ${submitterLabel(s)} — `, h('strong', {}, statusText(s)))))) : null,
    h('p', {}, h('button', { type: 'button', class: 'link', onclick: () => {
      sessionStorage.removeItem('play.code');
      history.replaceState(null, '', '/play');
      renderCodeForm();
    } }, ht('changeTable'))));
  replace(root(), page);
  if (pending.length > 0) {
    // Waiting for the judge: look again until every submission of the table is decided.
    setTimeout(() => {
      if (document.getElementById('play-table') === page && !page.contains(document.activeElement)) void openTable(code);
    }, POLL_MS);
  }
}

/** Starts the page. */
function start(): void {
  const lang = document.getElementById('lang') as HTMLSelectElement;
  lang.value = currentLang();
  document.documentElement.lang = currentLang();
  const title = () => {
    document.getElementById('play-title')!.textContent = ht('playTitle');
  };
  title();
  const code = new URLSearchParams(location.search).get('code') ?? sessionStorage.getItem('play.code');
  const show = () => (code !== null && code !== '' ? void openTable(code) : renderCodeForm());
  lang.addEventListener('change', () => {
    setLang(lang.value === 'en' ? 'en' : 'ru');
    document.documentElement.lang = currentLang();
    title();
    show();
  });
  show();
}

start();
