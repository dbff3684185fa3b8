/**
 * A page or a part of one that could not be rendered (the server cannot be reached, or answered an error): the
 * message in its place, with a retry that renders it again. Nothing fails silently.
 */
import { h, replace } from './dom.js';
import { tx } from './texts.js';

/**
 * Renders into `root` with `render`; on failure shows why, with a retry. Resolves whether it rendered; `rendered` is
 * called whenever it renders, also after a retry (the page marks itself ready then).
 */
export async function renderOrExplain(root: HTMLElement, render: (root: HTMLElement) => Promise<void>, rendered: () => void = () => undefined): Promise<boolean> {
  try {
    await render(root);
    rendered();
    return true;
  } catch (e) {
    replace(root, h('div', { class: 'page-error', role: 'alert' },
      h('p', { class: 'form-error' }, (e as Error).message),
      h('button', { type: 'button', class: 'retry-button', onclick: () => void renderOrExplain(root, render, rendered) }, tx('retry'))));
    return false;
  }
}
