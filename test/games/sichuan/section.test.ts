/**
 * The `sichuan:` section of a regulation: lowered to SichuanIR with its clauses, required in full in a base file,
 * merged key by key in a child file, and its wall-end exclusions checked against the regulation's doublings.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../../games/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const dir = mkdtempSync(join(tmpdir(), 'reglament-sichuan-'));
const base = join(import.meta.dirname, '..', '..', '..', 'regulations', 'sbr-2024.yaml');

/** Writes a child of sbr-2024.yaml with the given body and compiles it. */
function child(name: string, body: string) {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, `regulation: ${name}\nversion: "1"\nextends: ${base}\n${body}`);
  return compileRegulationFile(file);
}

describe('the sichuan: section', () => {
  it('lowers every setting with its clause (sbr-2024)', () => {
    const s = irOfFile('regulations/sbr-2024.yaml').sichuan!;
    expect(s.kongs).toMatchObject({ value: { concealed: 2, discard: 2, promoted: 1, 'from-hand': 0 }, clause: 'Табл. 7' });
    expect(s.selfDrawBonus.value).toBe(1);
    expect(s.falseHu.value).toEqual({ waiting: 8, notWaiting: 8 });
    expect(s.voidSuit.value).toEqual({ wallEnd: -48, declaredSet: -48, wallEndTiles: 'standing', exemption: 'all-discards-void' });
    expect(s.minorViolations).toBeNull();
    expect(s.falseHu.assumption?.text.en).toMatch(/8 to each player still in the deal/);
  });

  it('a child overrides one key and inherits the others', () => {
    const r = child('one-key', 'sichuan:\n  void-suit: { value: -16, declared-set: -16, wall-end-tiles: all, clause: x }\n');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.ir!.sichuan!.voidSuit).toMatchObject({ value: { wallEnd: -16, declaredSet: -16, wallEndTiles: 'all', exemption: null }, clause: 'x' });
    expect(r.ir!.sichuan!.kongs.value.concealed).toBe(2);
  });

  it('an unknown fan excluded at wall end is reported at its position, with a suggestion', () => {
    const r = child('bad-fan', 'sichuan:\n  wall-end: { excludes: [kong, under-the-see], clause: x }\n');
    expect(r.ir).toBeUndefined();
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'resolve/unknown-wall-end-fan', line: 5, hint: "did you mean 'under-the-sea'?" })]);
  });

  it('a base file needs every setting', () => {
    const file = join(dir, 'base.yaml');
    writeFileSync(file, 'regulation: b\nversion: "1"\ngame: mahjong-sichuan\nname: { ru: b, en: b }\nsichuan:\n  void-suit: { value: -48, clause: x }\n');
    const r = compileRegulationFile(file);
    expect(r.diagnostics.filter((d) => d.code === 'schema/missing-key').map((d) => d.message)).toContainEqual(expect.stringContaining('"kongs"'));
  });
});
