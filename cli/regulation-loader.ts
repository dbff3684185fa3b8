/**
 * Compiles a regulation for a command: prints its diagnostics to stderr and gives the IR, or undefined. An unchanged
 * regulation comes from the compile cache (regulation-cache.ts) with the warnings of its compile.
 */
import { relative } from 'node:path';
import { readTextFile, renderText, type Diagnostic } from '../compiler/index.js';
import { commandsOf, compileRegulationFile, gameNameOf, GAMES } from '../games/index.js';
import type { RegulationIR } from '../runtime/index.js';
import type { Lang } from '../present/index.js';
import { outputLanguage } from './output-language.js';
import { regulationCache, type CachedRegulation } from './regulation-cache.js';
import { printError } from './error-line.js';
import { fitsCommand, gameFits, type CommandGame } from './regulation-quick.js';

/**
 * Reads a file for code frames (as every user file is read: a regular file, capped); undefined when it cannot be or
 * is not text (an event store: no frame).
 */
export function readForFrames(file: string): string | undefined {
  const read = readTextFile(file);
  return 'text' in read && !read.text.includes('\u0000') ? read.text : undefined;
}

/** Makes diagnostic paths relative to the working directory, as users typed them. */
export function relativize(ds: Diagnostic[]): Diagnostic[] {
  // Paths under the working directory are shown relative to it, as users typed them; others stay absolute.
  const rel = (f: string) => {
    if (!f.startsWith('/')) return f;
    const r = relative(process.cwd(), f);
    return r === '' || r.startsWith('..') ? f : r;
  };
  return ds.map((d) => ({ ...d, file: rel(d.file), ...(d.related ? { related: d.related.map((r) => ({ ...r, file: rel(r.file) })) } : {}) }));
}

/** Renders diagnostics for the terminal, in the run's language unless another is given. */
export function renderDiagnostics(ds: Diagnostic[], lang: Lang = outputLanguage()): string {
  return renderText(relativize(ds), readForFrames, { lang });
}

/** The compile of a regulation: from the cache when it has a valid entry, else compiled (and then cached). */
export function compileCached(file: string): { ir: RegulationIR | undefined; diagnostics: Diagnostic[] } {
  const cache = regulationCache();
  const cached = cache?.read(file);
  if (cached !== undefined) return cached;
  const { ir, diagnostics, sources } = compileRegulationFile(file);
  if (ir !== undefined && cache !== undefined && sources !== undefined) cache.write(file, { ir, diagnostics } satisfies CachedRegulation, sources);
  return { ir, diagnostics };
}

/** Compiles a regulation (or takes it from the cache); prints its diagnostics; undefined on errors. */
export function loadRegulation(file: string): RegulationIR | undefined {
  const { ir, diagnostics } = compileCached(file);
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
