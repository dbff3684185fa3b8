/**
 * The fields of a correction for each kind of entry, filled with the entry it corrects: a table's deal, result or
 * penalty reopens the table's own form (app/client/deal-form.ts); a seating is a player picker per seat; a
 * registration, substitution or withdrawal and a wind draw have their own small fields. Undefined when the entry's
 * kind has no form here (the correction then edits its JSON).
 */
import { tableEntryFields, type EntryFields } from './deal-form.js';
import { field, h, hinted, select } from './dom.js';
import type { EntryInfo, EventState } from './event-state.js';
import { ht } from './hall-texts.js';
import { windName } from './result-form.js';
import { tx } from './texts.js';

type Payload = Record<string, unknown>;

/** The text of a value for an input (empty when absent). */
const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A whole number typed in a field, or the text itself (the server names the field when it is not one). */
function countOf(input: HTMLInputElement): number | string | undefined {
  const text = input.value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The players of a table's entry: those seated there, then any other the entry names (a substitute). */
function tablePlayers(entry: EntryInfo, state: EventState): string[] {
  const seated = state.rounds[(entry.round ?? 0) - 1]?.tables[(entry.table ?? 0) - 1]?.players ?? [];
  const p = (entry.payload ?? {}) as Payload;
  const named = ['vists', 'points', 'hands'].flatMap((key) => {
    const map = p[key];
    return map !== null && typeof map === 'object' && !Array.isArray(map) ? Object.keys(map) : [];
  });
  return [...new Set([...seated, ...named])];
}

/** Every registered player as a choice: `A — Анна`. */
function playerChoices(state: EventState): Array<readonly [string, string]> {
  return state.players.map((p) => [p.id, `${p.id} — ${p.name}`] as const);
}

/** A seating: a player picker for each seat of each table (the way it was seated kept as it was). */
function seatingFields(payload: Payload, state: EventState): EntryFields {
  const tables = Array.isArray(payload.tables) ? payload.tables as Array<{ players?: unknown }> : [];
  const choices = playerChoices(state);
  const seats = tables.map((t, i) => (Array.isArray(t.players) ? t.players : []).map((p, k) =>
    hinted(select({ class: 'seating-player', 'data-table': i + 1, 'data-seat': k + 1, 'data-field': `payload.tables.${i}.players.${k}` }, choices, textOf(p)), tx('hintSeatingPlayer'))));
  const body = h('div', {}, ...seats.map((row, i) => h('div', { class: 'row seating-table' }, h('strong', {}, `${tx('table')} ${i + 1}:`), ...row)));
  return {
    head: h('strong', {}, tx('kindSeating')),
    body,
    payload: () => ({ ...payload, tables: seats.map((row, i) => ({ ...tables[i], players: row.map((s) => s.value) })) }),
  };
}

/**
 * A table's change of seats between deals: the deal after which it happened and a picker per seat, offering the
 * table's players (the change seats exactly them).
 */
function seatChangeFields(entry: EntryInfo, payload: Payload, state: EventState): EntryFields {
  const players = Array.isArray(payload.players) ? payload.players : [];
  const choices = [...new Set([...tablePlayers(entry, state), ...players.map(textOf)])].map((id) => [id, state.players.find((q) => q.id === id)?.name ?? id] as const);
  const after = h('input', { class: 'fix-after-deal', size: 3, inputmode: 'numeric', 'data-field': 'payload.after-deal', value: textOf(payload['after-deal']) });
  const seats = players.map((p, k) => hinted(select({ class: 'seat-change-player', 'data-seat': k + 1, 'data-field': `payload.players.${k}` }, choices, textOf(p)), tx('hintSeatingPlayer')));
  return {
    head: h('strong', {}, tx('kindSeating')),
    body: h('div', {}, h('div', { class: 'row' }, field(ht('seatChangeAfter'), after, ht('hintSeatChangeAfter'))), h('div', { class: 'row seating-table' }, ...seats)),
    payload: () => ({ ...payload, 'after-deal': countOf(after), players: seats.map((s) => s.value) }),
  };
}

/** A registration: id, name and the first round. */
function registerFields(payload: Payload): EntryFields {
  const id = h('input', { class: 'fix-id', size: 8, 'data-field': 'payload.id', value: textOf(payload.id) });
  const name = h('input', { class: 'fix-name', size: 20, 'data-field': 'payload.name', value: textOf(payload.name) });
  const from = h('input', { class: 'fix-from-round', size: 3, inputmode: 'numeric', 'data-field': 'payload.from-round', value: textOf(payload['from-round']) });
  return {
    head: h('strong', {}, tx('register')),
    body: h('div', { class: 'row' }, field(tx('id'), id, tx('hintPlayerId')), field(tx('name'), name, tx('hintPlayerName')), field(tx('fromRound'), from, tx('hintFromRound'))),
    payload: () => ({ action: 'register', id: id.value.trim(), name: name.value.trim(), ...(countOf(from) !== undefined ? { 'from-round': countOf(from) } : {}) }),
  };
}

/** A withdrawal: who leaves, after which round. */
function withdrawFields(payload: Payload, state: EventState): EntryFields {
  const who = select({ class: 'fix-player', 'data-field': 'payload.player' }, playerChoices(state), textOf(payload.player));
  const after = h('input', { class: 'fix-after', size: 3, inputmode: 'numeric', 'data-field': 'payload.after', value: textOf(payload.after) });
  return {
    head: h('strong', {}, tx('withdrawal')),
    body: h('div', { class: 'row' }, field(tx('player'), who, tx('hintWithdrawPlayer')), field(tx('afterRound'), after, tx('hintWithdrawAfter'))),
    payload: () => ({ action: 'withdraw', player: who.value, after: countOf(after) }),
  };
}

/** A substitution: who goes out, who comes in, after which deal, whether it was forced. */
function substituteFields(payload: Payload, state: EventState): EntryFields {
  const choices = playerChoices(state);
  const out = select({ class: 'fix-out', 'data-field': 'payload.out' }, choices, textOf(payload.out));
  const inn = select({ class: 'fix-in', 'data-field': 'payload.in' }, choices, textOf(payload.in));
  const afterDeal = h('input', { class: 'fix-after-deal', size: 3, inputmode: 'numeric', 'data-field': 'payload.after-deal', value: textOf(payload['after-deal']) });
  const forced = h('input', { type: 'checkbox', class: 'fix-forced', 'data-field': 'payload.forced', checked: payload.forced === true });
  return {
    head: h('strong', {}, tx('substitution')),
    body: h('div', { class: 'row' }, field(tx('out'), out, tx('hintSubOut')), field(tx('in'), inn, tx('hintSubIn')),
      field(tx('afterDeal'), afterDeal, tx('hintAfterDeal')), field(tx('forcedSubstitution'), forced, tx('hintSubForced'))),
    payload: () => ({
      action: 'substitute', out: out.value, in: inn.value,
      ...(countOf(afterDeal) !== undefined ? { 'after-deal': countOf(afterDeal) } : {}), ...(forced.checked ? { forced: true } : {}),
    }),
  };
}

/** A wind draw: the wind. */
function windFields(payload: Payload): EntryFields {
  const wind = select({ class: 'fix-wind', 'data-field': 'payload.wind' }, ['E', 'S', 'W', 'N'].map((w) => [w, windName(w)] as const), textOf(payload.wind));
  return { head: h('strong', {}, tx('kindWind')), body: h('div', { class: 'row' }, field(tx('wind'), wind, tx('hintWind'))), payload: () => ({ wind: wind.value }) };
}

/** The fields of a correction of `entry`, filled with it; undefined for a kind without a form. */
export function correctionFields(entry: EntryInfo, state: EventState): EntryFields | undefined {
  const payload = entry.payload;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
  const p = payload as Payload;
  switch (entry.kind) {
    case 'deal':
    case 'result':
    case 'penalty':
      if (entry.round === null || entry.table === null) return undefined;
      return tableEntryFields(entry.kind, { desk: state.regulation.desk, game: state.regulation.game, unit: state.regulation.unit, names: Object.fromEntries(state.players.map((q) => [q.id, q.name])), round: entry.round, table: entry.table, players: tablePlayers(entry, state) }, p);
    case 'seating':
      // A round's seating, or a table's change of seats between deals.
      if (Array.isArray(p.tables)) return seatingFields(p, state);
      return entry.table !== null && Array.isArray(p.players) ? seatChangeFields(entry, p, state) : undefined;
    case 'wind':
      return windFields(p);
    case 'player':
      if (p.action === 'register') return registerFields(p);
      if (p.action === 'withdraw') return withdrawFields(p, state);
      if (p.action === 'substitute') return substituteFields(p, state);
      return undefined;
    default:
      return undefined;
  }
}
