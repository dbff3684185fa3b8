/**
 * Writing a regulation with the server over stdio: completion inside rule strings and of ids, the outline, the
 * "did you mean" quick fix, the links, and the code lens that runs the regulation's tests on the text as edited.
 * On a copy of the club-night child of the Bermuda Triangle; edits are never saved.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction, CodeLens, CompletionItem, DocumentLink, DocumentSymbol } from 'vscode-languageserver-protocol/node';
import { copyBermudaPair, LspClient, positionOf, textOfRange, uriOf } from '../support/lsp-client.js';

const { dir, base, child } = copyBermudaPair();
const childText = readFileSync(child, 'utf8');

describe('writing a regulation', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await LspClient.start({ root: dir });
    await client.open(child);
  }, 60_000);
  afterAll(async () => {
    expect(await client.stop()).toBe(0);
  }, 60_000);

  /** Sets the child's text and asks for completions at the end of `needle` in it. */
  const completeAfter = async (text: string, needle: string): Promise<CompletionItem[]> => {
    await client.change(child, text);
    return client.connection.sendRequest<CompletionItem[]>('textDocument/completion', {
      textDocument: { uri: uriOf(child) }, position: positionOf(text, needle, needle.length),
    });
  };
  const labels = (items: CompletionItem[]) => items.map((i) => i.label);
  const withWhen = (when: string) => childText.replace('when: count(set dragons) == 3', `when: ${when}`);

  it('completes facts, functions and keywords at the start of a condition', async () => {
    const items = await completeAfter(withWhen('"w"'), 'when: "w');
    expect(labels(items)).toEqual(expect.arrayContaining(['winner', 'win.from', 'waits', 'count', 'points', 'and', 'all tiles in']));
    expect(labels(items)).not.toContain('limit'); // only in the declaration rule
    const winner = items.find((i) => i.label === 'winner')!;
    expect(winner.detail).toBe('условие (да/нет)');
    // The word typed so far is replaced.
    expect((winner.textEdit as { range: { start: { character: number } } }).range.start).toEqual(positionOf(withWhen('"w"'), 'when: "w', 7));
  });

  it('completes a unit in count(), the tile groups after a meld kind, tags, values and groups after in', async () => {
    expect(labels(await completeAfter(withWhen('count('), 'count('))).toEqual(expect.arrayContaining(['exposed', 'concealed', 'pung', 'set', 'dragons', 'winds']));
    const afterSet = labels(await completeAfter(withWhen('count(set '), 'count(set '));
    expect(afterSet).toContain('dragons');
    expect(afterSet).not.toContain('exposed');
    expect(labels(await completeAfter(withWhen('doublings('), 'doublings('))).toEqual(['combination', 'internal']); // the tags the items carry
    expect(labels(await completeAfter(withWhen('win.from == '), 'win.from == '))).toEqual(['discard', 'wall', 'replacement', 'robbing']);
    expect(labels(await completeAfter(withWhen('shape == '), 'shape == '))).toEqual(expect.arrayContaining(['standard', 'seven-pairs']));
    const groups = await completeAfter(withWhen('all tiles in '), 'all tiles in ');
    expect(labels(groups)).toEqual(expect.arrayContaining(['dragons', 'honors', 'terminals']));
    expect(groups.find((i) => i.label === 'dragons')!.detail).toMatch(/^Драконы \(Dragons\) · пункт /);
  });

  it('completes ids: excludes, override (the parent\'s items of the section) and remove (any of the parent\'s)', async () => {
    const excludes = childText.replace('      value: 10\n\nremove', '      value: 10\n      excludes: [pung]\n\nremove');
    expect(labels(await completeAfter(excludes, 'excludes: [pung'))).toEqual(expect.arrayContaining(['pung-dragons', 'mahjong', 'three-dragon-sets-bonus']));
    const overridden = childText.replace('    - id: mahjong\n', '    - id: m\n');
    const points = labels(await completeAfter(overridden, '    - id: m'));
    expect(points).toContain('mahjong');
    expect(points).not.toContain('dragons'); // a tile group, not a points item
    const removed = childText.replace('remove: [only-minors]', 'remove: [only-minors, ]');
    expect(labels(await completeAfter(removed, 'remove: [only-minors, '))).toEqual(expect.arrayContaining(['dragons', 'mahjong', 'pung-dragons']));
  });

  it('gives an outline by section', async () => {
    await client.change(child, childText);
    const symbols = await client.connection.sendRequest<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(child) } });
    expect(symbols.map((s) => s.name)).toEqual(['regulation', 'version', 'extends', 'name', 'scoring', 'override', 'add', 'remove', 'tests']);
    const add = symbols.find((s) => s.name === 'add')!;
    expect(add.children!.map((s) => [s.name, s.children!.map((c) => [c.name, c.detail])])).toEqual([
      ['points', [['three-dragon-sets-bonus', 'Бонус за три панга драконов · 10 · Объявление клуба, п. 3']]],
    ]);
    expect(symbols.find((s) => s.name === 'tests')!.children!.map((s) => s.name)[0]).toBe('The mahjong bonus is 10 here');
  });

  it('offers the "did you mean" fix, which writes the name meant', async () => {
    const misspelt = withWhen('count(set dragns) == 3');
    const [diagnostic] = await client.change(child, misspelt);
    expect(diagnostic!.code).toBe('resolve/unknown-name');
    const actions = await client.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uriOf(child) }, range: diagnostic!.range, context: { diagnostics: [diagnostic] },
    });
    expect(actions.map((a) => a.title)).toEqual(['Заменить на «dragons»']);
    const [edit] = actions[0]!.edit!.changes![uriOf(child)]!;
    expect(edit!.newText).toBe('dragons');
    expect(textOfRange(misspelt, edit!.range)).toBe('dragns');
  });

  it('links extends to the parent', async () => {
    await client.change(child, childText);
    const links = await client.connection.sendRequest<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri: uriOf(child) } });
    expect(links.map((l) => [textOfRange(childText, l.range), l.target])).toEqual([['../bermuda-triangle.yaml', uriOf(base)]]);
  });

  it('runs the tests from the code lens on tests:, on the edited text, and shows each result', async () => {
    const lenses = () => client.connection.sendRequest<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: uriOf(child) } });
    await client.change(child, childText);
    const [run] = await lenses();
    expect(run!.command!.title).toBe('▶ Запустить тесты (4)');
    expect(run!.range.start).toEqual(positionOf(childText, '\ntests:', 1));
    const passed = await client.connection.sendRequest<{ passed: number; failed: number }>('workspace/executeCommand', run!.command!);
    expect(passed).toMatchObject({ passed: 4, failed: 0 });
    // A test edited to expect 65: the hand is worth 64 (16 points, two doublings), so it fails with the value got.
    const wrong = childText.replace('expect: { total: 64,', 'expect: { total: 65,');
    await client.change(child, wrong);
    const report = await client.connection.sendRequest<{ passed: number; failed: number; results: Array<{ ok: boolean; problems: string[] }> }>(
      'workspace/executeCommand', (await lenses())[0]!.command!,
    );
    expect(report).toMatchObject({ passed: 3, failed: 1 });
    // In the editor's language, Russian by default.
    expect(report.results[0]!.problems).toEqual(['total: ожидалось 65, получено 64']);
    expect(client.shown.at(-1)).toEqual({ type: 2, message: 'Тесты bermuda-club-night.yaml: пройдено 3, не пройдено 1' });
    expect(client.serverRequests).toContain('workspace/codeLens/refresh');
    const titles = (await lenses()).map((l) => `${l.range.start.line + 1} ${l.command!.title}`);
    expect(titles).toEqual([
      `${positionOf(wrong, '\ntests:', 1).line + 1} ▶ Запустить тесты (4)`,
      `${positionOf(wrong, '- name: The mahjong bonus').line + 1} ✗ не пройден: total: ожидалось 65, получено 64`,
      `${positionOf(wrong, '- name: Only minors').line + 1} ✓ пройден`,
      `${positionOf(wrong, '- name: Three dragon').line + 1} ✓ пройден`,
      `${positionOf(wrong, '- name: The smaller').line + 1} ✓ пройден`,
    ]);
    // Another edit: the results no longer hold.
    await client.change(child, childText);
    expect((await lenses()).length).toBe(1);
  });
});
