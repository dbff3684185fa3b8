/**
 * One preference deal -> pool, mountain and whist entries per player, each explained by its rule and clause.
 * Dispatches on the contract, then writes the pool points of the players who chose to take them off their mountain
 * (clause-7 style: one pool point = the regulation's mountain points).
 */
import type { RegulationIR } from '../../runtime/index.js';
import type { PreferenceIR } from '../../runtime/ir/preference.js';
import { contractRow } from './contracts.js';
import { DealLedger, settingRule } from './ledger.js';
import { scoreAllPass } from './score-all-pass.js';
import { scoreGame } from './score-game.js';
import { scoreMisere } from './score-misere.js';
import type { DealScore, PreferenceDeal } from './types.js';
import { validateDeal } from './validate-deal.js';

/** The preference part of a regulation; throws when a non-preference regulation is given (a caller's bug). */
export function preferenceOf(ir: RegulationIR): PreferenceIR {
  if (!ir.preference) throw new Error(`regulation ${ir.regulation} has no preference conventions`);
  return ir.preference;
}

/** Scores a deal that validation accepted (no error problems). */
export function scoreValidDeal(pref: PreferenceIR, deal: PreferenceDeal): DealScore {
  const ledger = new DealLedger(deal.players);
  if (deal.contract === 'all-pass') scoreAllPass(pref, deal, ledger);
  else if (deal.contract === 'misere') scoreMisere(pref, deal, ledger);
  else scoreGame(pref, contractRow(pref, deal.contract)!, deal, ledger);
  const rate = pref.poolToMountain.value;
  for (const p of new Set(deal.offMountain ?? [])) {
    const pool = ledger.entries[p]?.pool ?? 0;
    if (pool === 0) continue;
    const ref = settingRule(pref, 'poolToMountain');
    ledger.write(p, 'pool', -pool, ref, { ru: `вместо ${pool} в пулю`, en: `instead of ${pool} into the pool` });
    ledger.write(p, 'mountain', -pool * rate, ref, {
      ru: `списано с горы ${pool} × ${rate}`, en: `written off the mountain: ${pool} × ${rate}`,
    });
  }
  return ledger.result();
}

/**
 * Scores one deal under a preference regulation: entries per player (pool, mountain, whists on others) and the
 * items explaining them. Bad input gives `problems` (and no entries) instead of an exception.
 */
export function scorePreferenceDeal(ir: RegulationIR, deal: PreferenceDeal): DealScore & { problems: ReturnType<typeof validateDeal> } {
  const pref = preferenceOf(ir);
  const problems = validateDeal(pref, deal, []);
  if (problems.some((p) => p.severity === 'error')) return { entries: {}, items: [], problems };
  return { ...scoreValidDeal(pref, deal), problems };
}
