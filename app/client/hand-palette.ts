/**
 * A tile palette for a hand field of a form: beside the field, "Палитра" opens the hand builder under the field
 * (click tiles, melds and the winning tile; the field stays for typing and the two follow each other), and
 * "С подсчёта" takes the hand last built on the score page. Built on first opening (a form of many players stays
 * light).
 */
import { fx } from './form-texts.js';
import { handBuilder } from './hand-builder.js';
import { h, hinted } from './dom.js';
import { scoredHand } from './scored-hand.js';

/** Adds the palette's buttons beside `input` (in its label) and its panel after the row that holds it. */
export function attachPalette(input: HTMLInputElement, honours: boolean, name: string): void {
  const panel = h('div', { class: 'hand-palette', hidden: true, 'data-for': input.dataset.player ?? name });
  let builder: ReturnType<typeof handBuilder> | null = null;
  input.addEventListener('input', () => builder?.typed());
  const toggle = hinted(h('button', { type: 'button', class: 'palette-toggle', onclick: () => {
    if (builder === null) {
      // A click writes the field and tells the form (its preview is of the old hand).
      builder = handBuilder({ input, honours: () => honours, name, changed: () => input.dispatchEvent(new Event('change', { bubbles: true })) });
      panel.append(builder.modes, builder.palette, builder.view);
    }
    panel.hidden = !panel.hidden;
  } }, fx('palette')), fx('hintPalette'));
  const take = hinted(h('button', { type: 'button', class: 'from-score-page', onclick: () => {
    const hand = scoredHand();
    note.textContent = hand === null ? fx('noScoredHand') : '';
    if (hand === null) return;
    input.value = hand;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  } }, fx('fromScorePage')), fx('hintFromScorePage'));
  const note = h('small', { class: 'palette-note muted', role: 'status' });
  // Beside the field, and the panel after them in the same row (its own line: .hand-palette takes the row's width).
  const label = input.closest('label') ?? input;
  label.insertAdjacentElement('afterend', h('span', { class: 'palette-buttons' }, toggle, take, note));
  label.nextElementSibling!.insertAdjacentElement('afterend', panel);
}
