/**
 * `reglament lsp --stdio` driven by a real protocol client: the diagnostics it publishes are those of `reglament
 * check` (code, message, range, also inside rule strings), follow every edit, and follow the unsaved text of a parent
 * in the `extends:` chain; event files get those of reading them.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DidChangeWatchedFilesNotification, FileChangeType, type Diagnostic as LspDiagnostic } from 'vscode-languageserver-protocol/node';
import { diagnosticHint, diagnosticMessage, type Diagnostic } from '../../compiler/index.js';
import { compileRegulationFile, loadEventFile } from '../../games/index.js';
import { LspClient, uriOf } from '../support/lsp-client.js';
import { ROOT, runCli } from '../support/run-cli.js';

const fixtures = join(ROOT, 'test', 'fixtures', 'bad');
const badFiles = readdirSync(fixtures).filter((f) => f.endsWith('.yaml')).sort();

/** What a published diagnostic says, in a comparable line. */
const brief = (d: LspDiagnostic) =>
  `${d.range.start.line + 1}:${d.range.start.character + 1}-${d.range.end.line + 1}:${d.range.end.character + 1} ${String(d.code)} ${d.message}`;
/**
 * The same line for a compiler diagnostic, written as check prints it in Russian (the server's language unless the
 * client asks for another): the message, then its hint on a line of its own.
 */
const expected = (d: Diagnostic) =>
  `${d.line}:${d.col}-${d.endLine}:${d.endCol} ${d.code} ${diagnosticMessage(d, 'ru')}${d.hint !== undefined ? `\nподсказка: ${diagnosticHint(d, 'ru')}` : ''}`;

/** Writes a file as an editor saves it: whole, never seen half-written (a new file renamed over the old). */
function writeAtOnce(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** The text a one-line range covers in a text. */
const covered = (text: string, d: LspDiagnostic) => text.split('\n')[d.range.start.line]!.slice(d.range.start.character, d.range.end.character);

describe('diagnostics as reglament check reports them', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await LspClient.start({ root: fixtures });
  }, 60_000);
  afterAll(async () => {
    expect(await client.stop()).toBe(0);
  }, 60_000);

  it.each(badFiles)('%s', async (name) => {
    const file = join(fixtures, name);
    const published = await client.open(file);
    const own = compileRegulationFile(file).diagnostics.filter((d) => resolve(d.file) === file);
    expect(published.map(brief).sort()).toEqual(own.map(expected).sort());
    expect(published.every((d) => d.source === 'reglament')).toBe(true);
    await client.close(file);
  });

  it('agrees with `reglament check --json`, positions inside rule strings included', async () => {
    const file = join(fixtures, 'several-errors.yaml');
    const check = JSON.parse(runCli('check', '--json', file).out) as { diagnostics: Diagnostic[] };
    const published = await client.open(file);
    expect(published.map(brief).sort()).toEqual(check.diagnostics.map(expected).sort());
    const text = readFileSync(file, 'utf8');
    const inRule = published.find((d) => d.code === 'resolve/unknown-name')!;
    expect(covered(text, inRule)).toBe('dragon'); // in `count: count(set dragon)`
    await client.close(file);
  });
});

describe('diagnostics follow the editor', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reglament-lsp-'));
  const parent = join(dir, 'parent.yaml');
  const child = join(dir, 'child.yaml');
  let client: LspClient;
  beforeAll(async () => {
    copyFileSync(join(fixtures, 'parent.yaml'), parent);
    copyFileSync(join(fixtures, 'good-child.yaml'), child);
    client = await LspClient.start({ root: dir });
  }, 60_000);
  afterAll(async () => {
    expect(await client.stop()).toBe(0);
  }, 60_000);

  it('an error typed into a rule string appears at its characters, and goes when it is fixed', async () => {
    const text = readFileSync(parent, 'utf8');
    expect(await client.open(parent)).toEqual([]);
    const at = text.split('\n').findIndex((l) => l.includes('when: winner'));
    const col = text.split('\n')[at]!.indexOf('winner');
    // Typing "z" after "winner": an incremental change, as editors send.
    const typed = await client.change(parent, [{ range: { start: { line: at, character: col + 6 }, end: { line: at, character: col + 6 } }, text: 'z' }]);
    expect(typed.map((d) => `${d.code} ${d.message}`)).toEqual(["resolve/unknown-name неизвестное имя 'winnerz'\nподсказка: может быть, «winner»?"]); // in Russian, the server's default
    expect(typed[0]!.range).toEqual({ start: { line: at, character: col }, end: { line: at, character: col + 7 } });
    expect(await client.change(parent, text)).toEqual([]);
    await client.close(parent);
  });

  it('a child is checked against the unsaved text of its open parent', async () => {
    const parentText = readFileSync(parent, 'utf8');
    await client.open(parent);
    expect(await client.open(child)).toEqual([]);
    // The parent misspells the id of the item the child overrides; nothing is saved.
    const childNext = client.nextDiagnostics(child, (ds) => ds.length > 0);
    await client.change(parent, parentText.replace('id: mahjong', 'id: mahjongg'));
    const childDiagnostics = await childNext;
    expect(childDiagnostics.map((d) => String(d.code))).toEqual(['source/override-unknown']);
    expect(childDiagnostics[0]!.message).toContain('может быть, «mahjongg»?');
    const fixed = client.nextDiagnostics(child, (ds) => ds.length === 0);
    await client.change(parent, parentText);
    expect(await fixed).toEqual([]);
    expect(readFileSync(parent, 'utf8')).toBe(parentText);
    await client.close(parent);
    await client.close(child);
  });

  it('a parent that is not open: the errors the child\'s compilation finds there are shown in it; a change on disk is read', async () => {
    const parentText = readFileSync(parent, 'utf8');
    await client.open(child);
    const broken = parentText.replace('when: winner', 'when: winnr');
    writeAtOnce(parent, broken);
    const inParent = client.nextDiagnostics(parent, (ds) => ds.length > 0); // (an empty list may still come from closing it)
    await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: uriOf(parent), type: FileChangeType.Changed }] });
    expect((await inParent).map((d) => `${String(d.code)} ${covered(broken, d)}`)).toEqual(['resolve/unknown-name winnr']);
    writeAtOnce(parent, parentText);
    const cleared = client.nextDiagnostics(parent, (ds) => ds.length === 0);
    await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: uriOf(parent), type: FileChangeType.Changed }] });
    expect(await cleared).toEqual([]);
    await client.close(child);
  });

  it('a YAML file that is not a regulation gets no diagnostics', async () => {
    const other = join(dir, 'workflow.yaml');
    mkdirSync(dir, { recursive: true });
    writeFileSync(other, 'on: push\njobs:\n  test: { runs-on: ubuntu-latest }\n');
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uriOf(other), languageId: 'yaml', version: 1, text: readFileSync(other, 'utf8') } });
    await client.open(parent); // its diagnostics come after the other file's would have
    expect(client.diagnostics.has(uriOf(other))).toBe(false);
    await client.close(other);
    await client.close(parent);
  });
});

describe('event files', () => {
  const events = join(ROOT, 'test', 'fixtures', 'events');
  const bad = readdirSync(events).filter((f) => f.startsWith('bad-') && f.endsWith('.yaml')).sort();

  it('get the diagnostics of reading them, as the event commands report them, and follow edits', async () => {
    const client = await LspClient.start({ root: events });
    let withProblems = 0; // (some bad events are bad only under their regulation: none when read alone)
    for (const name of bad) {
      const file = join(events, name);
      const own = loadEventFile(file).diagnostics.filter((d) => resolve(d.file) === file);
      if (own.length > 0) withProblems++;
      expect((await client.open(file)).map(brief).sort(), name).toEqual(own.map(expected).sort());
      await client.close(file);
    }
    expect(withProblems).toBeGreaterThanOrEqual(5);
    // An unsaved edit: a player id repeated.
    const file = join(events, 'bad-duplicate-player.yaml');
    const text = readFileSync(file, 'utf8');
    await client.open(file);
    const fixed = await client.change(file, text.replace(/regulation: .*/, 'regulation: ./no-such-regulation.yaml'));
    expect(fixed.map((d) => String(d.code))).toContain('event/regulation-missing');
    expect(await client.stop()).toBe(0);
  }, 120_000);
});
