/**
 * The text blocks that both `reglament deal` renderers print (a classical deal, cli/commands/deal.ts; a Sichuan deal,
 * games/sichuan/deal.ts): the ledger with its columns aligned, a titled list (penalties paid to nobody,
 * notes) and each player's net of the deal. Input: rows already in the chosen language. Output: text lines.
 */
import type { Bilingual } from '../runtime/index.js';
import type { Lang } from './i18n.js';

const TEXTS = {
  ledger: { ru: 'Расчёт', en: 'Ledger' },
  noPayments: { ru: '(платежей нет)', en: '(no payments)' },
  notes: { ru: 'Примечания', en: 'Notes' },
} as const;

/** A number with its sign: +5, -3, 0. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** One payment of a ledger in text: the event it came from (a Sichuan deal's `3.`), who pays whom, the amount, the rule, its clause and how the amount came about. */
export interface LedgerLine {
  event?: string;
  payer: string;
  amount: number;
  rule: string;
  clause: string;
  how: string;
}

/** The ledger: a blank line, its title, and one row per payment with the columns aligned (or "(no payments)"). */
export function ledgerBlock(lines: readonly LedgerLine[], lang: Lang): string[] {
  const out = ['', `${TEXTS.ledger[lang]}:`];
  if (lines.length === 0) out.push(`  ${TEXTS.noPayments[lang]}`);
  const width = (column: (x: LedgerLine) => string) => Math.max(0, ...lines.map((x) => column(x).length));
  const w = { event: width((x) => x.event ?? ''), payer: width((x) => x.payer), amount: width((x) => String(x.amount)), rule: width((x) => x.rule), clause: width((x) => x.clause) };
  for (const x of lines) {
    const event = x.event === undefined ? '' : `${x.event.padEnd(w.event)} `;
    out.push(`  ${event}${x.payer.padEnd(w.payer)}  ${String(x.amount).padStart(w.amount)}  ${x.rule.padEnd(w.rule)}  ${x.clause.padEnd(w.clause)}  ${x.how}`.trimEnd());
  }
  return out;
}

/** A titled list (penalties paid to nobody): a blank line, the title and each line indented; nothing when empty. */
export function listBlock(title: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : ['', `${title}:`, ...lines.map((l) => `  ${l}`)];
}

/** The notes of a deal, each `clause: text`, led by its event's number (1-based) where it has one. */
export function notesBlock(notes: ReadonlyArray<{ event?: number; clause: string; text: Bilingual }>, lang: Lang): string[] {
  return listBlock(TEXTS.notes[lang], notes.map((n) => `${n.event !== undefined ? `${n.event + 1}. ` : ''}${n.clause ? `${n.clause}: ` : ''}${n.text[lang]}`));
}

/** Each player's net of the deal under a title: the ids padded to one width, the signed amount and a mark (the winner's). */
export function netBlock(title: string, seats: readonly string[], net: (player: string) => number, mark: (player: string) => string): string[] {
  const w = Math.max(...seats.map((p) => p.length));
  return ['', `${title}:`, ...seats.map((p) => `  ${p.padEnd(w)}  ${signed(net(p))}${mark(p)}`)];
}
