/**
 * The score page: a hand built by clicking tiles on a palette (or typed in notation), its melds, winning tile and
 * win conditions; every change asks the server for the value and shows every item of the explanation.
 */
import { getJson, postJson, type FieldError } from './api.js';
import { field, flagField, h, replace, select } from './dom.js';
import { addTile, emptyHand, formatHandModel, parseHandText, removeLast, type AddMode, type HandModel } from './hand-model.js';
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

const HONORS = { ru: ['В', 'Ю', 'З', 'С', 'Бел', 'Зел', 'Кр'], en: ['E', 'S', 'W', 'N', 'Wh', 'Gr', 'Rd'] };

/** The label of a tile on the palette. */
function tileLabel(tile: string): string {
  return tile[1] === 'z' ? HONORS[currentLang()][Number(tile[0]) - 1]! : tile;
}

/** The palette's tiles for a game: Sichuan has no honors and no bonus tiles. */
function paletteTiles(game: string | undefined): string[] {
  const suits = game === 'mahjong-sichuan' ? ['m', 'p', 's'] : ['m', 'p', 's', 'z', 'f'];
  return suits.flatMap((s) => Array.from({ length: s === 'z' ? 7 : s === 'f' ? 8 : 9 }, (_, i) => `${i + 1}${s}`));
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
  let hand: HandModel = emptyHand();
  let mode: AddMode = 'concealed';
  let lastModes: AddMode[] = [];
  let forceNewMeld = false;
  let asked = 0;

  const regulation = select({ id: 'score-regulation', 'data-field': 'regulation', onchange: () => { drawPalette(); void rescore(); } },
    mahjong.map((r) => [r.id, bi(r.name)] as const), mahjong.some((r) => r.id === catalogue.event) ? catalogue.event : mahjong[0]?.id);
  const handInput = h('input', { id: 'hand-text', 'data-field': 'hand', size: 40, autocomplete: 'off', spellcheck: 'false', oninput: () => { hand = parseHandText(handInput.value); lastModes = []; drawHand(); void rescore(); } });
  const palette = h('div', { class: 'palette', id: 'palette' });
  const handView = h('div', { class: 'hand-view', id: 'hand-view' });
  const result = h('div', { id: 'score-result', 'aria-live': 'polite' });
  const modeButtons = h('div', { class: 'row', role: 'radiogroup' });
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

  function drawModes(): void {
    const modes: Array<[AddMode, string]> = [['concealed', tx('concealed')], ['exposed', tx('exposedMeld')], ['kong', tx('concealedKong')], ['win', tx('winningTile')]];
    replace(modeButtons, tx('addAs'), ':', ...modes.map(([m, label]) =>
      h('label', {}, h('input', { type: 'radio', name: 'add-mode', value: m, id: `mode-${m}`, checked: mode === m, onchange: () => { mode = m; } }), ' ', label)),
      h('button', { type: 'button', id: 'new-meld', onclick: () => { forceNewMeld = true; } }, tx('newMeld')),
      h('button', { type: 'button', id: 'undo-tile', onclick: () => { hand = removeLast(hand, lastModes.pop() ?? null); sync(); } }, tx('undo')),
      h('button', { type: 'button', id: 'clear-hand', onclick: () => { hand = emptyHand(); lastModes = []; sync(); } }, tx('clear')));
  }

  function drawPalette(): void {
    replace(palette, ...paletteTiles(gameOf()).map((tile) =>
      h('button', { type: 'button', class: `tile ${tile[1]}`, 'data-tile': tile, title: tile, onclick: () => {
        hand = addTile(hand, tile, mode, forceNewMeld);
        forceNewMeld = false;
        lastModes.push(mode);
        sync();
      } }, tileLabel(tile))));
    voidSuit.disabled = gameOf() !== 'mahjong-sichuan';
  }

  function drawHand(): void {
    const chip = (t: string) => h('span', { class: `chip ${t[1]}` }, tileLabel(t));
    replace(handView,
      hand.concealed.length > 0 ? h('span', { class: 'group' }, ...hand.concealed.map(chip)) : null,
      ...hand.melds.map((m) => h('span', { class: `group ${m.kind}`, title: m.kind === 'exposed' ? tx('exposedMeld') : tx('concealedKong') }, ...m.tiles.map(chip))),
      hand.win !== null ? h('span', { class: 'group win', title: tx('winningTile') }, '+', chip(hand.win)) : null);
  }

  function sync(): void {
    handInput.value = formatHandModel(hand);
    drawHand();
    void rescore();
  }

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
    modeButtons, palette,
    h('div', { class: 'row' }, field(tx('hand'), handInput, tx('hintHand'))),
    handView,
    h('div', { class: 'row' }, field(tx('seatWind'), seat, tx('hintSeat')), field(tx('roundWind'), round, tx('hintRound')), field(tx('winFrom'), from, tx('hintWinFrom')),
      field(tx('voidSuit'), voidSuit, tx('hintVoid'))),
    h('div', { class: 'row' }, ...flags.map((f) => f.label)));
  replace(root, h('h1', {}, tx('navScore')), form, h('section', { class: 'box' }, result));
  drawModes();
  drawPalette();
  drawHand();
  await rescore();
}
