/**
 * Preference's compile part: the `preference:` section (contract prices and conventions) and the pulya tests among
 * `tests:` lowered, its checks, its codes and its rules for the diff. All that `check` loads of the game.
 */
import { preferenceCodes } from './codes.js';
import type { GameCompilePart } from '../types.js';
import { checkPreferenceContracts } from './check-contracts.js';
import { checkLastRoundSizes } from './check-last-round-sizes.js';
import { checkPulyaTestRules } from './check-test-rules.js';
import { preferenceRecords } from './diff-records.js';
import { lowerPreference, lowerPulyaTests } from './lower.js';

/** The compile part of the preference game. */
export const preferenceCompile: GameCompilePart = {
  game: 'preference',
  codes: preferenceCodes,
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
};
