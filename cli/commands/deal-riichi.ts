/**
 * `reglament deal <riichi regulation> <hanchan.yaml|json> [--json] [--lang ru|en]`: a riichi hanchan (docs/riichi.md)
 * deal by deal: the dealer, round, counters and sticks, each scored hand, every payment with its rule and clause, the
 * scores after the deal; then the sticks left, the places, uma, oka, chombo and tournament points. Bad input:
 * positioned `deal/` or `hand/` errors, exit 2.
 */
import { compileScorer, type RegulationIR } from '../../runtime/index.js';
import { readRiichiHanchan, settleRiichiHanchan, type RiichiHanchanResult, type RiichiParty } from '../../games/index.js';
import { line, readDealInput } from '../deal-file.js';
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../i18n.js';
import { ledgerBlock, signed } from '../render-ledger.js';
import { renderScoreText, scoreJson } from '../render-score.js';

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
  leftover: { ru: 'Оставшиеся палочки', en: 'Sticks left' },
  header: { ru: 'место  игрок  счёт  ума  ока  чомбо  итог  турнирные очки', en: 'place  player  score  uma  oka  chombo  result  tournament points' },
} as const;

/** Renders a settled hanchan as text. */
export function renderRiichiHanchanText(ir: RegulationIR, r: RiichiHanchanResult, lang: Lang): string {
  const out: string[] = [`${TEXTS.hanchan[lang]}: ${ir.name[lang]}`];
  const party = (p: RiichiParty) => (p === 'table' ? TEXTS.table[lang] : p);
  for (const d of r.deals) {
    const ending = d.kind === 'win' ? d.winners.join(', ') : TEXTS[d.kind][lang];
    out.push('', `── ${TEXTS.deal[lang]} ${d.deal + 1}: ${d.round}${d.turn}, ${TEXTS.dealer[lang]} ${d.dealer}, ${TEXTS.honba[lang]} ${d.honba}, ${TEXTS.sticks[lang]} ${d.sticks} — ${ending} ──`);
    for (const h of d.hands) out.push(renderScoreText(ir, h.text, h.score, lang));
    const payments = r.payments.filter((p) => p.deal === d.deal);
    if (payments.length > 0) out.push(...ledgerBlock(payments.map((p) => ({ payer: `${party(p.from)} -> ${party(p.to)}`, amount: p.amount, rule: `${p.name[lang]} [${p.rule}]`, clause: p.clause, how: '' })), lang));
    out.push(`${TEXTS.scores[lang]}: ${Object.entries(d.scores).map(([p, s]) => `${p} ${s}`).join(', ')}`);
  }
  out.push('', `${TEXTS.end[lang]}:`);
  if (r.leftover.to.length > 0) out.push(`  ${TEXTS.leftover[lang]}: ${r.leftover.sticks} -> ${r.leftover.to.map((p) => `${p} +${r.leftover.each}`).join(', ')}`);
  const rows = [TEXTS.header[lang].split('  '), ...r.standings.map((s) => [
    String(s.place), s.player, String(s.score), signed(s.uma), signed(s.oka), String(-s.chombo || 0), signed(s.result), signed(s.tournamentPoints),
  ])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) out.push(`  ${row.map((cell, i) => (i === 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`.trimEnd());
  return out.join('\n');
}

/** The JSON of `deal --json` for a riichi hanchan. */
export function riichiHanchanJson(r: RiichiHanchanResult) {
  return {
    deals: r.deals.map((d) => ({
      deal: d.deal + 1, round: d.round, turn: d.turn, dealer: d.dealer, honba: d.honba, sticks: d.sticks, kind: d.kind, winners: d.winners,
      hands: d.hands.map((h) => ({ player: h.player, ...scoreJson(h.text, h.score) })), scores: d.scores,
    })),
    payments: r.payments.map((p) => ({ ...p, deal: p.deal + 1 })),
    leftover: r.leftover,
    standings: r.standings,
  };
}

/** Runs `deal` under a riichi regulation; returns the exit code. */
export function runRiichiDeal(ir: RegulationIR, file: string, o: { json?: boolean; lang: Lang }): number {
  const read = readDealInput(file);
  if ('errors' in read) {
    process.stderr.write(read.errors.join('\n') + '\n');
    return EXIT.badInput;
  }
  const report = (ps: ReadonlyArray<{ code: string; message: string; path: Array<string | number> }>) => {
    process.stderr.write(ps.map((p) => line(read.input.spanAt(p.path), p.code, p.message)).join('\n') + '\n');
  };
  if (!ir.riichi) {
    report([{ code: 'deal/riichi-no-rules', path: [], message: `${ir.regulation} has no riichi session rules (riichi:)` }]);
    return EXIT.badInput;
  }
  const { input, problems } = readRiichiHanchan(read.input.value);
  if (!input) {
    report(problems);
    return EXIT.badInput;
  }
  const r = settleRiichiHanchan(compileScorer(ir), ir.riichi, input);
  if (r.problems.length > 0) {
    report(r.problems);
    return EXIT.badInput;
  }
  process.stdout.write((o.json ? JSON.stringify(riichiHanchanJson(r), null, 2) : renderRiichiHanchanText(ir, r, o.lang)) + '\n');
  return EXIT.ok;
}
