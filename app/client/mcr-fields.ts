/**
 * The MCR deal form (registered for `mahjong-mcr` in DEAL_FIELDS of deal-form.ts): a deal is recorded as the
 * winner's fans from the score sheet (winner, where the winning tile came from, the discarder or the player whose
 * kong was robbed, the fans), as the hands for the engine to score, or as a drawn deal. Under the fields, the
 * payments the engine makes of the deal before it is saved (mcr-preview.ts). Filled from `initial` when a correction
 * reopens a deal.
 */
import { field, h, replace, select } from './dom.js';
import { handsFields } from './hands-fields.js';
import { mcrText } from './mcr-texts.js';
import { paymentsPreview } from './mcr-preview.js';
import { tx } from './texts.js';

/** An entry's payload as the fields hold it. */
type Payload = Record<string, unknown>;

/** The text of a value for an input (empty when absent). */
const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The value of `key` in a payload as a map (empty when it is not one). */
function mapOf(payload: Payload | undefined, key: string): Record<string, unknown> {
  const value = payload?.[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {};
}

/** Where the tile came from, as the form offers it; `discard` and `robbing` name a player who pays. */
const FROM = [['discard', 'fromDiscard'], ['wall', 'fromWall'], ['replacement', 'fromReplacement'], ['robbing', 'fromRobbing']] as const;
const NAMES_A_PAYER = new Set(['discard', 'robbing']);

/** The fields of a deal given by the winner's fans; `changed` is called on every change. */
function fansFields(players: readonly string[], init: Payload | undefined, changed: () => void): { nodes: HTMLElement[]; payload: () => Payload; ready: () => boolean } {
  const win = mapOf(init, 'win');
  const who = [['', '—'] as const, ...players.map((p) => [p, p] as const)];
  const winner = select({ class: 'mcr-winner', 'data-field': 'payload.win.player', onchange: changed }, who, textOf(win.player));
  const from = select({ class: 'mcr-from', 'data-field': 'payload.win.from', onchange: () => { showDiscarder(); changed(); } }, FROM.map(([v, k]) => [v, tx(k)] as const), textOf(win.from) || 'discard');
  const discarder = select({ class: 'mcr-discarder', 'data-field': 'payload.win.discarder', onchange: changed }, who, textOf(win.discarder));
  const fans = h('input', { size: 5, inputmode: 'numeric', class: 'mcr-fans', 'data-field': 'payload.fans', value: textOf(init?.fans), oninput: changed });
  const discarderField = field(tx('discarder'), discarder, tx('hintDiscarder'));
  const showDiscarder = () => { discarderField.style.display = NAMES_A_PAYER.has(from.value) ? '' : 'none'; };
  showDiscarder();
  const number = () => {
    const text = fans.value.trim();
    const n = Number(text);
    return text !== '' && Number.isFinite(n) ? n : text;
  };
  return {
    nodes: [h('div', { class: 'row' }, field(tx('winner'), winner, tx('hintWinner')), field(tx('winFrom'), from, tx('hintWinFrom')), discarderField,
      field(mcrText('fans'), fans, mcrText('hintFans')))],
    payload: () => ({
      win: { player: winner.value, from: from.value, ...(NAMES_A_PAYER.has(from.value) && discarder.value ? { discarder: discarder.value } : {}) },
      fans: number(),
    }),
    ready: () => winner.value !== '' && fans.value.trim() !== '' && (!NAMES_A_PAYER.has(from.value) || discarder.value !== ''),
  };
}

/** The fields of an MCR deal: by fans, by hands, or a redeal, with the payments shown before saving. */
export function mcrFields(c: { round: number; table: number; players: string[] }, initial?: Payload): { head: HTMLElement; body: HTMLElement; payload: () => Payload } {
  const first = initial?.redeal === true ? 'redeal' : initial?.hands !== undefined ? 'hands' : 'fans';
  const mode = select({ class: 'deal-mode', onchange: () => draw(undefined) }, [['fans', mcrText('dealFans')], ['hands', tx('dealHands')], ['redeal', tx('dealRedeal')]], first);
  const body = h('div', {});
  let payload: () => Payload = () => ({ redeal: true });
  let ready = () => false;
  const preview = paymentsPreview(c, () => payload(), () => ready());

  function draw(init: Payload | undefined): void {
    if (mode.value === 'fans') {
      const fans = fansFields(c.players, init, () => preview.refresh());
      replace(body, ...fans.nodes, preview.box);
      payload = fans.payload;
      ready = fans.ready;
    } else if (mode.value === 'hands') {
      const hands = handsFields(c.players.map((p) => ({ id: p, label: p })), init);
      const nodes = hands.nodes;
      for (const n of nodes) n.addEventListener('change', () => preview.refresh());
      replace(body, ...nodes, preview.box);
      payload = hands.payload;
      ready = () => Object.values(mapOf(hands.payload(), 'hands')).every((v) => v !== '');
    } else {
      replace(body, h('p', { class: 'muted' }, tx('dealRedeal')));
      payload = () => ({ redeal: true });
      ready = () => false;
    }
    preview.refresh();
  }

  draw(initial);
  return { head: field(tx('recordAs'), mode, tx('hintDealMode')), body, payload: () => payload() };
}
