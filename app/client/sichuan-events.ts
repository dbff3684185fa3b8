/**
 * A Sichuan deal entered as its events (docs/sichuan.md, "A deal file"): each player's void suit, then the events in
 * the order they happened, one row each: a kong, a pung, a hu (one or several winners, each with the hand or its
 * value), a false hu, a dead hand, a wrong tile count, the wall end (each player's hand or value, or not ready). The
 * engine keeps the ledger: the settlement is shown under the deal once saved. Filled from an entry for a correction.
 */
import type { DealFormInfo } from './deal-form-info.js';
import { field, h, replace, select } from './dom.js';
import { winFlagOf, type WinFlag } from './hands-fields.js';
import { tx, type TextKey } from './texts.js';

type Payload = Record<string, unknown>;

/** The kinds of event, with their names. */
const KINDS: ReadonlyArray<readonly [string, TextKey]> = [
  ['kong', 'evKong'], ['pung', 'evPung'], ['hu', 'evHu'], ['false-hu', 'evFalseHu'],
  ['dead-hand', 'evDeadHand'], ['wrong-tile-count', 'evWrongTileCount'], ['wall-end', 'evWallEnd'],
];

/** The kind of a written event: the first of its keys that names one. */
function kindOf(event: Payload): string {
  return KINDS.find(([k]) => k in event)?.[0] ?? 'hu';
}

/** A hand in the notation or a value: a whole number is a value, «нет» or «no» (`false` in the file) is "not ready". */
function handOrValue(text: string): string | number | boolean {
  const t = text.trim();
  if (/^\d+$/.test(t)) return Number(t);
  if (['нет', 'no', 'false', '-'].includes(t.toLowerCase())) return false;
  return t;
}

/** The text of a hand or value for its input ("not ready" as the page's word for it). */
const shown = (v: unknown): string => (v === undefined || v === null ? '' : v === false ? tx('evNotReady') : String(v));

/** One event row: its fields and the event they give. */
interface EventRow {
  row: HTMLElement;
  event: () => Payload;
}

/** The flags of a hu event (docs/sichuan.md) that depend on the regulation: a circumstance its fans read. */
const HU_CIRCUMSTANCES = ['last-tile', 'after-kong'];

/**
 * The flags a hu offers: the circumstances of a hu event that the regulation's fans read (their names and rules from
 * the regulation), the unverifiable furiten (the regulation's `furiten` says what it does), and any flag set in `init`.
 */
function huFlags(info: DealFormInfo | null, init: Payload): WinFlag[] {
  const flags = (info?.winFlags ?? []).filter((f) => HU_CIRCUMSTANCES.includes(f.key)).map(winFlagOf);
  flags.push({ key: 'furiten', label: tx('evFuriten'), hint: tx('hintEvFlag') });
  for (const key of HU_CIRCUMSTANCES) if (init[key] === true && !flags.some((f) => f.key === key)) flags.push({ key, label: key, hint: key });
  return flags;
}

/** The fields of one event of `kind`, filled from `init`; `i` is its place in the list (the fields' names). */
function eventFields(kind: string, players: readonly string[], i: number, init: Payload, info: DealFormInfo | null): { fields: HTMLElement[]; event: () => Payload } {
  const name = (key: string) => `payload.events.${i}.${key}`;
  const who = (key: string, value: unknown, empty = false) =>
    select({ class: `ev-${key}`, 'data-field': name(key) }, [...(empty ? [['', tx('nobody')] as const] : []), ...players.map((p) => [p, p] as const)], shown(value) || undefined);
  const tile = (value: unknown) => h('input', { class: 'ev-tile', size: 4, 'data-field': name('tile'), value: shown(value), spellcheck: 'false' });
  const perPlayer = (key: string, given: Record<string, unknown>, hint: string) => players.map((p) => ({
    p, input: h('input', { class: `ev-${key}-hand`, 'data-player': p, size: 22, 'data-field': `${name(key)}.${p}`, value: shown(given[p]), spellcheck: 'false' }), hint,
  }));
  switch (kind) {
    case 'kong': {
      const type = select({ class: 'ev-kong-type', 'data-field': name('kong') },
        [['concealed', tx('kongConcealed')], ['discard', tx('kongDiscard')], ['promoted', tx('kongPromoted')], ['from-hand', tx('kongFromHand')]], shown(init.kong) || 'concealed');
      const player = who('player', init.player);
      const t = tile(init.tile);
      const from = who('from', init.from, true);
      return {
        fields: [field(tx('evKongType'), type, tx('hintKongType')), field(tx('player'), player, tx('hintEvPlayer')), field(tx('evTile'), t, tx('hintEvTile')), field(tx('evFrom'), from, tx('hintEvFrom'))],
        event: () => ({ kong: type.value, player: player.value, ...(t.value.trim() ? { tile: t.value.trim() } : {}), ...(from.value ? { from: from.value } : {}) }),
      };
    }
    case 'pung': {
      const player = who('pung', init.pung);
      const t = tile(init.tile);
      const from = who('from', init.from);
      return {
        fields: [field(tx('player'), player, tx('hintEvPlayer')), field(tx('evTile'), t, tx('hintEvTile')), field(tx('evFrom'), from, tx('hintEvFrom'))],
        event: () => ({ pung: player.value, ...(t.value.trim() ? { tile: t.value.trim() } : {}), from: from.value }),
      };
    }
    case 'hu': {
      const hands = perPlayer('hu', (init.hu ?? {}) as Record<string, unknown>, tx('hintHuHand'));
      const from = select({ class: 'ev-hu-from', 'data-field': name('from') },
        [['discard', tx('fromDiscard')], ['wall', tx('fromWall')], ['replacement', tx('fromReplacement')], ['robbing', tx('fromRobbing')]], shown(init.from) || 'discard');
      const discarder = who('discarder', init.discarder, true);
      const flags = huFlags(info, init).map((f) => ({ ...f, box: h('input', { type: 'checkbox', class: 'ev-flag', 'data-flag': f.key, 'data-field': name(f.key), checked: init[f.key] === true }) }));
      return {
        fields: [...hands.map((x) => field(x.p, x.input, x.hint)), field(tx('winFrom'), from, tx('hintWinFrom')), field(tx('discarder'), discarder, tx('hintDiscarder')),
          ...flags.map((f) => field(f.label, f.box, f.hint))],
        event: () => ({
          hu: Object.fromEntries(hands.filter((x) => x.input.value.trim() !== '').map((x) => [x.p, handOrValue(x.input.value)])),
          from: from.value, ...(discarder.value ? { discarder: discarder.value } : {}),
          ...Object.fromEntries(flags.filter((f) => f.box.checked).map((f) => [f.key, true])),
        }),
      };
    }
    case 'false-hu': {
      const player = who('false-hu', init['false-hu']);
      const waiting = h('input', { type: 'checkbox', class: 'ev-waiting', 'data-field': name('waiting'), checked: init.waiting === true });
      return {
        fields: [field(tx('player'), player, tx('hintEvPlayer')), field(tx('evWaiting'), waiting, tx('hintEvWaiting'))],
        event: () => ({ 'false-hu': player.value, waiting: waiting.checked }),
      };
    }
    case 'wall-end': {
      const hands = perPlayer('wall-end', (init['wall-end'] ?? {}) as Record<string, unknown>, tx('hintWallEndHand'));
      const given = Array.isArray(init['all-discards-void']) ? init['all-discards-void'] as unknown[] : [];
      const allVoid = players.map((p) => ({ p, box: h('input', { type: 'checkbox', class: 'ev-all-void', value: p, checked: given.includes(p) }) }));
      return {
        fields: [...hands.map((x) => field(x.p, x.input, x.hint)), h('span', {}, `${tx('evAllDiscardsVoid')}:`), ...allVoid.map((x) => field(x.p, x.box, tx('hintAllDiscardsVoid')))],
        event: () => {
          const voidOnes = allVoid.filter((x) => x.box.checked).map((x) => x.p);
          return { 'wall-end': Object.fromEntries(hands.filter((x) => x.input.value.trim() !== '').map((x) => [x.p, handOrValue(x.input.value)])), ...(voidOnes.length > 0 ? { 'all-discards-void': voidOnes } : {}) };
        },
      };
    }
    default: {
      // dead-hand, wrong-tile-count: the player only.
      const player = who(kind, init[kind]);
      return { fields: [field(tx('player'), player, tx('hintEvPlayer'))], event: () => ({ [kind]: player.value }) };
    }
  }
}

/** An event row: the kind chooser and its fields (redrawn when the kind changes); removable. */
function eventRow(players: readonly string[], i: number, init: Payload, remove: (row: EventRow) => void, info: DealFormInfo | null, decorate: (fields: HTMLElement) => void): EventRow {
  const kind = select({ class: 'ev-kind' }, KINDS.map(([k, text]) => [k, tx(text)] as const), kindOf(init));
  const fields = h('span', { class: 'ev-fields' });
  let current = eventFields(kind.value, players, i, init, info);
  replace(fields, ...current.fields);
  decorate(fields);
  kind.addEventListener('change', () => {
    current = eventFields(kind.value, players, i, {}, info);
    replace(fields, ...current.fields);
    decorate(fields);
  });
  const self: EventRow = {
    row: h('div', { class: 'row sichuan-event', 'data-event': i + 1 }, h('strong', {}, `${i + 1}.`), field(tx('evKind'), kind, tx('hintEvKind')), fields,
      h('button', { type: 'button', class: 'ev-remove', title: tx('evRemove'), onclick: () => remove(self) }, '✕')),
    event: () => current.event(),
  };
  return self;
}

/**
 * The void suit of each player and the list of events, filled from `init` (a deal given as events); `decorate` is given
 * each event's fields once drawn (the deal form adds the tile palettes of its hands).
 */
export function sichuanEventsFields(players: readonly string[], init: Payload | undefined, body: HTMLElement, info: DealFormInfo | null, decorate: (fields: HTMLElement) => void = () => {}): () => Payload {
  const voids = (init?.void ?? {}) as Record<string, unknown>;
  const suits = [['', '—'], ['m', tx('suitM')], ['p', tx('suitP')], ['s', tx('suitS')]] as const;
  const voidPickers = players.map((p) => ({ p, pick: select({ class: 'ev-void', 'data-player': p, 'data-field': `payload.void.${p}` }, suits, shown(voids[p])) }));
  const list = h('div', { class: 'sichuan-events' });
  let rows: EventRow[] = [];
  const redraw = () => replace(list, ...rows.map((r) => r.row));
  // The rows after a removed one move up: rebuilt with their events, so that their numbers and fields' names follow.
  const removeRow = (row: EventRow) => {
    rows = rows.filter((r) => r !== row).map((r, i) => eventRow(players, i, r.event(), removeRow, info, decorate));
    redraw();
  };
  const given = Array.isArray(init?.events) ? init.events as Payload[] : [];
  rows = given.map((e, i) => eventRow(players, i, e, removeRow, info, decorate));
  redraw();
  const add = h('button', { type: 'button', class: 'ev-add', onclick: () => {
    rows.push(eventRow(players, rows.length, {}, removeRow, info, decorate));
    redraw();
  } }, tx('evAdd'));
  replace(body, h('div', { class: 'row' }, `${tx('voidSuit')}:`, ...voidPickers.map((v) => field(v.p, v.pick, tx('hintVoidOf')))), list, add);
  return () => {
    const chosen = voidPickers.filter((v) => v.pick.value !== '');
    return { ...(chosen.length > 0 ? { void: Object.fromEntries(chosen.map((v) => [v.p, v.pick.value])) } : {}), events: rows.map((r) => r.event()) };
  };
}
