/**
 * The judge's sanctions beyond a game's own penalties: tournament points taken and disqualification, checked against
 * the regulation's `tournament.sanctions`. SBR 2025 provides for both only after the progressive scale
 * (0-2-4-8-16-24-48, "После 48 игровых очков может последовать штраф в турнирных очках или дисквалификация");
 * Bermuda Triangle (classical, places 4-2-1-0 per tour) provides for none, and is given the setting here to show the
 * mechanism is generic. Values worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, tableRulesOf } from '../../../games/index.js';
import { checkEvent, describeActivity, eventFromFile, type EventFile } from '../../../runtime/tournament/event.js';
import { computeEventStandingsOf, evaluateEvent, seatRound } from '../../../runtime/tournament/run-event.js';
import type { RegulationIR } from '../../../runtime/ir/types.js';

const sbr = compileRegulationFile('regulations/sbr-2025.yaml').ir!;
const sbr24 = compileRegulationFile('regulations/sbr-2024.yaml').ir!;
const bermuda = compileRegulationFile('regulations/bermuda-triangle.yaml').ir!;
const ids = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const players = ids.map((id) => ({ id, name: id }));

type FileTable = EventFile['rounds'][number]['tables'][number];
type FilePenalty = NonNullable<FileTable['penalties']>[number];

/** D's minor violations of one session: `n` entries. */
const minor = (n: number): FilePenalty[] => Array.from({ length: n }, () => ({ player: 'D', rule: 'minor-violation' }));

/** Round 1 of an SBR event: table 1 A +8, B -8 (one recorded deal) with the given table penalties; table 2 even. */
function sbrRound(penalties: FilePenalty[]): EventFile['rounds'][number] {
  return {
    tables: [
      { players: ['A', 'B', 'C', 'D'], deals: [{ points: { A: 8, B: -8, C: 0, D: 0 }, mahjong: 'A' }], penalties },
      { players: ['E', 'F', 'G', 'H'], deals: [{ points: { E: 4, F: 0, G: 0, H: -4 }, mahjong: 'E' }] },
    ],
  };
}

const sbrEvent = (rounds: EventFile['rounds']) => eventFromFile({ regulation: 'x', seed: 3, players, rounds });

describe('tournament points taken after the scale (SBR 2025)', () => {
  it('counted after the session ranking, with its clause, once the scale is exhausted', () => {
    // D: 8 minor violations: totals 0, 2, 4, 8, 16, 24, 48 after the 1st..7th (the 8th adds nothing) -> -48 game
    // points; then -1 tournament point.
    // Table 1: A 8, B -8, C 0, D -48 -> A 4, C 3, B 2, D 1; D 1 - 1 = 0 tournament points.
    const event = sbrEvent([sbrRound([...minor(8), { player: 'D', 'tournament-points': -1, reason: 'восьмое нарушение' }])]);
    const { standings, problems } = computeEventStandingsOf(sbr, event, tableRulesOf(sbr));
    expect(problems.map((p) => p.code)).toEqual(['event/scale-exhausted']);
    const d = standings.rows.find((r) => r.player === 'D')!;
    expect([d.points, d.vists, d.out]).toEqual([0, -48, false]);
    expect(d.sanctions).toEqual([{ player: 'D', points: -1, clause: 'Штрафы (шкала прогрессивного штрафа)', deal: null, reason: 'восьмое нарушение', round: 1 }]);
    // The sanction is outside the ranking: C (0 game points) is still 2nd at the table, B 3rd.
    expect(standings.rows.find((r) => r.player === 'C')!.points).toBe(3);
    expect(standings.rows.find((r) => r.player === 'B')!.points).toBe(2);
  });

  it('refused before the scale is exhausted: event/sanction-before-scale, not counted', () => {
    // 7 violations reach 48 but do not go beyond the scale (7 steps): D keeps 1 tournament point (4th place).
    const event = sbrEvent([sbrRound([...minor(7), { player: 'D', 'tournament-points': -1 }])]);
    const { standings, problems } = computeEventStandingsOf(sbr, event, tableRulesOf(sbr));
    expect(problems.map((p) => [p.code, p.severity, p.path.join('.')])).toEqual([['event/sanction-before-scale', 'error', 'rounds.0.tables.0.penalties.7.tournament-points']]);
    expect(problems[0]!.message).toContain('D has 7 minor violation(s) in this session, the scale has 7 steps');
    expect(standings.rows.find((r) => r.player === 'D')!.points).toBe(1);
  });

  it('the order of the entries counts: a sanction listed before the eighth violation is refused', () => {
    // 7 violations, the sanction (7 so far: not beyond the scale), then the 8th violation.
    const event = sbrEvent([sbrRound([...minor(7), { player: 'D', 'tournament-points': -1 }, ...minor(1)])]);
    const { problems } = computeEventStandingsOf(sbr, event, tableRulesOf(sbr));
    expect(problems.map((p) => [p.code, p.path.join('.')])).toEqual([
      ['event/scale-exhausted', 'rounds.0.tables.0.penalties.8'],
      ['event/sanction-before-scale', 'rounds.0.tables.0.penalties.7.tournament-points'],
    ]);
  });

  it('the violations count per session: those of an earlier round do not open the sanction', () => {
    // Round 1: 8 violations of D; round 2 (same table): none yet -> the sanction in round 2 is refused.
    const event = sbrEvent([sbrRound(minor(8)), sbrRound([{ player: 'D', 'tournament-points': -1 }])]);
    const { problems } = computeEventStandingsOf(sbr, event, tableRulesOf(sbr));
    expect(problems.map((p) => p.code)).toEqual(['event/scale-exhausted', 'event/sanction-before-scale']);
  });

  it('a regulation without the setting refuses both sanctions (SBR before 2025)', () => {
    const event = sbrEvent([sbrRound([...minor(8), { player: 'D', 'tournament-points': -1, disqualified: true }])]);
    const { problems } = evaluateEvent(sbr24, event, tableRulesOf(sbr24));
    // sbr-2024 has no scale: each minor violation is an event/no-scale error; then both sanctions are refused.
    expect(problems.filter((p) => p.code.startsWith('event/sanction')).map((p) => [p.code, p.path.at(-1)])).toEqual([
      ['event/sanction-not-provided', 'tournament-points'],
      ['event/sanction-not-provided', 'disqualified'],
    ]);
  });
});

describe('disqualification', () => {
  // Round 1: D disqualified after his 8th minor violation. Table 1: A 8, B -8, C 0, D -48 -> A 4, C 3, B 2, D 1.
  // Table 2: E 4, F 0, G 0, H -4 -> E 4, F and G share (3 + 2) / 2 = 2.5, H 1.
  const round1 = sbrRound([...minor(8), { player: 'D', disqualified: true, clause: 'Штрафы (шкала прогрессивного штрафа)', reason: 'грубое нарушение' }]);

  it('the player is out from the standings of that round on, with his results and place', () => {
    const { standings, problems } = computeEventStandingsOf(sbr, sbrEvent([round1]), tableRulesOf(sbr));
    expect(problems.map((p) => p.code)).toEqual(['event/scale-exhausted']);
    // by points, then game points: A 4/8, E 4/4, C 3/0, F 2.5/0, G 2.5/0, B 2/-8, D 1/-48, H 1/-4 -> H before D.
    expect(standings.rows.map((r) => [r.player, r.points, r.out])).toEqual([
      ['A', 4, false], ['E', 4, false], ['C', 3, false], ['F', 2.5, false], ['G', 2.5, false], ['B', 2, false], ['H', 1, false], ['D', 1, true],
    ]);
    const d = standings.rows.find((r) => r.player === 'D')!;
    expect(d.outReason).toBe('disqualified');
    expect(d.disqualified).toEqual({ round: 1, table: 1, clause: 'Штрафы (шкала прогрессивного штрафа)', reason: 'грубое нарушение' });
  });

  it('he is not seated in later rounds, and seating him is an event problem', () => {
    const event = sbrEvent([round1]);
    expect(describeActivity(event).get('D')).toMatchObject({ last: 1, disqualified: { round: 1 } });
    const { seating } = seatRound(sbr, event, tableRulesOf(sbr), 2);
    // 7 players left: one table of 4, three sit out (strongest with strongest: A, E, C, F).
    expect(seating.tables).toHaveLength(1);
    expect(seating.tables.flat().concat(seating.sittingOut).sort()).toEqual(['A', 'B', 'C', 'E', 'F', 'G', 'H']);
    const later = sbrEvent([round1, { tables: [{ players: ['A', 'B', 'C', 'D'] }] }]);
    expect(checkEvent(later)).toEqual([
      expect.objectContaining({ code: 'event/inactive-player', message: 'table 1 in round 2: D was disqualified in round 1, so cannot play in round 2', path: ['rounds', 1, 'tables', 0, 'players', 3] }),
    ]);
  });
});

describe('a classical event with the setting (generic mechanism)', () => {
  const withSanctions: RegulationIR = {
    ...bermuda,
    tournament: {
      ...bermuda.tournament!,
      sanctions: { value: { kinds: ['tournament-points'], afterScale: false }, clause: 'X.1', origin: bermuda.tournament!.standings.origin },
    },
  };
  const event = eventFromFile({
    regulation: 'x', seed: 1, players: players.slice(0, 4),
    rounds: [{ wind: 'E', tables: [{ players: ['A', 'B', 'C', 'D'], vists: { A: 30, B: 10, C: -10, D: -30 }, penalties: [{ player: 'A', 'tournament-points': -2, reason: 'опоздание' }] }] }],
  });

  it('tournament points at any time when the regulation provides for them', () => {
    // places 4-2-1-0 by vists: A 4 - 2 = 2, B 2, C 1, D 0; A and B tie on points, A ahead on vists (30 > 10).
    const { standings, problems } = computeEventStandingsOf(withSanctions, event, tableRulesOf(withSanctions));
    expect(problems).toEqual([]);
    expect(standings.rows.map((r) => [r.player, r.points, r.tieBreak])).toEqual([['A', 2, 'vists'], ['B', 2, 'points'], ['C', 1, 'points'], ['D', 0, null]]);
    expect(standings.rows[0]!.sanctions).toEqual([{ player: 'A', points: -2, clause: 'X.1', deal: null, reason: 'опоздание', round: 1 }]);
  });

  it('refused where the regulation has no such setting (Bermuda Triangle as written)', () => {
    const { standings, problems } = computeEventStandingsOf(bermuda, event, tableRulesOf(bermuda));
    expect(problems.map((p) => [p.code, p.severity])).toEqual([['event/sanction-not-provided', 'error']]);
    expect(standings.rows[0]!.points).toBe(4);
  });
});
