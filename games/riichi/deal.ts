/**
 * Riichi's part of `reglament deal` (GameModule.deal): a riichi hanchan (docs/riichi.md) deal by deal: the dealer, round, counters and sticks, each scored hand, every payment with its rule and clause, the
 * scores after the deal; then the sticks left, the places, uma, oka, chombo and tournament points. Bad input:
 * `deal/` or `hand/` problems with their paths (the command positions them).
 */
import { compileScorer, type RegulationIR } from '../../runtime/index.js';
import { ledgerBlock, renderScoreText, scoreJson, signed, type Lang } from '../../present/index.js';
import type { GameDeal } from '../types.js';
import { settleRiichiHanchan, type RiichiHanchanResult, type RiichiParty } from './hanchan.js';
import { readRiichiHanchan } from './hanchan-read.js';

const TEXTS = {
  hanchan: { ru: 'Ханчан (риичи)', en: 'Hanchan (riichi)' },
  deal: { ru: 'Сдача', en: 'Deal' },
  dealer: { ru: 'дилер', en: 'dealer' },
  honba: { ru: 'хонба', en: 'honba' },
  sticks: { ru: 'палочек на столе', en: 'sticks on the table' },
  draw: { ru: 'ничья', en: 'exhaustive draw' },
  chombo: { ru: 'чомбо', en: 'chombo' },
  scores: { ru: 'Счёт', en: 'Scores' },
  table: { ru: 'стол', en: 'table' },
  end: { ru: 'Итог ханчана', en: 'End of the hanchan' },
  typed: { ru: 'Введено судьёй', en: 'Typed by the judge' },
  leftover: { ru: 'Оставшиеся палочки', en: 'Sticks left' },
  nobody: { ru: 'никому', en: 'nobody' },
  assumed: { ru: 'допущение регламента', en: "the regulation's assumption" },
  otherwise: { ru: 'Иначе', en: 'Otherwise' },
  header: { ru: 'место  игрок  счёт  ума  ока  чомбо  итог  турнирные очки', en: 'place  player  score  uma  oka  chombo  result  tournament points' },
} as const;

/**
 * A win whose counters the judge typed: who and what was typed, then the score's counters, value and payments as for
 * a scored hand (its lines after the hand, its shape and its reading, which a typed win has not).
 */
function typedWinText(ir: RegulationIR, player: string, typed: string, score: RiichiHanchanResult['deals'][number]['hands'][number]['score'], lang: Lang): string {
  const [, , , ...rest] = renderScoreText(ir, typed, score, lang).split('\n');
  return [`${TEXTS.typed[lang]}: ${player}, ${typed}`, ...rest].join('\n');
}

/** Renders a settled hanchan as text. */
export function renderRiichiHanchanText(ir: RegulationIR, r: RiichiHanchanResult, lang: Lang): string {
  const out: string[] = [`${TEXTS.hanchan[lang]}: ${ir.name[lang]}`];
  const party = (p: RiichiParty) => (p === 'table' ? TEXTS.table[lang] : p);
  for (const d of r.deals) {
    const ending = d.kind === 'win' ? d.winners.join(', ') : TEXTS[d.kind][lang];
    out.push('', `── ${TEXTS.deal[lang]} ${d.deal + 1}: ${d.round}${d.turn}, ${TEXTS.dealer[lang]} ${d.dealer}, ${TEXTS.honba[lang]} ${d.honba}, ${TEXTS.sticks[lang]} ${d.sticks} — ${ending} ──`);
    for (const h of d.hands) out.push(h.hand === null ? typedWinText(ir, h.player, h.text, h.score, lang) : renderScoreText(ir, h.text, h.score, lang));
    const payments = r.payments.filter((p) => p.deal === d.deal);
    if (payments.length > 0) out.push(...ledgerBlock(payments.map((p) => ({ payer: `${party(p.from)} -> ${party(p.to)}`, amount: p.amount, rule: `${p.name[lang]} [${p.rule}]`, clause: p.clause, how: '' })), lang));
    out.push(`${TEXTS.scores[lang]}: ${Object.entries(d.scores).map(([p, s]) => `${p} ${s}`).join(', ')}`);
  }
  out.push('', `${TEXTS.end[lang]}:`);
  if (r.leftover.sticks > 0) {
    const to = r.leftover.to.length > 0 ? r.leftover.to.map((p) => `${p} +${r.leftover.each}`).join(', ') : TEXTS.nobody[lang];
    out.push(`  ${TEXTS.leftover[lang]}: ${r.leftover.sticks} -> ${to}`);
    // Who gets the sticks is a reading of the rule text where the file records one: the judge sees it and its alternative.
    const setting = ir.riichi?.leftoverSticks;
    const a = setting?.assumption;
    if (a !== undefined) out.push(`    (${TEXTS.assumed[lang]}, ${setting!.clause}: ${a.text[lang]}${a.alternative !== undefined ? ` ${TEXTS.otherwise[lang]}: ${a.alternative[lang]}` : ''})`);
  }
  const rows = [TEXTS.header[lang].split('  '), ...r.standings.map((s) => [
    String(s.place), s.player, String(s.score), signed(s.uma), signed(s.oka), String(-s.chombo || 0), signed(s.result), signed(s.tournamentPoints),
  ])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) out.push(`  ${row.map((cell, i) => (i === 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`.trimEnd());
  return out.join('\n');
}

/** The JSON of `deal --json` for a riichi hanchan. */
export function riichiHanchanJson(ir: RegulationIR, r: RiichiHanchanResult) {
  const assumption = r.leftover.sticks > 0 ? ir.riichi?.leftoverSticks.assumption : undefined;
  return {
    deals: r.deals.map((d) => ({
      deal: d.deal + 1, round: d.round, turn: d.turn, dealer: d.dealer, honba: d.honba, sticks: d.sticks, kind: d.kind, winners: d.winners,
      hands: d.hands.map((h) => ({ player: h.player, ...scoreJson(h.text, h.score) })), scores: d.scores,
    })),
    payments: r.payments.map((p) => ({ ...p, deal: p.deal + 1 })),
    leftover: { ...r.leftover, ...(assumption !== undefined ? { assumption } : {}) },
    standings: r.standings,
  };
}

/** Reads, settles and presents a riichi hanchan. */
export const riichiDeal: GameDeal = {
  run(ir, value, o) {
    if (!ir.riichi) return { problems: [{ code: 'deal/riichi-no-rules', path: [], message: `${ir.regulation} has no riichi session rules (riichi:)` }] };
    const { input, problems } = readRiichiHanchan(value);
    if (!input) return { problems };
    const r = settleRiichiHanchan(compileScorer(ir), ir.riichi, input);
    if (r.problems.length > 0) return { problems: r.problems };
    return { output: o.json ? JSON.stringify(riichiHanchanJson(ir, r), null, 2) : renderRiichiHanchanText(ir, r, o.lang) };
  },
};
