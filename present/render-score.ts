/**
 * The text rendering of a hand's score: every item with its rule id, clause and value (its JSON: score-json.ts).
 */
import { describeMelds, type Excluded, type RegulationIR, type ScoreResult, type WaitKind } from '../runtime/score-entry.js';
import { t, type Lang } from './i18n.js';
import { paymentSection, renderCounterLines } from './render-counter-score.js';

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

function itemValue(kind: string, value: number, count: number, lang: Lang): string {
  switch (kind) {
    case 'points': return count > 1 ? `+${value} (${count}×${value / count})` : `+${value}`;
    case 'doubling': return `×2^${value}` + (count > 1 ? ` (${count}×)` : '');
    case 'limit': return `${value} ${t('limit', lang)}`;
    default: return `${t('cap', lang)} ${value}`;
  }
}

/** The principle that left an item out, with its clause (nothing when plain `excludes` did). */
function principleText(ir: RegulationIR, e: Excluded, lang: Lang): string {
  if (!e.principle) return '';
  const p = ir.scoring.principles?.[e.principle];
  return `: ${p?.name?.[lang] ?? e.principle}${p ? ` (${p.clause})` : ''}`;
}

/** The text keys of the kinds of wait. */
const WAIT_TEXT = { pair: 'waitPair', closed: 'waitClosed', edge: 'waitEdge', open: 'waitOpen', pung: 'waitPung' } as const;

/** The wait of a reading in words ('' for none). */
function waitText(wait: WaitKind, lang: Lang, gap: string): string {
  return wait === 'none' ? '' : `${gap}(${t('wait', lang)}: ${t(WAIT_TEXT[wait], lang)})`;
}

/** Renders a score as a readable table in the chosen language. */
export function renderScoreText(ir: RegulationIR, hand: string, r: ScoreResult, lang: Lang): string {
  const lines: string[] = [];
  lines.push(`${t('hand', lang)}: ${hand}   (${ir.name[lang]})`);
  if (r.complete === false) lines.push(t('incomplete', lang));
  const shapeName = r.shape === 'standard' ? t('standard', lang) : ir.shapes.find((s) => s.id === r.shape)?.name[lang] ?? r.shape;
  lines.push(`${t('shape', lang)}: ${shapeName}`);
  lines.push(`${t('reading', lang)}: ${describeMelds(r.melds)}${waitText(r.wait, lang, '   ')}`);
  lines.push('');
  if (r.counters !== undefined) {
    lines.push(...renderCounterLines(ir, r, lang));
    return [...lines, ...closingLines(r, lang)].join('\n');
  }
  if (r.items.length === 0) lines.push(`  ${t('noItems', lang)}`);
  const rows = r.items.map((i) => [i.clause, `${i.name[lang]} [${i.id}]`, itemValue(i.kind, i.value, i.count, lang)]);
  const w0 = Math.max(t('clause', lang).length, ...rows.map((x) => x[0]!.length));
  const w1 = Math.max(t('rule', lang).length, ...rows.map((x) => x[1]!.length));
  if (rows.length > 0) lines.push(`  ${pad(t('clause', lang), w0)}  ${pad(t('rule', lang), w1)}  ${t('value', lang)}`);
  for (const [a, b, c] of rows) lines.push(`  ${pad(a!, w0)}  ${pad(b!, w1)}  ${c}`);
  for (const e of r.excluded) lines.push(`  (${e.id}${e.count ? ` ×${e.count}` : ''}: ${t('excluded', lang)}, ${t('because', lang)} ${e.by}${principleText(ir, e, lang)})`);
  lines.push('');
  const base = ir.scoring.base;
  const pts = base ? `${base} + ${r.points}` : `${r.points}`;
  lines.push(`${t('points', lang)}: ${pts}; ${t('doublings', lang)}: ${r.doublings}`);
  lines.push(`${t('total', lang)}: ${r.total}${r.limit !== null ? ` (${r.limit} ${t('limit', lang)})` : ''}`);
  if (r.payments !== undefined) {
    lines.push(...paymentSection(r.payments, lang));
    if (r.payments.length > 0) lines.push(`${t('received', lang)}: ${r.payments.reduce((sum, p) => sum + p.players * p.amount, 0)}`);
  }
  return [...lines, ...closingLines(r, lang)].join('\n');
}

/** The last lines of a score's text: whether the hand may be declared, the other readings. */
function closingLines(r: ScoreResult, lang: Lang): string[] {
  const lines: string[] = [];
  if (r.declarable !== null) lines.push(`${t('declarable', lang)}: ${r.declarable ? t('yes', lang) : t('no', lang)}`);
  // Readings that differ from the chosen one only in where the winning tile sits, at the same value, say nothing new.
  const chosen = describeMelds(r.melds);
  const others = r.alternatives.filter((a) => !(a.total === r.total && a.shape === r.shape && describeMelds(a.melds) === chosen));
  if (others.length > 0) {
    lines.push(`${t('alternatives', lang)}:`);
    for (const a of others.slice(0, 5)) lines.push(`  ${a.shape}: ${describeMelds(a.melds)}${waitText(a.wait, lang, ' ')} -> ${a.total}`);
  }
  return lines;
}
