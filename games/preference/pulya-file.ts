/**
 * A pulya file (YAML or JSON) as `reglament pulya` and the editor read it: its data with positions, and the
 * diagnostics of its structure and of settling it. The editor settles it under the regulation the file names
 * (`regulation:`, a path relative to the file's folder, as in an event file); without one it checks the structure
 * only. `reglament pulya` settles it under the regulation of its argument. Never throws on user input.
 */
import { dirname, isAbsolute, join } from 'node:path';
import { createDiagnostic, readInputFile, type CompileOptions, type CompileResult, type Diagnostic, type DiagnosticCode, type ReadFile } from '../../compiler/index.js';
import type { Bilingual, RegulationIR } from '../../runtime/index.js';
import { settlePulya } from './pulya.js';
import { PULYA_INPUT, readPulya } from './read-pulya.js';
import type { PulyaProblem } from './types.js';

/** Compiles a regulation file of any game (games/index.ts compileRegulationFile: a game never imports the list). */
export type CompileFile = (file: string, options?: Omit<CompileOptions, 'games'>) => CompileResult;

/** A problem of a pulya file at a path of its data: the runtime's, or one of reading the file. */
type FileProblem = Pick<PulyaProblem, 'path' | 'atKey' | 'message' | 'text'> & { code: PulyaProblem['code'] | DiagnosticCode };

/** A pulya file read: its data and how a problem of it becomes a positioned diagnostic (in both languages where it has them). */
export interface ReadPulyaFile {
  value: unknown;
  toDiagnostic: (p: FileProblem) => Diagnostic;
  /** The regulation the file names (`regulation:`), resolved against its folder; undefined when it names none. */
  regulationPath?: string;
}

/** Reads a pulya file: its data and positions, or the diagnostics of why it cannot be read. */
export function readPulyaFile(file: string, readFile?: ReadFile): ReadPulyaFile | { diagnostics: Diagnostic[] } {
  const { input, diagnostics } = readInputFile(file, PULYA_INPUT, readFile);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (input === undefined || errors.length > 0) return { diagnostics: errors };
  const toDiagnostic = (p: FileProblem) => createDiagnostic(p.code, input.spanAt(p.path, p.atKey), p.text ?? p.message);
  const named = (input.value as { regulation?: unknown } | null)?.regulation;
  const regulationPath = typeof named === 'string' && named !== '' ? (isAbsolute(named) ? named : join(dirname(file), named)) : undefined;
  return { value: input.value, toDiagnostic, ...(regulationPath !== undefined ? { regulationPath } : {}) };
}

/**
 * The diagnostics of a pulya file as the editor shows them: its structure, and, when it names its regulation, every
 * problem of settling it (contracts, tricks, whists...) under that regulation, compiled by `compile`.
 */
export function pulyaFileDiagnostics(file: string, compile: CompileFile, readFile?: ReadFile): Diagnostic[] {
  const read = readPulyaFile(file, readFile);
  if ('diagnostics' in read) return read.diagnostics;
  if (read.regulationPath === undefined) return readPulya(read.value).problems.map(read.toDiagnostic);
  const ir = preferenceRegulation(read.regulationPath, compile, readFile);
  if ('en' in ir) return [read.toDiagnostic({ code: 'pulya/regulation', path: ['regulation'], message: ir.en, text: ir })];
  return settlePulya(ir, read.value).problems.map(read.toDiagnostic);
}

/** The compiled preference regulation at `file`, or why it cannot settle a pulya. */
function preferenceRegulation(file: string, compile: CompileFile, readFile?: ReadFile): RegulationIR | Bilingual {
  const { ir, diagnostics } = compile(file, readFile ? { readFile } : {});
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (ir === undefined || errors.length > 0) {
    const missing = errors.some((d) => d.code === 'source/file-missing');
    return missing
      ? { en: `regulation file ${file} not found (the path is relative to the pulya file's folder)`, ru: `файл регламента ${file} не найден (путь отсчитывается от папки файла пули)` }
      : { en: `the regulation ${file} has ${errors.length} error(s): \`reglament check\` lists them`, ru: `в регламенте ${file} есть ошибки (${errors.length}): их покажет \`reglament check\`` };
  }
  return ir.preference
    ? ir
    : { en: `the regulation ${file} has no \`preference:\` conventions: a pulya is settled under a preference regulation`, ru: `в регламенте ${file} нет соглашений \`preference:\`: пуля рассчитывается по регламенту преферанса` };
}
