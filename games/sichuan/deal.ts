/**
 * Sichuan's part of `reglament deal` (GameModule.deal): a deal given as events (docs/sichuan.md) read, settled and
 * presented: every payment with its rule, clause and reason, the penalties paid to nobody, the notes, each scored hand,
 * and the game points per player. Bad input: `deal/` or `hand/` problems with their paths (the command positions them).
 */
import type { RegulationIR } from '../../runtime/index.js';
import { readSichuanDeal } from './deal-read.js';
import { settleSichuanDeal } from './ledger.js';
import type { SichuanDealInput, SichuanDealResult } from './deal-types.js';
import type { GameDeal } from '../types.js';
import { SICHUAN_LEDGER_RULES } from './ledger-rules.js';
import { ledgerBlock, ledgerRuleName, listBlock, netBlock, notesBlock, renderScoreText, scoreJson, signed, type Lang } from '../../present/index.js';

const TEXTS = {
  deal: { ru: 'Сдача (сычуань)', en: 'Deal (Sichuan)' },
  void: { ru: 'запрещённые масти', en: 'void suits' },
  event: { ru: 'событие', en: 'event' },
  adjustments: { ru: 'Штрафы вне расчёта (никому)', en: 'Penalties paid to nobody' },
  net: { ru: 'Игровые очки за сдачу', en: 'Game points of the deal' },
  hu: { ru: 'Ху', en: 'Hu' },
} as const;

/** Renders a Sichuan deal's ledger as text. */
export function renderSichuanDealText(ir: RegulationIR, input: SichuanDealInput, r: SichuanDealResult, lang: Lang): string {
  const out: string[] = [`${TEXTS.deal[lang]}: ${ir.name[lang]}`];
  const voids = input.seats.filter((p) => input.void[p] !== undefined).map((p) => `${p} ${input.void[p]}`);
  if (voids.length > 0) out.push(`${TEXTS.void[lang]}: ${voids.join(', ')}`);
  for (const [key, { hand, score }] of Object.entries(r.scores)) {
    const at = Number(key.slice(0, key.indexOf(':')));
    out.push('', `── ${TEXTS.event[lang]} ${at + 1}: ${key.slice(key.indexOf(':') + 1)} ──`, renderScoreText(ir, hand, score, lang));
  }
  const names = SICHUAN_LEDGER_RULES;
  const rule = (id: string) => ledgerRuleName(ir, id, lang, names);
  out.push(...ledgerBlock(r.payments.map((p) => ({ event: `${p.event + 1}.`, payer: `${p.from} -> ${p.to}`, amount: p.amount, rule: rule(p.rule), clause: p.clause, how: p.reason[lang] })), lang));
  out.push(...listBlock(TEXTS.adjustments[lang], r.adjustments.map((a) => `${a.event + 1}. ${a.player}  ${signed(a.points)}  ${rule(a.rule)}  ${a.clause}  ${a.reason[lang]}`)));
  out.push(...notesBlock(r.notes, lang));
  out.push(...netBlock(TEXTS.net[lang], input.seats, (p) => r.points[p] ?? 0, (p) => {
    const k = r.winners.indexOf(p);
    return k >= 0 ? `  (${TEXTS.hu[lang]} ${k + 1})` : '';
  }));
  return out.join('\n');
}

/** The JSON of `deal --json` for a Sichuan deal. */
export function sichuanDealJson(r: SichuanDealResult) {
  return {
    points: { ...r.points },
    winners: r.winners,
    payments: r.payments,
    adjustments: r.adjustments,
    hands: Object.fromEntries(Object.entries(r.scores).map(([k, s]) => [k, scoreJson(s.hand, s.score)])),
    notes: r.notes,
    problems: r.problems,
  };
}

/** Reads, settles and presents a Sichuan deal. */
export const sichuanDeal: GameDeal = {
  run(ir, value, o) {
    const { input, problems } = readSichuanDeal(value);
    if (!input) return { problems };
    const r = settleSichuanDeal(ir, input);
    if (r.problems.length > 0) return { problems: r.problems };
    return { output: o.json ? JSON.stringify(sichuanDealJson(r), null, 2) : renderSichuanDealText(ir, input, r, o.lang) };
  },
};
