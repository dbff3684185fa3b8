/**
 * Runs the pulya tests of a preference regulation: each case's pulya is settled and its sheet, results and
 * explaining rules, its warnings and its last round are compared with the expectation (only the fields given).
 */
import type { Bilingual, RegulationIR } from '../../runtime/index.js';
import type { PreferenceTestIR } from '../../runtime/ir/preference.js';
import { expectedGot, listOrNone } from '../test-wording.js';
import { settlePulya, type SettledPulya } from './pulya.js';
import { equals, formatExact, parseRational } from './rational.js';

/** Outcome of one pulya test. */
export interface PulyaTestOutcome {
  test: PreferenceTestIR;
  ok: boolean;
  problems: Bilingual[];
}

/** Runs every pulya test of a compiled regulation. */
export function runPulyaTests(ir: RegulationIR): PulyaTestOutcome[] {
  return (ir.preferenceTests ?? []).map((test) => {
    const problems = compare(ir, test);
    return { test, ok: problems.length === 0, problems };
  });
}

function compare(ir: RegulationIR, test: PreferenceTestIR): Bilingual[] {
  const r = settlePulya(ir, test.pulya);
  const errors = r.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    return errors.map((p) => {
      const at = p.path.join('.');
      return { en: `${p.code} at ${at || '(top)'}: ${p.text.en}`, ru: `${p.code} в ${at || '(начало)'}: ${p.text.ru}` };
    });
  }
  const out: Bilingual[] = [];
  for (const [p, e] of Object.entries(test.expect.sheet ?? {})) {
    const got = r.players[p];
    if (!got) { out.push({ en: `sheet: no player ${p}`, ru: `sheet: нет игрока ${p}` }); continue; }
    for (const k of ['pool', 'mountain'] as const) {
      if (e[k] !== undefined && e[k] !== got[k]) out.push(expectedGot(`${p}.${k}`, e[k], got[k]));
    }
    for (const [q, w] of Object.entries(e.whists ?? {})) {
      if ((got.whists[q] ?? 0) !== w) out.push(expectedGot(`${p}.whists.${q}`, w, got.whists[q] ?? 0));
    }
  }
  for (const [p, expected] of Object.entries(test.expect.net ?? {})) {
    const want = parseRational(String(expected));
    const got = r.players[p]?.net;
    if (!want || !got || !equals(want, got)) out.push(expectedGot(`net ${p}`, String(expected), got ? formatExact(got) : undefined));
  }
  const rules = new Set(r.deals.flatMap((d) => d.items.map((i) => i.rule)));
  const used = listOrNone([...rules]);
  for (const rule of test.expect.rules ?? []) {
    if (!rules.has(rule)) out.push({ en: `rule ${rule}: expected to explain an entry (used: ${used.en})`, ru: `rule ${rule}: ожидалось в объяснении записей (использованы: ${used.ru})` });
  }
  out.push(...compareLastRound(test, r));
  return out;
}

/** Compares the warnings (every code, in any order) and the last round with the expectation, where given. */
function compareLastRound(test: PreferenceTestIR, r: SettledPulya): Bilingual[] {
  const out: Bilingual[] = [];
  const { warnings, 'last-round': last } = test.expect;
  if (warnings !== undefined) {
    const got = r.problems.filter((p) => p.severity === 'warning').map((p) => p.code).sort();
    if (got.join(' ') !== [...warnings].sort().join(' ')) out.push(expectedGot('warnings', `[${warnings.join(', ')}]`, `[${got.join(', ')}]`));
  }
  if (last !== undefined) {
    const got = r.lastRound;
    if (got === null) out.push({ en: 'last-round: expected one, the pulya has none', ru: 'last-round: ожидался, но в пуле его нет' });
    else if (got.deals.join(',') !== last.deals.join(',') || got.required !== last.required) {
      out.push({
        en: `last-round: expected deals [${last.deals.join(', ')}] of ${last.required}, got [${got.deals.join(', ')}] of ${got.required}`,
        ru: `last-round: ожидались сдачи [${last.deals.join(', ')}] из ${last.required}, получены [${got.deals.join(', ')}] из ${got.required}`,
      });
    }
  }
  return out;
}
