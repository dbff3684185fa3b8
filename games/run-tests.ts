/**
 * Runs the `tests:` stored in a regulation: each hand case's hand and circumstances are scored and compared with its
 * expectation, or (`expect.impossible`) must be refused by that rule of `scoring.impossible`; then every game's own
 * kind of tests (GameModule.runTests: the pulya tests of preference). Used by `reglament test`, the editor's test
 * lenses and the vitest suite, through games/index.ts runRegulationTests.
 */
import { compileScorer, findImpossible, impossibleMessage, parseHand, readCircumstances, scoreHand, type Bilingual, type RegulationIR, type ScoreResult, type TestIR } from '../runtime/index.js';
import { expectedGot, listOrNone } from './test-wording.js';
import type { GameModule, RegulationTestOutcome } from './types.js';

/** Outcome of one hand test. */
export interface TestOutcome {
  test: TestIR;
  ok: boolean;
  /** What differs from the expectation, in both languages (empty when ok). */
  problems: Bilingual[];
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
    if ('problems' in circumstances) {
      return { test, ok: false, problems: circumstances.problems.map((p) => ({ en: `bad circumstances: ${p.text.en}`, ru: `неверные обстоятельства: ${p.text.ru}` })) };
    }
    const parsed = parseHand(test.hand);
    if (!parsed.ok) {
      const at = parsed.error.offset + 1;
      return { test, ok: false, problems: [{ en: `bad hand: ${parsed.error.text.en} at column ${at}`, ru: `рука не читается: ${parsed.error.text.ru} (позиция ${at})` }] };
    }
    const refused = findImpossible(scorer, parsed.hand, circumstances.options);
    if (refused !== null || test.expect.impossible !== undefined) {
      const problems: Bilingual[] = refused?.rule.id === test.expect.impossible ? []
        : [refused === null
          ? { en: `expected the hand refused by ${test.expect.impossible}, but it is possible`, ru: `ожидался отказ по правилу ${test.expect.impossible}, но рука возможна` }
          : { en: `the hand is impossible: ${impossibleMessage(refused.rule, 'en')}`, ru: `рука невозможна: ${impossibleMessage(refused.rule, 'ru')}` }];
      return { test, ok: problems.length === 0, problems };
    }
    const result = scoreHand(scorer, parsed.hand, circumstances.options);
    const problems = compare(test, result);
    return { test, ok: problems.length === 0, problems, result };
  });
}

function compare(test: TestIR, r: ScoreResult): Bilingual[] {
  const e = test.expect;
  const out: Bilingual[] = [];
  if (e.total !== undefined && e.total !== r.total) out.push(expectedGot('total', e.total, r.total));
  if (e.declarable !== undefined && e.declarable !== r.declarable) out.push(expectedGot('declarable', e.declarable, r.declarable));
  if (e.limit !== undefined && e.limit !== r.limit) out.push(expectedGot('limit', e.limit, r.limit));
  if (e.shape !== undefined && e.shape !== r.shape) out.push(expectedGot('shape', e.shape, r.shape));
  const ids = new Set(r.items.map((i) => i.id));
  const applied = listOrNone([...ids]);
  for (const id of e.items ?? []) {
    if (!ids.has(id)) out.push({ en: `item ${id}: expected, not applied (applied: ${applied.en})`, ru: `item ${id}: ожидалось, но не применено (применены: ${applied.ru})` });
  }
  for (const id of e.absent ?? []) if (ids.has(id)) out.push({ en: `item ${id}: expected absent, but applied`, ru: `item ${id}: не должно применяться, но применено` });
  return [...out, ...compareCounted(e, r)];
}

/** The expectations of a regulation with counters: counters, value, payment lines. */
function compareCounted(e: TestIR['expect'], r: ScoreResult): Bilingual[] {
  const out: Bilingual[] = [];
  for (const [id, want] of Object.entries(e.counters ?? {})) {
    const got = r.counters?.[id];
    if (got === undefined) out.push({ en: `${id}: expected ${want}, got no such counter`, ru: `${id}: ожидалось ${want}, но такого счётчика нет` });
    else if (got !== want) out.push(expectedGot(id, want, got));
  }
  if (e.value !== undefined && e.value !== r.value) out.push(expectedGot('value', e.value, r.value));
  if (e.payments !== undefined) {
    const lines = r.payments ?? [];
    const shown = listOrNone(lines.map((p) => `${p.payer} ${p.amount}×${p.players}`));
    if (e.payments.length === 0 && lines.length > 0) out.push({ en: `payments: expected none, got ${shown.en}`, ru: `payments: платежей не ожидалось, получено ${shown.ru}` });
    for (const p of e.payments) {
      const fits = lines.some((l) => l.payer === p.payer && l.amount === p.amount && (p.players === undefined || l.players === p.players) && (p.id === undefined || l.id === p.id));
      const payment = `payment ${p.payer} ${p.amount}${p.players !== undefined ? `×${p.players}` : ''}`;
      if (!fits) out.push({ en: `${payment}: expected, not made (made: ${shown.en})`, ru: `${payment}: ожидался, но не сделан (сделаны: ${shown.ru})` });
    }
  }
  return out;
}
