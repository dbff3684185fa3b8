/**
 * Runs the `tests:` stored in a regulation: each hand case's hand and circumstances are scored and compared with its
 * expectation, or (`expect.impossible`) must be refused by that rule of `scoring.impossible`; then every game's own
 * kind of tests (GameModule.runTests: the pulya tests of preference). Used by `reglament test`, the editor's test
 * lenses and the vitest suite, through games/index.ts runRegulationTests.
 */
import { compileScorer, findImpossible, impossibleMessage, parseHand, readCircumstances, scoreHand, type RegulationIR, type ScoreResult, type TestIR } from '../runtime/index.js';
import type { GameModule, RegulationTestOutcome } from './types.js';

/** Outcome of one hand test. */
export interface TestOutcome {
  test: TestIR;
  ok: boolean;
  problems: string[];
  result?: ScoreResult;
}

/** Runs every test of a compiled regulation: its hand tests, then each game's own tests in the order of `games`. */
export function runRegulationTestsWith(ir: RegulationIR, games: readonly GameModule[]): Array<TestOutcome | RegulationTestOutcome> {
  return [...runHandTests(ir), ...games.flatMap((g) => g.runTests?.(ir) ?? [])];
}

function runHandTests(ir: RegulationIR): TestOutcome[] {
  const scorer = compileScorer(ir);
  return ir.tests.map((test) => {
    const circumstances = readCircumstances(test.circumstances);
    if ('problems' in circumstances) return { test, ok: false, problems: circumstances.problems.map((p) => `bad circumstances: ${p.message}`) };
    const parsed = parseHand(test.hand);
    if (!parsed.ok) return { test, ok: false, problems: [`bad hand: ${parsed.error.message} at column ${parsed.error.offset + 1}`] };
    const refused = findImpossible(scorer, parsed.hand, circumstances.options);
    if (refused !== null || test.expect.impossible !== undefined) {
      const problems = refused?.rule.id === test.expect.impossible ? []
        : [refused === null ? `expected the hand refused by ${test.expect.impossible}, but it is possible` : `the hand is impossible: ${impossibleMessage(refused.rule, 'en')}`];
      return { test, ok: problems.length === 0, problems };
    }
    const result = scoreHand(scorer, parsed.hand, circumstances.options);
    const problems = compare(test, result);
    return { test, ok: problems.length === 0, problems, result };
  });
}

function compare(test: TestIR, r: ScoreResult): string[] {
  const e = test.expect;
  const out: string[] = [];
  if (e.total !== undefined && e.total !== r.total) out.push(`total: expected ${e.total}, got ${r.total}`);
  if (e.declarable !== undefined && e.declarable !== r.declarable) out.push(`declarable: expected ${e.declarable}, got ${r.declarable}`);
  if (e.limit !== undefined && e.limit !== r.limit) out.push(`limit: expected ${e.limit}, got ${r.limit}`);
  if (e.shape !== undefined && e.shape !== r.shape) out.push(`shape: expected ${e.shape}, got ${r.shape}`);
  const ids = new Set(r.items.map((i) => i.id));
  for (const id of e.items ?? []) if (!ids.has(id)) out.push(`item ${id}: expected, not applied (applied: ${[...ids].join(', ') || 'none'})`);
  for (const id of e.absent ?? []) if (ids.has(id)) out.push(`item ${id}: expected absent, but applied`);
  return [...out, ...compareCounted(e, r)];
}

/** The expectations of a regulation with counters: counters, value, payment lines. */
function compareCounted(e: TestIR['expect'], r: ScoreResult): string[] {
  const out: string[] = [];
  for (const [id, want] of Object.entries(e.counters ?? {})) {
    const got = r.counters?.[id];
    if (got !== want) out.push(`${id}: expected ${want}, got ${got ?? 'no such counter'}`);
  }
  if (e.value !== undefined && e.value !== r.value) out.push(`value: expected ${e.value}, got ${r.value ?? 'none'}`);
  if (e.payments !== undefined) {
    const lines = r.payments ?? [];
    const shown = lines.map((p) => `${p.payer} ${p.amount}×${p.players}`).join(', ') || 'none';
    if (e.payments.length === 0 && lines.length > 0) out.push(`payments: expected none, got ${shown}`);
    for (const p of e.payments) {
      const fits = lines.some((l) => l.payer === p.payer && l.amount === p.amount && (p.players === undefined || l.players === p.players) && (p.id === undefined || l.id === p.id));
      if (!fits) out.push(`payment ${p.payer} ${p.amount}${p.players !== undefined ? `×${p.players}` : ''}: expected, not made (made: ${shown})`);
    }
  }
  return out;
}
