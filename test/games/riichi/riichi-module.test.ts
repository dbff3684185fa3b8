/**
 * Riichi as a game module (games/riichi/): its `riichi:` section is lowered, merged in a child file and listed by
 * the diff only through the module; the compiler alone refuses a regulation with the section (a bug of the caller).
 * Values from regulations/riichi-wrc-2022.yaml: start-points 30000 (WRC 4.1), uma [15000, 5000, -5000, -15000]
 * (WRC 5.9.2), riichi-stick 1000 (WRC 5.7.4).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile as compileWithout } from '../../../compiler/index.js';
import { compileRegulationFile, diffRegulations, GAMES } from '../../../games/index.js';
import { riichi } from '../../../games/riichi/index.js';

const wrc = join(import.meta.dirname, '..', '..', '..', 'regulations', 'riichi-wrc-2022.yaml');

describe('the riichi game module', () => {
  it('is one of the games and claims its section and IR part', () => {
    expect(GAMES).toContain(riichi);
    expect(riichi).toMatchObject({ game: 'mahjong-riichi', mergedSections: ['riichi'], irParts: ['riichi'] });
  });

  it('lowers the riichi: section with its clauses', () => {
    const r = compileRegulationFile(wrc);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.ir!.riichi!.startPoints).toMatchObject({ value: 30000, clause: 'WRC 4.1 Starting points' });
    expect(r.ir!.riichi!.uma.value).toEqual([15000, 5000, -5000, -15000]);
  });

  it('the compiler without the module refuses the section by name', () => {
    expect(() => compileWithout(wrc)).toThrow(/riichi/);
  });

  it('a child changes one key (merged key by key) and the diff lists it as riichi.<key>', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reglament-riichi-'));
    const file = join(dir, 'stick.yaml');
    writeFileSync(file, `regulation: stick\nversion: "1"\nextends: ${wrc}\nriichi:\n  riichi-stick: { value: 2000, clause: x }\n`);
    const child = compileRegulationFile(file);
    expect(child.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The stick changed 1000 -> 2000; the start score (30000) is inherited.
    expect(child.ir!.riichi!.riichiStick).toMatchObject({ value: 2000, clause: 'x' });
    expect(child.ir!.riichi!.startPoints.value).toBe(30000);
    const changes = diffRegulations(compileRegulationFile(wrc).ir!, child.ir!).filter((c) => c.section === 'riichi');
    expect(changes.map((c) => [c.change, c.id])).toEqual([['changed', 'riichi.riichi-stick']]);
  });
});
