/**
 * Building the desk's pages: elements from a tag, attributes and children. Text is always set as text (never as
 * HTML), so nothing a judge types can become markup.
 */

/** Attributes of `h`: strings set as attributes, `on<event>` handlers, booleans for flags. */
export type Attrs = Record<string, string | number | boolean | ((e: Event) => void) | undefined>;

/** A child: an element, a text, or nothing. */
export type Child = Node | string | number | null | undefined | false;

/** Creates an element with attributes and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'value' && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) el.value = String(value);
    else if (key === 'checked' && el instanceof HTMLInputElement) el.checked = value === true;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  append(el, ...children);
  return el;
}

/** Appends children (texts become text nodes). */
export function append(el: Element, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
}

/** A text whose parts in backquotes are commands: those parts as `<code translate="no">` (typed as they are, never translated). */
export function withCommands(text: string): Child[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? h('code', { translate: 'no' }, part) : part));
}

/** Replaces an element's children. */
export function replace(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, ...children);
}

/** A `<select>` of options `[value, label]` with one selected. */
export function select(attrs: Attrs, options: ReadonlyArray<readonly [string, string]>, selected?: string): HTMLSelectElement {
  const el = h('select', attrs, ...options.map(([value, label]) => h('option', { value, ...(value === selected ? { selected: true } : {}) }, label)));
  if (selected !== undefined) el.value = selected;
  return el;
}

/**
 * A form field with its label and a one-line hint: the hint is shown under the field and is the field's tooltip
 * (`title`). A checkbox keeps its label beside it and shows the hint as its tooltip only.
 */
export function field(label: Child, input: HTMLElement, hint: string): HTMLLabelElement {
  hinted(input, hint);
  if (input instanceof HTMLInputElement && input.type === 'checkbox') return h('label', { title: hint }, h('span', {}, input, ' ', label));
  return h('label', {}, label, input, h('small', { class: 'hint' }, hint));
}

/** Marks a checkbox's field as a flag whose refusal by the server is shown next to it (`data-field` = the error's field). */
export function flagField(label: HTMLLabelElement, name: string): HTMLLabelElement {
  label.classList.add('flag');
  label.dataset.field = name;
  return label;
}

/** Gives a field that has no label of its own (a cell of a table) its one-line hint, as its tooltip. */
export function hinted<E extends HTMLElement>(input: E, hint: string): E {
  input.title = hint;
  input.dataset.hint = hint;
  return input;
}
