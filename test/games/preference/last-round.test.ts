/**
 * The last round of a pulya (section 9 of the 2011 festival: "За 8 минут до окончания тура объявляется «последний
 * круг». ... доигрывается играющаяся сдача ..., после чего игроки играют еще 3 (если пуля на 4-х) или 2 сдачи (в
 * случае если пуля на 3-х)"): the regulation's setting, the pulya's mark, and the check of the deals after it.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, checkLastRound, formatExact, settlePulya, validatePulya, type PulyaDeals } from '../../../games/index.js';
import type { PreferenceIR } from '../../../runtime/ir/preference.js';
import { irOfFile } from '../../support/compile-inline.js';

const festival = irOfFile('regulations/preference-festival-2011.yaml');
const pref = festival.preference!;

/** An uncontested 6 dealt by `dealer`, played by `declarer` (pool 2), the others passing. */
function six(players: string[], dealer: string, declarer: string) {
  const defenders = Object.fromEntries(players.filter((p) => p !== declarer && !(players.length === 4 && p === dealer)).map((p) => [p, 'pass']));
  return { dealer, contract: 6, declarer, defenders };
}

/** A pulya of `n` uncontested 6s dealt clockwise (the player after the dealer declares), with the last round mark. */
function pulyaOf(players: string[], n: number, announcedInDeal?: number): PulyaDeals {
  const deals = Array.from({ length: n }, (_, i) => six(players, players[i % players.length]!, players[(i + 1) % players.length]!));
  return { players, deals: deals as PulyaDeals['deals'], ...(announcedInDeal !== undefined ? { lastRound: { announcedInDeal } } : {}) };
}

/** The problems of a pulya as `code@path`. */
const codes = (ps: Array<{ code: string; path: Array<string | number> }>) => ps.map((p) => `${p.code}@${p.path.join('.')}`);

describe('the last round setting', () => {
  it('compiles section 9 of the festival: 8 minutes before the end, 3 deals after at four, 2 at three', () => {
    expect(pref.lastRound?.value).toEqual({ minutesBeforeEnd: 8, dealsAfter: [{ players: 4, deals: 3 }, { players: 3, deals: 2 }] });
    expect(pref.lastRound?.clause).toMatch(/^9\./);
    expect(pref.lastRound?.assumption?.text.en).toMatch(/16\.42/);
  });
});

describe('checkLastRound', () => {
  it('checks nothing when the pulya does not say where the last round was announced', () => {
    expect(checkLastRound(pref, pulyaOf(['A', 'B', 'C'], 9))).toEqual({ report: null, problems: [] });
  });

  it('at four: announced in deal 4 of 7 -> deals 5, 6, 7 follow, the 3 required', () => {
    const r = checkLastRound(pref, pulyaOf(['A', 'B', 'C', 'D'], 7, 4));
    expect(r.problems).toEqual([]);
    expect(r.report).toEqual({ announcedInDeal: 4, deals: [5, 6, 7], required: 3, minutesBeforeEnd: 8, clause: pref.lastRound!.clause });
  });

  it('at three: announced in deal 4 of 6 -> deals 5 and 6, the 2 required', () => {
    const r = checkLastRound(pref, pulyaOf(['A', 'B', 'C'], 6, 4));
    expect(r.problems).toEqual([]);
    expect(r.report?.deals).toEqual([5, 6]);
    expect(r.report?.required).toBe(2);
  });

  it('at four, 2 deals after the announcement (3 required): stopped early, a warning at the mark', () => {
    const r = checkLastRound(pref, pulyaOf(['A', 'B', 'C', 'D'], 6, 4));
    expect(codes(r.problems)).toEqual(['pulya/last-round-short@last-round.announced-in-deal']);
    expect(r.problems[0]!.severity).toBe('warning');
    expect(r.problems[0]!.text?.ru).toContain('записано только 2');
    expect(r.problems[0]!.text?.en).toContain('only 2 recorded');
    expect(r.problems[0]!.message).toContain(pref.lastRound!.clause);
  });

  it('announced in the last deal recorded: no deal after it (0 of 2 at three)', () => {
    const r = checkLastRound(pref, pulyaOf(['A', 'B', 'C'], 5, 5));
    expect(r.report?.deals).toEqual([]);
    expect(codes(r.problems)).toEqual(['pulya/last-round-short@last-round.announced-in-deal']);
  });

  it('at three, 3 deals after the announcement (2 allowed): too long, the warning at the first extra deal', () => {
    // Announced in deal 2: deals 3 and 4 are the last round; deal 5 (index 4) is one too many.
    const r = checkLastRound(pref, pulyaOf(['A', 'B', 'C'], 5, 2));
    expect(codes(r.problems)).toEqual(['pulya/last-round-long@deals.4']);
    expect(r.problems[0]!.text?.en).toContain('from no. 5 on are extra');
  });

  it('an announcement in a deal the pulya does not record is a warning (nothing is checked)', () => {
    const r = checkLastRound(pref, pulyaOf(['A', 'B', 'C'], 3, 4));
    expect(codes(r.problems)).toEqual(['pulya/last-round-deal@last-round.announced-in-deal']);
    expect(r.problems[0]!.severity).toBe('warning');
    expect(r.report).toBeNull();
  });

  it('a regulation without the setting: a warning that nothing is checked, the deals after it still listed', () => {
    const { lastRound: _drop, ...rest } = pref;
    const r = checkLastRound(rest as PreferenceIR, pulyaOf(['A', 'B', 'C'], 5, 2));
    expect(codes(r.problems)).toEqual(['pulya/last-round-no-rule@last-round.announced-in-deal']);
    expect(r.report).toMatchObject({ announcedInDeal: 2, deals: [3, 4, 5], required: null });
  });
});

describe('checkLastRound on any pulya', () => {
  it('lists the n − k deals after deal k and warns exactly when their count is not the one of the table size', () => {
    fc.assert(fc.property(fc.constantFrom(3, 4), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), (size, n, k) => {
      const players = ['A', 'B', 'C', 'D'].slice(0, size);
      const r = checkLastRound(pref, pulyaOf(players, n, k));
      if (k > n) return r.report === null && r.problems.length === 1 && r.problems[0]!.code === 'pulya/last-round-deal';
      // Section 9: 3 deals after the one in progress at four, 2 at three.
      const required = size === 4 ? 3 : 2;
      const expected = n - k < required ? ['pulya/last-round-short'] : n - k > required ? ['pulya/last-round-long'] : [];
      return r.report!.deals.length === n - k && r.report!.deals.every((d, i) => d === k + 1 + i) && r.report!.required === required
        && JSON.stringify(r.problems.map((p) => p.code)) === JSON.stringify(expected) && r.problems.every((p) => p.severity === 'warning');
    }));
  });
});

describe('the mark in a pulya file', () => {
  const players = ['A', 'B', 'C'];
  const deals = pulyaOf(players, 4).deals;

  it('is read from `last-round: {announced-in-deal: k}` and checked with the deals', () => {
    // Announced in deal 3 of 4 at three: 1 deal after it of the 2 required.
    expect(codes(validatePulya(festival, { players, 'last-round': { 'announced-in-deal': 3 }, deals }))).toEqual(['pulya/last-round-short@last-round.announced-in-deal']);
    expect(codes(validatePulya(festival, { players, 'last-round': { 'announced-in-deal': 2 }, deals }))).toEqual([]);
  });

  it('rejects a mark that is not a deal number from 1, or has unknown keys', () => {
    for (const bad of [0, 1.5, 'two', -1]) {
      expect(codes(validatePulya(festival, { players, 'last-round': { 'announced-in-deal': bad }, deals }))).toEqual(['pulya/format@last-round.announced-in-deal']);
    }
    expect(codes(validatePulya(festival, { players, 'last-round': 3, deals }))).toEqual(['pulya/format@last-round']);
    expect(codes(validatePulya(festival, { players, 'last-round': { 'announced-in-deal': 2, deal: 2 }, deals }))).toEqual(['pulya/format@last-round.deal']);
  });

  it('is not a key of a finished sheet', () => {
    const sheet = { players: { A: { pool: 2 }, B: {}, C: {} }, 'last-round': { 'announced-in-deal': 1 } };
    expect(codes(validatePulya(festival, sheet))).toEqual(['pulya/format@last-round']);
  });

  it('settles the pulya whatever the count, and reports the last round with the result', () => {
    // Announced in deal 1 of 4: deals 2, 3, 4 (one too many). Pools: deal k's declarer is the player after the
    // dealer: B, C, A, B -> A 2, B 4, C 2 (mean 8/3): net A = C = 20·(−2/3) = −40/3, B = 20·(4/3) = 80/3.
    const r = settlePulya(festival, { players, 'last-round': { 'announced-in-deal': 1 }, deals });
    expect(codes(r.problems)).toEqual(['pulya/last-round-long@deals.3']);
    expect(r.lastRound?.deals).toEqual([2, 3, 4]);
    expect(Object.fromEntries(Object.entries(r.players).map(([p, e]) => [p, formatExact(e.net)]))).toEqual({ A: '-40/3', B: '80/3', C: '-40/3' });
  });
});

describe('a regulation that gives a table size no last round', () => {
  it('is refused by the compiler (resolve/last-round-sizes)', () => {
    const { diagnostics } = compileRegulationFile(join(import.meta.dirname, '..', '..', 'fixtures', 'bad', 'resolve-last-round-sizes.yaml'));
    expect(diagnostics.map((d) => `${d.code}:${d.line}`).sort()).toEqual(['resolve/last-round-sizes:37', 'resolve/last-round-sizes:38']);
  });

  it('the festival file gives both of its table sizes', () => {
    const sizes = pref.tableSizes.value;
    expect(pref.lastRound!.value.dealsAfter.map((r) => r.players).sort()).toEqual([...sizes].sort());
  });
});
