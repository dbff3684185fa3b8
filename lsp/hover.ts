/**
 * Hover: what the name under the cursor is. An id: its entry as the regulation has it after merging (names,
 * section, clause, value, rule strings, assumption), and in a child file what the parent had. A tag: the items that
 * carry it. A fact, function or value of the rule language: its meaning and type.
 */
import type { Hover, Position } from 'vscode-languageserver';
import { MAHJONG_FACTS, MAHJONG_FUNCTIONS } from '../runtime/index.js';
import { findDefinitions, type BuiltinUse, type SymbolTable } from '../compiler/index.js';
import type { Analysis, Analyzer } from './analyzer.js';
import { describeChange, describeEntry } from './entry-text.js';
import type { Lang } from './lang.js';
import type { Navigator } from './navigation.js';
import { rangeOfSpan } from './ranges.js';
import { nameOfHit, spanOfHit, symbolAt, type SymbolHit } from './symbol-at.js';
import { KEYWORD_DOCS, TYPE_NAMES, VALUE_DOCS, text } from './texts.js';

/** What hover needs. */
export interface HoverContext {
  analyzer: Analyzer;
  navigator: Navigator;
  lang: Lang;
}

/** The hover at a position of an analysed document, or null when the cursor is on no name. */
export function hoverAt(ctx: HoverContext, analysis: Analysis, position: Position): Hover | null {
  const table = analysis.result?.symbols;
  if (table === undefined) return null;
  const hit = symbolAt(table, analysis.file, position);
  if (hit === undefined) return null;
  const markdown = hit.on === 'builtin' ? describeBuiltin(hit.builtin, ctx.lang) : describeName(ctx, analysis, table, hit);
  if (markdown === undefined) return null;
  return { contents: { kind: 'markdown', value: markdown }, range: rangeOfSpan(spanOfHit(hit)) };
}

/** A fact, function or enum value of the language. */
export function describeBuiltin(use: Pick<BuiltinUse, 'kind' | 'name'>, lang: Lang): string | undefined {
  if (use.kind === 'fact') {
    const fact = MAHJONG_FACTS[use.name];
    if (fact === undefined) return undefined;
    const type = TYPE_NAMES[fact.type]?.[lang] ?? fact.type;
    const where = fact.paymentOnly === true ? 'paymentOnly' : fact.declareOnly === true ? 'declareOnly' : undefined;
    const only = where !== undefined ? `\n\n_${text(where, lang)}_` : '';
    return `**${use.name}** — ${text('fact', lang)} · ${text('typeLabel', lang)}: ${type}\n\n${fact.doc[lang]}${only}`;
  }
  if (use.kind === 'function') {
    const doc = MAHJONG_FUNCTIONS[use.name]?.doc[lang] ?? KEYWORD_DOCS[use.name]?.[lang];
    return doc !== undefined ? `**${use.name}()** — ${text('functionWord', lang)}\n\n${doc}` : undefined;
  }
  const doc = VALUE_DOCS[use.name]?.[lang];
  return doc !== undefined ? `**${use.name}** — ${doc}` : undefined;
}

/** An id or a tag. */
function describeName(ctx: HoverContext, analysis: Analysis, table: SymbolTable, hit: SymbolHit): string | undefined {
  const name = nameOfHit(hit);
  const kind = hit.on === 'definition' ? hit.definition.kind : hit.on === 'reference' ? hit.reference.kind : 'entry';
  if (kind === 'tag') {
    const items = table.definitions.filter((d) => d.kind === 'entry' && Array.isArray(d.entry?.tags) && d.entry.tags.includes(name));
    return `**${name}** — ${text('tag', ctx.lang)}\n\n${text('taggedItems', ctx.lang)}: ${items.map((d) => `\`${d.name}\``).join(', ')}`;
  }
  // The entry as this file's regulation has it (merged); a removed one as the parent has it.
  const removed = hit.on === 'reference' && hit.reference.role === 'remove';
  const def = (removed ? undefined : findDefinitions(table, 'entry', name)[0]) ?? ctx.navigator.definitionsOf(analysis, hit)[0];
  if (def === undefined) return undefined;
  const parts = [describeEntry(def, ctx.lang)];
  const parent = ctx.analyzer.parentOf(analysis)?.result?.symbols;
  if (removed) parts.unshift(`_${text('removedHere', ctx.lang)}_`);
  else if (parent !== undefined) {
    const before = findDefinitions(parent, 'entry', name)[0];
    if (before !== undefined) parts.push(describeChange(def, before, ctx.lang));
    else parts.push(`_${text('newHere', ctx.lang)}_`);
  }
  return parts.join('\n\n---\n\n');
}
