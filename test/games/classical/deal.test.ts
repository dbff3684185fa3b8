/**
 * Classical mahjong's part of `reglament deal` (games/classical/deal.ts): the deal file of every mahjong game without
 * one of its own, and a deal whose hands all scored presented together with the problems of settling it.
 */
import { describe, expect, it } from 'vitest';
import { classicalDeal } from '../../../games/classical/index.js';
import { dealPartOf } from '../../../games/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const repino = irOfFile('regulations/repino-2008.yaml');

/** test/fixtures/deals/redeal.yaml: a drawn deal, nobody won. */
const REDEAL = {
  players: ['Anna', 'Boris', 'Vera', 'Gleb'],
  round: 'E',
  hands: { Anna: '222p456m789p1s2s5s9s', Boris: '123s456s789s11m2p3p', Vera: '[555z]456m789m55p99s', Gleb: '[666z]13m46m79m1p5p3z4z' },
  redeal: true,
};

describe('the classical deal', () => {
  it('is the deal of classical mahjong and of a mahjong game without its own (MCR), not of Sichuan', () => {
    expect(dealPartOf(repino)).toBe(classicalDeal);
    expect(dealPartOf(irOfFile('regulations/mcr-2006.yaml'))).toBe(classicalDeal);
    expect(dealPartOf(irOfFile('regulations/sbr-2025.yaml'))).not.toBe(classicalDeal);
  });

  it('presents a drawn deal: nobody pays, every net 0 (repino 2008: a redeal gives nobody vists)', () => {
    const r = classicalDeal.run(repino, REDEAL, { json: true, lang: 'en' });
    expect('output' in r && JSON.parse(r.output).vists).toEqual({ Anna: 0, Boris: 0, Vera: 0, Gleb: 0 });
    expect(r.problems ?? []).toEqual([]);
  });

  it('a penalty the regulation does not know: the deal is still shown, and the problem is at that penalty', () => {
    const r = classicalDeal.run(repino, { ...REDEAL, penalties: [{ rule: 'no-such-penalty', player: 'Anna' }] }, { lang: 'en' });
    expect('output' in r && r.output).toContain('Redeal: nobody gets vists');
    expect((r.problems ?? []).map((p) => [p.code, p.path])).toEqual([['deal/unknown-penalty', ['penalties', 0]]]);
  });

  it('a file that is not a deal: only problems, at the key', () => {
    const r = classicalDeal.run(repino, { ...REDEAL, wind: 'E' }, { lang: 'en' });
    expect('output' in r).toBe(false);
    expect(r.problems?.map((p) => [p.code, p.path, p.atKey])).toEqual([['deal/format', ['wind'], true]]);
  });
});
