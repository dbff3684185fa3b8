/**
 * A classical (vists) event with a disqualification in a deal and the disqualified player's win in the next deal of
 * the same table: what happens is the regulation's. Bermuda Triangle as written provides for no sanction; the same
 * regulation extended with `tournament.sanctions` accepts the disqualification but, without
 * `tournament.after-disqualification`, says nothing of the rest of the session; with `no-further-part` the later
 * deal is reported; the setting without disqualification provided for is a compile warning. Values worked out by
 * hand (Bermuda 3.2: places 4-2-1-0 by the tour's vists).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, tableRulesOf } from '../../../games/index.js';
import { eventFromFile } from '../../../runtime/tournament/event.js';
import { computeEventStandingsOf } from '../../../runtime/tournament/run-event.js';

const base = join(import.meta.dirname, '..', '..', '..', 'regulations', 'bermuda-triangle.yaml');
const bermuda = compileRegulationFile(base).ir!;

/** Bermuda Triangle with the given `tournament:` lines added (an event's own regulation). */
function bermudaWith(tournament: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'reglament-dq-')), 'event-regulation.yaml');
  writeFileSync(file, `regulation: bermuda-dq\nversion: "1"\nextends: ${base}\ntournament:\n${tournament}`);
  const compiled = compileRegulationFile(file);
  expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return compiled.ir!;
}

const SANCTIONS = '  sanctions: { value: [disqualification], clause: "X.1" }\n';

// Deal 1: A wins, 30 - 10 - 10 - 10 = 0; D is disqualified. Deal 2: D wins, 60 - 30 - 20 - 10 = 0.
const event = eventFromFile({
  regulation: 'x', seed: 1, players: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id })),
  rounds: [{
    wind: 'E',
    tables: [{
      players: ['A', 'B', 'C', 'D'],
      deals: [
        { vists: { A: 30, B: -10, C: -10, D: -10 }, mahjong: 'A', penalties: [{ player: 'D', disqualified: true, reason: 'грубое нарушение' }] },
        { vists: { A: -30, B: -20, C: -10, D: 60 }, mahjong: 'D' },
      ],
    }],
  }],
});

const codes = (problems: Array<{ code: string; path: Array<string | number> }>) => problems.map((p) => [p.code, p.path.join('.')]);

describe('a disqualification in a classical event', () => {
  it('refused where the regulation provides for none (Bermuda Triangle as written): no warning at the later deal', () => {
    const { problems } = computeEventStandingsOf(bermuda, event, tableRulesOf(bermuda));
    expect(codes(problems)).toEqual([['event/sanction-not-provided', 'rounds.0.tables.0.deals.0.penalties.0.disqualified']]);
  });

  it('accepted, the regulation silent on the rest of the session: the later deal counts without comment', () => {
    const { problems, standings } = computeEventStandingsOf(bermudaWith(SANCTIONS), event, tableRulesOf(bermudaWith(SANCTIONS)));
    expect(problems).toEqual([]);
    // The tour: A 30 - 30 = 0, B -10 - 20 = -30, C -10 - 10 = -20, D -10 + 60 = 50 -> D 4, A 2, C 1, B 0; D out.
    expect(standings.rows.map((r) => [r.player, r.points, r.vists, r.out])).toEqual([['D', 4, 50, true], ['A', 2, 0, false], ['C', 1, -20, false], ['B', 0, -30, false]]);
  });

  it('accepted, and the regulation says he takes no further part: his win in deal 2 is reported with its clause, in vists', () => {
    const ir = bermudaWith(`${SANCTIONS}  after-disqualification: { value: no-further-part, clause: "X.2" }\n`);
    const { problems, standings } = computeEventStandingsOf(ir, event, tableRulesOf(ir));
    expect(codes(problems)).toEqual([['event/disqualified-in-deal', 'rounds.0.tables.0.deals.1.mahjong']]);
    expect(problems[0]!.message).toBe('deal 2: D was disqualified in deal 1 of this session and takes no further part in it (X.2), but this deal gives him a win, +60 vists');
    // A warning: the deal still counts as recorded, the same figures as above.
    expect(standings.rows.map((r) => [r.player, r.vists])).toEqual([['D', 50], ['A', 0], ['C', -20], ['B', -30]]);
  });

  it('`plays-on`: the regulation lets him finish the session, the later deal counts without comment', () => {
    const ir = bermudaWith(`${SANCTIONS}  after-disqualification: { value: plays-on, clause: "X.2" }\n`);
    expect(computeEventStandingsOf(ir, event, tableRulesOf(ir)).problems).toEqual([]);
  });

  it('the setting without disqualification in the sanctions never applies: a compile warning at it, and the refusal alone', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'reglament-dq-')), 'event-regulation.yaml');
    writeFileSync(file, `regulation: bermuda-dq\nversion: "1"\nextends: ${base}\ntournament:\n  after-disqualification: { value: no-further-part, clause: "X.2" }\n`);
    const compiled = compileRegulationFile(file);
    expect(compiled.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['resolve/after-disqualification-unused', 'warning', 5]]);
    expect(codes(computeEventStandingsOf(compiled.ir!, event, tableRulesOf(compiled.ir!)).problems)).toEqual([['event/sanction-not-provided', 'rounds.0.tables.0.deals.0.penalties.0.disqualified']]);
  });

  it('a player named like an Object property (`constructor`) with no vists in the later deal: nothing is reported', () => {
    // A deal's outcome holds the event's own vists record, which has a prototype: vists['constructor'] must not be
    // read as the inherited function. Deal 1: A wins, 30 - 10 - 10 - 10 = 0, `constructor` disqualified; deal 2: A
    // wins, 30 - 20 - 10 = 0, `constructor` not in it: no win, no vists, no penalty of his.
    const ir = bermudaWith(`${SANCTIONS}  after-disqualification: { value: no-further-part, clause: "X.2" }\n`);
    const named = eventFromFile({
      regulation: 'x', seed: 1, players: ['A', 'B', 'C', 'constructor'].map((id) => ({ id, name: id })),
      rounds: [{
        wind: 'E',
        tables: [{
          players: ['A', 'B', 'C', 'constructor'],
          deals: [
            { vists: { A: 30, B: -10, C: -10, constructor: -10 }, mahjong: 'A', penalties: [{ player: 'constructor', disqualified: true }] },
            { vists: { A: 30, B: -20, C: -10 }, mahjong: 'A' },
          ],
        }],
      }],
    });
    expect(computeEventStandingsOf(ir, named, tableRulesOf(ir)).problems).toEqual([]);
  });
});
