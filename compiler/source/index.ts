/**
 * compiler/source — regulation YAML files -> one effective, located regulation source.
 * Input: the path of a regulation file (it may `extends` others). Output: the merged data (shape of a base file,
 * typed `RegulationSourceData`), the chain of files, position lookups on the merged data (`spanOf`, `spanInString`
 * for characters inside embedded DSL strings), and every yaml/*, schema/* and source/* diagnostic of the chain.
 * May import: compiler/diagnostics, schemas/, node built-ins, yaml, ajv. Never imported by runtime/.
 */
import type { Game } from '../../runtime/index.js';
import type { Diagnostic, Span } from '../diagnostics/index.js';
import type { LoadedYaml, ReadFile } from './load-yaml.js';
import type { Path } from './locate.js';
import { spanInString as spanInStringOf, spanOfKey as spanOfKeyOf, spanOfPath, startOfPath } from './locate.js';
import { CORE_SECTIONS, findOrigin, resolveExtendsChain, type RegulationSections } from './extends.js';
import { conformedToSchema, schemaRefusedPaths } from './schema-check.js';

export type { Path } from './locate.js';
export type { LoadedYaml, ReadFile } from './load-yaml.js';
export { parseYamlText, readYamlText, loadYamlFile, readTextFile } from './load-yaml.js';
export { findNode, mapScalarOffsets, spanOfPath, spanOfKey, spanInString, startOfPath } from './locate.js';
export { checkRegulationSchema, getRegulationSchema } from './schema-check.js';
export { createSchemaChecker, schemaDiagnostic, formatPath, jsonType, typeArticle, typesOf, typeRu, describeValueRu } from './schema-checker.js';
export type { JsonSchema, SchemaChecker, SchemaCheckerOptions, SchemaCodes, SchemaContext, SchemaFact, SchemaProblem, SchemaText } from './schema-checker.js';
export { resolveExtendsChain, findOrigin, CORE_SECTIONS } from './extends.js';
/** The list sections of every regulation (a game's own come with its part: EffectiveSource.sections has them all). */
export const LIST_SECTIONS = CORE_SECTIONS.lists;
export type { MergedChain, Origin, ProvenanceNode, IdList, ListSection, RegulationSections } from './extends.js';

/** Text in Russian and English. */
export interface LocalizedText {
  ru: string;
  en: string;
}

/** The interpretation chosen where the source text is ambiguous: a sentence, or the text and the other reading. */
export type AssumptionSource = string | { text: string; alternative?: string };

/** Fields every list item has. */
export interface ItemSourceBase {
  /** Kebab-case id, unique in the regulation. */
  id: string;
  name: LocalizedText;
  /** Clause of the source text the item encodes. */
  clause: string;
  assumption?: AssumptionSource;
}

/** A named tile group (`tiles` section). */
export interface TileGroupSource extends ItemSourceBase {
  /** Tile set in the DSL. */
  tiles: string;
  note?: LocalizedText;
}

/** A special hand shape (`shapes` section). */
export interface ShapeSource extends ItemSourceBase {
  /** Pattern in the DSL. */
  pattern: string;
  /** No two units may be the same tile. */
  distinct?: boolean;
  note?: LocalizedText;
}

/** A scoring item (`scoring.points`, `scoring.doublings`, `scoring.limits`). */
export interface ScoringItemSource extends ItemSourceBase {
  value: number;
  /** Condition in the DSL. */
  when?: string;
  /** Pattern(s) in the DSL; a list means any one of them. */
  pattern?: string | string[];
  /** Count expression in the DSL. */
  count?: string;
  tags?: string[];
  /** Ids of items not counted when this one applies. */
  excludes?: string[];
  note?: LocalizedText;
}

/** The declaring condition (`scoring.declare`). */
export interface DeclareSource {
  clause: string;
  /** Condition in the DSL. */
  when: string;
  name?: LocalizedText;
  assumption?: AssumptionSource;
  note?: LocalizedText;
}

/** A numeric setting with the clause it comes from (the long form of `house-limit` and `doubling-cap`). */
export interface SettingSource<T> {
  value: T;
  clause: string;
  name?: LocalizedText;
  assumption?: AssumptionSource;
  note?: LocalizedText;
}

/** The `scoring` section. */
export interface ScoringSource {
  base?: number;
  /** The house limit with its clause, or null (no limit). */
  'house-limit'?: null | SettingSource<number>;
  /** The most doublings with its clause, or null (no cap). */
  'doubling-cap'?: null | SettingSource<number>;
  'limit-vs-points'?: 'limit' | 'max';
  declare?: DeclareSource;
  points?: ScoringItemSource[];
  doublings?: ScoringItemSource[];
  limits?: ScoringItemSource[];
}

/** A procedural rule (`procedures` section). */
export interface ProcedureSource extends ItemSourceBase {
  text: LocalizedText;
}

/** A test case of the regulation (`tests` section). */
export interface RegulationTestSource {
  name: string;
  hand: string;
  /** CLI flags such as `--win wall --seat S`. */
  args?: string;
  expect: {
    total?: number;
    declarable?: boolean | null;
    limit?: number | null;
    items?: string[];
    absent?: string[];
    shape?: string;
  };
}

/** The games a regulation can be for. */
export type GameId = Game;

/**
 * The effective regulation source after `extends` merging: the shape of a base file of
 * schemas/regulation.schema.json. Guaranteed to conform only when loading produced no error diagnostics.
 */
export interface RegulationSourceData {
  regulation: string;
  version: string;
  game: GameId;
  name: LocalizedText;
  description?: LocalizedText;
  source?: { seed: string; title?: string; url?: string };
  tiles?: TileGroupSource[];
  shapes?: ShapeSource[];
  scoring?: ScoringSource;
  procedures?: ProcedureSource[];
  /** Reserved; defined by a later version of the format. */
  settlement?: Record<string, unknown>;
  /** Reserved; defined by a later version of the format. */
  tournament?: Record<string, unknown>;
  tests?: RegulationTestSource[];
}

/** The merged regulation with position lookups. Paths are paths into `data`. */
export interface EffectiveSource {
  /** The merged regulation. */
  data: RegulationSourceData;
  /** The files of the `extends` chain, leaf (the file asked for) first, as displayed in diagnostics. */
  files: string[];
  /** The loaded files of the chain, leaf first (each as written, before merging). */
  chain: LoadedYaml[];
  /** The sections it was merged with (the list sections: where entries with ids live). */
  sections: RegulationSections;
  /** Span of the value at `path` (for a path that does not exist, its nearest existing parent). */
  spanOf(path: Path): Span;
  /** Span of the key naming the last segment of `path` (the value's span for list indices). */
  spanOfKey(path: Path): Span;
  /** Where the value at `path` starts: the file, line and column of `spanOf(path)`. */
  startOf(path: Path): { file: string; line: number; col: number };
  /** Span of characters [offset, offset+length) inside the string value at `path`, in its file. */
  spanInString(path: Path, offset: number, length: number): Span;
  /** The file and path in that file where the value at `path` was written. */
  originOf(path: Path): { file: string; path: Path };
  /**
   * Whether the merged regulation breaks its schema at `path` or inside it: lowering leaves such a value out (each
   * file's own schema check has reported the problem where it was written).
   */
  refused(path: Path): boolean;
}

/** Options of `loadRegulationSource`. */
export interface LoadRegulationOptions {
  /** Reads a file's text (undefined when missing); defaults to the file system. */
  readFile?: ReadFile | undefined;
  /** The sections merging treats specially (default: those of every regulation, without the games'). */
  sections?: RegulationSections;
  /** The caller reads yaml's documents of the files (an editor's symbols): yaml parses them at once. */
  documents?: boolean;
}

/**
 * Loads a regulation file and its `extends` chain: yaml parse, schema check of each file, merge. `source` is
 * undefined only when nothing usable could be read (leaf missing, or not a mapping).
 */
export function loadRegulationSource(
  file: string,
  options: LoadRegulationOptions = {},
): { source?: EffectiveSource; diagnostics: Diagnostic[] } {
  const { merged, diagnostics } = resolveExtendsChain(file, options.readFile, options.sections, options.documents === true);
  if (merged === undefined) return { diagnostics };
  const root = merged.provenance;
  // A base file that conformed as it was read merges into itself without `$schema` (and without add / override /
  // remove, whose problems were left to merging), which conforms too: no second check of the whole regulation.
  const only = merged.loaded.length === 1 ? merged.loaded[0]!.value : undefined;
  const base = only !== null && typeof only === 'object' && !('extends' in only) && conformedToSchema(only);
  const refusedPaths = base ? [] : schemaRefusedPaths(merged.data);
  const source: EffectiveSource = {
    data: merged.data as unknown as RegulationSourceData,
    files: merged.files,
    chain: merged.loaded,
    sections: options.sections ?? CORE_SECTIONS,
    spanOf: (path) => {
      const o = findOrigin(root, path);
      return spanOfPath(o.loaded, o.path);
    },
    spanOfKey: (path) => {
      const o = findOrigin(root, path);
      return spanOfKeyOf(o.loaded, o.path);
    },
    startOf: (path) => {
      const o = findOrigin(root, path);
      return { file: o.loaded.file, ...startOfPath(o.loaded, o.path) };
    },
    spanInString: (path, offset, length) => {
      const o = findOrigin(root, path);
      return spanInStringOf(o.loaded, o.path, offset, length);
    },
    originOf: (path) => {
      const o = findOrigin(root, path);
      return { file: o.loaded.file, path: o.path };
    },
    refused: (path) => refusedPaths.some((q) => path.every((key, i) => q[i] === key)),
  };
  return { source, diagnostics };
}
