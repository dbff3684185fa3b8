/**
 * Semantic checks run after lowering, in this order. Each check is one file with one diagnostic code.
 */
import type { Check } from './check-context.js';
import { checkDuplicateIds } from './duplicate-id.js';
import { checkExcludes } from './unknown-exclude.js';
import { checkLimitFractions } from './limit-fraction.js';
import { checkTestReferences } from './test-references.js';
import { checkFormulaPlayers } from './formula-players.js';
import { checkStagesNeedRounds } from './stages-need-rounds.js';
import { checkSanctionsNeedScale } from './sanctions-need-scale.js';
import { checkAfterDisqualificationUsed } from './after-disqualification-unused.js';

/** All semantic checks. */
export const SEMANTIC_CHECKS: readonly Check[] = [
  checkDuplicateIds, checkExcludes, checkLimitFractions, checkTestReferences, checkFormulaPlayers, checkStagesNeedRounds,
  checkSanctionsNeedScale, checkAfterDisqualificationUsed,
];
export type { Check, CheckInput } from './check-context.js';
