/**
 * Builds the symbol table of a merged regulation. Definitions: the ids of the list sections and the items' `tags`,
 * each where it is written (the merge keeps every value's origin). Uses: the ids written as YAML values (`excludes`,
 * the games' lists of ids (RegulationSections.idLists), the tests' expectations, a child's `override` and `remove`), and the names that rule
 * strings resolved, which lowering reports through `noteName` as it resolves them.
 */
import type { Span } from '../diagnostics/index.js';
import type { NameUse } from '../resolve/scope.js';
import { spanOfPath, type EffectiveSource, type RegulationSections, type LoadedYaml, type Path } from '../source/index.js';
import type { BuiltinUse, ReferenceRole, SymbolDefinition, SymbolReference, SymbolTable } from './symbol-table.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const listAt = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Collects a table while a regulation is lowered: `noteName` during lowering, then `table()`. */
export interface SymbolCollector {
  /** Records a name that the rule string at `path` (of the merged regulation) resolved. */
  noteName(path: Path, use: NameUse): void;
  /** The finished table. */
  table(): SymbolTable;
}

/** Starts a symbol table for a merged regulation. */
export function createSymbolCollector(src: EffectiveSource): SymbolCollector {
  const references: SymbolReference[] = [];
  const builtins: BuiltinUse[] = [];
  return {
    noteName(path, use) {
      const span = src.spanInString(path, use.loc.start, use.loc.end - use.loc.start);
      if (use.kind === 'group' || use.kind === 'shape') references.push({ kind: 'entry', name: use.name, span, role: 'rule' });
      else if (use.kind === 'tag') references.push({ kind: 'tag', name: use.name, span, role: 'rule' });
      else builtins.push({ kind: use.kind, name: use.name, span });
    },
    table() {
      return {
        files: src.files,
        definitions: collectDefinitions(src),
        references: [...collectValueReferences(src), ...collectChildReferences(src.chain, src.sections), ...references],
        builtins,
      };
    },
  };
}

/** Entries of every list section (with their tags), where they are written. */
function collectDefinitions(src: EffectiveSource): SymbolDefinition[] {
  const out: SymbolDefinition[] = [];
  for (const section of src.sections.lists) {
    listAt(valueAt(src.data, section.path)).forEach((entry, i) => {
      if (!isObject(entry)) return;
      const path = [...section.path, i];
      if (typeof entry.id === 'string') {
        out.push({ kind: 'entry', name: entry.id, span: src.spanOf([...path, 'id']), section: section.name, path, entry });
      }
      listAt(entry.tags).forEach((tag, j) => {
        if (typeof tag === 'string') out.push({ kind: 'tag', name: tag, span: src.spanOf([...path, 'tags', j]) });
      });
    });
  }
  return out;
}

/** Ids written as values of the merged regulation: excludes (the games' too) and the tests' expectations. */
function collectValueReferences(src: EffectiveSource): SymbolReference[] {
  const out: SymbolReference[] = [];
  const add = (path: Path, value: unknown, role: ReferenceRole) => {
    if (typeof value === 'string') out.push({ kind: 'entry', name: value, span: src.spanOf(path), role });
  };
  const data = src.data as unknown as Obj;
  for (const key of ['points', 'doublings', 'limits']) {
    listAt(valueAt(data, ['scoring', key])).forEach((item, i) => {
      if (isObject(item)) listAt(item.excludes).forEach((id, j) => add(['scoring', key, i, 'excludes', j], id, 'excludes'));
    });
  }
  for (const { path } of src.sections.idLists ?? []) listAt(valueAt(data, [...path])).forEach((id, j) => add([...path, j], id, 'excludes'));
  listAt(data.tests).forEach((test, i) => {
    const expect = isObject(test) && isObject(test.expect) ? test.expect : {};
    for (const key of ['items', 'absent', 'rules']) {
      listAt(expect[key]).forEach((id, j) => add(['tests', i, 'expect', key, j], id, 'test'));
    }
    add(['tests', i, 'expect', 'shape'], expect.shape, 'test');
  });
  return out;
}

/** The parent's ids that the child files of a chain name under `override` and `remove`. */
function collectChildReferences(chain: readonly LoadedYaml[], sections: RegulationSections): SymbolReference[] {
  const out: SymbolReference[] = [];
  for (const loaded of chain) {
    const data = loaded.value;
    if (!isObject(data) || data.extends === undefined) continue;
    const at = (path: Path): Span => spanOfPath(loaded, path);
    const override = isObject(data.override) ? data.override : {};
    for (const section of sections.lists) {
      listAt(override[section.name]).forEach((patch, k) => {
        if (isObject(patch) && typeof patch.id === 'string') {
          out.push({ kind: 'entry', name: patch.id, span: at(['override', section.name, k, 'id']), role: 'override' });
        }
      });
    }
    listAt(data.remove).forEach((id, k) => {
      if (typeof id === 'string') out.push({ kind: 'entry', name: id, span: at(['remove', k]), role: 'remove' });
    });
  }
  return out;
}

/** The value at a path of plain data (undefined where the path does not exist). */
function valueAt(data: unknown, path: Path): unknown {
  let node = data;
  for (const segment of path) node = isObject(node) ? node[segment as string] : Array.isArray(node) ? node[segment as number] : undefined;
  return node;
}
