/**
 * What a game adds to the command line (`reglament <command>`): its own commands and its examples of the common
 * ones. Plain data, loaded when the program starts (the help and the parser need it) without loading the game: a
 * command's code is imported only when it runs (GameCommand.load). cli/main.ts registers these; the help texts of
 * both languages are here, beside the English commander shows.
 */
import type { Diagnostic } from '../compiler/index.js';
import type { Lang } from '../present/index.js';
import type { Bilingual, RegulationIR } from '../runtime/index.js';

/** An example of a command in its help: the command line and what it does. */
export interface CommandExample {
  readonly command: string;
  readonly en: string;
  readonly ru: string;
}

/** A required argument of a game's command (`<name>`) and its help. */
export interface GameCommandArgument {
  readonly name: string;
  readonly help: Bilingual;
}

/** A flag of a game's command (`--json`) and its help; the command line adds `--lang` and `--no-cache` to every one. */
export interface GameCommandOption {
  readonly flag: `--${string}`;
  readonly help: Bilingual;
}

/** What the command line gives a game's command: its regulation loader, its rendering of problems, its exit codes. */
export interface GameCommandContext {
  /** The regulation compiled for a command of a game or family (`preference`, `mahjong`), from the compile cache when it can; its problems printed; undefined when it cannot be used. */
  loadRegulationFor(file: string, kind: string, command: string): RegulationIR | undefined;
  /** Diagnostics as the terminal shows them, in the run's language. */
  renderDiagnostics(diagnostics: Diagnostic[]): string;
  /** The exit codes of every command (docs/judges-guide.md). */
  readonly exit: { readonly ok: number; readonly regulationErrors: number; readonly badInput: number };
}

/** The code of a game's command, loaded when the command runs: runs it and returns its exit code. */
export interface GameCommandAction {
  run(context: GameCommandContext, args: readonly string[], options: { readonly json?: boolean; readonly lang: Lang }): number;
}

/** A game's own command (`reglament pulya`): its name, its help in both languages, and its code, loaded when it runs. */
export interface GameCommand {
  readonly name: string;
  readonly description: Bilingual;
  readonly arguments: readonly GameCommandArgument[];
  readonly options: readonly GameCommandOption[];
  readonly examples?: readonly CommandExample[];
  load(): Promise<GameCommandAction>;
}

/** What one game adds to the command line: its own commands, and examples of the common commands (by name) under it. */
export interface GameCommandLine {
  readonly commands?: readonly GameCommand[];
  readonly examples?: Readonly<Record<string, readonly CommandExample[]>>;
}
