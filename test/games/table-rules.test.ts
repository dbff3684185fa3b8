/**
 * The table rules a regulation's event is run with (games/index.ts tableRulesOf, runtime/tournament/table-rules.ts):
 * its game's reading of deals and penalties, every game's whole-table records, and the Error when a caller runs an
 * event without its game's rules. Values worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, tableRulesOf } from '../../games/index.js';
import { eventFromFile } from '../../runtime/tournament/event.js';
import { computeEventStandingsOf, evaluateEvent, seatRound } from '../../runtime/tournament/run-event.js';
import type { TableRules } from '../../runtime/tournament/table-rules.js';
import type { ProblemCode } from '../../runtime/index.js';

const sbr = compileRegulationFile('regulations/sbr-2025.yaml').ir!;
const bermuda = compileRegulationFile('regulations/bermuda-triangle.yaml').ir!;
const players = ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id }));

/** One table of A, B, C, D with one Sichuan deal recorded in game points (A wins 8 from B) and two minor violations of D. */
const sichuanEvent = eventFromFile({
  regulation: 'x', seed: 1, players,
  rounds: [{ tables: [{ players: ['A', 'B', 'C', 'D'], deals: [{ points: { A: 8, B: -8, C: 0, D: 0 }, mahjong: 'A' }], penalties: [{ player: 'D', rule: 'minor-violation' }, { player: 'D', rule: 'minor-violation' }] }] }],
});

describe('tableRulesOf', () => {
  it('gives the game of the regulation, its own deals where it has them, and every game\'s table records', () => {
    const sichuan = tableRulesOf(sbr);
    const classical = tableRulesOf(bermuda);
    expect(sichuan.game).toBe('mahjong-sichuan');
    expect(sichuan.deals).toBeDefined();
    expect(classical.game).toBe('mahjong-classical');
    expect(classical.deals).toBeUndefined();
    expect(classical.records.map((r) => r.key)).toEqual(['pulya', 'hanchan']);
    expect(sichuan.records.map((r) => r.key)).toEqual(['pulya', 'hanchan']);
  });

  it('runs a Sichuan table as a session: game points recorded, minor violations on the progressive scale', () => {
    // SBR 2025 scale 0-2-4-8-...: the 1st minor violation brings D's total to 0 (costs 0), the 2nd to 2 (costs
    // 2 - 0 = 2 game points); the deal's points stand: A +8, B -8.
    const { rounds, problems } = evaluateEvent(sbr, sichuanEvent, tableRulesOf(sbr));
    expect(problems).toEqual([]);
    const table = rounds[0]!.tables[0]!;
    expect(table.deals[0]!.vists).toEqual({ A: 8, B: -8, C: 0, D: 0 });
    expect(table.adjustments.map((a) => [a.player, a.vists + 0, a.rule])).toEqual([['D', 0, 'minor-violation'], ['D', -2, 'minor-violation']]);
    expect(table.adjustments[1]!.reason).toBe('minor violation 2 in the session: total 2 (0-2-4-8-16-24-48)');
    // The same words in Russian, and the rule named by the regulation's scale (sbr-2025 "Штрафы").
    expect(table.adjustments[1]!.reasonText).toEqual({ en: table.adjustments[1]!.reason, ru: 'нарушение 2 за сессию: всего 2 (шкала 0-2-4-8-16-24-48)' });
    expect(table.adjustments[1]!.ruleName).toEqual({ ru: 'Шкала прогрессивного штрафа', en: 'Progressive penalty scale' });
  });
});

describe('the event runner without its game\'s table rules', () => {
  it('refuses another game\'s rules with an Error naming the regulation\'s game (a bug of the caller)', () => {
    expect(() => evaluateEvent(sbr, sichuanEvent, tableRulesOf(bermuda))).toThrow(/needs the table rules of its game mahjong-sichuan, those given are for mahjong-classical/);
    expect(() => computeEventStandingsOf(sbr, sichuanEvent, tableRulesOf(bermuda))).toThrow(/mahjong-sichuan/);
    expect(() => seatRound(sbr, sichuanEvent, tableRulesOf(bermuda), 1)).toThrow(/mahjong-sichuan/);
  });

  it('refuses none at all', () => {
    expect(() => evaluateEvent(sbr, sichuanEvent, undefined as unknown as TableRules)).toThrow(/sbr-2025.*mahjong-sichuan, none were given/);
  });
});

describe('deal forms only a game reads, under a classical regulation', () => {
  /** The Sichuan deal of sichuanEvent (game points, no vists) and a deal given as its events, at a classical table. */
  const event = eventFromFile({
    regulation: 'x', seed: 1, players,
    rounds: [{ wind: 'E', tables: [{ players: ['A', 'B', 'C', 'D'], deals: [{ points: { A: 8, B: -8, C: 0, D: 0 }, mahjong: 'A' }, { void: { A: 'm', B: 'p', C: 's', D: 'm' }, events: [] }] }] }],
  });
  const problemsUnder = (rules: TableRules) => evaluateEvent(bermuda, event, rules).problems.map((p) => [p.code, p.path.join('.'), p.text?.en, p.text?.ru]);

  it('are refused, naming the game that reads them from its own data (Sichuan: points and events)', () => {
    expect(problemsUnder(tableRulesOf(bermuda))).toEqual([
      ['event/no-vists', 'rounds.0.tables.0.deals.0', 'a classical deal records vists (points are Sichuan game points)', 'в классической сдаче записывают висты (points — игровые очки Сычуани)'],
      ['event/sichuan-deal', 'rounds.0.tables.0.deals.1', 'a deal given as events is a Sichuan deal; bermuda-triangle is not a Sichuan regulation',
        'сдача, записанная событиями, — это сдача Сычуани, а bermuda-triangle — не регламент Сычуани'],
    ]);
  });

  it('name whichever games the table rules say read them, and no game when none does', () => {
    const other = { name: { en: 'Kanto', ru: 'Канто' }, forms: ['points', 'events'] as const, eventsCode: 'event/kanto-deal' as ProblemCode }; // a made-up game's code: registered by no catalogue
    const sichuan = tableRulesOf(bermuda).dealForms[0]!;
    expect(problemsUnder({ ...tableRulesOf(bermuda), dealForms: [other, sichuan] }).map((p) => [p[0], p[2]])).toEqual([
      ['event/no-vists', 'a classical deal records vists (points are Kanto or Sichuan game points)'],
      ['event/kanto-deal', 'a deal given as events is a Kanto deal; bermuda-triangle is not a Kanto regulation'],
    ]);
    expect(problemsUnder({ ...tableRulesOf(bermuda), dealForms: [] })).toEqual([
      ['event/no-vists', 'rounds.0.tables.0.deals.0', 'a classical deal records vists', 'в классической сдаче записывают висты'],
      ['event/schema', 'rounds.0.tables.0.deals.1', 'a deal given as events is read by no game; bermuda-triangle cannot read it',
        'сдачу, записанную событиями, не читает ни одна игра; bermuda-triangle её прочитать не может'],
    ]);
  });
});
