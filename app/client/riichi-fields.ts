/**
 * A riichi table's hanchan in the desk (docs/riichi.md, "A riichi table"), recorded as the table's result: deal by
 * deal (riichi declarations; a ron, one or several winners on one discard, a tsumo, rinshan or chankan, each win
 * with its hand or its han and fu typed; an exhaustive draw with the players tenpai; a chombo) or, for speed, by the
 * players' final scores with the sticks left and the chombos. Under the fields, the hanchan sheet worked out by the
 * server as the judge types: payments, running scores, places, uma, oka and tournament points, before saving.
 * Filled from a saved result for a correction: every key a desk hanchan may hold has its field (the circumstances
 * of a win, the liable player, the notes of the hanchan and of each deal), so a correction reopens in this form.
 */
import { field, h, replace, select } from './dom.js';
import { playerLabel, playerName, type PlayerLabel } from './player-label.js';
import { riichiSheetBox } from './riichi-sheet.js';
import { rt, type RiichiTextKey } from './riichi-texts.js';

type Obj = Record<string, unknown>;

/** The table the fields are for (deal-form.ts's TableContext, which registers these fields). */
interface RiichiTable {
  round: number;
  table: number;
  /** In seat order East, South, West, North at the first deal. */
  players: string[];
  /** Where the sheet is asked for (the players' page asks with the table's code); default the judge's route. */
  sheetPath?: string;
  /** The players' names by id: the pickers and the sheet say «Игрок B (B)» (default: the ids). */
  names?: Readonly<Record<string, string>>;
}

/** The fields of the entry, as deal-form.ts's EntryFields: the mode line, the fields, the payload they give. */
interface RiichiEntryFields {
  head: HTMLElement;
  body: HTMLElement;
  payload: () => Obj;
}
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const shown = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** Shows or hides a part of the form (a style, not `hidden`: the desk's rows set their own display). */
function showIf(el: HTMLElement, on: boolean): void {
  el.style.display = on ? '' : 'none';
}

/** A number typed: the number, the text itself when it is not one (the server names it), or undefined when empty. */
function typedNumber(input: HTMLInputElement): number | string | undefined {
  const text = input.value.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return undefined;
  const n = Number(text.replace('−', '-'));
  return Number.isFinite(n) ? n : input.value.trim();
}

/** The endings of a deal: a win (with where the winning tile came from), a draw, a chombo. */
const ENDINGS: ReadonlyArray<readonly [string, RiichiTextKey, string | null]> = [
  ['ron', 'ron', 'discard'], ['tsumo', 'tsumo', 'wall'], ['rinshan', 'rinshan', 'replacement'], ['chankan', 'chankan', 'robbing'],
  ['draw', 'draw', null], ['chombo', 'chomboEnding', null],
];

/** The ending of a written deal. */
function endingOf(deal: Obj): string {
  if (deal.draw !== undefined) return 'draw';
  if (deal.chombo !== undefined) return 'chombo';
  const first = Array.isArray(deal.win) ? deal.win[0] : deal.win;
  const from = isObj(first) ? first.from : undefined;
  return ENDINGS.find(([, , f]) => f === from)?.[0] ?? 'ron';
}

/** A checkbox per player, checked for those in `given`. */
function playerBoxes(players: readonly string[], label: PlayerLabel, cls: string, name: string, hint: string, given: unknown): { row: HTMLElement; chosen: () => string[] } {
  const list = Array.isArray(given) ? given : given === undefined ? [] : [given];
  const boxes = players.map((p) => ({ p, box: h('input', { type: 'checkbox', class: cls, value: p, 'data-player': p, checked: list.includes(p) }) }));
  return {
    row: h('span', { class: 'row', 'data-field': name }, ...boxes.map(({ p, box }) => field(label(p), box, hint))),
    chosen: () => boxes.filter((b) => b.box.checked).map((b) => b.p),
  };
}

/** The circumstances of a win with a hand, each a checkbox: its key in the deal file, its text, its hint. */
const WIN_FLAGS: ReadonlyArray<readonly [key: string, text: RiichiTextKey, hint: RiichiTextKey]> = [
  ['ippatsu', 'ippatsu', 'hintIppatsu'], ['double-riichi', 'doubleRiichi', 'hintDoubleRiichi'], ['last-tile', 'lastTile', 'hintLastTile'],
  ['heavenly', 'heavenly', 'hintHeavenly'], ['earthly', 'earthly', 'hintEarthly'], ['renhou', 'renhou', 'hintRenhou'],
];

/** A text field whose value goes into the payload only when something is typed (a note). */
function noteInput(cls: string, name: string, value: unknown): { input: HTMLInputElement; given: () => Obj } {
  const input = h('input', { class: cls, size: 30, 'data-field': name, value: shown(value) });
  return { input, given: () => (input.value.trim() !== '' ? { note: input.value.trim() } : {}) };
}

/**
 * One player's win fields in a deal: won?, the hand or han/fu/yakuman, dora, ura, the circumstances of the win, and
 * the player liable for it (pao).
 */
function winFields(p: string, players: readonly string[], label: PlayerLabel, init: Obj | undefined, name: string) {
  const input = (cls: string, size: number, value: unknown, key: string) => h('input', { class: cls, size, 'data-player': p, 'data-field': `${name}.${key}`, value: shown(value), spellcheck: 'false', autocomplete: 'off' });
  const won = h('input', { type: 'checkbox', class: 'riichi-winner', 'data-player': p, checked: init !== undefined });
  const hand = input('riichi-hand', 22, init?.hand, 'hand');
  const han = input('riichi-han', 3, init?.han, 'han');
  const fu = input('riichi-fu', 3, init?.fu, 'fu');
  const yakuman = input('riichi-yakuman', 2, init?.yakuman, 'yakuman');
  const dora = input('riichi-dora', 6, init?.dora, 'dora');
  const ura = input('riichi-ura', 6, init?.ura, 'ura');
  const flags = WIN_FLAGS.map(([key, text, hint]) => {
    const box = h('input', { type: 'checkbox', class: `riichi-${key}`, 'data-player': p, 'data-field': `${name}.${key}`, checked: init?.[key] === true });
    return { key, box, label: field(rt(text), box, rt(hint)) };
  });
  const liable = select({ class: 'riichi-liable', 'data-player': p, 'data-field': `${name}.liable` },
    [['', '—'], ...players.filter((q) => q !== p).map((q) => [q, label(q)] as const)], shown(init?.liable));
  // The winner's fields show once the player is marked as a winner.
  const details = h('span', { class: 'row riichi-win-details' }, field(rt('hand'), hand, rt('hintHand')),
    field(rt('han'), han, rt('hintHan')), field(rt('fu'), fu, rt('hintFu')), field(rt('yakuman'), yakuman, rt('hintYakuman')),
    field(rt('dora'), dora, rt('hintDora')), field(rt('ura'), ura, rt('hintUra')), ...flags.map((f) => f.label), field(rt('liable'), liable, rt('hintLiable')));
  const row = h('div', { class: 'row riichi-win', 'data-player': p }, field(`${label(p)}: ${rt('winner')}`, won, rt('hintWinner')), details);
  const toggle = () => showIf(details, won.checked);
  won.addEventListener('change', toggle);
  toggle();
  return {
    row,
    won: () => won.checked,
    /** The win as written (without `from` and `discarder`): the hand with its circumstances, or the typed counters. */
    win: (): Obj => {
      const pao = liable.value !== '' ? { liable: liable.value } : {};
      if (hand.value.trim() !== '') {
        const circumstances = Object.fromEntries(flags.filter((f) => f.box.checked).map((f) => [f.key, true]));
        return { player: p, hand: hand.value.trim(), ...(dora.value.trim() ? { dora: dora.value.trim() } : {}), ...(ura.value.trim() ? { ura: ura.value.trim() } : {}), ...circumstances, ...pao };
      }
      const counters = Object.entries({ yakuman: typedNumber(yakuman), han: typedNumber(han), fu: typedNumber(fu) }).filter(([, v]) => v !== undefined);
      return { player: p, ...Object.fromEntries(counters), ...pao };
    },
  };
}

/** One deal's row: riichi, the ending and its fields; removable. */
function dealRow(players: readonly string[], label: PlayerLabel, i: number, init: Obj, remove: () => void): { row: HTMLElement; deal: () => Obj } {
  const name = `payload.hanchan.deals.${i}`;
  const riichi = playerBoxes(players, label, 'riichi-declared', `${name}.riichi`, rt('hintRiichi'), init.riichi);
  const ending = select({ class: 'riichi-ending-pick', 'data-field': name }, ENDINGS.map(([k, text]) => [k, rt(text)] as const), endingOf(init));
  const wins = Array.isArray(init.win) ? init.win.filter(isObj) : isObj(init.win) ? [init.win] : [];
  const winRows = players.map((p) => winFields(p, players, label, wins.find((w) => w.player === p), `${name}.win`));
  const discarder = select({ class: 'riichi-discarder', 'data-field': `${name}.win.discarder` }, [['', '—'], ...players.map((p) => [p, label(p)] as const)], shown(wins[0]?.discarder));
  const tenpai = playerBoxes(players, label, 'riichi-tenpai', `${name}.draw.tenpai`, rt('hintTenpai'), isObj(init.draw) ? init.draw.tenpai : undefined);
  const offender = select({ class: 'riichi-offender', 'data-field': `${name}.chombo` }, players.map((p) => [p, label(p)] as const), shown(init.chombo) || undefined);
  const winPart = h('div', { class: 'riichi-win-part' }, ...winRows.map((w) => w.row), field(rt('discarder'), discarder, rt('hintDiscarder')));
  const drawPart = h('div', { class: 'row riichi-draw-part' }, `${rt('tenpai')}:`, tenpai.row);
  const chomboPart = h('div', { class: 'row riichi-chombo-part' }, field(rt('offender'), offender, rt('hintOffender')));
  const note = noteInput('riichi-deal-note', `${name}.note`, init.note);
  const showPart = () => {
    const k = ending.value;
    showIf(winPart, k !== 'draw' && k !== 'chombo');
    showIf(drawPart, k === 'draw');
    showIf(chomboPart, k === 'chombo');
    showIf(discarder.parentElement!, k === 'ron' || k === 'chankan');
  };
  ending.addEventListener('change', showPart);
  const row = h('fieldset', { class: 'riichi-deal', 'data-deal': i + 1 },
    h('legend', {}, `${rt('deal')} ${i + 1} `, h('button', { type: 'button', class: 'riichi-remove', title: rt('removeDeal'), onclick: remove }, '✕')),
    h('div', { class: 'row' }, `${rt('riichi')}:`, riichi.row, field(rt('ending'), ending, rt('hintEnding'))),
    winPart, drawPart, chomboPart, h('div', { class: 'row' }, field(rt('note'), note.input, rt('hintDealNote'))));
  showPart();
  return {
    row,
    deal: () => {
      const declared = riichi.chosen();
      const head: Obj = { ...(declared.length > 0 ? { riichi: declared } : {}), ...note.given() };
      const k = ending.value;
      if (k === 'draw') return { ...head, draw: { tenpai: tenpai.chosen() } };
      if (k === 'chombo') return { ...head, chombo: offender.value };
      const from = ENDINGS.find(([e]) => e === k)![2]!;
      const list = winRows.filter((w) => w.won()).map((w) => ({ ...w.win(), from, ...((k === 'ron' || k === 'chankan') && discarder.value ? { discarder: discarder.value } : {}) }));
      return { ...head, win: list.length === 1 ? list[0] : list };
    },
  };
}

/** The hanchan's deals: a row each, added and removed (the rows after a removed one move up, their fields renamed). */
function dealsPart(players: readonly string[], label: PlayerLabel, init: Obj | undefined, changed: () => void): { node: HTMLElement; hanchan: () => Obj } {
  const list = h('div', { class: 'riichi-deals-list' });
  let rows: Array<ReturnType<typeof dealRow>> = [];
  const build = (deals: Obj[]) => {
    rows = deals.map((d, i) => dealRow(players, label, i, d, () => {
      build(rows.filter((_, k) => k !== i).map((r) => r.deal()));
      changed();
    }));
    replace(list, ...rows.map((r) => r.row));
  };
  build(Array.isArray(init?.deals) ? init.deals.filter(isObj) : [{}]);
  const add = h('button', { type: 'button', class: 'riichi-add-deal', onclick: () => {
    build([...rows.map((r) => r.deal()), {}]);
    changed();
  } }, rt('addDeal'));
  return { node: h('div', {}, list, add), hanchan: () => ({ deals: rows.map((r) => r.deal()) }) };
}

/** The final scores, the sticks left and the chombos. */
function scoresPart(players: readonly string[], label: PlayerLabel, init: Obj | undefined): { node: HTMLElement; hanchan: () => Obj } {
  const given = isObj(init?.scores) ? init.scores : {};
  const scores = players.map((p) => ({ p, input: h('input', { class: 'riichi-final', size: 7, inputmode: 'numeric', 'data-player': p, 'data-field': `payload.hanchan.scores.${p}`, value: shown(given[p]) }) }));
  const sticks = h('input', { class: 'riichi-sticks-left', size: 3, inputmode: 'numeric', 'data-field': 'payload.hanchan.sticks', value: shown(init?.sticks) });
  const chombo = playerBoxes(players, label, 'riichi-chombo-of', 'payload.hanchan.chombo', rt('hintChomboOf'), init?.chombo);
  return {
    node: h('div', {}, h('div', { class: 'row' }, ...scores.map(({ p, input }) => field(`${label(p)}: ${rt('finalScore')}`, input, rt('hintFinalScore')))),
      h('div', { class: 'row' }, field(rt('sticksLeft'), sticks, rt('hintSticksLeft')), `${rt('chombo')}:`, chombo.row)),
    hanchan: () => {
      const out: Obj = { scores: Object.fromEntries(scores.map(({ p, input }) => [p, typedNumber(input)]).filter(([, v]) => v !== undefined)) };
      const n = typedNumber(sticks);
      if (n !== undefined) out.sticks = n;
      const offenders = chombo.chosen();
      if (offenders.length > 0) out.chombo = offenders;
      return out;
    },
  };
}

/** The fields of a riichi table's result (its hanchan), filled from `initial`, with the live sheet under them. */
export function riichiFields(c: RiichiTable, initial?: Obj): RiichiEntryFields {
  const init = isObj(initial?.hanchan) ? initial.hanchan : undefined;
  const mode = select({ class: 'riichi-mode' }, [['deals', rt('byDeals')], ['scores', rt('byScores')]], init?.scores !== undefined ? 'scores' : 'deals');
  const part = h('div', { class: 'riichi-part' });
  const note = noteInput('riichi-note', 'payload.hanchan.note', init?.note);
  const label = playerLabel(c.names);
  const sheet = riichiSheetBox(c.round, c.table, c.players, c.sheetPath, playerName(c.names));
  let hanchan: () => Obj = () => ({});
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Asked again a moment after the judge stops typing.
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void sheet.show(hanchan()), 300);
  };
  const draw = (given: Obj | undefined) => {
    const p = mode.value === 'scores' ? scoresPart(c.players, label, given) : dealsPart(c.players, label, given, changed);
    replace(part, p.node);
    hanchan = p.hanchan;
  };
  mode.addEventListener('change', () => {
    draw(undefined);
    changed();
  });
  draw(init);
  const body = h('div', { class: 'riichi-fields' }, part, h('div', { class: 'row' }, field(rt('note'), note.input, rt('hintHanchanNote'))), sheet.box);
  body.addEventListener('input', changed);
  body.addEventListener('change', changed);
  if (init !== undefined) changed();
  return { head: field(rt('recordAs'), mode, rt('hintRecordAs')), body, payload: () => ({ hanchan: { ...hanchan(), ...note.given() } }) };
}
