/**
 * The assumptions register of a regulation: every interpretation it records (tile groups, shapes, scoring items,
 * scoring settings, settlement switches, penalties, tournament settings, procedures), with its clause.
 */
import { listRules, type DiffSection, type GameCompilerPart } from '../compiler/index.js';
import type { Assumption, Bilingual, RegulationIR } from '../runtime/index.js';
import { t, type Lang } from './i18n.js';
import { mdCell, mdCode, mdText } from './markdown.js';
import { ruleName, sectionTitle } from './render-diff.js';

/** One recorded assumption with where it is. */
export interface AssumptionEntry {
  /** The rule's id; a setting's is the YAML path of its key (`scoring.house-limit`, `tournament.table-points.ties`). */
  id: string;
  section: DiffSection;
  name: Bilingual;
  clause: string;
  assumption: Assumption;
  file: string;
  line: number;
}

/**
 * Collects every assumption of a compiled regulation, section by section, each section in file order; the games'
 * rules through their modules (`games`: games/index.ts GAMES).
 */
export function collectAssumptions(ir: RegulationIR, games: readonly GameCompilerPart[]): AssumptionEntry[] {
  return listRules(ir, games).flatMap((r): AssumptionEntry[] => {
    const a = r.view.assumption as Assumption | undefined;
    if (!a) return [];
    return [{
      id: r.id, section: r.section, name: ruleName(r.id, r.view.name as Bilingual | undefined), clause: String(r.view.clause ?? ''),
      assumption: a, file: r.origin?.file ?? '', line: r.origin?.line ?? 0,
    }];
  });
}

/**
 * The register as data (`reglament assumptions --json`): the regulation and every assumption with where it is.
 * `text` and `alternative` are the English texts (as they always were); `ru` holds the same fields in Russian.
 */
export function assumptionsJson(ir: RegulationIR, games: readonly GameCompilerPart[]) {
  return {
    regulation: ir.regulation,
    version: ir.version,
    name: ir.name,
    assumptions: collectAssumptions(ir, games).map(({ assumption: a, ...e }) => ({
      id: e.id, section: e.section, name: e.name, clause: e.clause, text: a.text.en,
      ...(a.alternative !== undefined ? { alternative: a.alternative.en } : {}),
      ru: { text: a.text.ru, ...(a.alternative !== undefined ? { alternative: a.alternative.ru } : {}) },
      file: e.file, line: e.line,
    })),
  };
}


/** Renders the register compactly, one line per assumption (`check --assumptions`), or as a Markdown table. */
export function listAssumptions(ir: RegulationIR, lang: Lang, format: 'text' | 'md', games: readonly GameCompilerPart[]): string {
  const entries = collectAssumptions(ir, games);
  const head = lang === 'ru' ? `Допущения: ${ir.name.ru} (${entries.length})` : `Assumptions: ${ir.name.en} (${entries.length})`;
  const alt = lang === 'ru' ? 'иначе' : 'alternative';
  if (format === 'md') {
    const rows = entries.map((e) => `| ${mdCell(e.id)} | ${mdCell(e.clause)} | ${mdCell(e.assumption.text[lang])} | ${mdCell(e.assumption.alternative?.[lang] ?? '')} |`);
    return [`# ${mdText(head)}`, '', `| id | clause | assumption | ${alt} |`, '|---|---|---|---|', ...rows].join('\n');
  }
  return [head, ...entries.map((e) => `  [${e.id}] ${e.clause} — ${e.name[lang]}: ${e.assumption.text[lang]}${e.assumption.alternative ? ` (${alt}: ${e.assumption.alternative[lang]})` : ''}`)].join('\n');
}

/** Renders the register for a committee (`reglament assumptions`): by section, each with clause, place and alternative. */
export function renderAssumptions(ir: RegulationIR, lang: Lang, format: 'text' | 'md', games: readonly GameCompilerPart[]): string {
  const entries = collectAssumptions(ir, games);
  const title = format === 'md'
    ? `${t('assumptionsTitle', lang)}: ${mdText(ir.name[lang])} (${mdCode(ir.regulation)}, ${mdText(ir.version)})`
    : `${t('assumptionsTitle', lang)}: ${ir.name[lang]} (${ir.regulation}, ${ir.version})`;
  const sections = [...new Set(entries.map((e) => e.section))];
  const where = (e: AssumptionEntry) => (e.file ? `${e.file}:${e.line}` : '');
  const lines: string[] = [];
  if (format === 'md') {
    lines.push(`# ${title}`, '', entries.length === 0 ? t('assumptionsNone', lang) : `${t('total', lang)}: ${entries.length}`);
    for (const s of sections) {
      lines.push('', `## ${sectionTitle(s, lang, games)}`, '',
        `| id | ${t('fieldName', lang)} | ${t('fieldClause', lang)} | ${t('fieldAssumption', lang)} | ${t('fieldAlternative', lang)} | ${t('fieldWhere', lang)} |`,
        '|---|---|---|---|---|---|');
      for (const e of entries.filter((x) => x.section === s)) {
        lines.push(`| ${mdCode(e.id)} | ${mdCell(e.name[lang])} | ${mdCell(e.clause)} | ${mdCell(e.assumption.text[lang])} | ${mdCell(e.assumption.alternative?.[lang] ?? '')} | ${mdCell(where(e))} |`);
      }
    }
    return lines.join('\n');
  }
  lines.push(title, entries.length === 0 ? t('assumptionsNone', lang) : `${t('total', lang)}: ${entries.length}`);
  for (const s of sections) {
    lines.push('', sectionTitle(s, lang, games));
    for (const e of entries.filter((x) => x.section === s)) {
      const clause = e.clause ? `${t('fieldClause', lang)} ${e.clause}` : '';
      const place = [clause, where(e)].filter((x) => x).join('; ');
      lines.push(`  ${e.id} — ${e.name[lang]}${place ? ` (${place})` : ''}`);
      lines.push(`    ${t('fieldAssumption', lang)}: ${e.assumption.text[lang]}`);
      if (e.assumption.alternative !== undefined) lines.push(`    ${t('fieldAlternative', lang)}: ${e.assumption.alternative[lang]}`);
    }
  }
  return lines.join('\n');
}
