/**
 * The editor on a game's own sections, which it knows from the games' modules (games/<game>/index.ts), not by name:
 * completion of ids in a list a game's section writes (`idLists`: Sichuan's `sichuan.wall-end.excludes` names
 * doublings of the regulation, sbr-2024.yaml: kong, root, ...), and the hover of an entry of a game's list section
 * titled by the game's diff section (preference's contracts). The bundled regulations are opened, edited in memory only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionItem, Hover } from 'vscode-languageserver-protocol/node';
import { LspClient, positionOf, uriOf } from '../support/lsp-client.js';
import { ROOT } from '../support/run-cli.js';

const sbr = join(ROOT, 'regulations', 'sbr-2024.yaml');
const sbrText = readFileSync(sbr, 'utf8');
const festival = join(ROOT, 'regulations', 'preference-festival-2011.yaml');
const festivalText = readFileSync(festival, 'utf8');

describe("a game's sections in the editor", () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await LspClient.start({ root: join(ROOT, 'regulations') });
    await client.open(sbr);
    await client.open(festival);
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

  it("titles a contract's hover by the game's section (preference's contracts)", async () => {
    const h = await client.connection.sendRequest<Hover | null>('textDocument/hover', {
      textDocument: { uri: uriOf(festival) }, position: positionOf(festivalText, '- id: six', 7),
    });
    // games/preference/index.ts: diffSection 'preference', «Преферанс: контракты и конвенции»; the contract's clause.
    expect((h?.contents as { value: string } | undefined)?.value ?? '').toContain('Преферанс: контракты и конвенции · пункт 7. Система записи');
  });
});
