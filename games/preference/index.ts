/**
 * Preference: the `preference:` section of its regulations (contract prices and conventions), the pulya tests among
 * `tests:`, its checks, its rules for the diff and its tables in events (a pulya).
 */
import type { GameModule } from '../types.js';
import { checkPreferenceContracts } from './check-contracts.js';
import { checkLastRoundSizes } from './check-last-round-sizes.js';
import { checkPulyaTestRules } from './check-test-rules.js';
import { preferenceRecords } from './diff-records.js';
import { lowerPreference, lowerPulyaTests } from './lower.js';
import { pulyaTable } from './pulya-table.js';
import { runPulyaTests } from './run-tests.js';

/** The preference game. */
export const preference: GameModule = {
  game: 'preference',
  mergedSections: ['preference'],
  listSections: [{ name: 'contracts', path: ['preference', 'contracts'] }],
  irParts: ['preference', 'preferenceTests'],
  diffSection: { id: 'preference', title: { ru: 'Преферанс: контракты и конвенции', en: 'Preference: contracts and conventions' } },
  lower: (data, ctx) => {
    const part = lowerPreference(data.preference, ctx);
    const tests = lowerPulyaTests(data.tests, ctx);
    return { ...(part ? { preference: part } : {}), ...(tests.length > 0 ? { preferenceTests: tests } : {}) };
  },
  checks: [checkPreferenceContracts, checkLastRoundSizes, checkPulyaTestRules],
  diffRecords: (ir) => preferenceRecords(ir.preference),
  table: { record: pulyaTable },
  runTests: runPulyaTests,
};
