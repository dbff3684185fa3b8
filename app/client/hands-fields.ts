/**
 * The fields of a classical mahjong deal given as hands, for the engine to score and settle: each player's hand in
 * the desk's notation, the winner, where the winning tile came from, the discarder, and the win's circumstances
 * (the keys of an event file's `win` that the regulation reads). The judge's deal form and the players' form on a phone both use them; each
 * field names its payload path, so the server's refusal shows next to it.
 */
import { field, flagField, h, select } from './dom.js';
import { dealFormInfoNow, type WinFlagInfo } from './deal-form-info.js';
import { fx } from './form-texts.js';
import { bi, tx } from './texts.js';

/** A player as the fields name him: the id the payload carries and the label a select shows. */
export interface HandsPlayer {
  id: string;
  label: string;
}

/** A win flag as the fields show it: its key under `win:`, its label and hint. */
export interface WinFlag {
  key: string;
  label: string;
  hint: string;
}

/** The label and hint of a flag the regulation reads: what it means, and the rules of the regulation that read it. */
export function winFlagOf(f: WinFlagInfo): WinFlag {
  // The fact's words without the option of `reglament score` they mention.
  const text = bi(f.doc).replace(/\s*\(`--[^)]*\)/g, '');
  const rules = f.rules.map((r) => `${bi(r.name)}${r.clause ? ` (${r.clause})` : ''}`).join('; ');
  // Read by one rule: its name says it best ("Земная рука"); else what the fact means.
  const label = f.rules.length === 1 ? bi(f.rules[0]!.name) : text;
  return { key: f.key, label, hint: rules ? `${text}. ${fx('flagReadBy')}: ${rules}` : text };
}

/**
 * The flags the hands fields show: those given, else the ones the event's regulation reads (a hands deal's `win:`
 * keys), and any flag set in `win` that neither lists (a correction keeps what the entry says).
 */
function flagsShown(given: readonly WinFlag[] | undefined, win: Record<string, unknown>): WinFlag[] {
  const flags = given ?? (dealFormInfoNow()?.winFlags ?? []).filter((f) => f.dealWin).map(winFlagOf);
  const extra = Object.keys(win).filter((k) => win[k] === true && !flags.some((f) => f.key === k)).map((k) => ({ key: k, label: k, hint: k }));
  return [...flags, ...extra];
}

/** The value of `key` in a payload as a map (empty when it is not one). */
function mapOf(payload: Record<string, unknown> | undefined, key: string): Record<string, unknown> {
  const value = payload?.[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {};
}

/** The text of a value for a field (empty when absent). */
const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The hands fields, filled from `initial` (a deal's payload, when a correction reopens it), with the win flags
 * `winFlags` (default: those the event's regulation reads): the nodes to lay out and the deal's payload
 * (`{hands, win?}`) as they are filled now.
 */
export function handsFields(players: readonly HandsPlayer[], initial?: Record<string, unknown>, winFlags?: readonly WinFlag[]): { nodes: HTMLElement[]; payload(): Record<string, unknown> } {
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
  const flags = flagsShown(winFlags, win).map(({ key, label, hint }) => {
    const box = h('input', { type: 'checkbox', class: 'deal-flag', 'data-flag': key, checked: win[key] === true }) as HTMLInputElement;
    return { key, box, label: flagField(field(label, box, hint), `payload.win.${key}`) };
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
