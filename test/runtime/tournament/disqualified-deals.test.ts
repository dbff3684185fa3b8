/**
 * A player disqualified during a session (SBR 2025, "После 48 игровых очков может последовать штраф в турнирных
 * очках или дисквалификация") in a later deal of the same session. The change list does not say how the session goes
 * on; regulations/sbr-2025.yaml records the assumption (`tournament.after-disqualification: no-further-part`): he
 * takes no further part, and a later deal that gives him game points, a win or a penalty is reported at that deal
 * (event/disqualified-in-deal, a warning; the deal counts as recorded). A disqualification the regulation refuses
 * (SBR 2024 provides for none; SBR 2025 only beyond the scale) disqualifies nobody in the session. Values worked out
 * by hand.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, tableRulesOf } from '../../../games/index.js';
import { eventFromFile, type EventFile } from '../../../runtime/tournament/event.js';
import { computeEventStandingsOf } from '../../../runtime/tournament/run-event.js';

const sbr = compileRegulationFile('regulations/sbr-2025.yaml').ir!;
const sbr24 = compileRegulationFile('regulations/sbr-2024.yaml').ir!;
const players = ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id }));

type FileDeal = NonNullable<EventFile['rounds'][number]['tables'][number]['deals']>[number];

/** Deal 1: A +8 on B; D's eighth minor violation (beyond the 7-step scale), then his disqualification. */
const disqualifyingDeal: FileDeal = {
  points: { A: 8, B: -8, C: 0, D: 0 }, mahjong: 'A',
  penalties: [...Array.from({ length: 8 }, () => ({ player: 'D', rule: 'minor-violation' })), { player: 'D', disqualified: true, reason: 'нарушения продолжаются' }],
};

const eventWith = (later: FileDeal[], first: FileDeal = disqualifyingDeal) => eventFromFile({ regulation: 'x', seed: 1, players, rounds: [{ tables: [{ players: ['A', 'B', 'C', 'D'], deals: [first, ...later] }] }] });

/** Deal 2: D wins 4 from A. */
const dWins: FileDeal = { points: { A: -4, B: 0, C: 0, D: 4 }, mahjong: 'D' };

describe('a disqualified player in a later deal of the session', () => {
  it('a later deal with his win and game points, and one with a penalty of his, are reported there; one where he has no part is not', () => {
    const event = eventWith([
      dWins, // deal 2: D wins 4 from A
      { points: { A: 2, B: -2, C: 0, D: 0 }, mahjong: 'A' }, // deal 3: D has no part
      { points: { A: 0, B: 2, C: -2, D: 0 }, mahjong: 'B', penalties: [{ player: 'D', points: -2 }] }, // deal 4: a penalty of D
    ]);
    const { problems, standings } = computeEventStandingsOf(sbr, event, tableRulesOf(sbr));
    const found = problems.filter((p) => p.code === 'event/disqualified-in-deal');
    expect(found.map((p) => [p.severity, p.player, p.path.join('.')])).toEqual([
      ['warning', 'D', 'rounds.0.tables.0.deals.1.mahjong'],
      ['warning', 'D', 'rounds.0.tables.0.deals.3.penalties.0'],
    ]);
    const rule = 'takes no further part in it (Штрафы (шкала прогрессивного штрафа))';
    expect(found[0]!.message).toBe(`deal 2: D was disqualified in deal 1 of this session and ${rule}, but this deal gives him a win, +4 game points`);
    expect(found[1]!.message).toBe(`deal 4: D was disqualified in deal 1 of this session and ${rule}, but this deal gives him a penalty`);
    // The deals count as recorded: D's game points 0 + 4 + 0 + 0 = 4, with penalties 8 violations -> -48 and -2:
    // 4 - 48 - 2 = -46. A 8 - 4 + 2 + 0 = 6, B -8 + 0 - 2 + 2 = -8, C 0 + 0 + 0 - 2 = -2; places (4-3-2-1 by
    // the session's sum) A 4, C 3, B 2, D 1.
    expect(standings.rows.map((r) => [r.player, r.points, r.vists])).toEqual([['A', 4, 6], ['C', 3, -2], ['B', 2, -8], ['D', 1, -46]]);
  });

  it('nothing is reported when the later deals leave him out', () => {
    const { problems } = computeEventStandingsOf(sbr, eventWith([{ points: { A: 2, B: -2, C: 0, D: 0 }, mahjong: 'A' }]), tableRulesOf(sbr));
    expect(problems.map((p) => p.code)).toEqual(['event/scale-exhausted']);
  });

  it('the reading is the regulation\'s: SBR 2025 states it as an assumption, SBR 2024 (no disqualification) has none', () => {
    const setting = sbr.tournament!.afterDisqualification!;
    expect([setting.value, setting.clause]).toEqual(['no-further-part', 'Штрафы (шкала прогрессивного штрафа)']);
    expect(setting.assumption?.alternative).toBeDefined();
    expect(sbr24.tournament!.afterDisqualification).toBeUndefined();
  });
});

describe('a disqualification the regulation refuses disqualifies nobody in the session', () => {
  it('SBR 2025 before the scale is used up: event/sanction-before-scale, and D\'s later win is not reported', () => {
    // Deal 1: 7 minor violations of D (the scale has 7 steps: not beyond it), then his disqualification: refused.
    const first: FileDeal = { ...disqualifyingDeal, penalties: [...disqualifyingDeal.penalties!.slice(0, 7), disqualifyingDeal.penalties![8]!] };
    const { problems } = computeEventStandingsOf(sbr, eventWith([dWins], first), tableRulesOf(sbr));
    expect(problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/sanction-before-scale', 'rounds.0.tables.0.deals.0.penalties.7.disqualified']]);
  });

  it('SBR 2024 (no sanctions): event/sanction-not-provided, and D\'s later win is not reported', () => {
    const first: FileDeal = { ...disqualifyingDeal, penalties: [disqualifyingDeal.penalties![8]!] };
    const { problems } = computeEventStandingsOf(sbr24, eventWith([dWins], first), tableRulesOf(sbr24));
    expect(problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/sanction-not-provided', 'rounds.0.tables.0.deals.0.penalties.0.disqualified']]);
  });
});
