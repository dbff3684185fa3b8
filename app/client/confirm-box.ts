/**
 * Asking before a write that changes the course of the event (seating a round, withdrawing a player or an entry):
 * a box inside the form with the question, what will happen, and the two buttons; nothing is sent until the judge
 * confirms. In the page rather than the browser's dialog, so that it can show a preview and stays on screen.
 */
import { h, type Child } from './dom.js';
import { tx } from './texts.js';

/** What to ask. */
export interface Question {
  question: string;
  /** What will happen: a preview, warnings. */
  details?: Child[];
  /** The text of the confirming button. */
  yes: string;
  onYes: () => void;
}

/** Shows the question at the top of `form` (replacing an earlier one); either button closes it. */
export function askToConfirm(form: HTMLElement, q: Question): void {
  form.querySelector(':scope > .confirm-box')?.remove();
  const box = h('div', { class: 'confirm-box', role: 'alertdialog' },
    h('strong', {}, q.question), ...(q.details ?? []),
    h('div', { class: 'row' },
      h('button', { type: 'button', class: 'confirm-yes', onclick: () => {
        box.remove();
        q.onYes();
      } }, q.yes), ' ',
      h('button', { type: 'button', class: 'confirm-no', onclick: () => box.remove() }, tx('cancel'))));
  form.prepend(box);
  box.querySelector<HTMLButtonElement>('.confirm-yes')!.focus();
}
