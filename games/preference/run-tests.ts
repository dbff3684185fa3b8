/**
 * Runs the pulya tests of a preference regulation: each case's pulya is settled and its sheet, results and
 * explaining rules, its warnings and its last round are compared with the expectation (only the fields given).
 */
import type { RegulationIR } from '../../runtime/index.js';
import type { PreferenceTestIR } from '../../runtime/ir/preference.js';
import { settlePulya, type SettledPulya } from './pulya.js';
import { equals, formatExact, parseRational } from './rational.js';

/** Outcome of one pulya test. */
export interface PulyaTestOutcome {
  test: PreferenceTestIR;
  ok: boolean;
  problems: string[];
}

/** Runs every pulya test of a compiled regulation. */
export function runPulyaTests(ir: RegulationIR): PulyaTestOutcome[] {
  return (ir.preferenceTests ?? []).map((test) => {
    const problems = compare(ir, test);
    return { test, ok: problems.length === 0, problems };
  });
}

function compare(ir: RegulationIR, test: PreferenceTestIR): string[] {
  const r = settlePulya(ir, test.pulya);
  const errors = r.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) return errors.map((p) => `${p.code} at ${p.path.join('.') || '(top)'}: ${p.message}`);
  const out: string[] = [];
  for (const [p, e] of Object.entries(test.expect.sheet ?? {})) {
    const got = r.players[p];
    if (!got) { out.push(`sheet: no player ${p}`); continue; }
    for (const k of ['pool', 'mountain'] as const) {
      if (e[k] !== undefined && e[k] !== got[k]) out.push(`${p}.${k}: expected ${e[k]}, got ${got[k]}`);
    }
    for (const [q, w] of Object.entries(e.whists ?? {})) {
      if ((got.whists[q] ?? 0) !== w) out.push(`${p}.whists.${q}: expected ${w}, got ${got.whists[q] ?? 0}`);
    }
  }
  for (const [p, expected] of Object.entries(test.expect.net ?? {})) {
    const want = parseRational(String(expected));
    const got = r.players[p]?.net;
    if (!want || !got || !equals(want, got)) out.push(`net ${p}: expected ${String(expected)}, got ${got ? formatExact(got) : 'nothing'}`);
  }
  const rules = new Set(r.deals.flatMap((d) => d.items.map((i) => i.rule)));
  for (const rule of test.expect.rules ?? []) if (!rules.has(rule)) out.push(`rule ${rule}: expected to explain an entry (used: ${[...rules].join(', ') || 'none'})`);
  out.push(...compareLastRound(test, r));
  return out;
}

/** Compares the warnings (every code, in any order) and the last round with the expectation, where given. */
function compareLastRound(test: PreferenceTestIR, r: SettledPulya): string[] {
  const out: string[] = [];
  const { warnings, 'last-round': last } = test.expect;
  if (warnings !== undefined) {
    const got = r.problems.filter((p) => p.severity === 'warning').map((p) => p.code).sort();
    if (got.join(' ') !== [...warnings].sort().join(' ')) out.push(`warnings: expected [${warnings.join(', ')}], got [${got.join(', ')}]`);
  }
  if (last !== undefined) {
    const got = r.lastRound;
    if (got === null) out.push('last-round: expected one, the pulya has none');
    else if (got.deals.join(',') !== last.deals.join(',') || got.required !== last.required) {
      out.push(`last-round: expected deals [${last.deals.join(', ')}] of ${last.required}, got [${got.deals.join(', ')}] of ${got.required}`);
    }
  }
  return out;
}
