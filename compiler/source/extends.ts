/**
 * `extends` chains: loads a regulation file and its ancestors, checks each against the schema, and merges them into
 * one effective regulation object that remembers, for every value, which file and which path in that file it came
 * from (so positions can be reported on the merged result).
 * Input: the path of the leaf file (relative paths stay relative; a parent path is relative to the file naming it).
 * Output: the merged data, the provenance tree, the chain of files (leaf first) and diagnostics
 * (`source/file-missing`, `source/extends-missing`, `source/extends-cycle`, `source/list-in-child`,
 * `source/delta-in-base`, `source/add-existing`, `source/override-unknown`, `source/remove-unknown`, plus the yaml/*
 * and schema/* diagnostics of every file).
 *
 * Merge rules (child over parent): list sections (tiles, shapes, scoring.points/doublings/limits/counters/items/
 * payments/impossible, procedures, penalties, tournament.formulas, and those of the games' sections) change only
 * through `remove` (applied first), `override` (fields replace the parent item's fields, in place) and `add` (appended
 * at the end of the section). Other keys set by the child replace the parent's value, except `scoring`,
 * `tournament` and the games' sections, which are merged key by key. `tests` are not inherited.
 * `extends`, `add`, `override`, `remove`, `$schema` are not in the merged data.
 */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import { createDiagnostic, suggestName } from '../diagnostics/index.js';
import type { LoadedYaml, ReadFile } from './load-yaml.js';
import { loadYamlFile } from './load-yaml.js';
import type { Path } from './locate.js';
import { spanOfKey, spanOfPath } from './locate.js';
import { checkRegulationSchema } from './schema-check.js';

/** Where a value comes from: a loaded file and a path in it. */
export interface Origin {
  loaded: LoadedYaml;
  path: Path;
}

/** Provenance of a merged value; children that are absent derive their origin by extending this node's path. */
export interface ProvenanceNode {
  origin: Origin;
  children?: Map<string | number, ProvenanceNode>;
  /** Set on merged lists: `children` is complete, so an absent index is not derived from `origin` (it would point
   *  at a different item of the original list). */
  closed?: boolean;
}

/** A list section of the regulation: its name under add/override and where it lives in a base file. */
export interface ListSection {
  name: string;
  path: Path;
}

/**
 * The sections of a regulation file that merging treats specially: the list sections (changed in a child only
 * through remove / override / add, in the order they are merged and searched) and the objects merged key by key.
 */
export interface RegulationSections {
  lists: readonly ListSection[];
  merged: readonly string[];
  /** Lists of entry ids written as values outside `scoring` (a game's exclusions), for the symbol table and the editor; none when absent. */
  idLists?: readonly IdList[];
}

/** A list of entry ids a section writes as values: where it is, and the list sections (`doublings`) its ids name. */
export interface IdList {
  readonly path: readonly string[];
  readonly of: readonly string[];
}

/** The sections of every regulation; a game adds its own (compiler/game-part.ts). */
export const CORE_SECTIONS: RegulationSections = {
  lists: [
    { name: 'tiles', path: ['tiles'] },
    { name: 'shapes', path: ['shapes'] },
    { name: 'points', path: ['scoring', 'points'] },
    { name: 'doublings', path: ['scoring', 'doublings'] },
    { name: 'limits', path: ['scoring', 'limits'] },
    { name: 'counters', path: ['scoring', 'counters'] },
    { name: 'items', path: ['scoring', 'items'] },
    { name: 'payments', path: ['scoring', 'payments'] },
    { name: 'impossible', path: ['scoring', 'impossible'] },
    { name: 'procedures', path: ['procedures'] },
    { name: 'penalties', path: ['penalties'] },
    { name: 'formulas', path: ['tournament', 'formulas'] },
  ],
  merged: ['scoring', 'tournament'],
};

/** Whether `path` is a list section (changed in a child only through remove / override / add). */
function isListSection(sections: RegulationSections, path: readonly string[]): boolean {
  return sections.lists.some((section) => section.path.length === path.length && section.path.every((seg, i) => seg === path[i]));
}

/** Keys of a child file that are instructions, not data. */
const DELTA_KEYS = ['add', 'override', 'remove'] as const;

/** The merged regulation with its provenance. */
export interface MergedChain {
  /** The effective regulation (shape of a base file). */
  data: Record<string, unknown>;
  /** Provenance of `data`. */
  provenance: ProvenanceNode;
  /** The files of the chain, leaf first (as displayed in diagnostics). */
  files: string[];
  /** The loaded files of the chain, leaf first. */
  loaded: LoadedYaml[];
}

/** Finds where the value at `path` of the merged data comes from. */
export function findOrigin(root: ProvenanceNode, path: readonly (string | number)[]): Origin {
  let node = root;
  let i = 0;
  for (; i < path.length; i++) {
    const child = node.children?.get(path[i]!);
    if (child === undefined) {
      if (node.closed === true) return { loaded: node.origin.loaded, path: [...node.origin.path] };
      break;
    }
    node = child;
  }
  return { loaded: node.origin.loaded, path: [...node.origin.path, ...path.slice(i)] };
}

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The provenance node of `key` under `node`, created (derived from the parent's origin) when absent. */
function materialize(node: ProvenanceNode, key: string | number): ProvenanceNode {
  node.children ??= new Map();
  let child = node.children.get(key);
  if (child === undefined) {
    child = { origin: { loaded: node.origin.loaded, path: [...node.origin.path, key] } };
    node.children.set(key, child);
  }
  return child;
}

/** A leaf provenance node: the value comes from `path` of `loaded`. */
const from = (loaded: LoadedYaml, path: Path): ProvenanceNode => ({ origin: { loaded, path } });

/** One file of a chain, with its top-level mapping when it has one. */
interface ChainFile {
  loaded: LoadedYaml;
  data: Obj | undefined;
}

/** Loads the leaf file and follows `extends` upwards; returns the files leaf first. */
function loadChain(
  file: string,
  readFile: ReadFile | undefined,
  diagnostics: Diagnostic[],
  documents: boolean,
): ChainFile[] {
  const chain: ChainFile[] = [];
  const seen = new Map<string, string>();
  let current = file;
  let via: LoadedYaml | undefined;
  for (;;) {
    const key = resolve(current);
    if (seen.has(key) && via !== undefined) {
      const cycle = [...chain.map((c) => c.loaded.file), current].join(' -> ');
      diagnostics.push(
        createDiagnostic('source/extends-cycle', spanOfPath(via, ['extends']), { en: `extends cycle: ${cycle}`, ru: `цикл в extends: ${cycle}` }),
      );
      return chain;
    }
    seen.set(key, current);
    const result = loadYamlFile(current, readFile, documents);
    if (result.loaded === undefined) {
      if (via === undefined) {
        diagnostics.push(
          createDiagnostic(
            'source/file-missing',
            { file: current, line: 1, col: 1, endLine: 1, endCol: 1 },
            {
              en: `cannot read regulation file "${current}": ${result.readError?.en ?? 'unknown error'}`,
              ru: `файл регламента «${current}» не читается: ${result.readError?.ru ?? 'неизвестная ошибка'}`,
            },
          ),
        );
      } else {
        const written = String((via.value as Obj).extends);
        diagnostics.push(
          createDiagnostic(
            'source/extends-missing',
            spanOfPath(via, ['extends']),
            {
              en: `parent regulation "${written}" cannot be read (looked for "${current}"): ${result.readError?.en ?? 'unknown error'}`,
              ru: `родительский регламент «${written}» не читается (искали «${current}»): ${result.readError?.ru ?? 'неизвестная ошибка'}`,
            },
          ),
        );
      }
      return chain;
    }
    const loaded = result.loaded;
    diagnostics.push(...result.diagnostics);
    // After a syntax error the structure is unreliable: its schema errors would be noise.
    if (!loaded.hasSyntaxErrors) diagnostics.push(...checkRegulationSchema(loaded));
    const data = isObject(loaded.value) ? loaded.value : undefined;
    chain.push({ loaded, data });
    if (data === undefined) return chain;
    const ext = data.extends;
    if (typeof ext !== 'string' || ext.trim() === '') return chain;
    current = isAbsolute(ext) ? ext : join(dirname(current), ext);
    via = loaded;
  }
}

/** A merge layer: data so far and its provenance. */
interface Layer {
  data: Obj;
  prov: ProvenanceNode;
}

/** The layer of a base file (no extends): its data without instruction keys. */
function baseLayer(file: ChainFile & { data: Obj }, diagnostics: Diagnostic[]): Layer {
  const { loaded, data } = file;
  const out: Obj = {};
  for (const [k, v] of Object.entries(data)) {
    if (k === '$schema' || k === 'extends') continue;
    if ((DELTA_KEYS as readonly string[]).includes(k)) {
      diagnostics.push(
        createDiagnostic('source/delta-in-base', spanOfKey(loaded, [k]), { en: `\`${k}\` is only allowed in a file with \`extends\``, ru: `\`${k}\` допускается только в файле с \`extends\`` }),
      );
      continue;
    }
    out[k] = v;
  }
  return { data: out, prov: { origin: { loaded, path: [] }, children: new Map() } };
}

/** An item of a list section during merging. */
interface Entry {
  item: unknown;
  prov: ProvenanceNode;
  id: string | undefined;
}

/** Reads the value at a path of plain data. */
function getAt(data: Obj, path: Path): unknown {
  let node: unknown = data;
  for (const seg of path) node = isObject(node) ? node[seg as string] : undefined;
  return node;
}

/** The id of a list item, when it has a string one. */
const idOf = (item: unknown): string | undefined => (isObject(item) && typeof item.id === 'string' ? item.id : undefined);

/** Applies one child file (with `extends`) to a parent layer. `parentKnown` false: the parent could not be loaded. */
function applyChild(parent: Layer, file: ChainFile & { data: Obj }, parentKnown: boolean, sections: RegulationSections, diagnostics: Diagnostic[]): Layer {
  const { loaded, data: child } = file;
  const data: Obj = {};
  const prov: ProvenanceNode = { origin: { loaded, path: [] }, children: new Map() };

  const listInChild = (path: Path, section: string) =>
    diagnostics.push(
      createDiagnostic(
        'source/list-in-child',
        spanOfKey(loaded, path),
        { en: `a file with \`extends\` cannot list \`${path.join('.')}\` directly`, ru: `файл с \`extends\` не может перечислять \`${path.join('.')}\` напрямую` },
        {
          hint: {
            en: `put new items under add.${section}, changed items under override.${section} (id plus the fields to replace), and ids to drop under remove`,
            ru: `новые элементы — в add.${section}, изменённые — в override.${section} (id и заменяемые поля), удаляемые id — в remove`,
          },
        },
      ),
    );

  // 1. Inherit everything but the tests.
  for (const [k, v] of Object.entries(parent.data)) {
    if (k === 'tests') continue;
    data[k] = v;
    prov.children!.set(k, materialize(parent.prov, k));
  }

  // 2. The child's own scalars and objects replace the parent's; the merged sections are merged key by key.
  for (const [k, v] of Object.entries(child)) {
    if (k === '$schema' || k === 'extends' || k === 'tests' || (DELTA_KEYS as readonly string[]).includes(k)) continue;
    if (isListSection(sections, [k])) {
      listInChild([k], k);
      continue;
    }
    if (sections.merged.includes(k)) {
      if (!isObject(v)) continue; // a schema error, already reported: keep the parent's section
      const inherited = isObject(data[k]) ? data[k] : undefined;
      const merged: Obj = inherited !== undefined ? { ...inherited } : {};
      const parentProv = prov.children!.get(k);
      const sectionProv: ProvenanceNode =
        inherited !== undefined && parentProv !== undefined
          ? { origin: parentProv.origin, children: new Map(parentProv.children ?? []) }
          : { origin: { loaded, path: [k] }, children: new Map() };
      for (const [sk, sv] of Object.entries(v)) {
        if (isListSection(sections, [k, sk])) {
          listInChild([k, sk], sk);
          continue;
        }
        merged[sk] = sv;
        sectionProv.children!.set(sk, from(loaded, [k, sk]));
      }
      data[k] = merged;
      prov.children!.set(k, sectionProv);
      continue;
    }
    data[k] = v;
    prov.children!.set(k, from(loaded, [k]));
  }
  if ('tests' in child) {
    data.tests = child.tests;
    prov.children!.set('tests', from(loaded, ['tests']));
  }

  // 3. List sections: remove, override, add.
  const entries = new Map<string, Entry[]>();
  const listProvs = new Map<string, ProvenanceNode>();
  for (const section of sections.lists) {
    const list = getAt(data, section.path);
    if (!Array.isArray(list)) continue;
    let listProv = prov;
    for (const seg of section.path) listProv = materialize(listProv, seg);
    listProvs.set(section.name, listProv);
    entries.set(
      section.name,
      list.map((item, i) => ({ item, prov: materialize(listProv, i), id: idOf(item) })),
    );
  }
  const parentIds = new Map<string, string>(); // id -> section
  for (const section of sections.lists) {
    for (const e of entries.get(section.name) ?? []) if (e.id !== undefined && !parentIds.has(e.id)) parentIds.set(e.id, section.name);
  }
  const sectionOf = (id: string): string | undefined => {
    for (const section of sections.lists) if ((entries.get(section.name) ?? []).some((e) => e.id === id)) return section.name;
    return undefined;
  };

  const removed = new Set<string>();
  if (Array.isArray(child.remove)) {
    child.remove.forEach((id, index) => {
      if (typeof id !== 'string') return;
      let found = false;
      for (const [name, list] of entries) {
        const kept = list.filter((e) => e.id !== id);
        if (kept.length !== list.length) {
          found = true;
          entries.set(name, kept);
        }
      }
      if (found) removed.add(id);
      else if (parentKnown && !removed.has(id)) {
        const guess = suggestName(id, parentIds.keys());
        diagnostics.push(
          createDiagnostic(
            'source/remove-unknown',
            spanOfPath(loaded, ['remove', index]),
            {
              en: `cannot remove "${id}": the parent regulation has no item with this id` + (guess !== undefined ? `; did you mean "${guess}"?` : ''),
              ru: `нельзя удалить «${id}»: у родительского регламента нет элемента с таким id` + (guess !== undefined ? `; может быть, «${guess}»?` : ''),
            },
            guess !== undefined ? { suggestion: guess } : {},
          ),
        );
      }
    });
  }

  const override = isObject(child.override) ? child.override : {};
  for (const section of sections.lists) {
    const list = override[section.name];
    if (!Array.isArray(list)) continue;
    list.forEach((patch, k) => {
      const id = idOf(patch);
      if (id === undefined || !isObject(patch)) return;
      const entry = (entries.get(section.name) ?? []).find((e) => e.id === id);
      if (entry !== undefined) {
        entry.item = isObject(entry.item) ? { ...entry.item, ...patch } : { ...patch };
        const itemProv: ProvenanceNode = { origin: entry.prov.origin, children: new Map(entry.prov.children ?? []) };
        for (const field of Object.keys(patch)) {
          if (field !== 'id') itemProv.children!.set(field, from(loaded, ['override', section.name, k, field]));
        }
        entry.prov = itemProv;
        return;
      }
      if (!parentKnown) return;
      const span = spanOfPath(loaded, ['override', section.name, k, 'id']);
      const elsewhere = sectionOf(id);
      if (removed.has(id)) {
        diagnostics.push(
          createDiagnostic('source/override-unknown', span, { en: `cannot override "${id}": this file also removes it`, ru: `нельзя переопределить «${id}»: этот же файл его удаляет` }, {
            hint: {
              en: 'drop it from `remove` to change it, or from `override` to drop it',
              ru: 'уберите его из `remove`, чтобы изменить, или из `override`, чтобы удалить',
            },
          }),
        );
      } else if (elsewhere !== undefined) {
        diagnostics.push(
          createDiagnostic(
            'source/override-unknown',
            span,
            {
              en: `cannot override "${id}" in ${section.name}: the parent has it in ${elsewhere}`,
              ru: `нельзя переопределить «${id}» в ${section.name}: у родителя он в ${elsewhere}`,
            },
            { hint: { en: `list it under override.${elsewhere}`, ru: `перечислите его в override.${elsewhere}` } },
          ),
        );
      } else {
        const guess = suggestName(id, (entries.get(section.name) ?? []).flatMap((e) => (e.id !== undefined ? [e.id] : [])));
        diagnostics.push(
          createDiagnostic(
            'source/override-unknown',
            span,
            {
              en: `cannot override "${id}": the parent regulation has no ${section.name} item with this id` + (guess !== undefined ? `; did you mean "${guess}"?` : ''),
              ru: `нельзя переопределить «${id}»: у родительского регламента нет элемента ${section.name} с таким id` + (guess !== undefined ? `; может быть, «${guess}»?` : ''),
            },
            guess !== undefined ? { suggestion: guess } : {},
          ),
        );
      }
    });
  }

  const add = isObject(child.add) ? child.add : {};
  for (const section of sections.lists) {
    const list = add[section.name];
    if (!Array.isArray(list)) continue;
    if (!entries.has(section.name)) {
      entries.set(section.name, []);
      listProvs.set(section.name, from(loaded, ['add', section.name]));
    }
    list.forEach((item, k) => {
      const id = idOf(item);
      const existing = id !== undefined && !removed.has(id) && parentIds.has(id) ? sectionOf(id) : undefined;
      if (id !== undefined && existing !== undefined) {
        const parentEntry = entries.get(existing)!.find((e) => e.id === id)!;
        const origin = parentEntry.prov.origin;
        diagnostics.push(
          createDiagnostic(
            'source/add-existing',
            spanOfPath(loaded, ['add', section.name, k, 'id']),
            { en: `cannot add "${id}": the parent regulation already has it (in ${existing})`, ru: `нельзя добавить «${id}»: он уже есть у родительского регламента (в ${existing})` },
            {
              hint: {
                en: `to change it, list it under override.${existing} with the fields to replace; to replace it whole, also put its id under remove`,
                ru: `чтобы изменить, перечислите его в override.${existing} с заменяемыми полями; чтобы заменить целиком, добавьте его id и в remove`,
              },
              related: [{ ...spanOfPath(origin.loaded, [...origin.path, 'id']), message: { en: `"${id}" is defined here`, ru: `«${id}» задан здесь` } }],
            },
          ),
        );
        return;
      }
      entries.get(section.name)!.push({ item, prov: from(loaded, ['add', section.name, k]), id });
    });
  }

  // 4. Write the sections back (copying the section's parent object, `scoring` or a game's, so the parent's object is not changed).
  for (const section of sections.lists) {
    const list = entries.get(section.name);
    if (list === undefined) continue;
    const listProv: ProvenanceNode = {
      origin: listProvs.get(section.name)!.origin,
      children: new Map(list.map((e, i) => [i, e.prov] as const)),
      closed: true,
    };
    const items = list.map((e) => e.item);
    if (section.path.length === 1) {
      data[section.name] = items;
      prov.children!.set(section.name, listProv);
    } else {
      const key = section.path[0] as string;
      const parentObj: Obj = isObject(data[key]) ? { ...data[key] } : {};
      parentObj[section.name] = items;
      data[key] = parentObj;
      const objProv = prov.children!.get(key) ?? from(loaded, [key]);
      const copy: ProvenanceNode = { origin: objProv.origin, children: new Map(objProv.children ?? []) };
      copy.children!.set(section.name, listProv);
      prov.children!.set(key, copy);
    }
  }
  return { data, prov };
}

/**
 * Loads a regulation file with its `extends` ancestors and merges them. `merged` is undefined only when the leaf
 * file cannot be read or is not a mapping. Diagnostics cover every file of the chain. `documents`: the caller reads
 * yaml's document of every file (load-yaml.ts: `loadYamlFile`).
 */
export function resolveExtendsChain(
  file: string,
  readFile?: ReadFile,
  sections: RegulationSections = CORE_SECTIONS,
  documents = false,
): { merged?: MergedChain; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const chain = loadChain(file, readFile, diagnostics, documents);
  const usable = chain.filter((c): c is ChainFile & { data: Obj } => c.data !== undefined);
  // The chain stops at the first file that is not a mapping; files above it are not usable either.
  const firstBad = chain.findIndex((c) => c.data === undefined);
  const top = firstBad < 0 ? usable : usable.slice(0, firstBad);
  if (top.length === 0) return { diagnostics };

  const rootFile = top[top.length - 1]!;
  const rootIsChild = 'extends' in rootFile.data;
  let layer: Layer;
  if (!rootIsChild) layer = baseLayer(rootFile, diagnostics);
  else {
    // The parent is missing, cyclic or broken (already reported): merge over nothing, without id checks.
    const empty: Layer = { data: {}, prov: { origin: { loaded: rootFile.loaded, path: [] }, children: new Map() } };
    layer = applyChild(empty, rootFile, false, sections, diagnostics);
  }
  for (let i = top.length - 2; i >= 0; i--) layer = applyChild(layer, top[i]!, true, sections, diagnostics);
  return {
    merged: {
      data: layer.data,
      provenance: layer.prov,
      files: chain.map((c) => c.loaded.file),
      loaded: chain.map((c) => c.loaded),
    },
    diagnostics,
  };
}
