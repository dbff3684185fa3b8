/**
 * Pulya files in the editor (`reglament lsp --stdio` with a real protocol client): a pulya that names its regulation
 * (`regulation:`, relative to its folder) gets every problem `reglament pulya` reports under that regulation, at the
 * same positions; one that names none gets the problems of its structure; a regulation that cannot settle it is
 * named at its `regulation:` key.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver-protocol/node';
import { LspClient } from '../support/lsp-client.js';
import { ROOT, runCli } from '../support/run-cli.js';

const regulation = join(ROOT, 'regulations', 'preference-festival-2011.yaml');
const badDeals = readFileSync(join(ROOT, 'test', 'fixtures', 'pulya', 'bad-deals.yaml'), 'utf8');

/** Where a published diagnostic is and its code: `line:col code` (from 1). */
const where = (d: LspDiagnostic) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${String(d.code)}`;

describe('pulya files', () => {
  it('get the problems of settling them under the regulation they name, as `reglament pulya` reports them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reglament-lsp-pulya-'));
    const file = join(dir, 'table-3.yaml');
    writeFileSync(file, `regulation: ${regulation}\n${badDeals}`);
    // The command, under the same regulation: `file:line:col  ошибка  code  message` per problem (exit 2).
    const cli = runCli('pulya', regulation, file);
    expect(cli.code).toBe(2);
    const reported = [...cli.err.matchAll(/^.*?:(\d+):(\d+) {2}\S+ {2}(\S+) /gm)].map((m) => `${m[1]}:${m[2]} ${m[3]}`);
    // bad-deals.yaml: a 6 after an all-pass (pulya/exit), a half-whist on an 8, and the unknown declarer D twice.
    expect(reported).toHaveLength(4);
    const client = await LspClient.start({ root: dir });
    try {
      expect((await client.open(file)).map(where).sort()).toEqual([...reported].sort());

      // Without its regulation, the structure only: the same deals hold no structural problem...
      const text = readFileSync(file, 'utf8');
      const alone = text.replace(/^regulation: .*\n/, '');
      expect(await client.change(file, alone)).toEqual([]);
      // ...and a misspelt key is two, at the deal on line 3 (`  - dealr: A`): the unknown key, the dealer missing.
      const misspelt = await client.change(file, alone.replace('  - dealer: A\n', '  - dealr: A\n'));
      expect(misspelt.map(where)).toEqual(['3:5 pulya/format', '3:5 pulya/format']);
      // In the editor's language, Russian by default.
      expect(misspelt.map((d) => d.message).join('\n')).toMatch(/неизвестный ключ «dealr»[^]*dealer: код сдающего игрока/);

      // A regulation that cannot settle it: missing, or not a preference regulation.
      const missing = await client.change(file, `regulation: ./none.yaml\n${badDeals}`);
      expect(missing.map(where)).toEqual(['1:13 pulya/regulation']);
      expect(missing[0]!.message).toContain('не найден'); // the server speaks Russian by default
      const mahjong = await client.change(file, `regulation: ${join(ROOT, 'regulations', 'repino-2008.yaml')}\n${badDeals}`);
      expect(mahjong.map(where)).toEqual(['1:13 pulya/regulation']);
      expect(mahjong[0]!.message).toContain('preference');
    } finally {
      expect(await client.stop()).toBe(0);
    }
  }, 120_000);
});
