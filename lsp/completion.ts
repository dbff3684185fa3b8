/**
 * Completion: inside a rule string (rule-completion.ts), and of ids where an id is expected: `excludes` (the scoring
 * items), `override` (the parent's items of that section), `remove` (any item of the parent), the tests'
 * expectations (items, shapes, contracts), `tags`, and the lists of ids the games' sections write (their `idLists`). Each id comes with its names and clause. The names are those
 * of the regulation as last compiled (the previous compilation while the YAML is broken mid-edit).
 */
import { CompletionItemKind, type CompletionItem, type Position, type Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { parseYamlText, ruleStringAt, sectionsOf, type Path, type SymbolDefinition, type SymbolTable } from '../compiler/index.js';
import { GAMES } from '../games/index.js';
import type { Analysis, Analyzer } from './analyzer.js';
import { describeEntry, entrySummary } from './entry-text.js';
import type { Lang } from './lang.js';
import { ruleCompletions } from './rule-completion.js';
import { text } from './texts.js';
import { placeAt, type ScalarAtCursor } from './yaml-cursor.js';

/** What completion needs. */
export interface CompletionContext {
  analyzer: Analyzer;
  lang: Lang;
}

/** Which ids a place takes: from this regulation or from the parent, of which sections (undefined: all). */
interface IdSlot {
  from: 'own' | 'parent';
  sections?: readonly string[];
  /** Names that are not entries but may be written there. */
  extra?: readonly string[];
  tags?: boolean;
}

const SCORING = ['points', 'doublings', 'limits'];
/** The lists of ids the games' sections write (Sichuan's wall-end exclusions), each with the sections its ids name. */
const GAME_ID_LISTS = sectionsOf(GAMES).idLists ?? [];

/** The ids a value at `path` takes, if it is an id slot. */
function idSlotAt(path: Path): IdSlot | undefined {
  const [a, b, c, d, e] = path;
  if (a === 'remove' && typeof b === 'number') return { from: 'parent' };
  if (a === 'override' && typeof c === 'number' && d === 'id' && path.length === 4) return { from: 'parent', sections: [String(b)] };
  if (a === 'tests' && c === 'expect') {
    if ((d === 'items' || d === 'absent') && typeof e === 'number') return { from: 'own', sections: SCORING, extra: ['house-limit', 'doubling-cap'] };
    if (d === 'shape' && path.length === 4) return { from: 'own', sections: ['shapes'], extra: ['standard'] };
    if (d === 'rules' && typeof e === 'number') return { from: 'own', sections: ['contracts'] };
  }
  const gameList = GAME_ID_LISTS.find((l) => l.path.every((key, i) => path[i] === key));
  if (gameList !== undefined) return { from: 'own', sections: gameList.of };
  const field = path.at(-2);
  if (field === 'excludes' && typeof path.at(-1) === 'number') return { from: 'own', sections: SCORING };
  if (field === 'tags' && typeof path.at(-1) === 'number') return { from: 'own', tags: true };
  return undefined;
}

/** The completions at a position of a document. */
export function completionAt(ctx: CompletionContext, analysis: Analysis, document: TextDocument, position: Position): CompletionItem[] {
  const offset = document.offsetAt(position);
  const { loaded } = parseYamlText(document.getText(), analysis.file);
  const place = placeAt(loaded, offset);
  const names = ctx.analyzer.namesOf(analysis.file);
  if (place.on === 'value' && place.scalar !== undefined) {
    const scalar = place.scalar;
    const kind = ruleStringAt(place.path);
    if (kind !== undefined) {
      const { items, start } = ruleCompletions(kind, scalar.value, scalar.offset, names, ctx.lang);
      const range = { start: document.positionAt(fileOffset(scalar, start)), end: position };
      return items.map(({ insertText, ...item }) => ({ ...item, textEdit: { range, newText: insertText ?? item.label } }));
    }
    const slot = idSlotAt(place.path);
    return slot ? idCompletions(ctx, analysis, slot, names, wholeValue(document, scalar)) : [];
  }
  if (place.on === 'collection' && place.items !== undefined) {
    const slot = idSlotAt([...place.path, place.items]);
    return slot ? idCompletions(ctx, analysis, slot, names, { start: position, end: position }) : [];
  }
  return [];
}

/** The file offset of a character index of a scalar's value. */
function fileOffset(scalar: ScalarAtCursor, index: number): number {
  return index < scalar.starts.length ? scalar.starts[index]! : scalar.end;
}

/** The range of a scalar's whole value (an id is replaced whole). */
function wholeValue(document: TextDocument, scalar: ScalarAtCursor): Range {
  return { start: document.positionAt(fileOffset(scalar, 0)), end: document.positionAt(scalar.end) };
}

/** The ids of a slot, each replacing `range`. */
function idCompletions(ctx: CompletionContext, analysis: Analysis, slot: IdSlot, names: SymbolTable | undefined, range: Range): CompletionItem[] {
  const table = slot.from === 'parent' ? ctx.analyzer.parentOf(analysis)?.result?.symbols : names;
  if (table === undefined) return [];
  if (slot.tags === true) {
    const tags = new Set(table.definitions.filter((d) => d.kind === 'tag').map((d) => d.name));
    return [...tags].map((tag) => ({ label: tag, kind: CompletionItemKind.Property, detail: text('tag', ctx.lang), textEdit: { range, newText: tag } }));
  }
  const wanted = (d: SymbolDefinition) => d.kind === 'entry' && (slot.sections === undefined || slot.sections.includes(d.section ?? ''));
  const items: CompletionItem[] = table.definitions.filter(wanted).map((d) => ({
    label: d.name, kind: CompletionItemKind.Reference, detail: entrySummary(d, ctx.lang),
    documentation: { kind: 'markdown', value: describeEntry(d, ctx.lang) }, textEdit: { range, newText: d.name },
  }));
  for (const name of slot.extra ?? []) items.push({ label: name, kind: CompletionItemKind.Keyword, textEdit: { range, newText: name } });
  return items;
}
