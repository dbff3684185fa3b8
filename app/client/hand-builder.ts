/**
 * Building a hand by clicking tiles: the palette of the game's tiles (drawn as tiles, tile-face.ts), how a click
 * adds its tile (to the concealed tiles, an exposed meld, a concealed kong, or as the winning tile), new meld / undo
 * / clear, and the hand as it stands shown in tiles grouped by meld. It writes the hand's notation into a text field
 * that stays for typing, and reads the field back when the judge types. The score page and each player of the deal
 * form use it.
 */
import { h, replace } from './dom.js';
import { addTile, emptyHand, formatHandModel, parseHandText, removeLast, type AddMode, type HandModel } from './hand-model.js';
import { currentLang } from './settings.js';
import { tileFace } from './tile-face.js';
import { tx } from './texts.js';

/** Where the builder writes and how it is laid out. */
export interface HandBuilderOptions {
  /** The text field of the hand's notation. */
  input: HTMLInputElement;
  /** Whether the game's tiles have honours and flowers (its desk part; Sichuan's have neither): the palette offers them. */
  honours: () => boolean;
  /** Whether the regulation's set has red fives (`0m 0p 0s`, GET /api/score-form's `redFives`); default no. */
  redFives?: () => boolean;
  /** A name for the builder's radio group, unique in the page. */
  name: string;
  /** Whether its parts carry the score page's ids (`#palette`, `#mode-win`, `#undo-tile`...). */
  ids?: boolean;
  /** Called after a click changed the hand (the field's text is already written). */
  changed: () => void;
}

/** The parts of a builder to lay out, and what its owner calls. */
export interface HandBuilder {
  modes: HTMLElement;
  palette: HTMLElement;
  view: HTMLElement;
  /** Draws the palette again (the game or the regulation changed). */
  drawPalette(): void;
  /** Reads the field again after the judge typed in it. */
  typed(): void;
}

/**
 * The palette's tiles for a game: the suits, and the honours and flowers where its tiles have them (not Sichuan's); where the regulation's set has red fives,
 * each suit's red five (`0m`) follows its nine.
 */
export function paletteTiles(honours: boolean, redFives = false): string[] {
  const suits = honours ? ['m', 'p', 's', 'z', 'f'] : ['m', 'p', 's'];
  return suits.flatMap((s) => [
    ...Array.from({ length: s === 'z' ? 7 : s === 'f' ? 8 : 9 }, (_, i) => `${i + 1}${s}`),
    ...(redFives && 'mps'.includes(s) ? [`0${s}`] : []),
  ]);
}

/** A hand builder writing into `o.input`. */
export function handBuilder(o: HandBuilderOptions): HandBuilder {
  let hand: HandModel = parseHandText(o.input.value);
  let mode: AddMode = 'concealed';
  let lastModes: AddMode[] = [];
  let forceNewMeld = false;
  const id = (name: string) => (o.ids ? { id: name } : {});
  const palette = h('div', { class: 'palette', ...id('palette') });
  const view = h('div', { class: 'hand-view', ...id('hand-view') });
  const modes = h('div', { class: 'row hand-modes', role: 'radiogroup' });

  const drawHand = () => {
    const chip = (t: string) => h('span', { class: `chip ${t[1]}`, 'data-tile': t, title: t }, tileFace(t, currentLang()));
    replace(view,
      hand.concealed.length > 0 ? h('span', { class: 'group' }, ...hand.concealed.map(chip)) : null,
      ...hand.melds.map((m) => h('span', { class: `group ${m.kind}`, title: m.kind === 'exposed' ? tx('exposedMeld') : tx('concealedKong') }, ...m.tiles.map(chip))),
      hand.win !== null ? h('span', { class: 'group win', title: tx('winningTile') }, '+', chip(hand.win)) : null);
  };
  const sync = () => {
    o.input.value = formatHandModel(hand);
    drawHand();
    o.changed();
  };
  const choices: Array<[AddMode, string]> = [['concealed', tx('concealed')], ['exposed', tx('exposedMeld')], ['kong', tx('concealedKong')], ['win', tx('winningTile')]];
  replace(modes, tx('addAs'), ':', ...choices.map(([m, label]) =>
    h('label', {}, h('input', { type: 'radio', name: o.name, value: m, class: `add-mode mode-${m}`, ...id(`mode-${m}`), checked: mode === m, onchange: () => { mode = m; } }), ' ', label)),
    h('button', { type: 'button', class: 'new-meld', ...id('new-meld'), onclick: () => { forceNewMeld = true; } }, tx('newMeld')),
    h('button', { type: 'button', class: 'undo-tile', ...id('undo-tile'), onclick: () => { hand = removeLast(hand, lastModes.pop() ?? null); sync(); } }, tx('undo')),
    h('button', { type: 'button', class: 'clear-hand', ...id('clear-hand'), onclick: () => { hand = emptyHand(); lastModes = []; sync(); } }, tx('clear')));

  const drawPalette = () => replace(palette, ...paletteTiles(o.honours(), o.redFives?.() ?? false).map((tile) =>
    h('button', { type: 'button', class: `tile ${tile[1]}`, 'data-tile': tile, title: tile, onclick: () => {
      hand = addTile(hand, tile, mode, forceNewMeld);
      forceNewMeld = false;
      lastModes.push(mode);
      sync();
    } }, tileFace(tile, currentLang()))));
  drawPalette();
  drawHand();
  return {
    modes, palette, view, drawPalette,
    typed: () => {
      hand = parseHandText(o.input.value);
      lastModes = [];
      drawHand();
    },
  };
}
