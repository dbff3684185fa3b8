/**
 * The fast form of one table's result, for the judge's per-table entry and the players' phones: classical mahjong
 * records a deal's vists with the winner and a limit (nobody and no vists: a redeal), or its hands for the engine
 * to score and settle; Sichuan a deal's game points
 * with the hu winners; preference the table's result in whists or as a pulya sheet. Amounts that sum to zero get a
 * running sum with the last one filled in. Names stand beside the ids, with the seats.
 */
import type { GameDeskView } from '../../games/index.js';
import { field, h, replace, select } from './dom.js';
import { handsFields, type WinFlag } from './hands-fields.js';
import { ht } from './hall-texts.js';
import { amountOf, runningSum } from './running-sum.js';
import { currentLang } from './settings.js';

/** A player at the table: id, name and seat label (a wind letter or the number drawn). */
export interface SeatInfo {
  id: string;
  name: string;
  seat: string;
}

/** What the form needs. */
export interface ResultFormOptions {
  /** The table's form the game declares (its desk part): which fields the result has. */
  form: GameDeskView['tableForm'];
  players: readonly SeatInfo[];
  /** The form's id (tests and labels find it by it). */
  id: string;
  /** The submit button's text (default: record the deal / the result). */
  label?: string;
  /** Called with the payload of the entry when the form is submitted. */
  submit(payload: Record<string, unknown>): void;
  /** The flags of a win given as hands (default: the ones the desk's deal forms loaded; the players' page gives them). */
  winFlags?: readonly WinFlag[];
}

/** A result form. */
export interface ResultForm {
  form: HTMLFormElement;
  /** The payload as the fields are now. */
  payload(): Record<string, unknown>;
  /** Empties the fields and puts the focus on the first one. */
  reset(): void;
}

const WIND_NAMES: Record<string, { ru: string; en: string }> = {
  E: { ru: 'В', en: 'E' }, S: { ru: 'Ю', en: 'S' }, W: { ru: 'З', en: 'W' }, N: { ru: 'С', en: 'N' },
};

const WIND_FULL: Record<string, { ru: string; en: string }> = {
  E: { ru: 'Восток', en: 'East' }, S: { ru: 'Юг', en: 'South' }, W: { ru: 'Запад', en: 'West' }, N: { ru: 'Север', en: 'North' },
};

/** A prevailing wind's name ("Юг" for S); the letter itself when it is not a wind. */
export function windName(wind: string): string {
  return WIND_FULL[wind]?.[currentLang()] ?? wind;
}

/** "В · Анна (A)": the seat, the name and the id. */
export function seatLabel(p: SeatInfo): string {
  const seat = WIND_NAMES[p.seat]?.[currentLang()] ?? p.seat;
  return `${seat ? `${seat} · ` : ''}${p.name !== p.id ? `${p.name} (${p.id})` : p.id}`;
}

/** The mahjong part: amounts per player with the running sum, and the winner(s). */
function mahjongFields(o: ResultFormOptions, body: HTMLElement): () => Record<string, unknown> {
  const sichuan = o.form === 'points';
  const key = sichuan ? 'points' : 'vists';
  const lang = currentLang();
  const sum = runningSum(o.players.map((p) => p.id), `amount-${key}`, (p) => `payload.${key}.${p}`, ht(sichuan ? 'hintPoints' : 'hintVists'), lang);
  const rows = o.players.map((p, k) => h('label', { class: 'player-amount' }, h('span', { class: 'who' }, seatLabel(p)), sum.cells[k]!));
  if (sichuan) {
    const boxes = o.players.map((p) => h('input', { type: 'checkbox', class: 'hu', value: p.id }));
    replace(body, h('div', { class: 'amounts' }, ...rows), sum.line,
      h('div', { class: 'row', 'data-field': 'payload.mahjong' }, `${ht('huWinners')}:`, ...boxes.map((b, k) => field(o.players[k]!.id, b, ht('hintHu')))));
    return () => {
      const won = boxes.filter((b) => b.checked).map((b) => b.value);
      return { points: sum.values(), ...(won.length === 1 ? { mahjong: won[0] } : won.length > 1 ? { mahjong: won } : {}) };
    };
  }
  const winner = select({ class: 'winner', 'data-field': 'payload.mahjong' }, [['', ht('nobodyRedeal')], ...o.players.map((p) => [p.id, seatLabel(p)] as const)], '');
  const limit = h('input', { type: 'checkbox', class: 'limit', 'data-field': 'payload.limit' });
  replace(body, h('div', { class: 'amounts' }, ...rows), sum.line,
    h('div', { class: 'row' }, field(ht('winner'), winner, ht('hintWinner')), field(ht('limitHand'), limit, ht('hintLimit'))));
  return () => {
    const vists = sum.values();
    if (winner.value === '' && Object.keys(vists).length === 0) return { redeal: true };
    return { vists, ...(winner.value ? { mahjong: winner.value } : {}), ...(limit.checked ? { limit: true } : {}) };
  };
}

/**
 * Classical mahjong: the deal as its vists (the short form above) or as the hands, which the engine scores and
 * settles (the judge's deal form has the same choice). The choice stays across the form's resets.
 */
function classicalFields(o: ResultFormOptions, body: HTMLElement, chosen: { mode: string }): () => Record<string, unknown> {
  const mode = select({ class: 'entry-mode' }, [['vists', ht('modeVists')], ['hands', ht('modeHands')]], chosen.mode);
  const part = h('div', { class: 'mode-part' });
  let payload: () => Record<string, unknown> = () => ({});
  const draw = () => {
    chosen.mode = mode.value;
    if (mode.value === 'hands') {
      const hands = handsFields(o.players.map((p) => ({ id: p.id, label: seatLabel(p) })), undefined, o.winFlags);
      replace(part, ...hands.nodes);
      payload = hands.payload;
    } else payload = mahjongFields(o, part);
  };
  mode.addEventListener('change', draw);
  draw();
  replace(body, h('div', { class: 'row' }, field(ht('recordAs'), mode, ht('hintEntryMode'))), part);
  return () => payload();
}

/** The preference part: the result in whists (running sum) or a pulya sheet. */
function preferenceFields(o: ResultFormOptions, body: HTMLElement): () => Record<string, unknown> {
  const mode = select({ class: 'result-mode' }, [['vists', ht('resultVists')], ['pulya', ht('pulyaSheet')]], 'vists');
  const part = h('div', {});
  let payload: () => Record<string, unknown> = () => ({});
  const draw = () => {
    if (mode.value === 'vists') {
      const sum = runningSum(o.players.map((p) => p.id), 'amount-vists', (p) => `payload.vists.${p}`, ht('hintVists'), currentLang());
      replace(part, h('div', { class: 'amounts' }, ...o.players.map((p, k) => h('label', { class: 'player-amount' }, h('span', { class: 'who' }, seatLabel(p)), sum.cells[k]!))), sum.line);
      payload = () => ({ vists: sum.values() });
      return;
    }
    const number = (cls: string, p: string, fieldName: string, hint: string) => h('input', { class: `${cls} amount`, inputmode: 'decimal', autocomplete: 'off', 'data-player': p, 'data-field': fieldName, title: hint, 'data-hint': hint });
    const sheet = o.players.map((p) => ({
      p: p.id,
      pool: number('pulya-pool', p.id, `payload.pulya.players.${p.id}.pool`, ht('hintPool')),
      mountain: number('pulya-mountain', p.id, `payload.pulya.players.${p.id}.mountain`, ht('hintMountain')),
      whists: o.players.filter((q) => q.id !== p.id).map((q) => ({ q: q.id, input: number('pulya-whist', p.id, `payload.pulya.players.${p.id}.whists.${q.id}`, `${ht('hintWhist')} ${q.id}`) })),
    }));
    replace(part, ...sheet.map((row, k) => h('fieldset', { class: 'pulya-player' }, h('legend', {}, seatLabel(o.players[k]!)),
      field(ht('pool'), row.pool, ht('hintPool')), field(ht('mountain'), row.mountain, ht('hintMountain')),
      ...row.whists.map((w) => field(`${ht('whistsOn')} ${w.q}`, w.input, ht('hintWhist'))))));
    const value = (i: HTMLInputElement) => {
      const n = amountOf(i);
      return n === undefined ? 0 : Number.isFinite(n) ? n : i.value;
    };
    payload = () => ({
      pulya: { players: Object.fromEntries(sheet.map((row) => [row.p, { pool: value(row.pool), mountain: value(row.mountain), whists: Object.fromEntries(row.whists.map((w) => [w.q, value(w.input)])) }])) },
    });
  };
  mode.addEventListener('change', draw);
  draw();
  replace(body, h('div', { class: 'row' }, field(ht('recordAs'), mode, ht('hintRecordAs'))), part);
  return () => payload();
}

/** How each form (by its id) records a classical deal: a form drawn again after saving keeps the choice. */
const CHOSEN = new Map<string, { mode: string }>();

/** The first field of a result form's entry itself, past the choice of how to record it. */
export function firstFieldOf(form: ParentNode): HTMLElement | null {
  return form.querySelector<HTMLElement>('[data-field^="payload."]') ?? form.querySelector<HTMLElement>('input, select');
}

/** Builds the form of a table's result for the regulation's game. */
export function resultForm(o: ResultFormOptions): ResultForm {
  const body = h('div', { class: 'result-fields' });
  const button = h('button', { type: 'submit', class: 'primary record' }, o.label ?? ht(o.form === 'pulya' ? 'recordResult' : 'recordDeal'));
  const form = h('form', { id: o.id, class: 'result-form-fast', novalidate: true }, body, h('div', { class: 'row actions' }, button));
  let payload = () => ({}) as Record<string, unknown>;
  const chosen = CHOSEN.get(o.id) ?? { mode: 'vists' };
  CHOSEN.set(o.id, chosen);
  const draw = () => {
    payload = o.form === 'pulya' ? preferenceFields(o, body) : o.form === 'points' ? mahjongFields(o, body) : classicalFields(o, body, chosen);
  };
  draw();
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    o.submit(payload());
  });
  return {
    form,
    payload: () => payload(),
    reset() {
      draw();
      firstFieldOf(form)?.focus();
    },
  };
}
