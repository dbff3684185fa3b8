/**
 * The desk's score form comes from the regulation: the seat, the round and where the tile came from always, and each
 * other circumstance only where a rule of the regulation reads its fact (games/score-form.ts over runtime
 * regulationCircumstances), named in the game's own words. Expected lists worked out from the regulation files.
 */
import { describe, expect, it } from 'vitest';
import { scoreFormOf } from '../../games/index.js';
import { circumstanceOf, CIRCUMSTANCE_LIST, DEFAULT_WIN_OPTIONS, MAHJONG_FACTS, type ImpossibleHandIR } from '../../runtime/index.js';
import { irOfFile } from '../support/compile-inline.js';

const keysOf = (file: string) => scoreFormOf(irOfFile(`regulations/${file}.yaml`)).map((f) => f.key);

describe('the score form of a regulation', () => {
  it('riichi EMA 2016: every circumstance the CLI takes for riichi, none of the classical ones', () => {
    // haitei/houtei (last_tile), tenhou/chiihou (heavenly, earthly), riichi, double riichi, ippatsu, renhou (EMA's limit),
    // dora and ura indicators (2.7), honba (3.4.10) and sticks (3.3.14) are read by riichi-base.yaml's items and payments;
    // no rule reads the void suit, kong on kong, after a kong, the last of a kind or an immediate calling hand.
    expect(keysOf('riichi-ema-2016')).toEqual(['seat', 'round', 'win', 'last-tile', 'heavenly', 'earthly', 'riichi', 'double-riichi', 'ippatsu', 'renhou', 'dora', 'ura', 'honba', 'sticks']);
  });

  it('MCR 2006: last tile (#44, #45: last_tile) and last of its kind (#58 Last Tile: last_of_kind); flowers are tiles of the hand', () => {
    expect(keysOf('mcr-2006')).toEqual(['seat', 'round', 'win', 'last-tile', 'last-of-kind']);
  });

  it('Sichuan (sbr-2025): the void suit, optional (no default), and no riichi circumstance', () => {
    const form = scoreFormOf(irOfFile('regulations/sbr-2025.yaml'));
    expect(form.map((f) => f.key)).toContain('void');
    expect(form.find((f) => f.key === 'void')).toMatchObject({ optional: true, choices: [{ value: 'm' }, { value: 'p' }, { value: 's' }] });
    expect(form.map((f) => f.key)).not.toContain('riichi');
  });

  it('names a circumstance in the game\'s words: tenhou under riichi, «небесная» under a classical regulation', () => {
    const riichi = scoreFormOf(irOfFile('regulations/riichi-wrc-2022.yaml'));
    expect(riichi.find((f) => f.key === 'heavenly')?.name).toEqual({ ru: 'тенхо', en: 'tenhou' });
    expect(riichi.find((f) => f.key === 'win')?.choices?.find((c) => c.value === 'wall')?.name.ru).toBe('из стены (цумо)');
    const repino = scoreFormOf(irOfFile('regulations/repino-2008.yaml'));
    expect(repino.find((f) => f.key === 'heavenly')?.name).toEqual({ ru: 'небесная', en: 'heavenly' });
    expect(repino.find((f) => f.key === 'seat')).toMatchObject({ optional: false, value: { kind: 'choice' } });
  });

  it('every fact a circumstance is read through is a fact of the language', () => {
    for (const c of CIRCUMSTANCE_LIST) for (const f of c.facts) expect(MAHJONG_FACTS[f], `${c.key}: ${f}`).toBeDefined();
  });
});

describe('where a refused hand is shown', () => {
  const rule = (when: ImpossibleHandIR['when']) => ({ id: 'r', name: { ru: 'r', en: 'r' }, clause: '1', when }) as ImpossibleHandIR;
  const fact = (name: string) => ({ op: 'fact', name }) as const;
  // "(riichi or double_riichi) and not concealed"
  const openRiichi = rule({ op: 'and', args: [{ op: 'or', args: [fact('riichi'), fact('double_riichi')] }, { op: 'not', arg: fact('concealed') }] });

  it('at the circumstance the hand was given among those the rule reads: riichi, not double riichi', () => {
    expect(circumstanceOf(openRiichi, { ...DEFAULT_WIN_OPTIONS, riichi: true })).toBe('riichi');
    expect(circumstanceOf(openRiichi, { ...DEFAULT_WIN_OPTIONS, doubleRiichi: true })).toBe('doubleRiichi');
  });

  it('without the options, at the first flag the rule reads, in table order', () => {
    expect(circumstanceOf(openRiichi)).toBe('riichi');
  });
});
