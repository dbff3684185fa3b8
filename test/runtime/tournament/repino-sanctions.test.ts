/**
 * Repino-2008 Г.2 and Е.1: "игрок может быть наказан либо дисциплинарным штрафом (по выбору судьи), либо
 * принудительной заменой, либо удалением игрока с текущего турнира"; "На замену игроков в турнире допускаются
 * участники, не участвовавшие в текущем турнире (за исключением замены по пункту 2, раздела Г)". The removal is a
 * disqualification and the fine may be in tournament points (`tournament.sanctions`); a forced substitution may
 * bring in a player of the tournament (`tournament.played-substitutes: forced`), whose own earlier results are set
 * aside while his row carries on the replaced player's. Bermuda Triangle provides for neither. Table points by
 * Б.7 (per deal: places 3/2/1/0, ties shared; vist bands ±1 up to 256). Values worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, tableRulesOf } from '../../../games/index.js';
import { checkEvent, eventFromFile, type EventFile } from '../../../runtime/tournament/event.js';
import { computeEventStandingsOf } from '../../../runtime/tournament/run-event.js';

const repino = compileRegulationFile('regulations/repino-2008.yaml').ir!;
const bermuda = compileRegulationFile('regulations/bermuda-triangle.yaml').ir!;
const player = (id: string, extra: object = {}) => ({ id, name: id, ...extra });

describe('Repino Г.2: the judge removes a player or fines him in tournament points', () => {
  it('both are accepted (no event/sanction-not-provided), the removed player is out', () => {
    // Deal: A +100, B -20, C -30, D -50 -> A 3 + 1 = 4, B 2 - 1 = 1, C 1 - 1 = 0, D 0 - 1 = -1; D fined -1 -> -2.
    const event = eventFromFile({
      regulation: 'x', seed: 1, players: ['A', 'B', 'C', 'D'].map((id) => player(id)),
      rounds: [{
        tables: [{
          players: ['A', 'B', 'C', 'D'],
          deals: [{ vists: { A: 100, B: -20, C: -30, D: -50 }, mahjong: 'A' }],
          penalties: [
            { player: 'D', 'tournament-points': -1, reason: 'пререкания с судьёй' },
            { player: 'D', disqualified: true, reason: 'систематические нарушения регламента' },
          ],
        }],
      }],
    });
    const { standings, problems } = computeEventStandingsOf(repino, event, tableRulesOf(repino));
    expect(problems).toEqual([]);
    const d = standings.rows.find((r) => r.player === 'D')!;
    expect([d.points, d.out, d.outReason]).toEqual([-2, true, 'disqualified']);
    expect(d.sanctions).toMatchObject([{ points: -1, clause: 'Г.2', round: 1 }]);
  });
});

// Nine players: X plays round 1 (table 2) and sits out round 2, where A is replaced by force and X takes his
// seat; H enters in round 2.
//   Round 1, table 1: A +100, B -20, C -30, D -50 -> A 4, B 1, C 0, D -1
//   Round 1, table 2: E +40, F +10, G -20, X -30 -> E 4, F 3, G 0, X -1 (X's own: set aside)
//   Round 2, table 1: X +200, B -50, C -50, D -100 -> X 3 + 1 = 4, B and C (2 + 1) / 2 - 1 = 0.5, D -1
//   Round 2, table 2: E -10, F -10, G -10, H +30 -> H 4, E, F, G (2 + 1 + 0) / 3 - 1 = 0
// X's row carries A's round 1 and his own round 2: 4 + 4 = 8 points, 100 + 200 = 300 vists.
function forcedEvent(forced: boolean): EventFile {
  return {
    regulation: 'x', seed: 1,
    players: [...'ABCDEFGX'].map((id) => player(id)).concat(player('H', { 'from-round': 2 })),
    rounds: [
      {
        tables: [
          { players: ['A', 'B', 'C', 'D'], deals: [{ vists: { A: 100, B: -20, C: -30, D: -50 }, mahjong: 'A' }] },
          { players: ['E', 'F', 'G', 'X'], deals: [{ vists: { E: 40, F: 10, G: -20, X: -30 }, mahjong: 'E' }] },
        ],
      },
      {
        substitutions: [{ out: 'A', in: 'X', ...(forced ? { forced: true as const } : {}) }],
        tables: [
          { players: ['X', 'B', 'C', 'D'], deals: [{ vists: { X: 200, B: -50, C: -50, D: -100 }, mahjong: 'X' }] },
          { players: ['E', 'F', 'G', 'H'], deals: [{ vists: { E: -10, F: -10, G: -10, H: 30 }, mahjong: 'H' }] },
        ],
      },
    ],
  };
}

describe('Repino Е.1: a forced substitute may be a player of the tournament', () => {
  it('the event checker refuses him unless the substitution is forced', () => {
    const refused = checkEvent(eventFromFile(forcedEvent(false)));
    expect(refused.map((p) => [p.code, p.path.join('.')])).toEqual([['event/substitution', 'rounds.1.substitutions.0.in']]);
    expect(refused[0]!.hint).toContain('forced: true');
    expect(checkEvent(eventFromFile(forcedEvent(true)))).toEqual([]);
  });

  it('his row carries the replaced player on; his own results before the substitution are set aside', () => {
    const { standings, problems } = computeEventStandingsOf(repino, eventFromFile(forcedEvent(true)), tableRulesOf(repino));
    expect(problems).toEqual([]);
    // X 8 (300); E 4 (30) and H 4 (30) equal on points, vists and mahjongs (1 each) share 2nd; F 3; B 1.5;
    // C 0.5; G 0; D -2.
    expect(standings.rows.map((r) => [r.player, r.rank, r.points, r.vists])).toEqual([
      ['X', 1, 8, 300], ['E', 2, 4, 30], ['H', 2, 4, 30], ['F', 4, 3, 0], ['B', 5, 1.5, -70], ['C', 6, 0.5, -80], ['G', 7, 0, -30], ['D', 8, -2, -150],
    ]);
    expect(standings.rows[0]).toMatchObject({ carries: ['A'], setAside: [1], roundPoints: [4, 4], wins: 2 });
    // Before the substitution (standings after round 1) X is himself: his own -1.
    const after1 = computeEventStandingsOf(repino, eventFromFile(forcedEvent(true)), tableRulesOf(repino), { afterRound: 1 }).standings;
    expect(after1.rows.find((r) => r.player === 'X')).toMatchObject({ points: -1, vists: -30 });
    expect(after1.rows.find((r) => r.player === 'A')).toMatchObject({ points: 4, vists: 100 });
  });

  it('a regulation that does not provide for it reports the forced substitute who played (Bermuda)', () => {
    const { problems } = computeEventStandingsOf(bermuda, eventFromFile(forcedEvent(true)), tableRulesOf(bermuda));
    expect(problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/substitute-played', 'rounds.1.substitutions.0.in']]);
  });
});
