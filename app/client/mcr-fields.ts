/**
 * The MCR deal form (DEAL_FIELDS of deal-form.ts, for the table form `fans` MCR's desk part declares): a deal is recorded as the
 * winner's fans from the score sheet (winner, where the winning tile came from, the discarder or the player whose
 * kong was robbed, the fans, the flower fans among them), as the hands for the engine to score, or as a drawn deal,
 * each with its penalties (in the unit the regulation's data gives: points where its standings count `game-points`,
 * as mcr-2006's do). The payments before saving come with every table form (entry-preview.ts: the engine settles the
 * deal by the regulation's payments). Filled from `initial` when a correction reopens a deal.
 */
import { dealFormInfoNow, whenDealFormInfo, type DealFormInfo } from './deal-form-info.js';
import { field, h, replace, select } from './dom.js';
import { handsFields } from './hands-fields.js';
import { mcrText } from './mcr-texts.js';
import { dealPenaltiesFields } from './penalty-fields.js';
import { playerLabel } from './player-label.js';
import { currentLang } from './settings.js';
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

/** A number typed, or the text as it is (the server says why it is not one); undefined when empty. */
function numberOrText(input: HTMLInputElement): number | string | undefined {
  const text = input.value.trim();
  const n = Number(text);
  return text === '' ? undefined : Number.isFinite(n) ? n : text;
}

/**
 * The fields of a deal given by the winner's fans: the win, the fans, and among them the points of each tag the
 * regulation's declaration rule reads (MCR: the flowers, named by their item «Цветы»), so that the rule (8 fans
 * without the flowers) is checked as on the hand.
 */
function fansFields(players: readonly string[], label: (id: string) => string, init: Payload | undefined, info: DealFormInfo | null): { nodes: HTMLElement[]; payload: () => Payload } {
  const win = mapOf(init, 'win');
  const who = [['', '—'] as const, ...players.map((p) => [p, label(p)] as const)];
  const winner = select({ class: 'mcr-winner', 'data-field': 'payload.win.player' }, who, textOf(win.player));
  const from = select({ class: 'mcr-from', 'data-field': 'payload.win.from', onchange: () => showDiscarder() }, FROM.map(([v, k]) => [v, tx(k)] as const), textOf(win.from) || 'discard');
  const discarder = select({ class: 'mcr-discarder', 'data-field': 'payload.win.discarder' }, who, textOf(win.discarder));
  const fans = h('input', { size: 5, inputmode: 'numeric', class: 'mcr-fans', 'data-field': 'payload.fans', value: textOf(init?.fans) });
  const discarderField = field(tx('discarder'), discarder, tx('hintDiscarder'));
  const showDiscarder = () => { discarderField.style.display = NAMES_A_PAYER.has(from.value) ? '' : 'none'; };
  showDiscarder();
  const given = mapOf(init, 'tagged');
  const lang = currentLang();
  const tagged = (info?.declareTags ?? []).map((t) => {
    const input = h('input', { size: 4, inputmode: 'numeric', class: 'mcr-tagged', 'data-tag': t.tag, 'data-field': `payload.tagged.${t.tag}`, value: textOf(given[t.tag]) });
    const text = `${mcrText('ofWhich')} ${t.items.map((i) => i.name[lang]).join(', ') || t.tag}`;
    return { tag: t.tag, input, node: field(text, input, mcrText('hintTagged')) };
  });
  return {
    nodes: [h('div', { class: 'row' }, field(tx('winner'), winner, tx('hintWinner')), field(tx('winFrom'), from, tx('hintWinFrom')), discarderField,
      field(mcrText('fans'), fans, mcrText('hintFans')), ...tagged.map((t) => t.node))],
    payload: () => {
      const parts = tagged.map((t) => [t.tag, numberOrText(t.input)] as const).filter(([, v]) => v !== undefined && v !== 0);
      return {
        win: { player: winner.value, from: from.value, ...(NAMES_A_PAYER.has(from.value) && discarder.value ? { discarder: discarder.value } : {}) },
        fans: numberOrText(fans) ?? '',
        ...(parts.length > 0 ? { tagged: Object.fromEntries(parts) } : {}),
      };
    },
  };
}

/**
 * The fields of an MCR deal: by fans, by hands, or a redeal, with the deal's penalties. `names` (optional, by player
 * id) labels the players in the pickers «Игрок B (B)»; without it they are shown by their ids.
 */
export function mcrFields(c: { players: string[]; unit?: 'points' | 'vists'; names?: Readonly<Record<string, string>> }, initial?: Payload): { head: HTMLElement; body: HTMLElement; payload: () => Payload } {
  const label = playerLabel(c.names);
  const first = initial?.redeal === true ? 'redeal' : initial?.hands !== undefined ? 'hands' : 'fans';
  const mode = select({ class: 'deal-mode', onchange: () => draw(undefined) }, [['fans', mcrText('dealFans')], ['hands', tx('dealHands')], ['redeal', tx('dealRedeal')]], first);
  const fields = h('div', {});
  const penaltiesBox = h('div', {});
  let payload: () => Payload = () => ({ redeal: true });
  let penalties: () => Payload[] = () => [];

  function draw(init: Payload | undefined): void {
    if (mode.value === 'fans') {
      const fans = fansFields(c.players, label, init, dealFormInfoNow());
      replace(fields, ...fans.nodes);
      payload = fans.payload;
    } else if (mode.value === 'hands') {
      const hands = handsFields(c.players.map((p) => ({ id: p, label: label(p) })), init);
      replace(fields, ...hands.nodes);
      payload = hands.payload;
    } else {
      replace(fields, h('p', { class: 'muted' }, tx('dealRedeal')));
      payload = () => ({ redeal: true });
    }
    const given = Array.isArray(init?.penalties) ? init.penalties as Payload[] : penalties();
    const list = dealPenaltiesFields(c.players, c.unit ?? dealFormInfoNow()?.unit ?? 'points', dealFormInfoNow, () => mode.value === 'hands', given, label);
    replace(penaltiesBox, list.node);
    penalties = list.penalties;
  }

  draw(initial);
  // The tags of the declaration rule come with the deal-form information: drawn again, as typed, once it arrives.
  whenDealFormInfo(() => draw({ ...payload(), penalties: penalties() }));
  return {
    head: field(tx('recordAs'), mode, tx('hintDealMode')),
    body: h('div', {}, fields, penaltiesBox),
    payload: () => {
      const given = penalties();
      return { ...payload(), ...(given.length > 0 ? { penalties: given } : {}) };
    },
  };
}
