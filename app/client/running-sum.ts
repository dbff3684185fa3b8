/**
 * A row of per-player amounts that sum to zero (a deal's vists or game points): the sum is shown as you type, and
 * once every field but one is filled, that one is filled in to make the sum zero (marked as such; typing in it
 * makes it yours). Numbers may be typed with a decimal comma; a "±" button beside each field flips the sign
 * (phone keypads have no minus).
 */
import { decimalText } from './decimal.js';
import { h, hinted } from './dom.js';
import { ht } from './hall-texts.js';

/** A typed amount: the number, or undefined for an empty field, or NaN for text that is not a number. */
export function amountOf(input: HTMLInputElement): number | undefined {
  const text = input.value.trim().replace(',', '.').replace('−', '-');
  if (text === '') return undefined;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** A number as a field shows it: two decimals at most, decimal comma in Russian (the runtime's rule, decimal.ts). */
function shown(n: number, lang: 'ru' | 'en'): string {
  return decimalText(Math.round(n * 100) / 100, lang);
}

/** The fields of one amount per player, with their sum line. */
export interface RunningSum {
  /** The field of each player, in seat order. */
  inputs: HTMLInputElement[];
  /** The line that shows the sum. */
  line: HTMLElement;
  /** Each field with its "±" button, to lay out. */
  cells: HTMLElement[];
  /** The amounts typed (empty fields left out; text that is not a number kept as text for the server to name). */
  values(): Record<string, number | string>;
  /** Empties every field. */
  clear(): void;
}

/** Makes the fields of `players` (ids), each with `hint`; `lang` for the decimal comma. */
export function runningSum(players: readonly string[], cls: string, field: (player: string) => string, hint: string, lang: 'ru' | 'en'): RunningSum {
  const inputs = players.map((p) => hinted(h('input', { class: `${cls} amount`, inputmode: 'decimal', autocomplete: 'off', 'data-player': p, 'data-field': field(p) }), hint));
  const line = h('div', { class: 'running-sum', role: 'status', 'aria-live': 'polite' });
  const auto = new Set<HTMLInputElement>();

  function update(): void {
    const typed = inputs.filter((i) => !auto.has(i) && i.value.trim() !== '');
    const open = inputs.filter((i) => auto.has(i) || i.value.trim() === '');
    if (open.length === 1 && typed.length === inputs.length - 1 && typed.every((i) => Number.isFinite(amountOf(i)))) {
      const rest = typed.reduce((s, i) => s + amountOf(i)!, 0);
      const last = open[0]!;
      last.value = shown(rest === 0 ? 0 : -rest, lang);
      auto.add(last);
      last.classList.add('auto-filled');
      last.title = `${hint} — ${ht('autoFilled')}`;
    }
    const numbers = inputs.map(amountOf);
    const sum = numbers.reduce<number>((s, n) => s + (n !== undefined && Number.isFinite(n) ? n : 0), 0);
    const filled = numbers.filter((n) => n !== undefined).length;
    const zero = Math.abs(sum) < 1e-9;
    line.textContent = `${ht('sum')}: ${sum > 0 ? '+' : ''}${shown(sum, lang)}${zero ? ' ✓' : ` — ${ht('sumMustBeZero')}`}`;
    line.classList.toggle('bad', !zero && filled === inputs.length);
  }

  for (const input of inputs) {
    input.addEventListener('input', () => {
      auto.delete(input);
      input.classList.remove('auto-filled');
      input.title = hint;
      update();
    });
  }
  const cells = inputs.map((input) => h('span', { class: 'amount-cell' }, input,
    h('button', { type: 'button', class: 'sign', tabindex: -1, title: '±', onclick: () => {
      const n = amountOf(input);
      if (n === undefined || !Number.isFinite(n)) return;
      input.value = shown(-n, lang);
      input.dispatchEvent(new Event('input'));
    } }, '±')));
  update();
  return {
    inputs,
    line,
    cells,
    values() {
      const out: Record<string, number | string> = {};
      inputs.forEach((input, k) => {
        const n = amountOf(input);
        if (n !== undefined) out[players[k]!] = Number.isFinite(n) ? n : input.value;
      });
      return out;
    },
    clear() {
      for (const i of inputs) {
        i.value = '';
        i.classList.remove('auto-filled');
      }
      auto.clear();
      update();
    },
  };
}
