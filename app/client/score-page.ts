/**
 * The score page: a hand built by clicking tiles on a palette (or typed in notation), its melds, winning tile and
 * win conditions; every change asks the server for the value and shows every item of the explanation.
 */
import { getJson, postJson, type FieldError } from './api.js';
import { field, flagField, h, replace, select } from './dom.js';
import { handBuilder } from './hand-builder.js';
import { rememberScoredHand } from './scored-hand.js';
import { currentLang } from './settings.js';
import { showErrors, clearErrors } from './submit.js';
import { bi, tx } from './texts.js';

/** A regulation of the catalogue. */
interface RegulationInfo {
  id: string;
  name: { ru: string; en: string };
  game?: string;
  ok: boolean;
}

/** The answer of /api/score. */
interface ScoreAnswer {
  total: number;
  declarable: boolean | null;
  items: Array<{ id: string; clause: string; kind: string; value: number; count: number; name: { ru: string; en: string } }>;
  text: { ru: string; en: string };
}

/** A value as the CLI writes it: +points, ×2^doublings, limit fraction. */
function itemValue(i: ScoreAnswer['items'][number]): string {
  if (i.kind === 'points') return `+${i.value}`;
  if (i.kind === 'doubling') return `×2^${i.value}`;
  if (i.kind === 'limit') return `${i.value} ${tx('limit')}`;
  return String(i.value);
}

/** Renders the score page into `root`. */
export async function renderScorePage(root: HTMLElement): Promise<void> {
  const catalogue = await getJson<{ event?: string; regulations: RegulationInfo[] }>('/api/regulations');
  // Hands are scored under the mahjong regulations only (a preference regulation scores deals, not hands).
  const mahjong = catalogue.regulations.filter((r) => r.ok && r.game?.startsWith('mahjong') === true);
  let asked = 0;

  const regulation = select({ id: 'score-regulation', 'data-field': 'regulation', onchange: () => { builder.drawPalette(); voidSuit.disabled = gameOf() !== 'mahjong-sichuan'; void rescore(); } },
    mahjong.map((r) => [r.id, bi(r.name)] as const), mahjong.some((r) => r.id === catalogue.event) ? catalogue.event : mahjong[0]?.id);
  const handInput = h('input', { id: 'hand-text', 'data-field': 'hand', size: 40, autocomplete: 'off', spellcheck: 'false', oninput: () => { builder.typed(); rememberHand(); void rescore(); } });
  const result = h('div', { id: 'score-result', 'aria-live': 'polite' });
  const winds = [['E', 'E'], ['S', 'S'], ['W', 'W'], ['N', 'N']] as const;
  const seat = select({ id: 'seat', 'data-field': 'circumstances.seat', onchange: () => void rescore() }, winds, 'E');
  const round = select({ id: 'round-wind', 'data-field': 'circumstances.round', onchange: () => void rescore() }, winds, 'E');
  const from = select({ id: 'win-from', 'data-field': 'circumstances.win', onchange: () => void rescore() },
    [['discard', tx('fromDiscard')], ['wall', tx('fromWall')], ['replacement', tx('fromReplacement')], ['robbing', tx('fromRobbing')]], 'discard');
  const voidSuit = select({ id: 'void', 'data-field': 'circumstances.void', onchange: () => void rescore() }, [['', '—'], ['m', 'm'], ['p', 'p'], ['s', 's']], '');
  // The flags of the circumstance table (runtime/mahjong/circumstances.ts): the text key, the mapping key, the hint.
  const flagKeys = [
    ['lastTile', 'last-tile', 'hintLastTile'], ['immediateCalling', 'immediate-calling', 'hintImmediateCalling'], ['heavenly', 'heavenly', 'hintHeavenly'],
    ['earthly', 'earthly', 'hintEarthly'], ['kongOnKong', 'kong-on-kong', 'hintKongOnKong'], ['afterKong', 'after-kong', 'hintAfterKong'],
  ] as const;
  const flags = flagKeys.map(([text, key, hint]) => {
    const box = h('input', { type: 'checkbox', id: `flag-${text}`, 'data-flag': key, onchange: () => void rescore() });
    return { key, box, label: flagField(field(tx(text), box, tx(hint)), `circumstances.${key}`) };
  });
  const form = h('section', { class: 'box', id: 'score-form' });

  const gameOf = () => catalogue.regulations.find((r) => r.id === regulation.value)?.game;

  // The hand built on the palette, written into the notation field (which stays for typing).
  const builder = handBuilder({ input: handInput, game: gameOf, name: 'add-mode', ids: true, changed: () => { rememberHand(); void rescore(); } });
  // The deal form takes the hand scored here (app/client/scored-hand.ts).
  const rememberHand = () => rememberScoredHand(handInput.value.trim());

  async function rescore(): Promise<void> {
    const text = handInput.value.trim();
    const ask = ++asked;
    if (text === '') {
      clearErrors(form);
      replace(result, h('p', { class: 'muted' }, tx('pickTiles')));
      return;
    }
    const circumstances: Record<string, string | boolean> = { seat: seat.value, round: round.value, win: from.value };
    if (!voidSuit.disabled && voidSuit.value !== '') circumstances.void = voidSuit.value;
    for (const f of flags) if (f.box.checked) circumstances[f.key] = true;
    const answer = await postJson('/api/score', { regulation: regulation.value, hand: text, circumstances });
    if (ask !== asked) return; // a later change already asked again
    if (answer.status !== 200) {
      showErrors(form, (answer.body.errors as FieldError[] | undefined) ?? [{ field: '', message: String(answer.body.error) }]);
      replace(result);
      return;
    }
    clearErrors(form);
    const s = answer.body as unknown as ScoreAnswer;
    const lang = currentLang();
    replace(result,
      h('p', {}, tx('total'), ': ', h('span', { class: 'total', id: 'score-total' }, s.total),
        s.declarable !== null ? h('span', { id: 'score-declarable' }, ` · ${tx('declarable')}: ${s.declarable ? tx('yes') : tx('no')}`) : null),
      h('table', { class: 'grid', id: 'score-items' },
        h('thead', {}, h('tr', {}, h('th', {}, tx('clause')), h('th', {}, tx('rule')), h('th', {}, tx('value')))),
        h('tbody', {}, ...s.items.map((i) => h('tr', { 'data-item': i.id }, h('td', {}, i.clause), h('td', {}, `${i.name[lang]} [${i.id}]`), h('td', { class: 'num' }, itemValue(i)))))),
      h('pre', { class: 'text', id: 'score-text' }, s.text[lang]));
  }

  replace(form,
    h('div', { class: 'row' }, field(tx('regulation'), regulation, tx('hintRegulation'))),
    builder.modes, builder.palette,
    h('div', { class: 'row' }, field(tx('hand'), handInput, tx('hintHand'))),
    builder.view,
    h('div', { class: 'row' }, field(tx('seatWind'), seat, tx('hintSeat')), field(tx('roundWind'), round, tx('hintRound')), field(tx('winFrom'), from, tx('hintWinFrom')),
      field(tx('voidSuit'), voidSuit, tx('hintVoid'))),
    h('div', { class: 'row' }, ...flags.map((f) => f.label)));
  replace(root, h('h1', {}, tx('navScore')), form, h('section', { class: 'box' }, result));
  voidSuit.disabled = gameOf() !== 'mahjong-sichuan';
  await rescore();
}
