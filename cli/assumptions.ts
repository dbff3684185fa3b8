/**
 * The assumptions register of a regulation: every interpretation it records, with its clause.
 */
import type { Assumption, Bilingual, RegulationIR, RuleInfo } from '../runtime/index.js';
import type { Lang } from './i18n.js';

/** One recorded assumption with where it is. */
export interface AssumptionEntry {
  id: string;
  name: Bilingual;
  clause: string;
  assumption: Assumption;
  file: string;
  line: number;
}

/** Collects every assumption of a compiled regulation, in file order. */
export function collectAssumptions(ir: RegulationIR): AssumptionEntry[] {
  const rules: Array<Pick<RuleInfo, 'id' | 'clause' | 'assumption' | 'origin'> & { name?: Bilingual }> = [
    ...ir.groups, ...ir.shapes, ...ir.scoring.points, ...ir.scoring.doublings, ...ir.scoring.limits, ...ir.procedures,
  ];
  for (const [id, s] of [['house-limit', ir.scoring.houseLimit], ['doubling-cap', ir.scoring.doublingCap], ['declare', ir.scoring.declare]] as const) {
    if (s) rules.push({ id, clause: s.clause, assumption: s.assumption, origin: s.origin, name: s.name });
  }
  return rules
    .filter((r) => r.assumption)
    .map((r) => ({ id: r.id, name: r.name ?? { ru: r.id, en: r.id }, clause: r.clause, assumption: r.assumption!, file: r.origin.file, line: r.origin.line }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Renders the register as text or Markdown. */
export function listAssumptions(ir: RegulationIR, lang: Lang, format: 'text' | 'md'): string {
  const entries = collectAssumptions(ir);
  const head = lang === 'ru' ? `Допущения: ${ir.name.ru} (${entries.length})` : `Assumptions: ${ir.name.en} (${entries.length})`;
  const alt = lang === 'ru' ? 'иначе' : 'alternative';
  if (format === 'md') {
    const rows = entries.map((e) => `| ${e.id} | ${e.clause} | ${e.assumption.text} | ${e.assumption.alternative ?? ''} |`);
    return [`# ${head}`, '', `| id | clause | assumption | ${alt} |`, '|---|---|---|---|', ...rows].join('\n');
  }
  return [head, ...entries.map((e) => `  [${e.id}] ${e.clause} — ${e.name[lang]}: ${e.assumption.text}${e.assumption.alternative ? ` (${alt}: ${e.assumption.alternative})` : ''}`)].join('\n');
}
