/**
 * Property: whatever text a regulation file holds, the compiler answers with diagnostics, never an exception.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../games/index.js';
import { parseExpression, parsePattern, parseTileSet } from '../../compiler/dsl/parse.js';

const dir = mkdtempSync(join(tmpdir(), 'reglament-fuzz-'));
const bermuda = readFileSync(join(import.meta.dirname, '..', '..', 'regulations', 'bermuda-triangle.yaml'), 'utf8');
const ruleAlphabet = fc.constantFrom(...'abcdnxyz0123456789mpsz()[]{}|,.+-*/<>=! \t\n:\'"'.split(''), 'and ', 'or ', 'not ', 'count(', 'pung ', 'chow ', 'tiles in ', 'win.from', '==');

let n = 0;
function compileText(text: string) {
  const file = join(dir, `r${n++}.yaml`);
  writeFileSync(file, text);
  return compileRegulationFile(file);
}

describe('the compiler never throws', () => {
  it('on arbitrary rule strings', () => {
    fc.assert(fc.property(fc.array(ruleAlphabet, { maxLength: 30 }).map((a) => a.join('')), (s) => {
      for (const parse of [parseExpression, parsePattern, parseTileSet]) {
        const r = parse(s);
        for (const e of r.errors) expect(e.start).toBeLessThanOrEqual(s.length);
      }
    }), { numRuns: 2000 });
  });

  it('on arbitrary text as a regulation file', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => {
      const r = compileText(s);
      expect(r.ir === undefined || r.diagnostics.every((d) => d.severity !== 'error')).toBe(true);
    }), { numRuns: 200 });
  });

  it('on a real regulation with random edits', () => {
    const edit = fc.tuple(fc.nat(bermuda.length), fc.nat(20), fc.array(ruleAlphabet, { maxLength: 5 }).map((a) => a.join('')));
    fc.assert(fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
      let text = bermuda;
      for (const [at, del, ins] of edits) text = text.slice(0, at) + ins + text.slice(at + del);
      const r = compileText(text);
      for (const d of r.diagnostics) {
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.col).toBeGreaterThanOrEqual(1);
        expect(d.code).toMatch(/^(yaml|schema|source|dsl|resolve)\//);
      }
    }), { numRuns: 300 });
  });
});
