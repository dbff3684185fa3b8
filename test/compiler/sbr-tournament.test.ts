/**
 * The SBR `tournament:` sections keep only what a judge needs: the session result (places, ties, standings), the
 * seating (an assumption: the texts are silent, "Варианты правил"), no fixed number of sessions, no winds or dealer.
 * A tournament without `rounds` plays as many rounds as the event has, all qualifying; cuts or a final without
 * `rounds` are a compile error (resolve/stages-need-rounds).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, tableRulesOf } from '../../games/index.js';
import { eventFromFile } from '../../runtime/tournament/event.js';
import { computeEventStandingsOf, seatRound } from '../../runtime/tournament/run-event.js';

const base = join(import.meta.dirname, '..', '..', 'regulations', 'sbr-2024.yaml');
const sbr = compileRegulationFile('regulations/sbr-2025.yaml').ir!;

describe('the SBR tournament sections', () => {
  it('fix no number of sessions, no winds and no dealer; the seating is an assumption', () => {
    const t = sbr.tournament!;
    expect(t.rounds).toBeNull();
    expect(t.roundWinds).toBeNull();
    expect(t.eastRotates).toBeNull();
    expect(t.seating).toMatchObject({ value: { first: 'lot', later: 'strongest-with-strongest' }, clause: 'Варианты правил' });
    expect(t.seating.assumption?.text.en).toMatch(/Neither the change list nor the book describes/);
  });

  it('an event plays as many sessions as it has: five rounds, all qualifying, seated round by round', () => {
    // Five rounds of one table A B C D, each won by A (A +8, B -8): A 4 points a round (20), C and D share places
    // 2-3 ((3 + 2) / 2 = 2.5 a round, 12.5), B 1 a round (5).
    const round = { tables: [{ players: ['A', 'B', 'C', 'D'], deals: [{ points: { A: 8, B: -8, C: 0, D: 0 }, mahjong: 'A' }] }] };
    const players = ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id }));
    const event = eventFromFile({ regulation: 'x', seed: 1, players, rounds: [round, round, round, round, round] });
    const { standings, problems } = computeEventStandingsOf(sbr, event, tableRulesOf(sbr));
    expect(problems).toEqual([]);
    expect([standings.qualifyingRounds, standings.finalRound]).toEqual([5, null]);
    expect(standings.rows.map((r) => [r.player, r.points])).toEqual([['A', 20], ['C', 12.5], ['D', 12.5], ['B', 5]]);
    const { seating } = seatRound(sbr, event, tableRulesOf(sbr), 6);
    expect(seating).toMatchObject({ method: 'strongest-with-strongest', wind: null, tableWinds: null, clause: 'Варианты правил' });
    expect([...seating.tables[0]!].sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('sanctions after a scale the regulation does not have are an error (sbr-2024 has no scale)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reglament-sbr-'));
    const file = join(dir, 'no-scale.yaml');
    writeFileSync(file, `regulation: no-scale\nversion: "1"\nextends: ${base}\ntournament:\n  sanctions: { value: [disqualification], after-scale: true, clause: x }\n`);
    const errors = compileRegulationFile(file).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.code, d.line])).toEqual([['resolve/sanctions-need-scale', 5]]);
  });

  it('a final or a cut without rounds is an error at its position', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reglament-sbr-'));
    const file = join(dir, 'with-final.yaml');
    writeFileSync(file, `regulation: with-final\nversion: "1"\nextends: ${base}\ntournament:\n  final: { players: 4, from-zero: false, clause: x }\n`);
    const r = compileRegulationFile(file);
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.code, d.line])).toEqual([['resolve/stages-need-rounds', 5]]);
  });
});
