/**
 * The symbol table of a compiled regulation: where each name is defined and where it is used, with positions in the
 * files of the `extends` chain. Editors build hover, go to definition, find references and rename on it.
 *
 * Names are of two kinds. An `entry` is an id of a list section (tile groups, shapes, scoring items, procedures,
 * penalties, contracts, formulas); ids are unique across sections, so the name alone identifies it. A `tag` labels
 * scoring items (`tags:`) and is read by `points(tag)` / `doublings(tag)`: every `tags:` mention defines it.
 * Facts, functions and enum values are the language's own names (`builtins`): they are used, never defined.
 */
import type { Span } from '../diagnostics/index.js';
import type { Path } from '../source/index.js';

/** What a user-defined name is. */
export type SymbolKind = 'entry' | 'tag';

/** Where a name is defined: an entry's `id` value (in a base file's section or under a child's `add`), or a `tags` item. */
export interface SymbolDefinition {
  kind: SymbolKind;
  name: string;
  /** The span of the id (or tag) as written. */
  span: Span;
  /** For entries: the list section (`tiles`, `points`, `contracts`, ...). */
  section?: string;
  /** For entries: the entry's path in the merged regulation. */
  path?: Path;
  /** For entries: the entry as merged (every field, whichever file of the chain wrote it). */
  entry?: Record<string, unknown>;
}

/**
 * How a name is used: inside a rule string, in `excludes` (also a game's lists of excluded rules), in a test's
 * expectation, or by a child file's `override` and `remove`, which name an entry of the parent.
 */
export type ReferenceRole = 'rule' | 'excludes' | 'test' | 'override' | 'remove';

/** A place where a user-defined name is used. */
export interface SymbolReference {
  kind: SymbolKind;
  name: string;
  span: Span;
  role: ReferenceRole;
}

/** A language name used in a rule string: a fact (`win.from`), a function (`count`, `points`) or an enum value. */
export interface BuiltinUse {
  kind: 'fact' | 'function' | 'value';
  name: string;
  span: Span;
}

/** Every definition and use of a name in the files of one compiled regulation. */
export interface SymbolTable {
  /** The files of the `extends` chain, leaf first. */
  files: string[];
  definitions: SymbolDefinition[];
  references: SymbolReference[];
  builtins: BuiltinUse[];
}

/** The definitions of a name in a table (one for an entry when ids are unique; every `tags` mention of a tag). */
export function findDefinitions(table: SymbolTable, kind: SymbolKind, name: string): SymbolDefinition[] {
  return table.definitions.filter((d) => d.kind === kind && d.name === name);
}

/** The uses of a name in a table. */
export function findReferences(table: SymbolTable, kind: SymbolKind, name: string): SymbolReference[] {
  return table.references.filter((r) => r.kind === kind && r.name === name);
}
