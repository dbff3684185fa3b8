/**
 * Riichi sticks left at the end of a WRC hanchan need a committee's decision (#14): the file gives them to the first
 * place as an assumption, the alternative being "to nobody". The assumption and its alternative are shown where a
 * judge or a committee member looks: `reglament check --assumptions` (listAssumptions), `reglament deal` (text and
 * JSON) under the sticks left, and the desk's sheet (app/client/riichi-sheet.ts; its browser test). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { GAMES, readRiichiHanchan, settleRiichiHanchan } from '../../../games/index.js';
import { renderRiichiHanchanText, riichiHanchanJson } from '../../../games/riichi/deal.js';
import { listAssumptions } from '../../../present/index.js';
import { compileScorer, type RegulationIR } from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const WRC = irOfFile('regulations/riichi-wrc-2022.yaml');

/**
 * One deal: B declares riichi, exhaustive draw with B alone tenpai. Noten payment 3,000 (WRC 5.7.2): A, C, D pay 1,000
 * each to B. B 30,000 − 1,000 (stick) + 3,000 = 32,000; A, C, D 29,000. One stick is left on the table.
 */
function settle(ir: RegulationIR) {
  const read = readRiichiHanchan({ players: ['A', 'B', 'C', 'D'], deals: [{ riichi: ['B'], draw: { tenpai: ['B'] } }] });
  if (!read.input) throw new Error(JSON.stringify(read.problems));
  return settleRiichiHanchan(compileScorer(ir), ir.riichi!, read.input);
}

describe('the sticks left at the end of a WRC hanchan', () => {
  it('go to the first place, B (+1,000), and the deal text says it is an assumption with its alternative', () => {
    const r = settle(WRC);
    expect(r.problems).toEqual([]);
    expect(r.leftover).toEqual({ sticks: 1, to: ['B'], each: 1000 });
    const ru = renderRiichiHanchanText(WRC, r, 'ru').split('\n');
    const at = ru.indexOf('  Оставшиеся палочки: 1 -> B +1000');
    expect(at).toBeGreaterThan(0);
    expect(ru[at + 1]).toMatch(/^ {4}\(допущение регламента, WRC 5\.9\.2 Hanchan score and uma: Палочки получает первое место/);
    expect(ru[at + 1]).toContain('Иначе: палочки, оставшиеся в конце, не получает никто (value nobody))');
    expect(renderRiichiHanchanText(WRC, r, 'en')).toContain('Otherwise: the sticks left at the end go to nobody (value nobody))');
    expect(riichiHanchanJson(WRC, r).leftover.assumption?.alternative?.en).toBe('the sticks left at the end go to nobody (value nobody)');
  });

  it('under the alternative (value nobody, decided: no assumption) go to nobody, and the text says so', () => {
    const nobody: RegulationIR = { ...WRC, riichi: { ...WRC.riichi!, leftoverSticks: { value: 'nobody', clause: 'WRC 5.9.2', origin: WRC.riichi!.leftoverSticks.origin } } };
    const r = settle(nobody);
    // Nobody gets the stick: B 32,000 stays; the table's scores sum to 119,000.
    expect(r.leftover).toEqual({ sticks: 1, to: [], each: 0 });
    const text = renderRiichiHanchanText(nobody, r, 'ru');
    expect(text).toContain('  Оставшиеся палочки: 1 -> никому');
    expect(text).not.toContain('допущение регламента');
    expect(riichiHanchanJson(nobody, r).leftover).toEqual({ sticks: 1, to: [], each: 0 });
  });

  it('is listed by `check --assumptions` with its alternative, in Russian and English', () => {
    const ru = listAssumptions(WRC, 'ru', 'text', GAMES).split('\n').find((l) => l.includes('[riichi.leftover-sticks]'));
    expect(ru).toContain('WRC 5.9.2 Hanchan score and uma');
    expect(ru).toContain('(иначе: палочки, оставшиеся в конце, не получает никто (value nobody))');
    const en = listAssumptions(WRC, 'en', 'text', GAMES).split('\n').find((l) => l.includes('[riichi.leftover-sticks]'));
    expect(en).toContain('the sticks left at the end go to nobody (value nobody)');
  });
});
