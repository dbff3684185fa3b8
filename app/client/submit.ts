/**
 * Sending a form's write and showing what came back: field errors next to their fields (the closest field whose
 * `data-field` is the error's field or a prefix of it, else at the form's top), and a 409 conflict with what was
 * written since, letting the judge apply the entry anyway (on the current version) or discard it; a server that cannot
 * be reached: "not saved" with a retry, the form kept as typed.
 */
import { postJson, UNREACHABLE, type FieldError } from './api.js';
import { h } from './dom.js';
import { describeKind, describePayload } from './describe-entry.js';
import { judgeName } from './settings.js';
import { bi, tx } from './texts.js';

/** Removes the errors shown in a form. */
export function clearErrors(form: HTMLElement): void {
  form.querySelectorAll('.field-error, .form-error, .conflict, .not-saved').forEach((e) => e.remove());
}

/** The element of a field in a form: its own `data-field`, else the longest prefix that has one. */
function fieldElement(form: HTMLElement, field: string): HTMLElement | null {
  const parts = field.split('.');
  for (let n = parts.length; n > 0; n--) {
    const name = parts.slice(0, n).join('.');
    const el = [...form.querySelectorAll<HTMLElement>('[data-field]')].find((x) => x.dataset.field === name);
    if (el !== undefined) return el;
  }
  return null;
}

/** Shows field errors next to their fields. */
export function showErrors(form: HTMLElement, errors: readonly FieldError[]): void {
  clearErrors(form);
  for (const e of errors) {
    const el = e.field === '' ? null : fieldElement(form, e.field);
    const note = h('span', { class: el ? 'field-error' : 'form-error', role: 'alert', 'data-error-for': e.field }, e.text !== undefined ? bi(e.text) : e.message);
    if (el) el.insertAdjacentElement('afterend', note);
    else form.prepend(note);
  }
}

/** A write: where it goes and its body given the version it is based on. */
export interface Write {
  path: string;
  body: (version: number) => Record<string, unknown>;
}

/** What a write would record, in short (the entry's or the correction's payload). */
function describeWrite(body: Record<string, unknown>): string {
  const entry = body.entry as { kind?: string; payload?: unknown } | undefined;
  if (entry !== undefined) return `${describeKind(entry.kind ?? '')}: ${describePayload(entry.payload ?? null)}`;
  return `${describePayload(body.payload ?? null)}${typeof body.reason === 'string' ? ` — ${body.reason}` : ''}`;
}

/**
 * Sends a write based on `version`; on success calls `done`; on 400 shows the errors in `form`; on 409 shows the
 * conflict with "apply mine anyway" (re-sent on the current version) and "discard mine" (calls `done`).
 */
export async function submitWrite(form: HTMLElement, write: Write, version: number, done: () => void): Promise<void> {
  clearErrors(form);
  const author = judgeName();
  const answer = await postJson(write.path, { ...write.body(version), ...(author ? { author } : {}) });
  if (answer.status === 200) {
    done();
    return;
  }
  if (answer.status === UNREACHABLE) {
    // Nothing was saved; the form keeps what was typed, and the same write can be sent again.
    form.prepend(h('div', { class: 'not-saved', role: 'alert' },
      h('strong', {}, tx('notSaved')), ' ', tx('unreachable'), ' ', tx('keptInForm'),
      h('button', { type: 'button', class: 'retry-button', onclick: () => void submitWrite(form, write, version, done) }, tx('retry'))));
    return;
  }
  if (answer.status === 409) {
    const conflict = answer.body.conflict as { theirs: Array<{ seq: number; kind: string; round: number | null; table: number | null; payload: unknown; author: string | null; reason: string | null }>; version: number };
    const theirs = conflict.theirs.map((e) => `#${e.seq} ${describeKind(e.kind)}${e.round !== null ? `, ${tx('round').toLowerCase()} ${e.round}` : ''}${e.table !== null ? `, ${tx('table').toLowerCase()} ${e.table}` : ''}${e.author ? ` (${e.author})` : ''}: ${describePayload(e.payload)}${e.reason ? ` — ${e.reason}` : ''}`);
    const box = h('div', { class: 'conflict', role: 'alert' },
      h('strong', {}, tx('conflictTitle')),
      h('p', {}, answer.body.text !== undefined ? bi(answer.body.text as { ru: string; en: string }) : String(answer.body.error ?? '')),
      h('div', {}, tx('theirs'), ':'),
      h('pre', {}, theirs.join('\n')),
      h('div', {}, tx('yours'), ':'),
      h('pre', {}, describeWrite(write.body(conflict.version))),
      h('button', { type: 'button', class: 'conflict-apply', onclick: () => void submitWrite(form, write, conflict.version, done) }, tx('conflictApply')),
      ' ',
      h('button', { type: 'button', class: 'conflict-discard', onclick: () => done() }, tx('conflictDiscard')),
    );
    form.prepend(box);
    return;
  }
  const errors = (answer.body.errors as FieldError[] | undefined)
    ?? [{ field: '', message: String(answer.body.error ?? `HTTP ${answer.status}`), ...(answer.body.text !== undefined ? { text: answer.body.text as { ru: string; en: string } } : {}) }];
  showErrors(form, errors);
}
