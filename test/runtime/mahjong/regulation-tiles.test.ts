/**
 * Whether a regulation's set has red fives is read from its rules (runtime/mahjong/regulation-tiles.ts): a rule other
 * than a refusal reads `red_fives`. Expected answers from the regulation files: riichi-base.yaml reads `red_fives`
 * only in `scoring.impossible` (red-five-in-hand, EMA 1.3 / WRC 3.3: the set has none); the club's file removes that
 * refusal and adds aka-dora, which counts them (Клуб 1); MCR and Sichuan never read them.
 */
import { describe, expect, it } from 'vitest';
import { regulationHasRedFives } from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const hasRedFives = (file: string) => regulationHasRedFives(irOfFile(`regulations/${file}.yaml`));

describe('the red fives of a regulation\'s set', () => {
  it('EMA 2016 and WRC 2022 only refuse them: no red fives', () => {
    expect(hasRedFives('riichi-ema-2016')).toBe(false);
    expect(hasRedFives('riichi-wrc-2022')).toBe(false);
  });

  it('the club variant counts them (aka-dora): red fives', () => {
    expect(hasRedFives('examples/riichi-club')).toBe(true);
  });

  it('MCR 2006 and Sichuan never read them: no red fives', () => {
    expect(hasRedFives('mcr-2006')).toBe(false);
    expect(hasRedFives('sbr-2025')).toBe(false);
  });
});
