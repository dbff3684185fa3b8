/**
 * Hover, go to definition, references and rename over stdio, on the bundled Bermuda Triangle and its club-night
 * child (copied into a folder of their own, so that the files extending the parent are exactly these).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hover, Location, WorkspaceEdit } from 'vscode-languageserver-protocol/node';
import { copyBermudaPair, LspClient, positionOf, textOfRange, uriOf } from '../support/lsp-client.js';
import { ROOT } from '../support/run-cli.js';

const { dir, base, child } = copyBermudaPair();
const baseText = readFileSync(base, 'utf8');
const childText = readFileSync(child, 'utf8');
const repino = join(ROOT, 'regulations', 'repino-2008.yaml');
const repinoText = readFileSync(repino, 'utf8');

const at = (file: string, position: { line: number; character: number }) => ({ textDocument: { uri: uriOf(file) }, position });
const hoverText = (h: Hover | null) => (h?.contents as { value: string } | undefined)?.value ?? '';
const where = (locations: Location[]) => locations.map((l) => `${l.uri === uriOf(base) ? 'base' : 'child'}:${l.range.start.line + 1}`).sort();

describe('hover, definition, references and rename', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await LspClient.start({ root: dir });
    await client.open(base);
    await client.open(child);
    await client.open(repino);
  }, 60_000);
  afterAll(async () => {
    expect(await client.stop()).toBe(0);
  }, 60_000);

  it('hover on a tile group: names, section, clause and tiles, in Russian', async () => {
    const h = await client.connection.sendRequest<Hover | null>('textDocument/hover', at(repino, positionOf(repinoText, 'id: majors', 5)));
    expect(hoverText(h)).toContain('**majors** — Мажоры (Majors)');
    expect(hoverText(h)).toContain('Группы костей · пункт В.1');
    expect(hoverText(h)).toContain('кости: `terminals honors`');
    expect(textOfRange(repinoText, h!.range!)).toBe('majors');
  });

  it('hover on a fact inside a rule string explains it', async () => {
    const h = await client.connection.sendRequest<Hover | null>('textDocument/hover', at(base, positionOf(baseText, 'when: winner\n', 7)));
    expect(hoverText(h)).toBe('**winner** — факт руки · тип: условие (да/нет)\n\nрука объявила маджонг (в записи есть +выигрышная кость)');
  });

  it('hover on an overridden item: the merged item and what the parent had', async () => {
    const h = await client.connection.sendRequest<Hover | null>('textDocument/hover', at(child, positionOf(childText, 'id: mahjong', 5)));
    // The child overrides the value (20 in the parent) and the clause.
    expect(hoverText(h)).toContain('- значение: 10');
    expect(hoverText(h)).toContain('**В родительском регламенте (bermuda-triangle.yaml):**');
    expect(hoverText(h)).toContain('- значение: 20 → 10');
  });

  it('goes to the definition of a group from a rule string, and of the parent\'s items from override and remove', async () => {
    const group = await client.connection.sendRequest<Location[]>('textDocument/definition', at(child, positionOf(childText, 'count(set dragons)', 10)));
    expect(group.map((l) => `${l.uri === uriOf(base)} ${textOfRange(baseText, l.range)}`)).toEqual(['true dragons']);
    expect(group[0]!.range.start).toEqual(positionOf(baseText, 'id: dragons', 4));
    const removed = await client.connection.sendRequest<Location[]>('textDocument/definition', at(child, positionOf(childText, 'remove: [only-minors]', 10)));
    expect(removed.map((l) => l.range.start)).toEqual([positionOf(baseText, 'id: only-minors', 4)]);
    const overridden = await client.connection.sendRequest<Location[]>('textDocument/definition', at(child, positionOf(childText, 'id: mahjong', 5)));
    expect(overridden.map((l) => l.range.start)).toEqual([positionOf(baseText, 'id: mahjong\n', 4)]);
  });

  it('finds the references of an id in the parent and in the child that extends it', async () => {
    const refs = await client.connection.sendRequest<Location[]>('textDocument/references', {
      ...at(base, positionOf(baseText, 'id: mahjong\n', 5)), context: { includeDeclaration: false },
    });
    // In the child: the override and the items of two tests; in the parent: its tests' items.
    expect(where(refs).filter((w) => w.startsWith('child'))).toEqual(['child:17', 'child:37', 'child:45']);
    expect(where(refs).filter((w) => w.startsWith('base')).length).toBeGreaterThan(0);
    for (const l of refs) expect(textOfRange(l.uri === uriOf(base) ? baseText : childText, l.range)).toBe('mahjong');
  });

  it('renames an id in the parent and in the files that extend it', async () => {
    const edit = await client.connection.sendRequest<WorkspaceEdit>('textDocument/rename', {
      ...at(child, positionOf(childText, 'id: mahjong', 5)), newName: 'going-mahjong',
    });
    const changes = edit.changes!;
    expect(Object.keys(changes).sort()).toEqual([uriOf(child), uriOf(base)].sort());
    for (const [uri, edits] of Object.entries(changes)) {
      for (const e of edits) {
        expect(e.newText).toBe('going-mahjong');
        expect(textOfRange(uri === uriOf(base) ? baseText : childText, e.range)).toBe('mahjong');
      }
    }
    expect(changes[uriOf(child)]!.length).toBe(3);
    expect(changes[uriOf(base)]!.map((e) => e.range.start)).toContainEqual(positionOf(baseText, 'id: mahjong\n', 4));
  });

  it('renames a tag: its mentions in tags and in doublings(...)', async () => {
    const edit = await client.connection.sendRequest<WorkspaceEdit>('textDocument/rename', {
      ...at(base, positionOf(baseText, 'doublings(internal)', 12)), newName: 'inner',
    });
    const edits = edit.changes![uriOf(base)]!;
    expect(edits.map((e) => textOfRange(baseText, e.range))).toEqual(edits.map(() => 'internal'));
    // The rule's `doublings(internal)` and the first tagged doublings (their lines as the file has them today).
    const lineOf = (text: string, from = 0) => baseText.slice(0, baseText.indexOf(text, from)).split('\n').length;
    const firstTag = baseText.indexOf('tags: [internal]');
    expect(edits.map((e) => e.range.start.line + 1).sort((a, b) => a - b)).toEqual(expect.arrayContaining([
      lineOf('doublings(internal) >= 1)'), lineOf('tags: [internal]'), lineOf('tags: [internal]', firstTag + 1),
    ]));
  });

  it('refuses to rename a word of the language, or to a name that is not an id', async () => {
    await expect(client.connection.sendRequest('textDocument/prepareRename', at(base, positionOf(baseText, 'when: winner\n', 7))))
      .rejects.toThrow("«winner» — слово языка правил, его нельзя переименовать");
    await expect(client.connection.sendRequest('textDocument/rename', { ...at(base, positionOf(baseText, 'id: mahjong\n', 5)), newName: 'Going Mahjong' }))
      .rejects.toThrow('не id');
    await expect(client.connection.sendRequest('textDocument/rename', { ...at(base, positionOf(baseText, 'id: mahjong\n', 5)), newName: 'only-minors' }))
      .rejects.toThrow('уже есть');
  });
});

describe('the language of the texts', () => {
  it('is English with --lang en, and with an English locale', async () => {
    for (const options of [{ args: ['--lang', 'en'] }, { locale: 'en-US' }]) {
      const client = await LspClient.start({ ...options, root: dir });
      await client.open(base);
      const h = await client.connection.sendRequest<Hover | null>('textDocument/hover', at(base, positionOf(baseText, 'when: winner\n', 7)));
      expect(hoverText(h)).toBe('**winner** — fact of the hand · type: condition (true/false)\n\nthe hand declared mahjong (the notation has a +winning tile)');
      expect(await client.stop()).toBe(0);
    }
  });
});
