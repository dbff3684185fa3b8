/**
 * The circumstance fields of the score page, built from the regulation's score form (`GET /api/score-form`: the
 * circumstances its conditions read, with their words): a choice is a list, a flag a checkbox, a count a number, tiles
 * a notation field. Each field carries `data-field="circumstances.<key>"`, where the server's refusal is shown.
 */
import { field, flagField, h, select } from './dom.js';
import { bi } from './texts.js';

/** A field of the form as the server describes it (games/score-form.ts ScoreFormField). */
export interface ScoreFormField {
  key: string;
  field: string;
  value: { kind: 'choice' | 'flag' | 'count' | 'tiles'; values?: string[] };
  optional: boolean;
  name: { ru: string; en: string };
  hint: { ru: string; en: string };
  choices?: Array<{ value: string; name: { ru: string; en: string } }>;
}

/** The built fields: their labels to lay out, and the mapping of what is given (`{seat: S, riichi: true, honba: 1}`). */
export interface CircumstanceFields {
  labels: HTMLElement[];
  values(): Record<string, string | number | boolean>;
}

/** The ids the page's fields have always had (tests and the judges' guide name them); the others are `circ-<key>`. */
const KNOWN_IDS: Readonly<Record<string, string>> = { seat: 'seat', round: 'round-wind', win: 'win-from', void: 'void' };

/** Builds the fields of `form`; `changed` is called on every change. */
export function circumstanceFields(form: readonly ScoreFormField[], changed: () => void): CircumstanceFields {
  const read: Array<() => [string, string | number | boolean] | null> = [];
  const labels = form.map((f) => {
    const dataField = `circumstances.${f.key}`;
    const id = KNOWN_IDS[f.key] ?? `circ-${f.key}`;
    switch (f.value.kind) {
      case 'flag': {
        const box = h('input', { type: 'checkbox', id: `flag-${f.field}`, 'data-flag': f.key, onchange: changed });
        read.push(() => (box.checked ? [f.key, true] : null));
        return flagField(field(bi(f.name), box, bi(f.hint)), dataField);
      }
      case 'choice': {
        const options = (f.choices ?? []).map((c) => [c.value, bi(c.name)] as const);
        const list = select({ id, 'data-field': dataField, onchange: changed }, f.optional ? [['', '—'], ...options] : options, f.optional ? '' : options[0]?.[0]);
        read.push(() => (list.value !== '' ? [f.key, list.value] : null));
        return field(bi(f.name), list, bi(f.hint));
      }
      case 'count': {
        const input = h('input', { id, type: 'number', min: 0, step: 1, size: 4, 'data-field': dataField, oninput: changed });
        // Typed as it is: the server says what is wrong with «-1» or «1.5» at this field.
        read.push(() => (input.value.trim() !== '' ? [f.key, /^\d+$/.test(input.value.trim()) ? Number(input.value.trim()) : input.value.trim()] : null));
        return field(bi(f.name), input, bi(f.hint));
      }
      case 'tiles': {
        const input = h('input', { id, size: 12, autocomplete: 'off', spellcheck: 'false', 'data-field': dataField, oninput: changed });
        read.push(() => (input.value.trim() !== '' ? [f.key, input.value.trim()] : null));
        return field(bi(f.name), input, bi(f.hint));
      }
    }
  });
  return {
    labels,
    values: () => Object.fromEntries(read.map((r) => r()).filter((x): x is [string, string | number | boolean] => x !== null)),
  };
}
