/**
 * Running an event: recorded deals, deals given as hands (scored with the seats of that deal: East rotates per the
 * regulation), penalties as adjustments, a table recorded by its total, and the problems met. Regulations:
 * Repino-2008 (per deal, East rotates every deal, В.3) and Bermuda Triangle (per tour). Values worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, tableRulesOf } from '../../../games/index.js';
import { eventFromFile, type EventFile } from '../../../runtime/tournament/event.js';
import { evaluateEvent, playersOf, seatRound } from '../../../runtime/tournament/run-event.js';
import type { RegulationIR } from '../../../runtime/ir/types.js';

const repino = compileRegulationFile('regulations/repino-2008.yaml').ir!;
const bermuda = compileRegulationFile('regulations/bermuda-triangle.yaml').ir!;
const players = ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id }));

/** B's 104 (exposed red dragon pung 4 + mahjong 20 + only tile 2 = 26, x2 dragon pung, x2 one suit with honors). */
const handsDeal = {
  hands: { A: '345m678m345p678s1p', B: '123m456m789m2m[777z]+2m', C: '234p567p345s678s9p', D: '234s456s678p123p1s' },
  win: { player: 'B', from: 'discard' as const, discarder: 'C' },
};
function event(deals: EventFile['rounds'][number]['tables'][number]['deals'], extra: object = {}) {
  return eventFromFile({ regulation: 'x', seed: 1, players, rounds: [{ wind: 'E', tables: [{ players: ['A', 'B', 'C', 'D'], ...(deals !== undefined ? { deals } : {}), ...extra }] }] });
}

describe('evaluateEvent', () => {
  it('a hands deal is settled with the seats of that deal: East rotates every deal (В.3)', () => {
    // deal 2: seats B, C, D, A; B is East and wins 104 from each, doubled: B +624, A, C, D -208
    const { rounds, problems } = evaluateEvent(repino, event([{ redeal: true }, handsDeal]), tableRulesOf(repino));
    expect(problems).toEqual([]);
    const d = rounds[0]!.tables[0]!.deals[1]!;
    expect(d.vists).toEqual({ B: 624, C: -208, D: -208, A: -208 });
    expect(d).toMatchObject({ winners: ['B'], bonusConditions: [], redeal: false, adjustments: [] });
    expect(d.payments.every((p) => p.to === 'B' && p.amount === 208)).toBe(true);
    // deal 1, a redeal: everyone 0
    expect(rounds[0]!.tables[0]!.deals[0]).toMatchObject({ vists: { A: 0, B: 0, C: 0, D: 0 }, redeal: true });
  });

  it('with "unless East wins", East stays after his own win', () => {
    // deal 1 won by A (East): A stays East for deal 2; B wins 104: A (East) pays 208, C and D 104 each -> B +416
    const ir: RegulationIR = { ...repino, tournament: { ...repino.tournament!, eastRotates: { ...repino.tournament!.eastRotates!, value: 'unless-east-wins' } } };
    const { rounds, problems } = evaluateEvent(ir, event([{ vists: { A: 30, B: -10, C: -10, D: -10 }, mahjong: 'A' }, handsDeal]), tableRulesOf(ir));
    expect(problems).toEqual([]);
    expect(rounds[0]!.tables[0]!.deals[1]!.vists).toEqual({ A: -208, B: 416, C: -104, D: -104 });
  });

  it('penalties: explicit vists, a named fixed rule, a named false mahjong; recorded vists stay as recorded', () => {
    // Bermuda 4.3 false-mahjong-stopped: offender -240 - 100 (the fine) = -340, each innocent +80 (in the deal);
    // table: Repino-style explicit -50 to D with a clause
    const e = event(
      [{ vists: { A: 0, B: 0, C: 0, D: 0 }, penalties: [{ player: 'C', rule: 'false-mahjong-stopped' }] }],
      { penalties: [{ player: 'D', vists: -50, clause: '6.1', reason: 'спор' }] },
    );
    const { rounds, problems } = evaluateEvent(bermuda, e, tableRulesOf(bermuda));
    expect(problems).toEqual([]);
    const t = rounds[0]!.tables[0]!;
    expect(t.deals[0]!.vists).toEqual({ A: 0, B: 0, C: 0, D: 0 });
    expect(t.deals[0]!.adjustments).toEqual([
      { player: 'C', vists: -340, rule: 'false-mahjong-stopped', clause: '4.3' },
      { player: 'A', vists: 80, rule: 'false-mahjong-stopped', clause: '4.3' },
      { player: 'B', vists: 80, rule: 'false-mahjong-stopped', clause: '4.3' },
      { player: 'D', vists: 80, rule: 'false-mahjong-stopped', clause: '4.3' },
    ]);
    expect(t.adjustments).toEqual([{ player: 'D', vists: -50, rule: 'judge', clause: '6.1', reason: 'спор' }]);
  });

  it('problems: an unknown rule, a rule that needs the hands, points in a classical event', () => {
    const e = event([{
      vists: { A: 0, B: 0, C: 0, D: 0 },
      penalties: [{ player: 'A', rule: 'no-such-rule' }, { player: 'B', rule: 'false-mahjong-stopped' }, { player: 'C', points: -5 }],
    }]);
    const { problems } = evaluateEvent(repino, e, tableRulesOf(repino));
    expect(problems.map((p) => [p.code, p.severity, p.path.join('.')])).toEqual([
      ['deal/unknown-penalty', 'error', 'rounds.0.tables.0.deals.0.penalties.0.rule'],
      ['event/penalty-needs-hands', 'error', 'rounds.0.tables.0.deals.0.penalties.1.rule'],
      ['event/points-penalty', 'warning', 'rounds.0.tables.0.deals.0.penalties.2.points'],
    ]);
  });

  it('a table recorded by its total is one deal per tour, and a problem per deal', () => {
    const e = event(undefined, { vists: { A: 40, B: 0, C: -10, D: -30 } });
    expect(evaluateEvent(bermuda, e, tableRulesOf(bermuda)).rounds[0]!.tables[0]!.deals).toEqual([
      { vists: { A: 40, B: 0, C: -10, D: -30 }, redeal: false, payments: [], adjustments: [] },
    ]);
    expect(evaluateEvent(repino, e, tableRulesOf(repino)).problems.map((p) => p.code)).toEqual(['event/per-deal-needs-deals']);
  });

  it('a hands deal that cannot be scored is left out and reported', () => {
    const { rounds, problems } = evaluateEvent(repino, event([{ hands: { ...handsDeal.hands, A: '345m678m' }, win: handsDeal.win }]), tableRulesOf(repino));
    expect(rounds[0]!.tables[0]!.deals).toEqual([]);
    expect(problems.length).toBeGreaterThan(0);
    // The problem is A's hand's, so it is placed at that hand (the desk shows it next to A's field).
    expect(problems[0]!.path).toEqual(['rounds', 0, 'tables', 0, 'deals', 0, 'hands', 'A']);
  });
});

describe('playersOf and seatRound', () => {
  const e = eventFromFile({
    regulation: 'x', seed: 5,
    players: [...players, { id: 'E', name: 'E', 'from-round': 2 }, { id: 'F', name: 'F' }, { id: 'G', name: 'G', 'withdrawn-after': 1 }, { id: 'H', name: 'H' }],
    rounds: [
      { tables: [{ players: ['A', 'B', 'C', 'D'], vists: { A: 30, B: 10, C: -10, D: -30 } }, { players: ['F', 'G', 'H'], vists: { F: 5, G: 0, H: -5 } }] },
    ],
  });

  it('playersOf: late entry and withdrawal', () => {
    expect(playersOf(e)).toEqual([
      { id: 'A', name: 'A' }, { id: 'B', name: 'B' }, { id: 'C', name: 'C' }, { id: 'D', name: 'D' },
      { id: 'E', name: 'E', fromRound: 2 }, { id: 'F', name: 'F' }, { id: 'G', name: 'G', withdrawnAfter: 1 }, { id: 'H', name: 'H' },
    ]);
  });

  it('seatRound 2: the players of round 2 strongest with strongest; a table of three counted (Bermuda)', () => {
    // round 1 (per tour, 4/2/1/0): A 4 (30), B 2 (10), C 1 (-10), D 0 (-30); F 4 (5), G 2 (0), H 1 (-5) (a table of
    // three takes places 1-3). Standings: A 4/30, F 4/5, B 2/10, G 2/0, H 1/-5, C 1/-10, E 0/0 (enters in round 2),
    // D 0/-30. G withdrew after round 1: 7 players A F B H C E D -> one table A F B H; 7 % 4 = 3 sit out: C E D
    const { seating, problems } = seatRound(bermuda, e, tableRulesOf(bermuda), 2);
    expect(problems).toEqual([]);
    expect(seating.tables).toEqual([['A', 'F', 'B', 'H']]);
    expect(seating.sittingOut).toEqual(['C', 'E', 'D']);
    expect(seating.wind).toBe('S');
  });
});

describe('a hands deal states only its game\'s circumstances under win:', () => {
  it('ippatsu (a riichi circumstance) under a classical regulation is refused at its key, listing the classical ones', () => {
    // Classical mahjong's deals state last-tile, immediate-calling, heavenly, earthly, kong-on-kong, last-of-kind
    // (runtime CORE_DEAL_WIN); ippatsu is riichi's. The deal is not scored; the problem names the key's path.
    const deal = { ...handsDeal, win: { ...handsDeal.win, ippatsu: true } };
    const { rounds, problems } = evaluateEvent(repino, event([deal] as never), tableRulesOf(repino));
    expect(problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/unknown-win-key', 'rounds.0.tables.0.deals.0.win.ippatsu']]);
    expect(problems[0]!.message).toContain('it states last-tile, immediate-calling, heavenly, earthly, kong-on-kong, last-of-kind');
    expect(rounds[0]!.tables[0]!.deals).toEqual([]);
  });

  it('the classical keys are still read under a classical regulation', () => {
    const deal = { ...handsDeal, win: { ...handsDeal.win, 'last-tile': true } };
    expect(evaluateEvent(repino, event([deal] as never), tableRulesOf(repino)).problems).toEqual([]);
  });
});
