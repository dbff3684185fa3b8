/**
 * Compiles a regulation for a command: prints its diagnostics to stderr and gives the IR, or undefined. An unchanged
 * regulation comes from the compile cache (regulation-cache.ts) with the warnings of its compile.
 */
import { commandsOf, compileRegulationFile, gameNameOf, GAMES } from '../games/index.js';
import type { RegulationIR } from '../runtime/index.js';
import { compileCached } from './compile-cached.js';
import { renderDiagnostics } from './diagnostic-text.js';
import { printError } from './error-line.js';
import { fitsCommand, gameFits, type CommandGame } from './regulation-quick.js';

export { renderDiagnostics } from './diagnostic-text.js';

/** Compiles a regulation (or takes it from the cache); prints its diagnostics; undefined on errors. */
export function loadRegulation(file: string): RegulationIR | undefined {
  const { ir, diagnostics } = compileCached(file, compileRegulationFile);
  if (diagnostics.length > 0) process.stderr.write(renderDiagnostics(diagnostics) + '\n');
  return ir;
}

/** Compiles a regulation a command needs for one kind of game; another game is a regulation error (printed). */
export function loadRegulationFor(file: string, kind: CommandGame, command: string): RegulationIR | undefined {
  const ir = loadRegulation(file);
  if (!ir) return undefined;
  if (fitsCommand(ir, kind)) return ir;
  const use = commandsOf(ir).map((c) => `reglament ${c}`).join(' / ');
  const name = gameNameOf(ir);
  const needed = GAMES.filter((g) => gameFits(g.game, kind)).map((g) => g.name);
  const listed = (lang: 'ru' | 'en') => needed.map((n) => n[lang]).join(', ');
  printError({
    ru: `${file}: команде \`${command}\` нужен регламент игры ${kind} (${listed('ru')}), а этот — для игры «${name.ru}» (${ir.game}); для него: ${use}`,
    en: `${file}: \`${command}\` needs a ${kind} regulation (${listed('en')}), this one is for ${name.en} (${ir.game}; use ${use})`,
  });
  return undefined;
}
