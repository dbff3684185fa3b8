/**
 * Renhou in a hanchan (`renhou: true` in a deal's win): EMA 2016 counts it a mangan that does not add up with other
 * yaku (limit `renhou`), WRC 2022 a mangan yaku of 5 han that does (item `renhou`); a dealer's or a self-drawn renhou
 * is refused (impossible `renhou-not-first-discard` of riichi-base.yaml). Worked by hand from the regulations.
 */
import { describe, expect, it } from 'vitest';
import { compileScorer, type RegulationIR } from '../../../runtime/index.js';
import { readRiichiHanchan, settleRiichiHanchan } from '../../../games/riichi/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const EMA = irOfFile('regulations/riichi-ema-2016.yaml');
const WRC = irOfFile('regulations/riichi-wrc-2022.yaml');
/** Tanyao alone, a single wait on the pair: 1 han 40 fu (1300 on a non-dealer's ron). */
const TANYAO = '234m567p234s678s5m+5m';

function firstDeal(ir: RegulationIR, win: Record<string, unknown>) {
  const read = readRiichiHanchan({ players: ['A', 'B', 'C', 'D'], deals: [{ win }] });
  if (!read.input) throw new Error(JSON.stringify(read.problems));
  return settleRiichiHanchan(compileScorer(ir), ir.riichi!, read.input);
}

describe('renhou in a hanchan', () => {
  it('EMA 2016: B (South) wins on A\'s first discard: a mangan, 2000 × 4 = 8000 from A', () => {
    const r = firstDeal(EMA, { player: 'B', hand: TANYAO, from: 'discard', discarder: 'A', renhou: true });
    expect(r.problems).toEqual([]);
    expect(r.deals[0]!.scores).toEqual({ A: 22000, B: 38000, C: 30000, D: 30000 });
  });

  it('WRC 2022: renhou 5 + tanyao 1 = 6 han, haneman 3000 × 4 = 12000 from A', () => {
    const r = firstDeal(WRC, { player: 'B', hand: TANYAO, from: 'discard', discarder: 'A', renhou: true });
    expect(r.problems).toEqual([]);
    expect(r.deals[0]!.scores).toEqual({ A: 18000, B: 42000, C: 30000, D: 30000 });
  });

  it('the dealer cannot win by renhou', () => {
    const r = firstDeal(EMA, { player: 'A', hand: TANYAO, from: 'discard', discarder: 'B', renhou: true });
    expect(r.problems.map((p) => [p.code, p.path.join('.')])).toEqual([['hand/impossible', 'deals.0.win']]);
  });
});
