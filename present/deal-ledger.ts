/**
 * A deal's ledger for people, as both `reglament deal` and the judge's desk show it: each payment (who pays whom, how
 * much, the rule's name with its id, its clause and how the amount came about) and each penalty paid to nobody. The
 * rule names come from the regulation (its penalties, the settlement) and from the game (`names`: a game's own ledger
 * rules, such as a Sichuan deal's kongs, games/<game>/). Input: the regulation, the payments or adjustments of a deal,
 * the language. Output: rows already in that language.
 */
import type { Adjustment, Bilingual, DealPayment, RegulationIR, SettlementSwitch } from '../runtime/index.js';

/** A language of the output. */
import type { Lang } from './i18n.js';

/** A game's own ledger rules: a name for each rule id its settlement writes (`kong-concealed`: Concealed kong). */
export type LedgerRuleNames = Readonly<Record<string, Bilingual>>;

const TEXTS = {
  settlement: { ru: 'Расчёт', en: 'Settlement' },
  value: { ru: 'стоимость руки', en: 'hand value' },
  difference: { ru: 'разница', en: 'difference' },
  switches: {
    'losers-pay-each-other': { ru: 'проигравшие платят друг другу', en: 'losers pay each other' },
    'east-doubles': { ru: 'Восток платит и получает вдвойне', en: 'East pays and receives double' },
    'self-draw-doubles': { ru: 'маджонг со стены — вдвойне', en: 'self-drawn mahjong pays double' },
    'discarder-doubles': { ru: 'сбросивший платит вдвойне', en: 'the discarder pays double' },
  } satisfies Record<SettlementSwitch, Bilingual>,
} as const;

/** One row of a deal's ledger for people: who pays whom, how much, the rule's name, its clause and how it came about. */
export interface LedgerRow {
  from: string;
  to: string;
  amount: number;
  /** The rule's name with its id, as the CLI prints it (`Закрытый конг [kong-concealed]`). */
  rule: string;
  /** The rule's name alone, as the judge's pages show it (its id where it has no name). */
  ruleName: string;
  clause: string;
  how: string;
}

/** A penalty of a deal paid to nobody, for people: the player, the vists, the rule's name, its clause and why. */
export interface AdjustmentRow {
  player: string;
  vists: number;
  /** The rule's name with its id, as the CLI prints it. */
  rule: string;
  /** The rule's name alone, as the judge's pages show it (its id where it has no name). */
  ruleName: string;
  clause: string;
  reason: string;
}

/**
 * A rule of a ledger by name: the game's own rule (`Concealed kong [kong-concealed]`), the settlement, a penalty of the
 * regulation (`False mahjong [false-mahjong]`); else its id.
 */
export function ledgerRuleName(ir: RegulationIR, rule: string, lang: Lang, names: LedgerRuleNames = {}): string {
  const name = namedRule(ir, rule, lang, names);
  return name === undefined ? (rule === 'settlement' ? TEXTS.settlement[lang] : rule) : `${name} [${rule}]`;
}

/** A rule of a ledger by its name alone (`Закрытый конг`, `Расчёт`); its id where neither the game nor the regulation names it. */
export function ledgerRuleNameAlone(ir: RegulationIR, rule: string, lang: Lang, names: LedgerRuleNames = {}): string {
  return namedRule(ir, rule, lang, names) ?? (rule === 'settlement' ? TEXTS.settlement[lang] : rule);
}

/** The name of a rule the game (`names`) or the regulation's penalties give, in `lang`. */
function namedRule(ir: RegulationIR, rule: string, lang: Lang, names: LedgerRuleNames): string | undefined {
  return names[rule]?.[lang] ?? ir.penalties?.find((x) => x.id === rule)?.name[lang];
}

/** How a payment's amount came about: its reason, or the hand value / difference with the doublings applied. */
function explain(p: DealPayment, winner: string | undefined, lang: Lang): string {
  if (p.reason) return p.reason[lang];
  if (p.base === undefined) return '';
  const what = p.to === winner ? TEXTS.value[lang] : TEXTS.difference[lang];
  const doubled = (p.doubledBy ?? []).map((s) => `×2 ${TEXTS.switches[s][lang]}`);
  return [`${what} ${p.base}`, ...doubled].join(', ');
}

/** The rows of a deal's ledger (`winner`: the player who declared mahjong; `names`: the game's ledger rules). */
export function dealLedgerRows(ir: RegulationIR, payments: readonly DealPayment[], winner: string | undefined, lang: Lang, names: LedgerRuleNames = {}): LedgerRow[] {
  return payments.map((p) => ({
    from: p.from, to: p.to, amount: p.amount, rule: ledgerRuleName(ir, p.rule, lang, names), ruleName: ledgerRuleNameAlone(ir, p.rule, lang, names), clause: p.clause, how: explain(p, winner, lang),
  }));
}

/**
 * The penalties of a deal outside its ledger (`names`: the game's ledger rules); a rule the adjustment names itself
 * (a Sichuan minor violation: the scale) by that name, its reason in `lang` where the engine gave it in both.
 */
export function dealAdjustmentRows(ir: RegulationIR, adjustments: readonly Adjustment[], lang: Lang, names: LedgerRuleNames = {}): AdjustmentRow[] {
  return adjustments.map((a) => ({
    player: a.player,
    vists: a.vists,
    rule: a.ruleName !== undefined ? `${a.ruleName[lang]} [${a.rule}]` : ledgerRuleName(ir, a.rule, lang, names),
    ruleName: a.ruleName !== undefined ? a.ruleName[lang] : ledgerRuleNameAlone(ir, a.rule, lang, names),
    clause: a.clause,
    reason: a.reasonText?.[lang] ?? a.reason ?? '',
  }));
}
