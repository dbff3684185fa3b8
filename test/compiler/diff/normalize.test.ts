/**
 * A regulation as comparable records: every rule of every section, readable, origins kept apart.
 */
import { describe, expect, it } from 'vitest';
import { formatTileSet } from '../../../compiler/index.js';
import { compileRegulationFile, listRules } from '../../../games/index.js';
import type { RegulationIR } from '../../../runtime/index.js';

const repino = compileRegulationFile('regulations/repino-2008.yaml').ir as RegulationIR;

describe('listRules', () => {
  it('lists every group, shape, item, penalty and procedure, and the settings of each section', () => {
    const rules = listRules(repino);
    const count = (family: string) => rules.filter((r) => r.family === family).length;
    expect(count('group')).toBe(repino.groups.length);
    expect(count('shape')).toBe(repino.shapes.length);
    expect(count('item')).toBe(repino.scoring.points.length + repino.scoring.doublings.length + repino.scoring.limits.length);
    expect(count('penalty')).toBe(repino.penalties!.length);
    expect(count('procedure')).toBe(repino.procedures.length);
    // scoring: base, house-limit, limit-vs-points, declare (no doubling cap), and the impossible-hand rule;
    // settlement: 4 switches; tournament: 6 of table points (per, places, ties, vist-bands, limit-bonus,
    // redeal-points) + standings, round-winds, east-rotates, seating, rounds + 3 cuts (after 4, 5, 6) + final and
    // its winds + sanctions, after-disqualification, played-substitutes = 6 + 5 + 3 + 2 + 3 = 19
    expect(rules.filter((r) => r.section === 'scoring').map((r) => r.id)).toEqual([
      'scoring.base', 'scoring.house-limit', 'scoring.limit-vs-points', 'scoring.declare', 'immediate-calling-draws-nothing',
    ]);
    expect(rules.filter((r) => r.section === 'settlement')).toHaveLength(4);
    expect(rules.filter((r) => r.section === 'tournament')).toHaveLength(19);
  });

  it('ids are unique within a family; settings are named by their YAML path', () => {
    const rules = listRules(repino);
    const keys = rules.map((r) => `${r.family}:${r.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rules.filter((r) => r.family === 'setting').every((r) => /^(scoring|settlement|tournament)\./.test(r.id))).toBe(true);
  });

  it('keeps the origin apart from the view', () => {
    const mahjong = listRules(repino).find((r) => r.id === 'mahjong')!;
    expect(mahjong.origin).toMatchObject({ file: 'regulations/repino-2008.yaml' });
    expect(mahjong.view).not.toHaveProperty('origin');
    expect(mahjong.view).toMatchObject({ kind: 'points', when: 'winner', value: 20 });
  });
});

describe('formatTileSet', () => {
  // Tile numbers: 1m-9m are 0-8, 1p-9p 9-17, 1s-9s 18-26, 1z-7z 27-33.
  const base: Record<string, number> = { m: 0, p: 9, s: 18, z: 27 };
  const tiles = (text: string) => [...text.matchAll(/(\d+)([mpsz])/g)].flatMap(([, ranks, suit]) => [...ranks!].map((r) => base[suit!]! + Number(r) - 1));
  it.each([
    ['123456789m', '1-9m'],
    ['19m19p19s', '1m 9m 1p 9p 1s 9s'],
    ['1234567z', '1-7z'],
    ['2345678m2345678p2345678s', '2-8m 2-8p 2-8s'],
    ['23468s6z', '2-4s 6s 8s 6z'],
    ['89m1p', '8m 9m 1p'],
    ['9m9m1m', '1m 9m'],
  ])('%s -> %s (runs of three or more become ranges; runs never cross suits)', (hand, text) => {
    expect(formatTileSet(tiles(hand))).toBe(text);
  });
});
