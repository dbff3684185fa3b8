/**
 * Completion of ids in a list a game's section writes (its `idLists`, games/<game>/index.ts), not known to the editor
 * by name: Sichuan's `sichuan.wall-end.excludes` names doublings of the regulation (sbr-2024.yaml: kong, root, ...).
 * The bundled regulation is opened and edited in memory only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionItem } from 'vscode-languageserver-protocol/node';
import { LspClient, positionOf, uriOf } from '../support/lsp-client.js';
import { ROOT } from '../support/run-cli.js';

const sbr = join(ROOT, 'regulations', 'sbr-2024.yaml');
const sbrText = readFileSync(sbr, 'utf8');

describe("completion in a game's list of ids", () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await LspClient.start({ root: join(ROOT, 'regulations') });
    await client.open(sbr);
  }, 60_000);
  afterAll(async () => {
    expect(await client.stop()).toBe(0);
  }, 60_000);

  it("offers the doublings in Sichuan's wall-end exclusions", async () => {
    const needle = 'excludes: [kong, ';
    const text = sbrText.replace('excludes: [kong, win-after-kong,', `${needle}r, win-after-kong,`);
    expect(text).not.toBe(sbrText);
    await client.change(sbr, text);
    const items = await client.connection.sendRequest<CompletionItem[]>('textDocument/completion', {
      textDocument: { uri: uriOf(sbr) }, position: positionOf(text, needle, needle.length + 1),
    });
    // The regulation's doublings (sbr-2024.yaml, scoring.doublings), the one section the list names.
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(['root', 'full-flush', 'under-the-sea', 'robbing-the-kong']));
  });
});
