/**
 * The form of a table's next deal, by the regulation's game: classical mahjong records vists (with the winner and
 * a limit), the hands for the engine to score, or a redeal; Sichuan records game points (several winners possible);
 * preference records the table's result as a pulya sheet (pool, mountain, whists on each other player) or vists.
 * Mahjong tables also take penalties outside any deal (vists, or game points in Sichuan). The fields are built apart
 * from the forms (`entryFields`) so that a correction reopens the same fields filled with the entry it corrects.
 */
import type { GameDeskView } from '../../games/index.js';
import { field, h, hinted, replace, select } from './dom.js';
import { dealFormInfoNow, whenDealFormInfo } from './deal-form-info.js';
import { decimalOf } from './decimal.js';
import { previewButton } from './entry-preview.js';
import { attachPalette } from './hand-palette.js';
import { handsFields } from './hands-fields.js';
import { fx } from './form-texts.js';
import { mcrFields } from './mcr-fields.js';
import { riichiFields } from './riichi-fields.js';
import { dealPenaltiesFields, penaltyFields } from './penalty-fields.js';
import { playerLabel, playerName } from './player-label.js';
import { preferenceDealsFields } from './preference-deals.js';
import { sichuanEventsFields } from './sichuan-events.js';
import { submitWrite } from './submit.js';
import { tx } from './texts.js';

/** What the fields of a table's entry need to know. */
export interface TableContext {
  game: string;
  /** How the desk takes the game's tables (the regulation's, from /api/event): which fields a deal has. */
  desk: GameDeskView;
  round: number;
  table: number;
  players: string[];
  /** What the table's score counts (the event's regulation: game points where its standings rank by them). */
  unit?: 'points' | 'vists';
  /** The players' names by id: the pickers say «Игрок B (B)», the id alone only where a player has no name. */
  names?: Readonly<Record<string, string>>;
}

/** The unit of a table's score and penalties: the context's, else the deal-form information's, else vists. */
function unitOf(c: TableContext): 'points' | 'vists' {
  return c.unit ?? dealFormInfoNow()?.unit ?? 'vists';
}

/** Where the form writes and what it needs to know. */
export interface DealFormContext extends TableContext {
  version: number;
  done: () => void;
}

/** An entry's payload as the fields hold it. */
type Payload = Record<string, unknown>;

/** The fields of an entry: the line that chooses how it is recorded, the fields themselves, and the payload they give. */
export interface EntryFields {
  head: HTMLElement;
  body: HTMLElement;
  payload: () => Payload;
}

/** The value of `key` in a payload as a map (empty when it is not one). */
function mapOf(payload: Payload | undefined, key: string): Record<string, unknown> {
  const value = payload?.[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {};
}

/** The text of a value for an input (empty when absent). */
function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : typeof value === 'number' ? decimalOf(value) : String(value);
}

/** A number typed in a field: the number, the text itself when it is not one (the server names the field), or undefined. */
function numberOf(input: HTMLInputElement): number | string | undefined {
  const text = input.value.trim().replace(',', '.');
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : input.value;
}

/** Per-player number inputs named `payload.<key>.<player>`, filled from `initial`. */
function perPlayer(key: string, players: readonly string[], cls: string, hint: string, initial: Record<string, unknown> = {}): { row: HTMLElement; values: () => Record<string, number | string> } {
  const inputs = players.map((p) => ({ p, input: h('input', { size: 6, inputmode: 'decimal', class: cls, 'data-player': p, 'data-field': `payload.${key}.${p}`, value: textOf(initial[p]) }) }));
  return {
    row: h('div', { class: 'row' }, ...inputs.map(({ p, input }) => field(p, input, hint))),
    values: () => {
      const out: Record<string, number | string> = {};
      for (const { p, input } of inputs) {
        const v = numberOf(input);
        if (v !== undefined) out[p] = v;
      }
      return out;
    },
  };
}

/** Fills a table's form (its fields and button) and sends its entry of `kind` for the table on submit. */
function finishForm(form: HTMLFormElement, c: DealFormContext, kind: 'deal' | 'result' | 'penalty', fields: EntryFields, button: HTMLElement): HTMLFormElement {
  const preview = previewButton(form, () => ({ kind, round: c.round, table: c.table, payload: fields.payload() }), playerName(c.names));
  form.append(h('div', { class: 'row' }, fields.head), fields.body, h('div', { class: 'row form-buttons' }, preview.button, button), preview.box);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void submitWrite(form, { path: '/api/entries', body: (version) => ({ version, entry: { kind, round: c.round, table: c.table, payload: fields.payload() } }) }, c.version, c.done);
  });
  return form;
}

let palettesMade = 0;

/** Gives each hand field under `root` that `selector` finds its tile palette (radio groups named apart). */
function palettes(root: HTMLElement, selector: string, honours: boolean): void {
  for (const input of root.querySelectorAll<HTMLInputElement>(selector)) attachPalette(input, honours, `add-mode-${++palettesMade}`);
}

/** How a mahjong deal is recorded, from its payload (a new deal: vists, or points in Sichuan). */
function mahjongMode(sichuan: boolean, initial: Payload | undefined): string {
  if (initial?.redeal === true) return 'redeal';
  if (initial?.hands !== undefined) return 'hands';
  if (initial?.events !== undefined) return 'events';
  return sichuan ? 'points' : 'vists';
}

/** The fields of a mahjong deal: recorded vists or points, hands, or a redeal; filled from `initial`. */
function mahjongFields(c: TableContext, initial?: Payload): EntryFields {
  const sichuan = c.desk.tableForm === 'points';
  const modes: Array<readonly [string, string]> = sichuan
    ? [['points', tx('dealPoints')], ['events', tx('dealEvents')], ['redeal', tx('dealRedeal')]]
    : [['vists', tx('dealVists')], ['hands', tx('dealHands')], ['redeal', tx('dealRedeal')]];
  const body = h('div', {});
  const first = mahjongMode(sichuan, initial);
  const mode = select({ class: 'deal-mode', onchange: () => draw(undefined) }, modes, first);
  const who = [['', tx('nobody')] as const, ...c.players.map((p) => [p, p] as const)];
  let payload: () => Payload = () => ({ redeal: true });
  const penaltiesBox = h('div', {});
  let penalties: () => Payload[] = () => [];
  // The judge's note on the deal (kept whatever way the deal is recorded).
  const note = h('input', { class: 'deal-note', size: 40, maxlength: 2000, 'data-field': 'payload.note', value: typeof initial?.note === 'string' ? initial.note : '' });

  function draw(init: Payload | undefined): void {
    drawMode(init);
    const given = Array.isArray(init?.penalties) ? init.penalties as Payload[] : penalties();
    const list = dealPenaltiesFields(c.players, unitOf(c), dealFormInfoNow, () => mode.value === 'hands', given);
    replace(penaltiesBox, list.node);
    penalties = list.penalties;
  }

  function drawMode(init: Payload | undefined): void {
    if (mode.value === 'vists' || mode.value === 'points') {
      const key = mode.value;
      const values = perPlayer(key, c.players, `deal-${key}`, tx(key === 'points' ? 'hintDealPoints' : 'hintDealVists'), mapOf(init, key));
      const won = init?.mahjong;
      if (sichuan) {
        const winners = c.players.map((p) => ({ p, box: h('input', { type: 'checkbox', class: 'deal-hu', value: p, checked: won === p || (Array.isArray(won) && won.includes(p)) }) }));
        replace(body, values.row, h('div', { class: 'row', 'data-field': 'payload.mahjong' }, `${tx('mahjong')}:`, ...winners.map(({ p, box }) => field(p, box, tx('hintHu')))));
        payload = () => {
          const huList = winners.filter((w) => w.box.checked).map((w) => w.p);
          return { points: values.values(), ...(huList.length === 1 && !Array.isArray(won) ? { mahjong: huList[0] } : huList.length > 0 ? { mahjong: huList } : {}) };
        };
      } else {
        const winner = select({ class: 'deal-mahjong', 'data-field': 'payload.mahjong' }, who, textOf(won));
        const limit = h('input', { type: 'checkbox', class: 'deal-limit', 'data-field': 'payload.limit', checked: init?.limit === true });
        replace(body, values.row, h('div', { class: 'row' }, field(tx('mahjong'), winner, tx('hintMahjong')), field(tx('limit'), limit, tx('hintLimit'))));
        payload = () => ({ vists: values.values(), ...(winner.value ? { mahjong: winner.value } : {}), ...(limit.checked ? { limit: true } : {}) });
      }
    } else if (mode.value === 'events') {
      payload = sichuanEventsFields(c.players, init, body, dealFormInfoNow(), (fields) => palettes(fields, 'input.ev-hu-hand, input.ev-wall-end-hand', c.desk.honours));
    } else if (mode.value === 'hands') {
      const hands = handsFields(c.players.map((p) => ({ id: p, label: p })), init);
      replace(body, ...hands.nodes);
      palettes(body, 'input.deal-hand', c.desk.honours);
      payload = hands.payload;
    } else {
      replace(body, h('p', { class: 'muted' }, tx('dealRedeal')));
      payload = () => ({ redeal: true });
    }
  }

  draw(initial);
  const all = (): Payload => {
    const given = penalties();
    return { ...payload(), ...(given.length > 0 ? { penalties: given } : {}), ...(note.value !== '' ? { note: note.value } : {}) };
  };
  // Built before the regulation's flags and penalties arrived: drawn again with them, holding what it holds.
  whenDealFormInfo(() => draw(all()));
  return { head: field(tx('recordAs'), mode, tx('hintDealMode')), body: h('div', {}, body, penaltiesBox, h('div', { class: 'row' }, field(tx('dealNote'), note, tx('hintDealNote')))), payload: all };
}

/** The fields of a preference table's result: a pulya sheet or vists; filled from `initial`. */
function preferenceFields(c: TableContext, initial?: Payload): EntryFields {
  const byDeals = Array.isArray(mapOf(initial, 'pulya').deals);
  const mode = select({ class: 'result-mode', onchange: () => draw(undefined) }, [['pulya', tx('pulya')], ['deals', fx('byDeals')], ['vists', tx('dealVists')]],
    initial?.vists !== undefined ? 'vists' : byDeals ? 'deals' : 'pulya');
  const body = h('div', {});
  let payload: () => Payload = () => ({});

  function draw(init: Payload | undefined): void {
    if (mode.value === 'deals') {
      payload = preferenceDealsFields(c.players, init, body);
      return;
    }
    if (mode.value === 'vists') {
      const values = perPlayer('vists', c.players, 'result-vists', tx('hintResultVists'), mapOf(init, 'vists'));
      replace(body, values.row);
      payload = () => ({ vists: values.values() });
      return;
    }
    const rows = mapOf(mapOf(init, 'pulya'), 'players');
    const sheet = c.players.map((p) => {
      const row = mapOf(rows, p);
      const given = mapOf(row, 'whists');
      const cell = (name: 'pool' | 'mountain') => hinted(h('input', { size: 5, inputmode: 'decimal', class: `pulya-${name}`, 'data-player': p, 'data-field': `payload.pulya.players.${p}.${name}`, value: textOf(row[name]) }),
        `${p}: ${tx(name === 'pool' ? 'hintPool' : 'hintMountain')}`);
      const pool = cell('pool');
      const mountain = cell('mountain');
      const whists = c.players.filter((q) => q !== p).map((q) => ({ q, input: hinted(h('input', { size: 5, inputmode: 'decimal', class: 'pulya-whist', 'data-player': p, 'data-on': q, 'data-field': `payload.pulya.players.${p}.whists.${q}`, value: textOf(given[q]) }), `${p} → ${q}: ${tx('hintWhist')}`) }));
      return { p, pool, mountain, whists };
    });
    replace(body, h('table', { class: 'grid pulya' },
      h('thead', {}, h('tr', {}, h('th', {}), h('th', {}, tx('pool')), h('th', {}, tx('mountain')), ...c.players.map((q) => h('th', {}, `${tx('whistsOn')} ${q}`)))),
      h('tbody', {}, ...sheet.map((row) => h('tr', {}, h('th', {}, row.p), h('td', {}, row.pool), h('td', {}, row.mountain),
        ...c.players.map((q) => h('td', {}, row.whists.find((w) => w.q === q)?.input ?? '—')))))));
    // An empty cell of a new sheet is 0. A saved sheet that left a number out (a file's sheet: the reader counts it
    // 0) keeps it out, and keeps the keys the form has no cell for (a `reglament pulya --json` result read back), so
    // that it reopens in the form and a correction changes only what the judge changed.
    const saved = init !== undefined;
    const typed = (input: HTMLInputElement, key: string): Payload => {
      const n = numberOf(input);
      return n !== undefined ? { [key]: n } : saved ? {} : { [key]: 0 };
    };
    const others = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
    payload = () => ({
      pulya: {
        ...others(mapOf(init, 'pulya'), ['players']),
        players: Object.fromEntries(sheet.map((row) => {
          const given = mapOf(rows, row.p);
          const whists = Object.assign({}, ...row.whists.map((w) => typed(w.input, w.q))) as Payload;
          const keepWhists = !saved || given.whists !== undefined || Object.keys(whists).length > 0;
          return [row.p, { ...others(given, ['pool', 'mountain', 'whists']), ...typed(row.pool, 'pool'), ...typed(row.mountain, 'mountain'), ...(keepWhists ? { whists } : {}) }];
        })),
      },
    });
  }

  draw(initial);
  return { head: field(tx('recordAs'), mode, tx('hintResultMode')), body, payload: () => payload() };
}

/**
 * The fields of a penalty outside any deal: the player and the penalty as the regulation offers it (a named penalty,
 * Sichuan's minor violation, a sanction) or the judge's own in vists (game points in Sichuan), the clause and why.
 */
function tablePenaltyFields(c: TableContext, initial?: Payload): EntryFields {
  const body = h('div', { class: 'row' });
  let penalty: () => Payload = () => ({});
  const draw = (init: Payload | undefined) => {
    const place = { players: c.players, unit: unitOf(c), path: 'payload', hands: false, sanctions: true, label: playerLabel(c.names) };
    const fields = penaltyFields(place, dealFormInfoNow(), init);
    replace(body, ...fields.nodes);
    penalty = fields.penalty;
  };
  draw(initial);
  whenDealFormInfo(() => draw(penalty()));
  return { head: h('strong', {}, tx('penalty')), body, payload: () => penalty() };
}

/**
 * The fields of a deal (a table's result in preference) for each table form a game declares (its desk part): the
 * extension point of a game's own deal form.
 */
const DEAL_FIELDS: Record<GameDeskView['tableForm'], (c: TableContext, initial?: Payload) => EntryFields> = {
  vists: mahjongFields,
  points: mahjongFields,
  pulya: preferenceFields,
  hanchan: riichiFields,
  fans: mcrFields,
};

/** The fields of a table's entry of `kind` (deal, result, penalty) for the regulation's game, filled from `initial`. */
export function tableEntryFields(kind: 'deal' | 'result' | 'penalty', c: TableContext, initial?: Payload): EntryFields {
  if (kind === 'penalty') return tablePenaltyFields(c, initial);
  return DEAL_FIELDS[c.desk.tableForm](c, initial);
}

/** A penalty of the table outside any deal. */
export function penaltyForm(c: DealFormContext): HTMLFormElement {
  const form = h('form', { class: 'penalty-form', id: `penalty-form-r${c.round}-t${c.table}` });
  return finishForm(form, c, 'penalty', tablePenaltyFields(c), h('button', { type: 'submit', class: 'penalty-save' }, tx('addPenalty')));
}

/** The entry form of a table for the regulation's game. */
export function dealForm(c: DealFormContext): HTMLFormElement {
  // A table that records one result (a pulya, a riichi hanchan) rather than deal entries.
  if (c.desk.playerEntry === 'result') {
    const form = h('form', { class: 'result-form', id: `result-form-r${c.round}-t${c.table}`, 'data-round': c.round, 'data-table': c.table });
    return finishForm(form, c, 'result', tableEntryFields('result', c), h('button', { type: 'submit', class: 'result-save' }, tx('saveResult')));
  }
  const form = h('form', { class: 'deal-form', id: `deal-form-r${c.round}-t${c.table}`, 'data-round': c.round, 'data-table': c.table });
  return finishForm(form, c, 'deal', tableEntryFields('deal', c), h('button', { type: 'submit', class: 'deal-save' }, tx('addDeal')));
}
