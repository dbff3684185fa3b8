/**
 * Markdown that describes an entry of a regulation for a hover or a completion: its id and name in both languages,
 * its section and clause, what it does (value, rule strings, tiles), its assumption and note; and what a child file
 * changes in its parent's entry.
 */
import { basename } from 'node:path';
import { GAMES } from '../games/index.js';
import { fieldLabel, formatValue, sectionTitle } from '../present/index.js';
import type { SymbolDefinition } from '../compiler/index.js';
import type { Lang } from './lang.js';
import { text } from './texts.js';

type Entry = Record<string, unknown>;
type ViewValue = Parameters<typeof formatValue>[0];
type Section = Parameters<typeof sectionTitle>[0];

/** The diff sections (whose titles the CLI has) of the list sections: the core's, and a game's lists in its own section. */
const SECTION_TITLES: Record<string, Section> = {
  tiles: 'groups', shapes: 'shapes', points: 'points', doublings: 'doublings', limits: 'limits', procedures: 'procedures',
  penalties: 'penalties', formulas: 'tournament',
  ...Object.fromEntries(GAMES.flatMap((g) => (g.diffSection === undefined ? [] : (g.listSections ?? []).map((l) => [l.name, g.diffSection!.id])))),
};

/** Fields shown first, in this order; the rule language's are shown as code. */
const LEADING_FIELDS = ['value', 'tiles', 'pattern', 'when', 'unless', 'count', 'tags', 'excludes', 'kind', 'text'];
const CODE_FIELDS = new Set(['tiles', 'pattern', 'when', 'unless', 'count', 'tags', 'excludes']);
/** Fields of the title and the end, not repeated among the others. */
const FRAME_FIELDS = new Set(['id', 'name', 'clause', 'assumption', 'note']);

/** A field's value as Markdown ('—' when absent). */
function fieldValue(field: string, value: unknown, lang: Lang): string {
  if (value === undefined) return '—';
  return CODE_FIELDS.has(field)
    ? (Array.isArray(value) ? value : [value]).map((v) => `\`${String(v)}\``).join(', ')
    : formatValue(value as ViewValue, lang);
}

/** One field as a Markdown line. */
function fieldLine(field: string, value: unknown, lang: Lang): string {
  return `${fieldLabel(field, lang)}: ${fieldValue(field, value, lang)}`;
}

/** The name of an entry in the reader's language, with the other in parentheses. */
function bilingualName(entry: Entry, lang: Lang): string {
  const name = entry.name as { ru?: string; en?: string } | undefined;
  if (name === undefined) return '';
  const first = lang === 'ru' ? name.ru : name.en;
  const second = lang === 'ru' ? name.en : name.ru;
  return second !== undefined && second !== first ? `${first ?? ''} (${second})` : (first ?? '');
}

/** The one-line summary of an entry: its name and clause (completion's detail). */
export function entrySummary(def: SymbolDefinition, lang: Lang): string {
  const entry = def.entry ?? {};
  const name = bilingualName(entry, lang);
  const clause = typeof entry.clause === 'string' ? `${fieldLabel('clause', lang)} ${entry.clause}` : '';
  return [name, clause].filter((s) => s !== '').join(' · ');
}

/** The Markdown description of an entry. */
export function describeEntry(def: SymbolDefinition, lang: Lang): string {
  const entry = def.entry ?? {};
  const section = def.section !== undefined && SECTION_TITLES[def.section] ? sectionTitle(SECTION_TITLES[def.section]!, lang, GAMES) : def.section;
  const lines = [`**${def.name}** — ${bilingualName(entry, lang)}`, ''];
  const head = [section, typeof entry.clause === 'string' ? `${fieldLabel('clause', lang)} ${entry.clause}` : undefined];
  lines.push(head.filter((s) => s !== undefined).join(' · '), '');
  const fields = [...LEADING_FIELDS.filter((f) => f in entry), ...Object.keys(entry).filter((f) => !LEADING_FIELDS.includes(f) && !FRAME_FIELDS.has(f))];
  for (const field of fields) lines.push(`- ${fieldLine(field, entry[field], lang)}`);
  for (const field of ['assumption', 'note']) if (entry[field] !== undefined) lines.push(`- ${fieldLine(field, entry[field], lang)}`);
  lines.push('', `_${text('definedIn', lang, { file: basename(def.span.file) })}_`);
  return lines.join('\n');
}

/** What a child's entry changes in the parent's (fields whose values differ), as Markdown. */
export function describeChange(child: SymbolDefinition, parent: SymbolDefinition, lang: Lang): string {
  const a = parent.entry ?? {};
  const b = child.entry ?? {};
  const file = basename(parent.span.file);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((f) => JSON.stringify(a[f]) !== JSON.stringify(b[f]));
  if (fields.length === 0) return `_${text('parentSame', lang, { file })}_`;
  const lines = [`**${text('parentHad', lang, { file })}:**`];
  for (const f of fields) lines.push(`- ${fieldLabel(f, lang)}: ${fieldValue(f, a[f], lang)} → ${fieldValue(f, b[f], lang)}`);
  return lines.join('\n');
}
