/**
 * What every semantic check receives: the merged source (for positions) and the IR (for meaning).
 */
import type { ItemIR, RegulationIR } from '../../../runtime/index.js';
import type { Diagnostic, Wording } from '../../diagnostics/diagnostic.js';
import { withWords, type DiagnosticCode } from '../../diagnostics/codes.js';
import type { DidYouMean } from '../../diagnostics/suggest.js';
import type { LocatedSource, Path } from '../../lower/lower-regulation.js';
import type { ListSection } from '../../source/index.js';

/** Input of a semantic check. */
export interface CheckInput {
  src: LocatedSource;
  ir: RegulationIR;
  /** The games' lists of identified entries (GameCompilerPart.listSections), whose ids count among the regulation's. */
  gameLists?: readonly ListSection[];
}

/** A semantic check: one concern, one diagnostic code. */
export type Check = (input: CheckInput) => Diagnostic[];

/** Builds an error diagnostic at a source path; `help` is a hint, or a "did you mean" (hint and suggestion). */
export function errorAt(input: CheckInput, path: Path, code: DiagnosticCode, message: Wording, help?: Wording | DidYouMean, severity: 'error' | 'warning' = 'error'): Diagnostic {
  const hint = help === undefined ? undefined : typeof help === 'string' || !('suggestion' in help) ? help : help.hint;
  const suggestion = help !== undefined && typeof help !== 'string' && 'suggestion' in help ? { suggestion: help.suggestion } : {};
  return withWords({ ...input.src.spanOf(path), code, severity, ...suggestion }, message, hint);
}

/** A scoring section's key in the source (`scoring.<key>`). */
export type SectionKey = 'points' | 'doublings' | 'limits';

/** A scoring item of the IR: its section, its IR, and the source path of its entry. */
export interface ScoringEntry {
  key: SectionKey;
  item: ItemIR;
  path: Path;
}

/** The list `scoringItems` made for an IR: nine checks read it, and the checks change no IR. */
const scoringItemsOf = new WeakMap<RegulationIR, readonly ScoringEntry[]>();

/** Every scoring item: its section, its IR, and the source path of its entry (one list per IR, shared by the checks). */
export function scoringItems(input: CheckInput): readonly ScoringEntry[] {
  const known = scoringItemsOf.get(input.ir);
  if (known !== undefined) return known;
  const sc = input.ir.scoring;
  const items = (['points', 'doublings', 'limits'] as const).flatMap((key) => sc[key].map((item, i): ScoringEntry => ({ key, item, path: ['scoring', key, i] })));
  scoringItemsOf.set(input.ir, items);
  return items;
}

/** Every identified entry of the source with its path (groups, shapes, items, procedures, the games' lists, penalties). */
export function entriesWithPaths(input: CheckInput): Array<{ id: string; path: Path; section: string }> {
  const d = input.src.data;
  const out: Array<{ id: string; path: Path; section: string }> = [];
  (d.tiles ?? []).forEach((e, i) => out.push({ id: e.id, path: ['tiles', i, 'id'], section: 'tiles' }));
  (d.shapes ?? []).forEach((e, i) => out.push({ id: e.id, path: ['shapes', i, 'id'], section: 'shapes' }));
  for (const key of ['points', 'doublings', 'limits', 'counters', 'items', 'payments', 'impossible'] as const) {
    (d.scoring?.[key] ?? []).forEach((e, i) => out.push({ id: e.id, path: ['scoring', key, i, 'id'], section: key }));
  }
  (d.scoring?.counters ?? []).forEach((k, i) => (k.adjust ?? []).forEach((a, j) => out.push({ id: a.id, path: ['scoring', 'counters', i, 'adjust', j, 'id'], section: 'counters' })));
  (d.procedures ?? []).forEach((e, i) => out.push({ id: e.id, path: ['procedures', i, 'id'], section: 'procedures' }));
  for (const list of input.gameLists ?? []) {
    const entries = list.path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), d);
    if (!Array.isArray(entries)) continue;
    entries.forEach((e: { id?: unknown }, i) => {
      if (typeof e?.id === 'string') out.push({ id: e.id, path: [...list.path, i, 'id'], section: list.name });
    });
  }
  if (Array.isArray(d.penalties)) {
    d.penalties.forEach((e: { id?: unknown }, i) => {
      if (typeof e?.id === 'string') out.push({ id: e.id, path: ['penalties', i, 'id'], section: 'penalties' });
    });
  }
  return out;
}
