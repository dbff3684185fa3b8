/**
 * Rendering of a regulation diff (`reglament diff`) as text, Markdown or JSON, and the labels shared with the
 * assumptions register: section titles, field labels, names of settings, readable values.
 */
import { diffSectionsOf, type CoreDiffSection, type DiffSection, type GameCompilerPart, type RegulationChange, type RuleView, type ViewValue } from '../compiler/index.js';
import type { Assumption, Bilingual, RegulationIR } from '../runtime/index.js';
import { fill, t, type Lang, type TextKey } from './i18n.js';
import { mdCell, mdCode, mdText } from './markdown.js';

/** Output formats of `reglament diff`. */
export type DiffFormat = 'text' | 'md' | 'json';

const SECTION_KEYS: Record<CoreDiffSection, TextKey> = {
  groups: 'sectionGroups', shapes: 'sectionShapes', counters: 'sectionCounters', items: 'sectionItems', points: 'sectionPoints',
  doublings: 'sectionDoublings', limits: 'sectionLimits', scoring: 'sectionScoring', payments: 'sectionPayments',
  settlement: 'sectionSettlement', penalties: 'sectionPenalties',
  tournament: 'sectionTournament', procedures: 'sectionProcedures',
};

const FIELD_KEYS: Record<string, TextKey> = {
  id: 'fieldId', name: 'fieldName', clause: 'fieldClause', kind: 'fieldKind', value: 'fieldValue', when: 'fieldWhen',
  unless: 'fieldUnless', pattern: 'fieldPattern', count: 'fieldCount', tags: 'fieldTags', excludes: 'fieldExcludes',
  tiles: 'fieldTiles', distinct: 'fieldDistinct', text: 'fieldText', assumption: 'fieldAssumption', note: 'fieldNote',
  offender: 'fieldOffender', innocent: 'fieldInnocent', 'ends-deal': 'fieldEndsDeal', bonus: 'fieldBonus',
  vists: 'fieldVists', scope: 'fieldScope', first: 'fieldFirst', later: 'fieldLater', 'avoid-repeats': 'fieldAvoidRepeats',
  optional: 'fieldOptional', after: 'fieldAfter', keep: 'fieldKeep', players: 'fieldPlayers', 'from-zero': 'fieldFromZero',
  'up-to': 'fieldUpTo', points: 'fieldPoints', counter: 'fieldCounter', adjust: 'fieldAdjust', 'round-up': 'fieldRoundUp',
  'at-least': 'fieldAtLeast', 'at-most': 'fieldAtMost', formula: 'fieldFormula', payer: 'fieldPayer', amount: 'fieldAmount',
  cycles: 'fieldCycles',
};

/** Text keys of the regulation settings by setting id. */
export const SETTING_TEXT_KEYS: Record<string, TextKey> = {
  'scoring.base': 'settingBase', 'scoring.house-limit': 'settingHouseLimit', 'scoring.doubling-cap': 'settingDoublingCap',
  'scoring.limit-vs-points': 'settingLimitVsPoints', 'scoring.declare': 'settingDeclare',
  'settlement.losers-pay-each-other': 'settingLosersPay', 'settlement.east-doubles': 'settingEastDoubles',
  'settlement.self-draw-doubles': 'settingSelfDrawDoubles', 'settlement.discarder-doubles': 'settingDiscarderDoubles',
  'tournament.table-points.per': 'settingPer', 'tournament.table-points.places': 'settingPlaces',
  'tournament.table-points.ties': 'settingTies', 'tournament.table-points.vist-bands': 'settingVistBands',
  'tournament.table-points.limit-bonus': 'settingLimitBonus', 'tournament.table-points.redeal-points': 'settingRedealPoints',
  'tournament.standings': 'settingStandings', 'tournament.round-winds': 'settingRoundWinds',
  'tournament.east-rotates': 'settingEastRotates', 'tournament.seating': 'settingSeating', 'tournament.rounds': 'settingRounds',
  'tournament.final': 'settingFinal', 'tournament.final.winds': 'settingFinalWinds', 'tournament.table-sizes': 'settingTableSizes',
  'tournament.played-substitutes': 'settingPlayedSubstitutes',
};

/** Fields written in the rule language (shown as code in Markdown). */
const CODE_FIELDS = ['when', 'unless', 'pattern', 'count', 'tiles', 'tags', 'excludes'];

/** The title of a section: the core's from the CLI's words, a game's own from its module (`games`: games/index.ts GAMES). */
export function sectionTitle(section: DiffSection, lang: Lang, games: readonly GameCompilerPart[]): string {
  const core = (SECTION_KEYS as Partial<Record<string, TextKey>>)[section];
  return core !== undefined ? t(core, lang) : (games.find((g) => g.diffSection?.id === section)?.diffSection?.title[lang] ?? section);
}

/** The label of a field (its YAML name when there is no translation). */
export function fieldLabel(field: string, lang: Lang): string {
  const key = FIELD_KEYS[field];
  return key ? t(key, lang) : field;
}

/** The name of a place-points-by-size or formula record, from its id (`tournament.formulas.<id>.round-2`, ...). */
function formulaRuleName(id: string): Bilingual | null {
  const both = (key: TextKey, vars: Record<string, string>): Bilingual => ({ ru: fill(t(key, 'ru'), vars), en: fill(t(key, 'en'), vars) });
  const size = /^tournament\.table-points\.by-table-size\.(\d+)$/.exec(id);
  if (size) return both('settingPlacesBySize', { n: size[1]! });
  const m = /^tournament\.formulas\.([a-z0-9-]+?)(?:\.(round-(\d+)|final))?$/.exec(id);
  if (!m) return null;
  if (m[3] !== undefined) return both('settingFormulaRound', { id: m[1]!, n: m[3] });
  return both(m[2] === 'final' ? 'settingFormulaFinal' : 'settingFormula', { id: m[1]! });
}

/** The name of a rule: its own, or for a setting without one the setting's usual name. */
export function ruleName(id: string, name?: Bilingual): Bilingual {
  if (name) return name;
  const cut = /^tournament\.cuts\.after-(\d+)/.exec(id);
  const key = SETTING_TEXT_KEYS[id];
  if (cut) return { ru: fill(t('settingCut', 'ru'), { n: cut[1]! }), en: fill(t('settingCut', 'en'), { n: cut[1]! }) };
  const formula = formulaRuleName(id);
  if (formula) return formula;
  if (key) return { ru: t(key, 'ru'), en: t(key, 'en') };
  return { ru: id, en: id };
}

const isBilingual = (v: ViewValue): v is Bilingual =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).sort().join() === 'en,ru';
const isAssumption = (v: ViewValue): v is Assumption =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && isBilingual((v as { text?: ViewValue }).text ?? null)
  && Object.keys(v).every((k) => k === 'text' || k === 'alternative');

/** A readable value; `full` shows both languages of a bilingual text. */
export function formatValue(v: ViewValue | undefined, lang: Lang, full = false): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'boolean') return t(v ? 'yes' : 'no', lang);
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) {
    const items = (v as readonly ViewValue[]).map((x) => formatValue(x, lang, full));
    return items.length === 0 ? '—' : items.join(v.some((x) => typeof x === 'object' && x !== null) ? '; ' : ', ');
  }
  if (isBilingual(v)) return full ? `${v.ru} / ${v.en}` : v[lang];
  if (isAssumption(v)) {
    const text = formatValue(v.text, lang, full);
    return v.alternative !== undefined ? `${text} (${t('fieldAlternative', lang)}: ${formatValue(v.alternative, lang, full)})` : text;
  }
  const o = v as { readonly [key: string]: ViewValue };
  return Object.keys(o).map((k) => `${fieldLabel(k, lang)} ${formatValue(o[k], lang, full)}`).join(', ');
}

/** The value of a field of a view, with a group's tiles as written next to the tiles they stand for. */
function fieldText(view: RuleView, field: string, lang: Lang, full = false): string {
  const raw = view[field];
  // Patterns hold commas themselves: a list of them (any one applies) is separated by semicolons.
  const value = field === 'pattern' && Array.isArray(raw) ? raw.map((p) => formatValue(p, lang, full)).join('; ') : formatValue(raw, lang, full);
  // A group written with other groups' names (`honors terminals`) is shown with the tiles they stand for.
  if (field === 'tiles' && typeof view.tilesText === 'string' && !/^[\s+0-9mpszf-]*$/.test(view.tilesText)) return `${view.tilesText} = ${value}`;
  return value;
}

/** The fields to show for a rule in full (added or removed): all but the heading's name and clause. */
function shownFields(c: RegulationChange, view: RuleView): string[] {
  return Object.keys(view).filter((k) => k !== 'name' && k !== 'clause' && k !== 'tilesText'
    && !(k === 'kind' && c.family === 'item') && !(k === 'distinct' && view[k] === false));
}

/** Before and after of a changed field; both languages of a text when one language alone looks the same. */
function beforeAfter(c: RegulationChange, field: string, lang: Lang): [string, string] {
  if (field === 'id') return [c.renamedFrom ?? c.id, c.id];
  const b = fieldText(c.before!, field, lang);
  const a = fieldText(c.after!, field, lang);
  return b === a ? [fieldText(c.before!, field, lang, true), fieldText(c.after!, field, lang, true)] : [b, a];
}

function changeWord(c: RegulationChange, lang: Lang): string {
  if (c.renamedFrom !== undefined) return t('changeRenamed', lang);
  return t(c.change === 'added' ? 'changeAdded' : c.change === 'removed' ? 'changeRemoved' : 'changeChanged', lang);
}

function summary(changes: readonly RegulationChange[], lang: Lang): string {
  const n = (k: RegulationChange['change']) => changes.filter((c) => c.change === k).length;
  return fill(t('diffSummary', lang), { n: changes.length, changed: n('changed'), added: n('added'), removed: n('removed') });
}

/** The name, id and version of a regulation; `code` writes the id, `text` the regulation's own words. */
const regulationLine = (ir: RegulationIR, lang: Lang, code: (s: string) => string, text: (s: string) => string = (s) => s) =>
  `${text(ir.name[lang])} (${code(ir.regulation)}, ${text(ir.version)})`;

function bySection(changes: readonly RegulationChange[], games: readonly GameCompilerPart[]): Array<[DiffSection, RegulationChange[]]> {
  return diffSectionsOf(games).map((s): [DiffSection, RegulationChange[]] => [s, changes.filter((c) => c.section === s)]).filter(([, cs]) => cs.length > 0);
}

const LONG = 70;

/** Labels padded to the same width. */
function padded(labels: string[]): string[] {
  const width = Math.max(...labels.map((l) => l.length));
  return labels.map((l) => l.padEnd(width));
}

function renderText(a: RegulationIR, b: RegulationIR, changes: readonly RegulationChange[], lang: Lang, games: readonly GameCompilerPart[]): string {
  const [was, now] = padded([`${t('diffBefore', lang)}:`, `${t('diffAfter', lang)}:`]);
  const lines = [t('diffTitle', lang), `  ${was} ${regulationLine(a, lang, (s) => s)}`, `  ${now} ${regulationLine(b, lang, (s) => s)}`];
  if (a.game !== b.game) lines.push(`  ${t('diffGame', lang)}: ${a.game} -> ${b.game}`);
  lines.push(changes.length === 0 ? t('diffNone', lang) : summary(changes, lang));
  for (const [section, cs] of bySection(changes, games)) {
    lines.push('', sectionTitle(section, lang, games));
    for (const c of cs) {
      const id = c.renamedFrom !== undefined ? `${c.id} (${t('renamedFrom', lang)} ${c.renamedFrom})` : c.id;
      const clause = c.clause ? ` (${t('fieldClause', lang)} ${c.clause})` : '';
      lines.push(`  ${changeWord(c, lang)}: ${id} — ${ruleName(c.id, c.name)[lang]}${clause}`);
      if (c.change === 'changed') {
        for (const f of c.fields.filter((f) => f !== 'id')) {
          const [before, after] = beforeAfter(c, f, lang);
          if (before.length + after.length <= LONG) lines.push(`    ${fieldLabel(f, lang)}: ${before} -> ${after}`);
          else lines.push(`    ${fieldLabel(f, lang)}:`, `      ${was} ${before}`, `      ${now} ${after}`);
        }
      } else {
        const view = (c.after ?? c.before)!;
        for (const f of shownFields(c, view)) lines.push(`    ${fieldLabel(f, lang)}: ${fieldText(view, f, lang)}`);
      }
    }
  }
  return lines.join('\n');
}


function renderMarkdown(a: RegulationIR, b: RegulationIR, changes: readonly RegulationChange[], lang: Lang, games: readonly GameCompilerPart[]): string {
  const code = mdCode;
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const lines = [
    `# ${t('diffTitle', lang)}`, '',
    `- ${t('diffBefore', lang)}: ${regulationLine(a, lang, code, mdText)}`,
    `- ${t('diffAfter', lang)}: ${regulationLine(b, lang, code, mdText)}`,
  ];
  if (a.game !== b.game) lines.push(`- ${t('diffGame', lang)}: ${code(a.game)} -> ${code(b.game)}`);
  lines.push('', changes.length === 0 ? t('diffNone', lang) : summary(changes, lang));
  for (const [section, cs] of bySection(changes, games)) {
    lines.push('', `## ${sectionTitle(section, lang, games)}`);
    for (const c of cs) {
      const id = c.renamedFrom !== undefined ? `${code(c.id)} (${t('renamedFrom', lang)} ${code(c.renamedFrom)})` : code(c.id);
      lines.push('', `### ${cap(changeWord(c, lang))}: ${id} — ${mdText(ruleName(c.id, c.name)[lang])}`, '');
      if (c.clause) lines.push(`${cap(t('fieldClause', lang))}: ${mdText(c.clause)}`, '');
      if (c.change === 'changed') {
        lines.push(`| ${t('diffField', lang)} | ${t('diffBefore', lang)} | ${t('diffAfter', lang)} |`, '|---|---|---|');
        for (const f of c.fields) {
          const [before, after] = beforeAfter(c, f, lang);
          const isCode = CODE_FIELDS.includes(f) || f === 'id';
          lines.push(`| ${fieldLabel(f, lang)} | ${mdCell(before, isCode)} | ${mdCell(after, isCode)} |`);
        }
      } else {
        const view = (c.after ?? c.before)!;
        lines.push(`| ${t('diffField', lang)} | ${t('fieldValue', lang)} |`, '|---|---|');
        for (const f of shownFields(c, view)) lines.push(`| ${fieldLabel(f, lang)} | ${mdCell(fieldText(view, f, lang), CODE_FIELDS.includes(f))} |`);
      }
    }
  }
  return lines.join('\n');
}

/** The JSON form: `{"changes": [{id, change, renamedFrom?, section, clause, name, fields, before, after}]}`. */
function renderJson(changes: readonly RegulationChange[]): string {
  return JSON.stringify({
    changes: changes.map((c) => ({
      id: c.id,
      change: c.change,
      ...(c.renamedFrom !== undefined ? { renamedFrom: c.renamedFrom } : {}),
      section: c.section,
      clause: c.clause,
      name: ruleName(c.id, c.name),
      fields: c.fields,
      before: c.before,
      after: c.after,
    })),
  }, null, 2);
}

/** Renders the changes from regulation `a` to regulation `b`, sections in report order with the `games`' own. */
export function renderDiff(a: RegulationIR, b: RegulationIR, changes: readonly RegulationChange[], format: DiffFormat, lang: Lang, games: readonly GameCompilerPart[]): string {
  if (format === 'json') return renderJson(changes);
  return format === 'md' ? renderMarkdown(a, b, changes, lang, games) : renderText(a, b, changes, lang, games);
}
