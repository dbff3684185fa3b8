/**
 * Bad deals and pulyas become `pulya/` problems at the offending path, never exceptions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegulationIR } from '../../../runtime/index.js';
import { settlePulya, validatePulya } from '../../../games/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const festival = irOfFile('regulations/preference-festival-2011.yaml');

/** The problems of a pulya of deals at A, B, C (or the given players), as `code@path`. */
function problems(deals: unknown[], players: string[] = ['A', 'B', 'C'], ir: RegulationIR = festival): string[] {
  return validatePulya(ir, { players, deals }).map((p) => `${p.code}@${p.path.join('.')}`);
}

describe('pulya validation', () => {
  it('reports the structure first: unknown keys, wrong types', () => {
    expect(validatePulya(festival, { players: ['A', 'B', 'C'], deals: [{ dealer: 'A', contract: 'six', trick: {} }] }).map((p) => `${p.code}@${p.path.join('.')}`))
      .toEqual(['pulya/format@deals.0.trick', 'pulya/format@deals.0.contract']);
    expect(validatePulya(festival, 42).map((p) => p.code)).toEqual(['pulya/format']);
  });

  it('takes the regulation a file names for the editor (a path), in either form; anything else is a format problem', () => {
    const deal = { dealer: 'C', contract: 6, declarer: 'A', defenders: { B: 'pass', C: 'pass' } };
    const at = (data: unknown) => validatePulya(festival, data).map((p) => `${p.code}@${p.path.join('.')}`);
    expect(at({ regulation: '../regulations/preference-festival-2011.yaml', players: ['A', 'B', 'C'], deals: [deal] })).toEqual([]);
    expect(at({ regulation: 'festival.yaml', players: { A: { pool: 2 }, B: {}, C: {} } })).toEqual([]);
    expect(at({ regulation: 7, players: ['A', 'B', 'C'], deals: [deal] })).toEqual(['pulya/format@regulation']);
    expect(at({ regulation: '', players: { A: { pool: 2 }, B: {}, C: {} } })).toEqual(['pulya/format@regulation']);
  });

  it('accepts typed deals that carry the table, when it is the pulya\'s', () => {
    const deal = { dealer: 'C', contract: 6, declarer: 'A', defenders: { B: 'pass', C: 'pass' } };
    expect(problems([{ ...deal, players: ['A', 'B', 'C'] }])).toEqual([]);
    expect(problems([{ ...deal, players: ['A', 'C', 'B'] }])).toEqual(['pulya/format@deals.0.players']);
  });

  it('checks the table: 3 or 4 distinct players', () => {
    expect(problems([], ['A', 'B'])).toEqual(['pulya/players@players']);
    expect(problems([], ['A', 'B', 'A'])).toEqual(['pulya/players@players.2']);
  });

  it('checks the dealer, the contract and the declarer', () => {
    expect(problems([{ dealer: 'X', contract: 6, declarer: 'A', defenders: { B: 'pass', C: 'pass' } }])).toEqual(['pulya/dealer@deals.0.dealer']);
    expect(problems([{ dealer: 'A', contract: 11, declarer: 'A' }])).toEqual(['pulya/contract@deals.0.contract']);
    expect(problems([{ dealer: 'A', contract: 6, defenders: { B: 'pass', C: 'pass' } }])).toEqual(['pulya/declarer@deals.0.declarer']);
    // At four the dealer holds no cards.
    expect(problems([{ dealer: 'D', contract: 6, declarer: 'D', defenders: { B: 'pass', C: 'pass' } }], ['A', 'B', 'C', 'D'])).toEqual(['pulya/declarer@deals.0.declarer']);
    expect(problems([{ dealer: 'A', contract: 'all-pass', declarer: 'A', tricks: { A: 4, B: 3, C: 3 } }])).toEqual(['pulya/declarer@deals.0.declarer']);
  });

  it('checks the defenders\' decisions and what the conventions allow on the contract', () => {
    const game = (contract: number, defenders: Record<string, string>, tricks?: Record<string, number>) => ({ dealer: 'C', contract, declarer: 'A', defenders, ...(tricks ? { tricks } : {}) });
    expect(problems([game(6, { B: 'pass' })])).toEqual(['pulya/defenders@deals.0.defenders']);
    expect(problems([game(6, { B: 'half-whist', C: 'whist' }, { A: 6, B: 2, C: 2 })])).toEqual(['pulya/defenders@deals.0.defenders']);
    expect(problems([game(8, { B: 'half-whist', C: 'pass' })])).toEqual(['pulya/not-allowed@deals.0.defenders']);
    expect(problems([game(6, { B: 'whist', C: 'pass', D: 'whist' }, { A: 6, B: 2, C: 2 })])).toEqual(['pulya/unknown-player@deals.0.defenders.D']);
    const noTen = structuredClone(festival);
    noTen.preference!.tenWhisted.value = false;
    expect(problems([game(10, { B: 'whist', C: 'pass' }, { A: 10, B: 0, C: 0 })], undefined, noTen)).toEqual(['pulya/not-allowed@deals.0.defenders']);
    const stalingrad = structuredClone(festival);
    stalingrad.preference!.sixSpades.value = 'compulsory';
    expect(problems([{ ...game(6, { B: 'whist', C: 'pass' }, { A: 6, B: 2, C: 2 }), suit: 'spades' }], undefined, stalingrad)).toEqual(['pulya/not-allowed@deals.0.defenders']);
    expect(problems([{ ...game(6, { B: 'whist', C: 'pass' }, { A: 6, B: 2, C: 2 }), suit: 'spades' }])).toEqual([]);
  });

  it('checks the tricks', () => {
    expect(problems([{ dealer: 'C', contract: 6, declarer: 'A', defenders: { B: 'whist', C: 'pass' }, tricks: { A: 6, B: 2, C: 3 } }])).toEqual(['pulya/tricks@deals.0.tricks']);
    expect(problems([{ dealer: 'C', contract: 6, declarer: 'A', defenders: { B: 'whist', C: 'pass' }, tricks: { A: 6 } }])).toEqual(['pulya/tricks@deals.0.tricks']);
    expect(problems([{ dealer: 'D', contract: 'all-pass', tricks: { A: 4, B: 2, C: 1, D: 3 } }], ['A', 'B', 'C', 'D'])).toEqual(['pulya/tricks@deals.0.tricks.D']);
    expect(problems([{ dealer: 'C', contract: 'misere', declarer: 'A' }])).toEqual(['pulya/tricks@deals.0.tricks']);
  });

  it('a misère half with the dealer needs a table of four', () => {
    expect(problems([{ dealer: 'C', contract: 'misere', declarer: 'A', half: true, tricks: { A: 0 } }])).toEqual(['pulya/not-allowed@deals.0.half']);
  });

  it('after an all-pass the least contract is 7 (7-7-7); a made misère ends the series, a failed game does not', () => {
    const allPass = (dealer: string) => ({ dealer, contract: 'all-pass', tricks: { A: 4, B: 3, C: 3 } });
    const six = { dealer: 'B', contract: 6, declarer: 'A', defenders: { B: 'pass', C: 'pass' } };
    expect(problems([allPass('A'), six])).toEqual(['pulya/exit@deals.1.contract']);
    const failedSeven = { dealer: 'B', contract: 7, declarer: 'A', defenders: { B: 'whist', C: 'pass' }, tricks: { A: 6, B: 2, C: 2 } };
    expect(problems([allPass('A'), failedSeven, { ...six, dealer: 'C' }])).toEqual(['pulya/exit@deals.2.contract']);
    const misere = { dealer: 'B', contract: 'misere', declarer: 'A', tricks: { A: 0 } };
    expect(problems([allPass('A'), misere, { ...six, dealer: 'C' }])).toEqual([]);
  });

  it('counts the consecutive all-passes and warns when the deal does not pass clockwise', () => {
    const allPass = (dealer: string, round?: number) => ({ dealer, contract: 'all-pass', tricks: { A: 4, B: 3, C: 3 }, ...(round ? { 'all-pass-round': round } : {}) });
    expect(problems([allPass('A', 1), allPass('B', 1)])).toEqual(['pulya/all-pass-round@deals.1.all-pass-round']);
    const r = validatePulya(festival, { players: ['A', 'B', 'C'], deals: [allPass('A'), allPass('C')] });
    expect(r.map((p) => [p.code, p.severity])).toEqual([['pulya/dealer-order', 'warning']]);
  });

  it('a sheet writes whists only on the other players', () => {
    const sheet = { players: { A: { whists: { A: 2, X: 3 } }, B: {}, C: {} } };
    expect(validatePulya(festival, sheet).map((p) => `${p.code}@${p.path.join('.')}`)).toEqual(['pulya/sheet@players.A.whists.A', 'pulya/unknown-player@players.A.whists.X']);
  });

  it('says every problem in Russian too: the judge reads it under ru (the English is `message`)', () => {
    // 6 + 2 + 1 = 9 tricks of the 10 a deal has.
    const short = validatePulya(festival, { players: ['A', 'B', 'C'], deals: [{ dealer: 'C', contract: 6, declarer: 'A', defenders: { B: 'whist', C: 'pass' }, tricks: { A: 6, B: 2, C: 1 } }] });
    expect(short.map((p) => p.text)).toEqual([{ en: 'the tricks add up to 9, not 10', ru: 'всего взяток 9, а не 10' }]);
    const twice = validatePulya(festival, { players: ['A', 'B', 'A'], deals: [] });
    expect(twice.map((p) => p.text.ru)).toEqual(['игрок «A» назван дважды']);
    const unknownKey = validatePulya(festival, { players: ['A', 'B', 'C'], deals: [{ dealer: 'A', contract: 'all-pass', trick: {} }] });
    expect(unknownKey[0]?.text.ru).toMatch(/^неизвестный ключ «trick»/);
  });

  it('gives every problem of any input its text in both languages', () => {
    const cyrillic = /[а-яё]/i;
    fc.assert(fc.property(fc.anything(), fc.array(fc.record({ dealer: fc.constantFrom('A', 'B', 'C', 'D', 'E'), contract: fc.oneof(fc.integer({ min: 5, max: 11 }), fc.constantFrom('misere', 'all-pass', 'six')), suit: fc.constantFrom('spades', 'hearts', 'clubs', 'none'), declarer: fc.constantFrom('A', 'B', 'C', 'D', 'E'), defenders: fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D', 'E'), fc.constantFrom('whist', 'pass', 'half-whist', 'returned', 'no')), tricks: fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D', 'E'), fc.integer({ min: -1, max: 11 })), half: fc.boolean(), 'all-pass-round': fc.integer({ min: 0, max: 3 }), extra: fc.constant(1) }, { requiredKeys: ['dealer', 'contract'] })), fc.constantFrom(['A', 'B', 'C'], ['A', 'B', 'C', 'D'], ['A', 'B'], ['A', 'A', 'B']), (junk, deals, players) => {
      for (const p of [...validatePulya(festival, junk), ...validatePulya(festival, { players, deals })]) {
        expect(p.text.en, p.code).toBe(p.message);
        expect(p.text.ru, `${p.code}: ${p.message}`).toMatch(cyrillic);
      }
    }), { numRuns: 300 });
  });

  it('never throws, whatever the input', () => {
    fc.assert(fc.property(fc.anything(), fc.array(fc.record({ dealer: fc.constantFrom('A', 'B', 'C', 'D'), contract: fc.oneof(fc.integer({ min: 5, max: 11 }), fc.constantFrom('misere', 'all-pass')), declarer: fc.constantFrom('A', 'B', 'C', 'D'), defenders: fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D'), fc.constantFrom('whist', 'pass', 'half-whist', 'returned')), tricks: fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D'), fc.integer({ min: -1, max: 11 })) }, { requiredKeys: ['dealer', 'contract'] })), (junk, deals) => {
      settlePulya(festival, junk);
      const r = settlePulya(festival, { players: ['A', 'B', 'C', 'D'], deals });
      expect(Array.isArray(r.problems)).toBe(true);
    }), { numRuns: 300 });
  });
});
