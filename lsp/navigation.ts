/**
 * Definitions and occurrences of a name across an `extends:` chain and the files that extend it.
 *
 * An id is defined once in a regulation (its merged `extends:` chain): a use resolves to the definition its file's
 * compilation sees; `override` and `remove` name the parent's item, so they resolve in the parent. The occurrences
 * of an id are found in the file that defines it and in every file that extends that one (on disk under the
 * workspace folders, or open), each compiled as it is now. A tag is every mention of it, from the highest file of
 * the chain that mentions it down through the files that extend that one.
 */
import { resolve } from 'node:path';
import {
  findDefinitions, findReferences, type Span, type SymbolDefinition, type SymbolKind, type SymbolReference, type SymbolTable,
} from '../compiler/index.js';
import type { Analysis, Analyzer } from './analyzer.js';
import type { SymbolHit } from './symbol-at.js';
import type { Workspace } from './workspace.js';

/** A place where a name is written: its span and whether it is a definition. */
export interface Occurrence {
  span: Span;
  definition: boolean;
}

const same = (a: Span, b: Span) => resolve(a.file) === resolve(b.file) && a.line === b.line && a.col === b.col;

/** Finds definitions and occurrences over the analyses of a workspace. */
export class Navigator {
  constructor(
    private readonly analyzer: Analyzer,
    private readonly workspace: Workspace,
  ) {}

  /** The definitions a name under the cursor stands for (none for a word of the language or an unknown name). */
  definitionsOf(analysis: Analysis, hit: SymbolHit): SymbolDefinition[] {
    const table = analysis.result?.symbols;
    if (table === undefined || hit.on === 'builtin') return [];
    if (hit.on === 'definition') return hit.definition.kind === 'tag' ? findDefinitions(table, 'tag', hit.definition.name) : [hit.definition];
    return this.resolveReference(analysis, hit.reference);
  }

  /** Every occurrence of the name under the cursor (definitions and uses), without repeats. */
  occurrencesOf(analysis: Analysis, hit: SymbolHit): Occurrence[] {
    if (hit.on === 'builtin') return [];
    const kind: SymbolKind = hit.on === 'definition' ? hit.definition.kind : hit.reference.kind;
    const name = hit.on === 'definition' ? hit.definition.name : hit.reference.name;
    const found = kind === 'tag' ? this.tagOccurrences(analysis, name) : this.entryOccurrences(analysis, hit, name);
    const seen = new Set<string>();
    return found.filter((o) => {
      const key = `${resolve(o.span.file)}:${o.span.line}:${o.span.col}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /** The definition a use resolves to (override and remove: in the parent of the file they are written in). */
  private resolveReference(analysis: Analysis, ref: SymbolReference): SymbolDefinition[] {
    const table = analysis.result?.symbols;
    if (table === undefined) return [];
    if (ref.kind === 'tag') return findDefinitions(table, 'tag', ref.name);
    if (ref.role === 'override' || ref.role === 'remove') {
      const parent = this.parentTableOf(analysis, ref.span.file);
      return parent !== undefined ? findDefinitions(parent, 'entry', ref.name) : [];
    }
    const own = findDefinitions(table, 'entry', ref.name);
    if (own.length > 0) return own;
    // Removed by a child: the parent still defines it.
    const parent = this.parentTableOf(analysis, ref.span.file);
    return parent !== undefined ? findDefinitions(parent, 'entry', ref.name) : [];
  }

  /** The symbol table of the parent of `file` in an analysis's chain. */
  private parentTableOf(analysis: Analysis, file: string): SymbolTable | undefined {
    const files = analysis.result?.files ?? [];
    const index = files.findIndex((f) => resolve(f) === resolve(file));
    const parent = index >= 0 ? files[index + 1] : undefined;
    return parent !== undefined ? this.analyzer.analyze(parent).result?.symbols : undefined;
  }

  /** Occurrences of an id: its definition and the uses that resolve to it, in its file and the files extending it. */
  private entryOccurrences(analysis: Analysis, hit: SymbolHit, name: string): Occurrence[] {
    const target = this.definitionsOf(analysis, hit)[0];
    if (target === undefined) {
      // An unknown name: its uses in this regulation, so that they can be found (and renamed) together.
      const table = analysis.result?.symbols;
      return table ? findReferences(table, 'entry', name).map((r) => ({ span: r.span, definition: false })) : [];
    }
    const home = resolve(target.span.file);
    const out: Occurrence[] = [{ span: target.span, definition: true }];
    for (const file of [home, ...this.workspace.descendantsOf(home)]) {
      const other = this.analyzer.analyze(file);
      const table = other.result?.symbols;
      if (table === undefined) continue;
      for (const ref of findReferences(table, 'entry', name)) {
        const resolved = this.resolveReference(other, ref)[0];
        if (resolved !== undefined && same(resolved.span, target.span)) out.push({ span: ref.span, definition: false });
      }
    }
    return out;
  }

  /** Occurrences of a tag: every mention in the chain from its highest mention down, and in the files extending that. */
  private tagOccurrences(analysis: Analysis, name: string): Occurrence[] {
    const table = analysis.result?.symbols;
    if (table === undefined) return [];
    const mentioned = (t: SymbolTable, file: string) =>
      [...findDefinitions(t, 'tag', name), ...findReferences(t, 'tag', name)].some((o) => resolve(o.span.file) === resolve(file));
    const chain = table.files;
    const top = [...chain].reverse().find((f) => mentioned(table, f)) ?? chain[0]!;
    const out: Occurrence[] = [];
    for (const file of new Set([...chain, resolve(top), ...this.workspace.descendantsOf(top)])) {
      const t = this.analyzer.analyze(file).result?.symbols;
      if (t === undefined) continue;
      out.push(...findDefinitions(t, 'tag', name).map((d) => ({ span: d.span, definition: true })));
      out.push(...findReferences(t, 'tag', name).map((r) => ({ span: r.span, definition: false })));
    }
    return out;
  }
}
