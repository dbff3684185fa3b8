/**
 * The fields of a classical mahjong deal given as hands, for the engine to score and settle: each player's hand in
 * the desk's notation, the winner, where the winning tile came from, the discarder, and the win's circumstances
 * (the keys of an event file's `win`). The judge's deal form and the players' form on a phone both use them; each
 * field names its payload path, so the server's refusal shows next to it.
 */
import { field, flagField, h, select } from './dom.js';
import { tx } from './texts.js';

/** A player as the fields name him: the id the payload carries and the label a select shows. */
export interface HandsPlayer {
  id: string;
  label: string;
}

/** The flags of a hands deal's win (event-file keys) with the texts of the score page's flags. */
const WIN_FLAGS = [
  ['last-tile', 'lastTile', 'hintLastTile'], ['immediate-calling', 'immediateCalling', 'hintImmediateCalling'], ['heavenly', 'heavenly', 'hintHeavenly'],
  ['earthly', 'earthly', 'hintEarthly'], ['kong-on-kong', 'kongOnKong', 'hintKongOnKong'],
] as const;

/** The value of `key` in a payload as a map (empty when it is not one). */
function mapOf(payload: Record<string, unknown> | undefined, key: string): Record<string, unknown> {
  const value = payload?.[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {};
}

/** The text of a value for a field (empty when absent). */
const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The hands fields, filled from `initial` (a deal's payload, when a correction reopens it): the nodes to lay out and
 * the deal's payload (`{hands, win?}`) as they are filled now.
 */
export function handsFields(players: readonly HandsPlayer[], initial?: Record<string, unknown>): { nodes: HTMLElement[]; payload(): Record<string, unknown> } {
  const given = mapOf(initial, 'hands');
  const win = mapOf(initial, 'win');
  const who = [['', tx('nobody')] as const, ...players.map((p) => [p.id, p.label] as const)];
  const hands = players.map((p) => ({
    p: p.id,
    label: p.label,
    input: h('input', { size: 28, class: 'deal-hand', 'data-player': p.id, 'data-field': `payload.hands.${p.id}`, spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off', value: textOf(given[p.id]) }),
  }));
  const winner = select({ class: 'deal-winner', 'data-field': 'payload.win.player' }, who, textOf(win.player));
  const from = select({ class: 'deal-from', 'data-field': 'payload.win.from' }, [['discard', tx('fromDiscard')], ['wall', tx('fromWall')], ['replacement', tx('fromReplacement')], ['robbing', tx('fromRobbing')]], textOf(win.from) || 'discard');
  const discarder = select({ class: 'deal-discarder', 'data-field': 'payload.win.discarder' }, who, textOf(win.discarder));
  // The win's circumstances, each shown with the server's refusal next to it.
  const flags = WIN_FLAGS.map(([key, text, hint]) => {
    const box = h('input', { type: 'checkbox', class: 'deal-flag', 'data-flag': key, checked: win[key] === true }) as HTMLInputElement;
    return { key, box, label: flagField(field(tx(text), box, tx(hint)), `payload.win.${key}`) };
  });
  const nodes = [
    ...hands.map(({ label, input }) => h('div', { class: 'row' }, field(label, input, tx('hintDealHand')))),
    h('div', { class: 'row' }, field(tx('winner'), winner, tx('hintWinner')), field(tx('winFrom'), from, tx('hintWinFrom')), field(tx('discarder'), discarder, tx('hintDiscarder'))),
    h('div', { class: 'row' }, ...flags.map((f) => f.label)),
  ];
  return {
    nodes,
    payload: () => ({
      hands: Object.fromEntries(hands.map(({ p, input }) => [p, input.value.trim()])),
      ...(winner.value ? {
        win: {
          player: winner.value, from: from.value, ...(discarder.value ? { discarder: discarder.value } : {}),
          ...Object.fromEntries(flags.filter((f) => f.box.checked).map((f) => [f.key, true])),
        },
      } : {}),
    }),
  };
}
