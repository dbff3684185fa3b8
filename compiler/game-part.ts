/**
 * What a game adds to the compiler: the sections of its regulation files, their lowering to the game's parts of the
 * IR, its semantic checks and its rules as diff records. games/ implements it for each game (the compiler never
 * imports games/); the driver, the merging of `extends` chains and the diff are given the list and apply every
 * game's part to every regulation, each part acting only where its own sections are written.
 */
import type { GameId } from './source/index.js';
import type { RegulationIR } from '../runtime/index.js';
import type { GameDiffSection, RuleRecord } from './diff/types.js';
import type { GameLowering } from './lower/lower-context.js';
import type { Check } from './resolve/checks/check-context.js';
import { CORE_SECTIONS, type IdList, type ListSection, type RegulationSections } from './source/index.js';

/** A game's part of the compiler. */
export interface GameCompilerPart extends GameLowering {
  /** The game (`game:` of its regulations). */
  readonly game: GameId;
  /** Lists of identified entries changed in a child only through add / override / remove (a game's list of contracts). */
  readonly listSections?: readonly ListSection[];
  /** Lists of entry ids its sections write as values (excluded rules): the editor finds them as references and completes them. */
  readonly idLists?: readonly IdList[];
  /** The fields of RegulationIR its lowering fills (the diff refuses an IR with a part no given game reads). */
  readonly irParts?: readonly string[];
  /** Its semantic checks, run after the common ones; one diagnostic code each. */
  readonly checks?: readonly Check[];
  /** Its own section of the diff and the assumptions register (where its records go), with its title. */
  readonly diffSection?: GameDiffSection;
  /** Its rules as comparable records, each in its diff section (or a core one it belongs to). */
  diffRecords?(ir: RegulationIR): RuleRecord[];
}

/** The sections merging treats specially, the games' added to those of every regulation. */
export function sectionsOf(games: readonly GameCompilerPart[]): RegulationSections {
  return {
    lists: [...CORE_SECTIONS.lists, ...games.flatMap((g) => g.listSections ?? [])],
    merged: [...CORE_SECTIONS.merged, ...games.flatMap((g) => g.mergedSections ?? [])],
    idLists: games.flatMap((g) => g.idLists ?? []),
  };
}
