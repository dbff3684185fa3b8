/**
 * The IR of every bundled regulation (the examples too) matches schemas/ir.schema.json, and loadIr rejects broken IR.
 * The compile cache (cli/regulation-cache.ts) relies on it: it gives back the compiler's IR without checking the
 * schema again.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../games/index.js';
import { loadIr } from '../../runtime/ir/load-ir.js';
import { IR_VERSION } from '../../runtime/ir/types.js';

const dir = join(import.meta.dirname, '..', '..', 'regulations');
const bundled = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).sort();

describe('IR schema', () => {
  it.each(bundled)('%s compiles to IR that the schema accepts', (file) => {
    const { ir } = compileRegulationFile(join(dir, file));
    const loaded = loadIr(JSON.parse(JSON.stringify(ir)));
    expect('errors' in loaded ? loaded.errors : []).toEqual([]);
  });

  it('rejects IR of another version and a broken expression', () => {
    const { ir } = compileRegulationFile(join(dir, 'bermuda-triangle.yaml'));
    const copy = JSON.parse(JSON.stringify(ir));
    copy.irVersion = IR_VERSION - 1;
    copy.scoring.points[0].count = { op: 'count' };
    const loaded = loadIr(copy);
    expect('errors' in loaded && loaded.errors[0]).toBe(`irVersion ${IR_VERSION - 1} is not ${IR_VERSION}: recompile the regulation`);
    expect('errors' in loaded && loaded.errors.length).toBeGreaterThan(1);
  });
});
