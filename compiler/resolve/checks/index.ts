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
import { checkWindsTwice } from './winds-twice.js';
import { checkWindRoundSeatsNeedGameWinds } from './wind-round-seats-need-game-winds.js';
import { checkWindRoundSeatsMoves } from './wind-round-seats-moves.js';
import { checkWindRoundSeatsAfter } from './wind-round-seats-after.js';
import { checkAfterDisqualificationUsed } from './after-disqualification-unused.js';
import { checkUnknownImplied } from './unknown-implied.js';
import { checkImpliesCycle } from './implies-cycle.js';
import { checkImpliesMoreValuable } from './implies-more-valuable.js';
import { checkImpliesWithoutPrinciple } from './implies-without-principle.js';
import { checkCombinesWithoutPrinciple } from './combines-without-principle.js';
import { checkInstancesAndPattern } from './instances-and-pattern.js';
import { checkCombinationOfOne } from './combination-of-one.js';
import { checkLateItemReadsLate } from './late-item-reads-late.js';
import { checkCounterNames } from './counter-names.js';
import { checkCountersNeedValue } from './counters-need-value.js';
import { checkUnknownCounters } from './unknown-counter.js';
import { checkIndicatorsMissing } from './indicators-missing.js';

/** All semantic checks. */
export const SEMANTIC_CHECKS: readonly Check[] = [
  checkDuplicateIds, checkExcludes, checkLimitFractions, checkTestReferences, checkFormulaPlayers,
  checkStagesNeedRounds, checkWindsTwice, checkWindRoundSeatsNeedGameWinds, checkWindRoundSeatsMoves, checkWindRoundSeatsAfter,
  checkAfterDisqualificationUsed,
  checkUnknownImplied, checkImpliesCycle, checkImpliesMoreValuable, checkImpliesWithoutPrinciple, checkCombinesWithoutPrinciple,
  checkInstancesAndPattern, checkCombinationOfOne, checkLateItemReadsLate,
  checkCounterNames, checkCountersNeedValue, checkUnknownCounters, checkIndicatorsMissing,
];
export type { Check, CheckInput } from './check-context.js';
