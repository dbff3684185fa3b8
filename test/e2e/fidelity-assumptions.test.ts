/**
 * Issue #17 (rule fidelity): every reading the second reading of the four texts asked to record is in the register
 * `reglament assumptions` prints for the committee, under its key and its clause. Keys and clauses are read off the
 * regulation files (the `assumption:` of each setting or rule); the wording of each is tested where it is encoded.
 */
import { describe, expect, it } from 'vitest';
import { runCli as run } from '../support/run-cli.js';

/** The register of a regulation in English (exit 0). */
function register(file: string): string {
  const r = run('assumptions', `regulations/${file}.yaml`, '--lang', 'en');
  expect(r.code).toBe(0);
  return r.out;
}

/** Expects each `[key, clause]` as an entry of the register: `  key — Name (clause <clause>; <file>:<line>)`. */
function expectEntries(out: string, entries: ReadonlyArray<readonly [string, string]>): void {
  for (const [key, clause] of entries) {
    expect(out).toMatch(new RegExp(`\\n  ${key.replace(/\./g, '\\.')} — [^\\n]*\\(clause ${clause.replace(/\./g, '\\.')}; `));
  }
}

describe('reglament assumptions lists the readings of #17', () => {
  it('Repino-2008: the limit bonus, В.2 flowers, the Moon, Д.1, the final and its winds, Г.2, Е.1', () => {
    expectEntries(register('repino-2008'), [
      ['tournament.table-points.limit-bonus', 'Б.7.1'], // for: combination
      ['flower', 'В.2, В.6'], // before the doublings
      ['moon-from-the-sea', 'Лимиты / Специальные завершения / Луна со дна моря'], // the last discard only
      ['discarder-pays-for-all', 'Д.1'], // the one-suit hand with honours
      ['tournament.final', 'Б.5, Б.6'], // ranked by its vists
      ['tournament.final.winds', 'Б.2, Б.6, В.3'], // one full game, 4 winds of 4 deals
      ['tournament.sanctions', 'Г.2'],
      ['tournament.after-disqualification', 'Г.2'],
      ['tournament.played-substitutes', 'Е.1, Г.2'],
    ]);
  });

  it('Bermuda: 4.3 the fine of a stopped deal, 4.1.6 the fifth wind, the loose tile', () => {
    expectEntries(register('bermuda-triangle'), [
      ['false-mahjong-stopped', '4.3'],
      ['tournament.round-winds', '4.1.6'],
      ['winning-tile-from-wall', 'Прил. 5.б'],
    ]);
  });

  it('SBR 2024 and 2025: declarations, furiten (2024), void-suit fines, the fan limit, no chow claims', () => {
    const entries = [
      ['sichuan.declarations', 'Штрафы'],
      ['sichuan.void-suit', 'Штрафы'],
      ['scoring.doubling-cap', 'Табл. 5'],
      ['no-chow-claims', 'Табл. 4.4, Табл. 7'],
    ] as const;
    expectEntries(register('sbr-2024'), [...entries, ['sichuan.furiten', 'Штрафы']]);
    // 2025 writes its own declarations (first) with its clause; the rest is inherited
    expectEntries(register('sbr-2025'), [...entries.slice(1), ['sichuan.declarations', 'Штрафы \\(несколько объявлений\\)']]);
  });

  it('Festival preference: the Olympic rounds of 6-8 and 9-12 players', () => {
    expectEntries(register('preference-festival-2011'), [
      ['tournament.formulas.olympic-two-rounds.round-1', '3'],
      ['tournament.formulas.olympic-three-rounds.round-1', '3'],
      ['tournament.formulas.olympic-three-rounds.round-2', '3'],
    ]);
  });
});
