/**
 * Rendering of `reglament impact`: the JSON of `--format json` (the contract: `hands`, `changed`, `byRule`,
 * `examples`, plus the histogram, declarability, regulations, input and event) and the readable text report
 * (Russian by default, English with --lang en). The HTML report is in render-impact-html.ts.
 * Input: an ImpactRun (the runtime's ImpactReport and EventImpact with what was compared). Output: strings.
 */
import type { Bilingual, EventImpact, ImpactExample, ImpactReport, ItemValue, RegulationIR } from '../runtime/index.js';
import { fill, formatNumber, t, type Lang, type TextKey } from './i18n.js';
import { SETTING_TEXT_KEYS } from './render-diff.js';

/** A regulation as the report names it. */
export interface ImpactRegulation {
  file: string;
  id: string;
  version: string;
  name: Bilingual;
}

/** Where the hands came from. */
export type ImpactInput =
  | { kind: 'file'; file: string }
  | { kind: 'generated'; count: number; seed: number; winningShare: number };

/** A rule's name and clause for the report (items, shapes and scoring settings of either regulation). */
export interface RuleInfo {
  name: Bilingual;
  clause: string;
}

/** Everything a report shows. */
export interface ImpactRun {
  regulations: { old: ImpactRegulation; new: ImpactRegulation };
  input: ImpactInput;
  report: ImpactReport;
  ruleInfo: Record<string, RuleInfo>;
  event?: EventImpact & { file: string };
}

/** A text with placeholders filled. */
export function tf(key: TextKey, lang: Lang, values: Record<string, string | number> = {}): string {
  return fill(t(key, lang), values);
}

/** A signed number: `+10`, `−40` (a true minus sign), `0`. */
export function formatSigned(n: number, lang: Lang): string {
  if (n === 0) return '0';
  return (n > 0 ? '+' : '−') + formatNumber(Math.abs(n), lang);
}

/** A share of a whole as a percentage with one decimal. */
export function formatPercent(part: number, whole: number, lang: Lang): string {
  if (whole === 0 || part === 0) return '0';
  const pct = Math.round((1000 * part) / whole) / 10;
  return pct === 0 ? `<${formatNumber(0.1, lang)}` : formatNumber(pct, lang);
}

/** Yes / no / — for a declarability. */
export function formatDeclarable(d: boolean | null, lang: Lang): string {
  return d === null ? '—' : d ? t('yes', lang) : t('no', lang);
}

/** An item's contribution: `+10`, `×2^1`, `0.5 of the limit`, `capped at 1000`, or `absent`. */
export function formatItemValue(v: ItemValue | null, lang: Lang): string {
  if (v === null) return t('impactAbsent', lang);
  switch (v.kind) {
    case 'points': return v.count > 1 ? `+${v.value} (${v.count}×${v.value / v.count})` : `+${v.value}`;
    case 'doubling': return `×2^${v.value}` + (v.count > 1 ? ` (${v.count}×)` : '');
    case 'limit': return `${formatNumber(v.value, lang)} ${t('limit', lang)}`;
    default: return `${t('cap', lang)} ${v.value}`;
  }
}

/** Names of the rule ids an impact attributes that are not rules of a regulation: its settings, "unattributed". */
const SETTING_KEYS: Record<string, TextKey> = { ...SETTING_TEXT_KEYS, unattributed: 'impactUnattributed' };

/** The name of a rule id in a language (the regulations' own names first). */
export function formatRuleName(run: ImpactRun, id: string, lang: Lang): string {
  const info = run.ruleInfo[id];
  if (info !== undefined) return info.name[lang];
  const key = SETTING_KEYS[id];
  return key !== undefined ? t(key, lang) : id;
}

/** The JSON of `impact --format json`. */
export function impactJson(run: ImpactRun) {
  const r = run.report;
  return {
    hands: r.hands,
    changed: r.changed,
    byRule: r.byRule,
    examples: r.examples,
    increased: r.increased,
    decreased: r.decreased,
    declarabilityChanged: r.declarabilityChanged,
    declarableGained: r.declarableGained,
    declarableLost: r.declarableLost,
    explanationOnly: r.explanationOnly,
    histogram: r.histogram,
    failed: r.failed,
    failures: r.failures,
    regulations: run.regulations,
    regulationChanges: r.regulationChanges,
    input: run.input,
    ruleInfo: Object.fromEntries(Object.keys(r.byRule).filter((id) => run.ruleInfo[id] !== undefined).map((id) => [id, run.ruleInfo[id]!])),
    ...(run.event !== undefined ? { event: run.event } : {}),
  };
}

function pad(s: string, n: number): string {
  const w = [...s].length;
  return w >= n ? s : s + ' '.repeat(n - w);
}

const width = (s: string) => [...s].length;

/** Lines of a table: columns padded to their widest cell (right-aligned where asked). */
function table(header: string[], rows: string[][], right: boolean[] = []): string[] {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const fit = (cells: string[]) =>
    cells.map((c, i) => (right[i] ? ' '.repeat(widths[i]! - width(c)) + c : pad(c, widths[i]!))).join('  ').trimEnd();
  return [fit(header), fit(widths.map((w) => '-'.repeat(w))), ...rows.map(fit)];
}

/** The heading lines: the two regulations, the hands, the differences found in the regulations. */
export function headingLines(run: ImpactRun, lang: Lang): string[] {
  const reg = (r: ImpactRegulation) => `${r.id} ${r.version} — ${r.name[lang]} (${r.file})`;
  const input = run.input;
  const hands = input.kind === 'file'
    ? tf('impactHandsFile', lang, { n: run.report.hands, file: input.file })
    : tf('impactHandsGenerated', lang, { n: run.report.hands, seed: input.seed, share: Math.round(100 * input.winningShare) });
  const ch = run.report.regulationChanges;
  const shown = 12;
  const list = (ids: string[]) => (ids.length === 0 ? t('impactNone', lang)
    : ids.length <= shown ? ids.join(', ')
    : `${ids.slice(0, shown).join(', ')} ${tf('impactMore', lang, { n: ids.length - shown })}`);
  return [
    `${t('impactOld', lang)}: ${reg(run.regulations.old)}`,
    `${t('impactNew', lang)}: ${reg(run.regulations.new)}`,
    hands,
    tf('impactRegulationChanges', lang, { rules: list(ch.rules), settings: list(ch.settings) }),
  ];
}

/** The summary lines: changed hands, declarability, explanation-only changes, sum of differences. */
export function summaryLines(run: ImpactRun, lang: Lang): string[] {
  const r = run.report;
  const h = r.histogram;
  const lines = [
    tf('impactChanged', lang, { n: r.changed, of: r.hands, pct: formatPercent(r.changed, r.hands, lang), up: r.increased, down: r.decreased }),
    tf('impactDeclarability', lang, { n: r.declarabilityChanged, gained: r.declarableGained, lost: r.declarableLost }),
    tf('impactExplanationOnly', lang, { n: r.explanationOnly }),
  ];
  if (r.changed > 0) lines.push(tf('impactSumDelta', lang, { sum: formatSigned(h.sumDelta, lang), min: formatSigned(h.minDelta, lang), max: formatSigned(h.maxDelta, lang) }));
  if (r.failed > 0) lines.push(tf('impactFailures', lang, { n: r.failed }));
  return lines;
}

/** One example as text lines. */
function exampleLines(run: ImpactRun, e: ImpactExample, i: number, lang: Lang): string[] {
  const flags = e.flags.length > 0 ? ` ${e.flags.join(' ')}` : '';
  const source = e.source !== undefined ? `   (${e.source})` : '';
  const { causes, also } = describeExampleRules(run, e, lang);
  return [
    `  ${i + 1}. ${e.hand}${flags}${source}`,
    `     ${t('impactTotal', lang)}: ${formatNumber(e.old.total, lang)} → ${formatNumber(e.new.total, lang)} (${formatSigned(e.delta, lang)}); ` +
      `${t('impactDeclarable', lang).toLowerCase()}: ${formatDeclarable(e.old.declarable, lang)} → ${formatDeclarable(e.new.declarable, lang)}`,
    `     ${t('impactRules', lang)}: ${causes.map((c) => `${c.id} (${c.text})`).join(', ')}`,
    ...(also.length > 0 ? [`     ${t('impactAlsoChanged', lang)}: ${also.map((c) => `${c.id} (${c.text})`).join(', ')}`] : []),
  ];
}

/**
 * The rules of an example: the causes (each with its item's old and new contribution, or its name when it has no
 * item), and the other items whose contribution differs but did not decide the value.
 */
export function describeExampleRules(run: ImpactRun, e: ImpactExample, lang: Lang): { causes: Array<{ id: string; text: string }>; also: Array<{ id: string; text: string }> } {
  const change = (id: string) => {
    const c = e.items.find((x) => x.id === id);
    return c !== undefined ? `${formatItemValue(c.old, lang)} → ${formatItemValue(c.new, lang)}` : formatRuleName(run, id, lang);
  };
  return {
    causes: e.rules.map((id) => ({ id, text: change(id) })),
    also: e.items.filter((c) => !e.rules.includes(c.id)).map((c) => ({ id: c.id, text: change(c.id) })),
  };
}

/** The event section as text lines. */
function eventLines(ev: EventImpact & { file: string }, lang: Lang): string[] {
  const lines = [tf('impactEvent', lang, { file: ev.file, round: ev.afterRound })];
  if (ev.moved.length === 0) {
    lines.push(tf('impactNoMoves', lang, { totals: ev.totalsChanged, of: ev.players }));
  } else {
    lines.push(tf('impactMoved', lang, { n: ev.moved.length, of: ev.players, totals: ev.totalsChanged }));
    const num = (n: number | null) => (n === null ? '—' : formatNumber(n, lang));
    const rows = ev.moved.map((m) => [
      m.name !== undefined ? `${m.player} (${m.name})` : m.player,
      num(m.oldRank), num(m.newRank), num(m.oldPoints), num(m.newPoints), num(m.oldVists), num(m.newVists),
    ]);
    const header = ['impactPlayer', 'impactRankOld', 'impactRankNew', 'impactPointsOld', 'impactPointsNew', 'impactVistsOld', 'impactVistsNew']
      .map((k) => t(k as TextKey, lang));
    lines.push(...table(header, rows, [false, true, true, true, true, true, true]).map((l) => `  ${l}`));
  }
  if (ev.problems.length > 0) {
    lines.push(`${t('impactProblems', lang)}:`);
    for (const p of ev.problems) lines.push(`  [${t(p.regulation === 'old' ? 'impactOld' : 'impactNew', lang)}] ${p.severity} ${p.code}  ${p.message}`);
  }
  return lines;
}

/** Renders the whole report as text. */
export function renderImpactText(run: ImpactRun, lang: Lang): string {
  const r = run.report;
  const out: string[] = [t('impactTitle', lang), ...headingLines(run, lang), '', ...summaryLines(run, lang)];
  if (r.changed === 0) {
    out.push('', t('impactNoChange', lang));
  } else {
    out.push('', `${t('impactHistogram', lang)}:`);
    const buckets = r.histogram.buckets;
    const most = Math.max(1, ...buckets.map((b) => b.count));
    const lw = Math.max(...buckets.map((b) => width(b.label)));
    for (const b of buckets) {
      const bar = b.count === 0 ? '' : '█'.repeat(Math.max(1, Math.round((40 * b.count) / most)));
      out.push(`  ${pad(b.label, lw)}  ${bar}${b.count > 0 ? ` ${b.count}` : ''}`.trimEnd());
    }
    out.push('', `${t('impactByRule', lang)}:`);
    const rows = Object.entries(r.byRule).map(([id, n]) => [String(n), `${formatPercent(n, r.changed, lang)}%`, id, formatRuleName(run, id, lang)]);
    out.push(...table([t('impactHands', lang), t('impactShare', lang), 'id', t('impactRule', lang)], rows, [true, true, false, false]).map((l) => `  ${l}`));
    out.push('', `${t('impactExamples', lang)}:`);
    r.examples.forEach((e, i) => out.push(...exampleLines(run, e, i, lang)));
  }
  if (r.failures.length > 0) {
    out.push('', tf('impactFailures', lang, { n: r.failed }));
    for (const f of r.failures) out.push(`  ${f.source !== undefined ? `${f.source}: ` : ''}${f.hand}: ${f.message}`);
  }
  if (run.event !== undefined) out.push('', ...eventLines(run.event, lang));
  return out.join('\n') + '\n';
}

/** Names and clauses of the rules of both regulations (the new one's names first), and of their scoring settings. */
export function ruleInfoOf(oldIr: RegulationIR, newIr: RegulationIR): Record<string, RuleInfo> {
  const info: Record<string, RuleInfo> = {};
  for (const ir of [oldIr, newIr]) {
    const s = ir.scoring;
    for (const rule of [...s.points, ...s.doublings, ...s.limits, ...ir.shapes]) info[rule.id] = { name: rule.name, clause: rule.clause };
    if (s.houseLimit?.name) info['scoring.house-limit'] = { name: s.houseLimit.name, clause: s.houseLimit.clause };
    if (s.doublingCap?.name) info['scoring.doubling-cap'] = { name: s.doublingCap.name, clause: s.doublingCap.clause };
    if (s.declare?.name) info['scoring.declare'] = { name: s.declare.name, clause: s.declare.clause };
  }
  return info;
}

/** The heading facts of a regulation in an impact report. */
export function regulationOf(file: string, ir: RegulationIR): ImpactRegulation {
  return { file, id: ir.regulation, version: ir.version, name: ir.name };
}
