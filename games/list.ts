/**
 * The list of the games (games/index.ts exports it with the compiler's entry points given it). A file of its own, so
 * that a command takes the list without games/index.ts, which imports chevrotain's reader of rule strings
 * (compiler/rule-reader.ts) for its compile. `check` takes the games' compile parts alone: games/compile-list.ts,
 * which `npm run gen` writes from this list (scripts/gen-compile-list.ts).
 * A new game: its folder, one line here (docs/architecture.md, "A new game").
 */
import { withCodesRegistered } from './register-codes.js';
import { classical } from './classical/index.js';
import { mcr } from './mcr/index.js';
import { preference } from './preference/index.js';
import { riichi } from './riichi/index.js';
import { sichuan } from './sichuan/index.js';
import type { GameModule } from './types.js';

/** Every game, in the order their parts come in the IR and the diff (classical mahjong's are the core's). */
export const GAMES: readonly GameModule[] = withCodesRegistered([classical, preference, sichuan, riichi, mcr]);
