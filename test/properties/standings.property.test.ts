/**
 * Properties of the standings: rows come in an order consistent with the tie-break chain (a total order: no row is
 * better than one above it), equal rows and only equal rows share a rank (1, 2, 2, 4), the tie-break names the first
 * criterion that differs from the next row, the standings do not depend on the order players are listed in, and
 * the place points of a table add up to the points of the places taken. Also for the stages: each group is ordered
 * the same way and ranks never go down.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../games/index.js';
import type { StandingKey, TournamentIR } from '../../runtime/ir/tournament.js';
import { computeEventStandings } from '../../runtime/tournament/stages.js';
import { compareCriteria, computeStandings, separatingKey, type StandingRow } from '../../runtime/tournament/standings.js';
import { tablePoints } from '../../runtime/tournament/table-points.js';
import type { DealOutcome, RoundResult } from '../../runtime/tournament/types.js';

const repino = compileRegulationFile('regulations/repino-2008.yaml').ir!.tournament!;
const bermuda = compileRegulationFile('regulations/bermuda-triangle.yaml').ir!.tournament!;

/** Distinct player ids, odd ones included (`constructor`, `__proto__`, the empty id). */
const playerIds = fc.uniqueArray(fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('constructor', '__proto__', 'toString')), { minLength: 4, maxLength: 16 });

/** A zero-sum deal among `seats`: small multiples of 10 so that ties happen. */
function dealOf(seats: readonly string[], raw: readonly number[], winnerIndex: number, limit: boolean): DealOutcome {
  const vists: Record<string, number> = Object.create(null);
  let sum = 0;
  seats.forEach((p, i) => {
    if (i === seats.length - 1) vists[p] = -sum;
    else {
      vists[p] = 10 * (raw[i] ?? 0);
      sum += vists[p];
    }
  });
  const redeal = winnerIndex >= seats.length;
  return { vists, ...(redeal ? {} : { winners: [seats[winnerIndex]!] }), ...(!redeal && limit ? { bonusConditions: ['limit-value', 'combination'] as const } : {}), redeal, payments: [], adjustments: [] };
}

/** An event: rounds of tables of four (players shuffled per round by the given permutation keys). */
const eventArb = playerIds.chain((ids) => {
  const n = ids.length - (ids.length % 4);
  const players = ids.slice(0, n);
  const deal = fc.tuple(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 3, maxLength: 3 }), fc.nat({ max: 5 }), fc.boolean());
  const round = fc.tuple(fc.array(fc.nat(), { minLength: n, maxLength: n }), fc.array(fc.array(deal, { minLength: 1, maxLength: 4 }), { minLength: n / 4, maxLength: n / 4 }));
  return fc.tuple(fc.constant(players), fc.array(round, { minLength: 1, maxLength: 4 }));
}).map(([players, rounds]) => ({
  players,
  rounds: rounds.map(([keys, tables]): RoundResult => {
    const order = players.map((p, i) => ({ p, k: keys[i]! })).sort((a, b) => a.k - b.k).map((x) => x.p);
    return {
      tables: tables.map((deals, t) => {
        const seats = order.slice(4 * t, 4 * t + 4);
        return { players: seats, deals: deals.map(([raw, w, limit]) => dealOf(seats, raw, w, limit)), adjustments: [] };
      }),
    };
  }),
}));

/** Checks the order, ranks and tie-breaks of ranked rows (from rank `first`). */
function expectRanked(rows: readonly StandingRow[], keys: readonly StandingKey[], first = 1): void {
  rows.forEach((row, i) => {
    const next = rows[i + 1];
    if (i === 0) expect(row.rank).toBe(first);
    if (next === undefined) return;
    const c = compareCriteria(row, next, keys);
    expect(c).toBeLessThanOrEqual(0);
    expect(next.rank).toBe(c === 0 ? row.rank : first + i + 1);
    if (row.tieBreak !== 'stage') expect(row.tieBreak).toBe(separatingKey(row, next, keys));
    if (c === 0) expect(row.player < next.player).toBe(true);
  });
}

describe('standings properties', () => {
  for (const [name, ir] of [['per deal with bands (Repino)', repino], ['per tour (Bermuda)', bermuda]] as const) {
    it(`a total order consistent with the tie-break chain; ranks consistent with equality: ${name}`, () => {
      fc.assert(
        fc.property(eventArb, ({ players, rounds }) => {
          const rows = computeStandings(ir, rounds, players.map((id) => ({ id })));
          expect(rows).toHaveLength(players.length);
          expect(new Set(rows.map((r) => r.player)).size).toBe(players.length);
          expectRanked(rows, ir.standings.value);
          expect(rows[rows.length - 1]!.tieBreak).toBeNull();
        }),
        { numRuns: 150 },
      );
    });
  }

  it('does not depend on the order the players are listed in', () => {
    fc.assert(
      fc.property(eventArb, fc.nat(), ({ players, rounds }, k) => {
        const listed = players.map((id) => ({ id }));
        const rotated = [...listed.slice(k % listed.length), ...listed.slice(0, k % listed.length)].reverse();
        expect(computeStandings(repino, rounds, rotated)).toEqual(computeStandings(repino, rounds, listed));
      }),
      { numRuns: 100 },
    );
  });

  it('the place points of a table add up to the points of the places taken (ties shared)', () => {
    fc.assert(
      fc.property(eventArb, ({ rounds }) => {
        for (const round of rounds) {
          for (const table of round.tables) {
            const r = tablePoints(table, bermuda.tablePoints);
            const sum = Object.values(r).reduce((s, x) => s + x.points, 0);
            expect(sum).toBeCloseTo(4 + 2 + 1 + 0, 9); // one ranking per tour
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('with cuts and a final, each stage is ordered by the chain and ranks never go down', () => {
    const origin = { file: 'test', line: 1, col: 1 };
    fc.assert(
      fc.property(eventArb, fc.nat({ max: 12 }), fc.boolean(), ({ players, rounds }, keep, withFinal) => {
        const ir: TournamentIR = {
          ...repino,
          rounds: { value: { count: 1, optional: [] }, clause: 't', origin },
          cuts: [{ after: 1, keep: Math.max(4, keep), clause: 't' }],
        };
        const finalRound = withFinal && rounds.length >= 2 ? 2 : null;
        const s = computeEventStandings(ir, rounds, players.map((id) => ({ id })), { finalRound });
        expect(s.rows).toHaveLength(players.length);
        for (let i = 1; i < s.rows.length; i++) expect(s.rows[i]!.rank).toBeGreaterThanOrEqual(s.rows[i - 1]!.rank);
        // Split into stages at the rows whose tie-break is `stage`, and check each: the finalists (the first stage of
        // a final that was played) by the final's own chain (Repino Б.6: its vists), the others by the standings'.
        const finalKeys = (ir.final?.value.rankBy ?? ir.standings.value) as StandingKey[];
        let start = 0;
        s.rows.forEach((row, i) => {
          if (row.tieBreak === 'stage' || i === s.rows.length - 1) {
            const finalists = s.finalRound !== null && start === 0;
            expectRanked(s.rows.slice(start, i + 1), finalists ? finalKeys : ir.standings.value, s.rows[start]!.rank);
            start = i + 1;
          }
        });
      }),
      { numRuns: 100 },
    );
  });
});
