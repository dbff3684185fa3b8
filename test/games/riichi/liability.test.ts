/**
 * Liability (pao, `riichi.liability`) worked by hand from EMA 2016 3.3.9 (riichi-ema-2016.yaml) and the payments of
 * riichi-base.yaml: on a self-draw the liable player pays the whole hand, counters included (the other two pay
 * nothing); on another player's discard he and the discarder share the hand equally and the discarder alone pays the
 * counters (`discarder-only: [honba-ron]`). Wrong uses of `liable:` and of the setting are reported with their code.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileScorer, type RegulationIR } from '../../../runtime/index.js';
import { readRiichiHanchan, settleRiichiHanchan } from '../../../games/riichi/index.js';
import { compileInline, irOfFile } from '../../support/compile-inline.js';

const EMA = irOfFile('regulations/riichi-ema-2016.yaml');
const WRC = irOfFile('regulations/riichi-wrc-2022.yaml');

/** Daisangen, open (three melded dragon pungs): 1 yakuman = 4 × mangan 2000 = 8000 basic points. */
const DAISANGEN = '123m9p[555z][666z][777z]+9p';
/** Tanyao, 40 fu on a discard (no liability hand). */
const TANYAO = '234m567p234s678s5m+5m';

/** Reads and settles a hanchan under a regulation. */
function settle(ir: RegulationIR, deals: unknown[]) {
  const read = readRiichiHanchan({ players: ['A', 'B', 'C', 'D'], deals });
  if (!read.input) throw new Error(JSON.stringify(read.problems));
  return settleRiichiHanchan(compileScorer(ir), ir.riichi!, read.input);
}

/** Deal 1: exhaustive draw, only the dealer A ready: B, C, D pay him 1000 each; A keeps the deal, 1 counter. */
const DRAW = { draw: { tenpai: ['A'] } };

describe('liability under EMA 2016 3.3.9', () => {
  it('on a self-draw the liable player pays the whole hand and the counters, the others nothing', () => {
    // After deal 1: A 33000, B 29000, C 29000, D 29000; 1 counter.
    // Deal 2: B (South, non-dealer) self-draws daisangen, C fed the third dragon pung. Without liability A would pay
    // 2 × 8000 = 16000, C and D 8000 each, and each 100 × 1 counter: 16000 + 8000 + 8000 + 300 = 32300, all from C.
    // A 33000, B 29000 + 32300 = 61300, C 29000 - 32300 = -3300, D 29000 (sum 120000).
    const r = settle(EMA, [DRAW, { win: { player: 'B', hand: DAISANGEN, from: 'wall', liable: 'C' } }]);
    expect(r.problems).toEqual([]);
    expect(r.deals[1]!.scores).toEqual({ A: 33000, B: 61300, C: -3300, D: 29000 });
    const paid = r.payments.filter((p) => p.deal === 1);
    expect(paid.every((p) => p.from === 'C' && p.rule === 'liability' && p.clause === EMA.riichi!.liability!.clause)).toBe(true);
    expect(paid.reduce((s, p) => s + p.amount, 0)).toBe(32300);
  });

  it('on another player\'s discard the liable player and the discarder share the hand, the discarder pays the counters', () => {
    // Deal 2: B wins daisangen on D's discard, C liable. A non-dealer's ron: 8000 × 4 = 32000, shared: C 16000,
    // D 16000; the counter 300 × 1 from D alone. A 33000, B 29000 + 32300 = 61300, C 13000, D 12700 (sum 120000).
    const r = settle(EMA, [DRAW, { win: { player: 'B', hand: DAISANGEN, from: 'discard', discarder: 'D', liable: 'C' } }]);
    expect(r.problems).toEqual([]);
    expect(r.deals[1]!.scores).toEqual({ A: 33000, B: 61300, C: 13000, D: 12700 });
    const paid = r.payments.filter((p) => p.deal === 1).map((p) => [p.from, p.amount, p.rule]);
    expect(paid).toEqual([['C', 16000, 'liability'], ['D', 16000, 'ron-non-dealer'], ['D', 300, 'honba-ron']]);
  });

  it('a liable discarder pays as any discarder: 32000 + 300', () => {
    const r = settle(EMA, [DRAW, { win: { player: 'B', hand: DAISANGEN, from: 'discard', discarder: 'C', liable: 'C' } }]);
    expect(r.deals[1]!.scores).toEqual({ A: 33000, B: 61300, C: -3300, D: 29000 });
  });

  it('WRC 2022 shares the same way (6.2, assumption)', () => {
    const r = settle(WRC, [DRAW, { win: { player: 'B', hand: DAISANGEN, from: 'discard', discarder: 'D', liable: 'C' } }]);
    expect(r.deals[1]!.scores).toEqual({ A: 33000, B: 61300, C: 13000, D: 12700 });
  });
});

describe('liable: where it does not apply', () => {
  const codes = (ir: RegulationIR, win: Record<string, unknown>) => settle(ir, [{ win }]).problems.map((p) => [p.code, p.path.join('.'), p.text?.ru]);

  it('a hand with no liability hand', () => {
    const [p] = codes(EMA, { player: 'B', hand: TANYAO, from: 'discard', discarder: 'D', liable: 'C' });
    expect(p?.slice(0, 2)).toEqual(['deal/riichi-liability', 'deals.0.win.liable']);
    expect(p?.[2]).toContain('daisangen, daisuushii');
  });

  it('the winner liable for his own hand', () => {
    expect(codes(EMA, { player: 'B', hand: DAISANGEN, from: 'wall', liable: 'B' })[0]?.slice(0, 2)).toEqual(['deal/riichi-liability', 'deals.0.win.liable']);
  });

  it('a win given by its counters', () => {
    expect(codes(EMA, { player: 'B', yakuman: 1, from: 'wall', liable: 'C' })[0]?.slice(0, 2)).toEqual(['deal/riichi-liability', 'deals.0.win.liable']);
  });

  it('a regulation without liability', () => {
    const { liability: _liability, ...riichi } = EMA.riichi!;
    const none: RegulationIR = { ...EMA, riichi };
    const [p] = codes(none, { player: 'B', hand: DAISANGEN, from: 'wall', liable: 'C' });
    expect(p?.[0]).toBe('deal/riichi-liability');
    expect(p?.[2]).toContain('riichi.liability');
  });

  it('a liable player not at the table', () => {
    const read = readRiichiHanchan({ players: ['A', 'B', 'C', 'D'], deals: [{ win: { player: 'B', hand: DAISANGEN, from: 'wall', liable: 'Z' } }] });
    expect(read.problems.map((p) => [p.code, p.path.join('.')])).toEqual([['deal/unknown-player', 'deals.0.win.liable']]);
  });
});

describe('riichi.liability in a regulation', () => {
  it('names only hands and payments the regulation has (resolve/riichi-liability)', () => {
    const base = join(import.meta.dirname, '..', '..', '..', 'regulations', 'riichi-ema-2016.yaml');
    const r = compileInline(`regulation: club
version: "1"
extends: ${base}
name: { ru: Клуб, en: Club }
riichi:
  liability: { hands: [daisangen, suukantsu-x], discard-share: 0.5, discarder-only: [honba-x], clause: "club 1" }
`);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([['resolve/riichi-liability', 6], ['resolve/riichi-liability', 6]]);
  });
});
