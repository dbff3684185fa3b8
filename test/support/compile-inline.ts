/**
 * Test helper: compiles a regulation written inline (YAML text) through the real pipeline, via a temp file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { type CompileResult } from '../../compiler/index.js';
import { compileRegulationFile } from '../../games/index.js';
import { compileScorer, parseHand, scoreHand, type RegulationIR, type ScoreResult, type WinOptions } from '../../runtime/index.js';

const dir = mkdtempSync(join(tmpdir(), 'reglament-inline-'));
let n = 0;

/** Compiles YAML text as a regulation file. */
export function compileInline(yaml: string): CompileResult {
  const file = join(dir, `inline-${n++}.yaml`);
  writeFileSync(file, yaml);
  return compileRegulationFile(file);
}

/** A minimal classical regulation header; append sections to it. */
export const HEADER = `regulation: inline
version: "1"
game: mahjong-classical
name: { ru: Тест, en: Test }
tiles:
  - { id: dragons, name: { ru: Драконы, en: Dragons }, clause: t, tiles: 5-7z }
  - { id: winds, name: { ru: Ветра, en: Winds }, clause: t, tiles: 1-4z }
  - { id: honors, name: { ru: Онеры, en: Honors }, clause: t, tiles: winds dragons }
  - { id: flowers, name: { ru: Цветы, en: Flowers }, clause: t, tiles: 1-4f }
`;

const repoRoot = join(import.meta.dirname, '..', '..');

function irOrThrow(r: CompileResult): RegulationIR {
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`).join('\n'));
  return r.ir;
}

/** Compiles inline YAML and fails loudly on diagnostics. */
export function irOf(yaml: string): RegulationIR {
  return irOrThrow(compileInline(yaml));
}

/** Compiles a regulation file (absolute, or relative to the repository root) and fails loudly on diagnostics. */
export function irOfFile(file: string): RegulationIR {
  return irOrThrow(compileRegulationFile(isAbsolute(file) ? file : join(repoRoot, file)));
}

/** Scores a hand under an inline regulation. */
export function scoreWith(ir: RegulationIR, hand: string, options: Partial<WinOptions> = {}): ScoreResult {
  const parsed = parseHand(hand);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return scoreHand(compileScorer(ir), parsed.hand, options);
}
