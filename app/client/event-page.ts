/**
 * The event page: players (registration, late entries, substitutions, withdrawals), each round's seating with
 * table cards, each table's deals with their settlements (a deal given as hands) and corrections and the next
 * deal's form, and the standings live (the printable page of `reglament standings --format html`) with CSV and
 * HTML exports.
 */
import { getJson } from './api.js';
import { loadDealFormInfo } from './deal-form-info.js';
import { renderOrExplain } from './page-error.js';
import { seatForm } from './seat-form.js';
import { correctionForm } from './correction-form.js';
import { dealForm, penaltyForm } from './deal-form.js';
import { savedPulyaSheet } from './preference-deals.js';
import { isRiichiResult, savedRiichiSheet } from './riichi-sheet.js';
import { playerName } from './player-label.js';
import { dealLedger } from './deal-ledger.js';
import { field, h, replace, select } from './dom.js';
import { describeNumber, signedNumber } from './decimal.js';
import { describeKind, describePayload, rememberSeatingNames } from './describe-entry.js';
import type { EntryInfo, EventState } from './event-state.js';
import { currentLang } from './settings.js';
import { clearErrors, submitWrite } from './submit.js';
import { askToConfirm } from './confirm-box.js';
import { bi, tx, txf } from './texts.js';
import { isReferee, judgesPart } from './role.js';
import { seatChangeForm } from './seat-change-form.js';
import { standingsFrame } from './standings-frame.js';
import { ht } from './hall-texts.js';

/** A line of an entry in force, with its correct button that opens the correction form below it. */
function entryLine(entry: EntryInfo, state: EventState, reload: () => void, text: string): HTMLElement {
  const line = h('div', { class: 'deal', 'data-seq': entry.seq },
    h('span', { class: 'muted' }, `#${entry.seq} `), text,
    entry.replaces !== null ? h('span', { class: 'muted' }, ` (${tx('corrects')} #${entry.replaces}: ${entry.reason ?? ''})`) : null, ' ');
  // Corrections are the judge's: a referee's line has no button.
  if (isReferee()) return line;
  const button = h('button', { type: 'button', class: 'correct-button', onclick: () => {
    if (line.querySelector('form') === null) line.append(correctionForm(entry, state, reload));
  } }, tx('correct'));
  line.append(button);
  return line;
}

/**
 * The withdrawal form: the player leaves after a round (the last round seated by default); recorded as the CLI's
 * `{action: withdraw, player, after}` entry.
 */
function withdrawForm(state: EventState, players: ReadonlyArray<readonly [string, string]>, reload: () => void): HTMLElement {
  const who = select({ id: 'withdraw-player', 'data-field': 'payload.player' }, players);
  const after = h('input', { id: 'withdraw-after', size: 3, 'data-field': 'payload.after', inputmode: 'numeric', value: state.rounds.length });
  const form = h('form', { id: 'withdraw-form' }, h('div', { class: 'row' },
    field(tx('player'), who, tx('hintWithdrawPlayer')), field(tx('afterRound'), after, tx('hintWithdrawAfter')),
    h('button', { type: 'submit', id: 'withdraw-button' }, tx('withdrawPlayer'))));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = after.value.trim();
    const round = /^\d+$/.test(text) ? Number(text) : text;
    const send = () => void submitWrite(form, { path: '/api/entries', body: (version) => ({ version, entry: { kind: 'player', payload: { action: 'withdraw', player: who.value, after: round } } }) }, state.version, reload);
    clearErrors(form);
    askToConfirm(form, { question: txf('confirmWithdrawPlayer', { player: who.selectedOptions[0]?.textContent ?? who.value, after: text }), yes: tx('withdrawYes'), onYes: send });
  });
  return form;
}

/** The players section: the list and the registration and substitution forms. */
function playersSection(state: EventState, reload: () => void): HTMLElement {
  const registrations = new Map(state.entries.filter((e) => e.kind === 'player' && (e.payload as { action?: string }).action === 'register').map((e) => [(e.payload as { id: string }).id, e] as const));
  const withdrawals = new Map(state.entries.filter((e) => e.kind === 'player' && (e.payload as { action?: string }).action === 'withdraw').map((e) => [(e.payload as { player: string }).player, e] as const));
  const rows = state.players.map((p) => {
    const entry = registrations.get(p.id);
    const withdrawal = withdrawals.get(p.id);
    return h('tr', { 'data-player': p.id, class: withdrawal ? 'withdrawn' : undefined }, h('td', {}, p.id), h('td', {}, p.name), h('td', { class: 'num' }, p['from-round'] ?? ''),
      h('td', {}, entry ? entryLine(entry, state, reload, '') : ''),
      h('td', { class: 'player-status' }, withdrawal ? entryLine(withdrawal, state, reload, `${tx('withdrewAfter')} ${p['withdrawn-after'] ?? ''}`) : ''));
  });
  const id = h('input', { id: 'player-id', size: 8, 'data-field': 'payload.id', autocomplete: 'off' });
  const name = h('input', { id: 'player-name', size: 20, 'data-field': 'payload.name', autocomplete: 'off' });
  const from = h('input', { id: 'player-from', size: 3, 'data-field': 'payload.from-round', inputmode: 'numeric' });
  const register = h('form', { id: 'register-form' }, h('div', { class: 'row' },
    field(tx('id'), id, tx('hintPlayerId')), field(tx('name'), name, tx('hintPlayerName')), field(tx('fromRound'), from, tx('hintFromRound')),
    h('button', { type: 'submit', id: 'register-button' }, tx('register'))));
  register.addEventListener('submit', (e) => {
    e.preventDefault();
    const fromRound = from.value.trim() === '' ? {} : { 'from-round': /^\d+$/.test(from.value.trim()) ? Number(from.value) : from.value };
    void submitWrite(register, { path: '/api/entries', body: (version) => ({ version, entry: { kind: 'player', payload: { action: 'register', id: id.value.trim(), name: name.value.trim(), ...fromRound } } }) }, state.version, reload);
  });
  const ids = state.players.map((p) => [p.id, `${p.id} — ${p.name}`] as const);
  const subRound = h('input', { id: 'sub-round', size: 3, 'data-field': 'round', value: state.rounds.length > 0 ? state.rounds.length : 1 });
  const out = select({ id: 'sub-out', 'data-field': 'payload.out' }, ids);
  const inn = select({ id: 'sub-in', 'data-field': 'payload.in' }, ids);
  const forced = h('input', { type: 'checkbox', id: 'sub-forced', 'data-field': 'payload.forced' }) as HTMLInputElement;
  // Empty: from the start of the round; a number: the substitute plays from the deal after it at that table.
  const afterDeal = h('input', { id: 'sub-after-deal', size: 3, inputmode: 'numeric', 'data-field': 'payload.after-deal' });
  const substitute = h('form', { id: 'substitute-form' }, h('div', { class: 'row' },
    field(tx('round'), subRound, tx('hintSubRound')), field(tx('out'), out, tx('hintSubOut')), field(tx('in'), inn, tx('hintSubIn')),
    field(ht('seatChangeAfter'), afterDeal, ht('hintSubAfterDeal')),
    field(tx('forcedSubstitution'), forced, tx('hintSubForced')),
    h('button', { type: 'submit' }, tx('substitute'))));
  substitute.addEventListener('submit', (e) => {
    e.preventDefault();
    const after = afterDeal.value.trim();
    const payload = { action: 'substitute', out: out.value, in: inn.value, ...(after !== '' ? { 'after-deal': /^\d+$/.test(after) ? Number(after) : after } : {}), ...(forced.checked ? { forced: true } : {}) };
    void submitWrite(substitute, { path: '/api/entries', body: (version) => ({ version, entry: { kind: 'player', round: Number(subRound.value), payload } }) }, state.version, reload);
  });
  return h('section', { class: 'box', id: 'players' }, h('h2', {}, `${tx('players')} (${state.players.length})`),
    h('table', { class: 'grid', id: 'players-table' }, h('thead', {}, h('tr', {}, h('th', {}, tx('id')), h('th', {}, tx('name')), h('th', {}, tx('fromRound')), h('th', {}, tx('entry')), h('th', {}, tx('status')))), h('tbody', {}, ...rows)),
    ...(isReferee() ? [judgesPart('judgesPlayers', 'players')] : [h('h3', {}, tx('register')), register, h('h3', {}, tx('substitution')), substitute,
      h('h3', {}, tx('withdrawal')), withdrawForm(state, ids.filter(([id]) => !withdrawals.has(id)), reload)]));
}

/** A table's result so far: each player's vists and table points. */
function tableResult(result: Record<string, { points: number; vists: number }> | null, unit: 'points' | 'vists'): HTMLElement | null {
  if (result === null) return null;
  return h('div', { class: 'table-result' }, `${tx(unit === 'points' ? 'tableResultPoints' : 'tableResult')}: `,
    Object.entries(result).map(([p, r]) => `${p} ${signedNumber(r.vists)} (${describeNumber(r.points)})`).join(' · '));
}

/** One round: its tables with their deals and forms. */
function roundSection(state: EventState, index: number, reload: () => void): HTMLElement {
  const round = state.rounds[index]!;
  const n = index + 1;
  const names = new Map(state.players.map((p) => [p.id, p.name] as const));
  // The forms and sheets name the players («Игрок B (B)»), the id alone only where a player has no name.
  const byId = Object.fromEntries(names);
  const seats = currentLang() === 'ru' ? ['В', 'Ю', 'З', 'С'] : ['E', 'S', 'W', 'N'];
  const desk = state.regulation.desk;
  const seatingEntry = state.entries.find((e) => e.kind === 'seating' && e.round === n && e.table === null);
  const tables = round.tables.map((table, i) => {
    const t = i + 1;
    const windName = round.windName ?? round.tableWindNames?.[i] ?? null;
    const wind = windName ? bi(windName) : round.wind ?? round.tableWinds?.[i] ?? null;
    // A change of seats between deals (a seating entry with the table) stands among the deals, where it was made.
    const entries = state.entries.filter((e) => e.round === n && e.table === t && (e.kind === 'deal' || e.kind === 'result' || e.kind === 'penalty' || e.kind === 'seating'));
    return h('div', { class: 'table-card', id: `table-r${n}-t${t}`, 'data-players': table.players.join(',') },
      h('h3', {}, `${tx('table')} ${t}`, wind ? h('span', { class: 'muted' }, ` · ${tx('wind')}: ${wind}`) : null),
      h('div', { class: 'muted' }, table.players.map((p, k) => `${seats[k] ?? ''} ${names.get(p) ?? p} (${p})`).join(' · ')),
      tableResult(round.results[i] ?? null, state.regulation.unit),
      h('div', { class: 'deals' }, ...entries.map((e) => {
        const line = entryLine(e, state, reload, `${e.kind === 'deal' ? `${entries.filter((x) => x.kind === 'deal').indexOf(e) + 1}. ` : `${describeKind(e.kind)}: `}${describePayload(e.payload)}`);
        const settlement = state.settlements[e.seq];
        if (settlement !== undefined) line.append(dealLedger(settlement));
        if (isRiichiResult(desk.tableForm, e)) line.append(savedRiichiSheet(n, t, table.players, (e.payload as { hanchan: unknown }).hanchan, playerName(byId)));
        else if (e.kind === 'result') line.append(savedPulyaSheet(e.payload) ?? '');
        return line;
      })),
      // A table has one result (preference): once recorded, it is changed by correcting it.
      desk.playerEntry === 'result' && entries.some((e) => e.kind === 'result') ? null
        : dealForm({ desk, game: state.regulation.game, unit: state.regulation.unit, names: byId, round: n, table: t, players: round.seatsNow?.[i] ?? table.players, version: state.version, done: reload }),
      // A penalty may be for anyone who sat at the table this round (one substituted out too).
      !desk.penalties ? null : penaltyForm({ desk, game: state.regulation.game, unit: state.regulation.unit, names: byId, round: n, table: t, players: [...new Set([...table.players, ...(round.seatsNow?.[i] ?? [])])], version: state.version, done: reload }),
      // Seats matter where East passes from seat to seat (mahjong deal by deal); a change of seats is the judge's.
      desk.playerEntry === 'result' || isReferee() ? null : seatChangeForm(state, n, t, round.seatsNow?.[i] ?? table.players, reload));
  });
  return h('section', { class: 'box round', id: `round-${n}` },
    h('h2', {}, `${tx('round')} ${n}`, round.seating ? h('span', { class: 'muted round-seating' }, ` · ${round.seatingName ? bi(round.seatingName) : round.seating}`) : null,
      round.wind ? h('span', { class: 'muted round-wind' }, ` · ${tx('wind')}: ${round.windName ? bi(round.windName) : round.wind}`) : null),
    h('p', {}, h('a', { href: `/print/table-cards.html?round=${n}&lang=${currentLang()}`, target: '_blank', class: 'table-cards-link' }, tx('tableCards')),
      seatingEntry ? entryLine(seatingEntry, state, reload, '') : null),
    h('div', { class: 'tables' }, ...tables));
}

/** Renders the event page into `root`. */
export async function renderEventPage(root: HTMLElement): Promise<void> {
  // The regulation's penalties name the penalty entries' rules (describe-entry.ts).
  const [state] = await Promise.all([getJson<EventState>('/api/event'), loadDealFormInfo()]);
  rememberSeatingNames(state.rounds);
  const reload = () => void renderOrExplain(root, renderEventPage);
  const lang = currentLang();
  const standings = state.regulation.tournament
    ? h('section', { class: 'box', id: 'standings' }, h('h2', {}, tx('standings')),
      h('p', {}, h('a', { href: `/print/standings.html?lang=${lang}`, target: '_blank', id: 'standings-html' }, tx('printable')), ' · ',
        h('a', { href: `/print/standings.csv?lang=${lang}`, id: 'standings-csv' }, tx('csv'))),
      standingsFrame(`/print/standings.html?lang=${lang}&v=${state.version}`, tx('standings')))
    : null;
  const problems = state.problems.length > 0
    ? h('section', { class: 'box', id: 'problems' }, h('h2', {}, tx('problems')), h('ul', {}, ...state.problems.map((p) => h('li', {}, `${bi(p.where)}: ${tx(p.severity === 'error' ? 'severityError' : 'severityWarning')} ${p.code} ${p.text ? bi(p.text) : p.message}`))))
    : null;
  replace(root,
    h('h1', {}, bi(state.regulation.name), h('span', { class: 'muted' }, ' · ', h('span', { translate: 'no' }, state.regulation.version), ` · ${tx('game')}: ${bi(state.regulation.gameName)}`)),
    // The store's path as the system gives it (not a text to translate).
    h('p', { class: 'muted', id: 'event-version', 'data-version': state.version }, h('span', { translate: 'no' }, state.store), ` · ${tx('entry')} #${state.version}`),
    isReferee() ? judgesPart('judgesCorrections', 'corrections') : null,
    playersSection(state, reload),
    ...state.rounds.map((_, i) => roundSection(state, i, reload)),
    state.rounds.length === 0 ? h('p', { class: 'muted' }, tx('noRounds')) : null,
    state.regulation.tournament ? h('section', { class: 'box' }, isReferee() ? judgesPart('judgesSeating', 'seating') : seatForm(state, reload)) : null,
    problems,
    standings);
}
