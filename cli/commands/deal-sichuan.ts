/**
 * `reglament deal <sichuan regulation> <deal.yaml|json> [--json] [--lang ru|en]`: the ledger of a Sichuan deal given
 * as events (docs/sichuan.md): every payment with its rule, clause and reason, the penalties paid to nobody, the
 * notes, each scored hand, and the game points per player. Bad input: positioned `deal/` or `hand/` errors, exit 2.
 */
import { readSichuanDeal, settleSichuanDeal, type RegulationIR, type SichuanDealInput, type SichuanDealResult } from '../../runtime/index.js';
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../i18n.js';
import { ledgerBlock, listBlock, netBlock, notesBlock, signed } from '../render-ledger.js';
import { renderScoreText, scoreJson } from '../render-score.js';
import { line, readDealInput } from '../deal-file.js';

const TEXTS = {
  deal: { ru: 'Сдача (сычуань)', en: 'Deal (Sichuan)' },
  void: { ru: 'запрещённые масти', en: 'void suits' },
  event: { ru: 'событие', en: 'event' },
  adjustments: { ru: 'Штрафы вне расчёта (никому)', en: 'Penalties paid to nobody' },
  net: { ru: 'Игровые очки за сдачу', en: 'Game points of the deal' },
  hu: { ru: 'Ху', en: 'Hu' },
} as const;

const RULE_NAMES: Record<string, { ru: string; en: string }> = {
  'hu-discard': { ru: 'Ху с чужого сброса', en: 'Hu on a discard' },
  'hu-self-draw': { ru: 'Ху со стены', en: 'Self-drawn hu' },
  'kong-concealed': { ru: 'Закрытый конг', en: 'Concealed kong' },
  'kong-discard': { ru: 'Конг с чужого сброса', en: 'Kong from a discard' },
  'kong-promoted': { ru: 'Добавленный конг', en: 'Promoted kong' },
  'kong-from-hand': { ru: 'Конг, добавленный из руки', en: 'Kong promoted from the hand' },
  'kong-void': { ru: 'Возврат за конг', en: 'Kong payment returned' },
  'wall-end': { ru: 'Конец стены', en: 'Wall end' },
  'false-hu': { ru: 'Ложное Ху', en: 'False hu' },
  'void-suit': { ru: 'Запрещённая масть', en: 'Void suit' },
};

/** Renders a Sichuan deal's ledger as text. */
export function renderSichuanDealText(ir: RegulationIR, input: SichuanDealInput, r: SichuanDealResult, lang: Lang): string {
  const out: string[] = [`${TEXTS.deal[lang]}: ${ir.name[lang]}`];
  const voids = input.seats.filter((p) => input.void[p] !== undefined).map((p) => `${p} ${input.void[p]}`);
  if (voids.length > 0) out.push(`${TEXTS.void[lang]}: ${voids.join(', ')}`);
  for (const [key, { hand, score }] of Object.entries(r.scores)) {
    const at = Number(key.slice(0, key.indexOf(':')));
    out.push('', `── ${TEXTS.event[lang]} ${at + 1}: ${key.slice(key.indexOf(':') + 1)} ──`, renderScoreText(ir, hand, score, lang));
  }
  const rule = (id: string) => `${RULE_NAMES[id]![lang]} [${id}]`;
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

/** Runs `deal` under a Sichuan regulation; returns the exit code. */
export function runSichuanDeal(ir: RegulationIR, file: string, o: { json?: boolean; lang: Lang }): number {
  const read = readDealInput(file);
  if ('errors' in read) {
    process.stderr.write(read.errors.join('\n') + '\n');
    return EXIT.badInput;
  }
  const { input, problems } = readSichuanDeal(read.input.value);
  const report = (ps: ReadonlyArray<{ code: string; message: string; text?: { en: string; ru: string }; path: Array<string | number>; atKey?: boolean }>) => {
    const lines = ps.map((p) => line(read.input.spanAt(p.path, p.atKey), p.code, p.text ?? p.message));
    process.stderr.write(lines.join('\n') + '\n');
  };
  if (!input) {
    report(problems);
    return EXIT.badInput;
  }
  const r = settleSichuanDeal(ir, input);
  if (r.problems.length > 0) {
    report(r.problems);
    return EXIT.badInput;
  }
  process.stdout.write((o.json ? JSON.stringify(sichuanDealJson(r), null, 2) : renderSichuanDealText(ir, input, r, o.lang)) + '\n');
  return EXIT.ok;
}
