/**
 * `reglament score <regulation> --hands <file|->` as a user runs it (the built dist/cli/main.cjs; npm test builds
 * first): one hand a line with its flags as on the command line, JSON Lines of exactly the objects `score --json`
 * prints, `{"line": n, "error": "..."}` for a bad line, exit 2 at the end when any line was bad, a compact table
 * without --json. The expected objects are `score --json`'s own for the same hand and flags: the contract is that
 * the two are the same, whatever the scorer says.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { addScoreOptions } from '../../cli/score-options.js';
import { CLI, CLI_CACHE_HOME, ROOT, runCliWith } from '../support/run-cli.js';

const repino = 'regulations/repino-2008.yaml';
const dir = mkdtempSync(join(tmpdir(), 'reglament-batch-'));

function handsFile(name: string, lines: string[]): string {
  const file = join(dir, name);
  writeFileSync(file, lines.join('\n'));
  return file;
}

/** What `score --json` prints for one hand and its flags, parsed. */
function single(words: string[]): unknown {
  const r = runCliWith(['score', repino, ...words, '--json']);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
}

/** The JSON Lines of a batch run, parsed. */
const jsonLines = (out: string): unknown[] => out.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as unknown);

describe('score --hands', () => {
  it('answers every line in order with the object `score --json` prints, and a bad line with its number', () => {
    const file = handsFile('mixed.txt', [
      '# a judge\'s hands, one a line',
      '123m456m789m2m[777z]+2m',
      '',
      '1m9m1p9p1s9s1z2z3z4z5z6z7z+1m --win wall --last-tile   # thirteen orphans',
      '333m3m33m456p789s11z+1z',
      '123m456m789m2m[777z]+2m --sea S',
      '--seat S 111p234p567s9s[555z]+9s',
    ]);
    const r = runCliWith(['score', repino, '--hands', file, '--json']);
    expect(r.code).toBe(2);
    const answers = jsonLines(r.out);
    expect(answers).toHaveLength(5);
    expect(answers[0]).toEqual(single(['123m456m789m2m[777z]+2m']));
    expect(answers[1]).toEqual(single(['1m9m1p9p1s9s1z2z3z4z5z6z7z+1m', '--win', 'wall', '--last-tile']));
    expect(answers[2]).toMatchObject({ line: 5, error: expect.stringMatching(/^hand\/fifth-copy: .*знак \d+/) });
    expect(Object.keys(answers[2] as object)).toEqual(['line', 'error']);
    expect(answers[3]).toEqual({ line: 6, error: "неизвестный параметр '--sea' (может быть, --seat?)" });
    expect(answers[4]).toEqual(single(['111p234p567s9s[555z]+9s', '--seat', 'S']));
  });

  it('exits 0 when every line is good, and reads standard input with -', () => {
    const input = '123m456m789m2m[777z]+2m --seat W\r\n111p234p567s9s[555z]+9s\n';
    const r = runCliWith(['score', repino, '--hands', '-', '--json'], { input });
    expect(r.code).toBe(0);
    expect(jsonLines(r.out)).toEqual([single(['123m456m789m2m[777z]+2m', '--seat', 'W']), single(['111p234p567s9s[555z]+9s'])]);
  });

  it('applies flags given on the command line to every line, a line\'s own value flags after them', () => {
    // A pair of the prevailing wind counts only in that wind's round: 2z is South.
    const hand = '123m456m789m2z[777p]+2z';
    const r = runCliWith(['score', repino, '--hands', '-', '--json', '--round', 'S'], { input: `${hand}\n${hand} --round E\n` });
    expect(r.code).toBe(0);
    const answers = jsonLines(r.out) as Array<{ items: Array<{ id: string }> }>;
    expect(answers).toEqual([single([hand, '--round', 'S']), single([hand, '--round', 'E'])]);
    // Repino В.6 "pair of the prevailing wind": counted in the South round only.
    expect(answers.map((a) => a.items.some((i) => i.id === 'pair-round-wind'))).toEqual([true, false]);
  });

  it('takes every flag of `score` in a line, read by the same reader (a new flag needs no code here)', () => {
    const options = addScoreOptions(new Command()).options;
    expect(options.length).toBeGreaterThan(5);
    const hand = '123m456m789m2m[777z]+2m';
    const lines: string[][] = [];
    for (const o of options) {
      if (o.required || o.optional) for (const value of o.argChoices ?? []) lines.push([hand, o.long!, value]);
      else lines.push([hand, o.long!]);
    }
    const r = runCliWith(['score', repino, '--hands', '-', '--json'], { input: lines.map((l) => l.join(' ')).join('\n') });
    expect(r.code, r.out).toBe(0);
    const answers = jsonLines(r.out);
    expect(answers).toHaveLength(lines.length);
    // Spot-check against `score` itself: the first, the last and a value option.
    for (const i of [0, lines.length - 1, lines.findIndex((l) => l.length === 3)]) expect(answers[i]).toEqual(single(lines[i]!.slice()));
  });

  it('refuses a hand the regulation makes impossible, as `score` does, and goes on', () => {
    // Repino В.6: a calling hand declared at once "takes no tiles from the Wall", so it cannot win from the wall
    // (scoring.impossible: immediate-calling-draws-nothing); the same hand on a discard is an ordinary win.
    const hand = '123m456m789m2m[777z]+2m';
    // Each twice, in turns, and once with the flags before the hand (the rule reads the circumstances alone: the
    // batch asks once per circumstances and must still answer each line by its own).
    const input = [`${hand} --immediate-calling --win wall`, `${hand} --immediate-calling`, `--win wall --immediate-calling ${hand}`, `${hand} --immediate-calling --win wall`, `${hand} --immediate-calling`].join('\n');
    const r = runCliWith(['score', repino, '--hands', '-', '--json', '--lang', 'en'], { input });
    expect(r.code).toBe(2);
    const answers = jsonLines(r.out);
    expect(answers).toHaveLength(5);
    for (const line of [1, 3, 4]) expect(answers[line - 1]).toEqual({ line, error: expect.stringMatching(/^hand\/impossible: impossible hand: .*\(В\.6\) \[immediate-calling-draws-nothing\]$/) });
    expect(answers[1]).toEqual(single([hand, '--immediate-calling']));
    expect(answers[4]).toEqual(answers[1]);
    const one = runCliWith(['score', repino, hand, '--immediate-calling', '--win', 'wall', '--lang', 'en']);
    expect(one.code).toBe(2);
    expect(one.err).toContain('hand/impossible  impossible hand: ');
  });

  it('prints a compact table without --json, bad lines on standard error', () => {
    const file = handsFile('table.txt', ['123m456m789m2m[777z]+2m', 'xx']);
    const r = runCliWith(['score', repino, '--hands', file, '--lang', 'en']);
    expect(r.code).toBe(2);
    const rows = r.out.trimEnd().split('\n');
    expect(rows[0]).toMatch(/^Line\s+Hand\s+Total\s+Declarable$/);
    // 123m456m789m2m[777z]+2m under Repino: `score` says 104, declarable (see its JSON in the first test).
    const expected = single(['123m456m789m2m[777z]+2m']) as { total: number; declarable: boolean };
    expect(rows[1]).toMatch(new RegExp(`^1\\s+123m456m789m2m\\[777z\\]\\+2m\\s+${expected.total}\\s+${expected.declarable ? 'yes' : 'no'}$`));
    expect(rows).toHaveLength(2);
    expect(r.err).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: hand/syntax: `));
  });

  it('answers a long input in order through a pipe, from a file and from standard input (the output pauses for the pipe)', () => {
    // 3,000 lines of three hands and a bad line every 100th: ~3.6 MB of answers, many times what a pipe holds, so
    // the answering gives the stream turns between pieces; no line may be lost, repeated or moved at a turn.
    const hands = ['123m456m789m2m[777z]+2m', '111p234p567s9s[555z]+9s --seat S', '1m9m1p9p1s9s1z2z3z4z5z6z7z+1m --win wall'];
    const expected = hands.map((h) => single(h.split(' ')));
    const lines = Array.from({ length: 3000 }, (_, i) => (i % 100 === 99 ? 'xx' : hands[i % 3]!));
    const check = (out: string) => {
      const answers = jsonLines(out) as Array<{ line?: number }>;
      expect(answers).toHaveLength(3000);
      answers.forEach((a, i) => {
        if (i % 100 === 99) expect(a).toMatchObject({ line: i + 1 });
        else expect(a).toEqual(expected[i % 3]);
      });
    };
    const fromFile = runCliWith(['score', repino, '--hands', handsFile('long.txt', lines), '--json']);
    expect(fromFile.code).toBe(2);
    check(fromFile.out);
    const fromStdin = runCliWith(['score', repino, '--hands', '-', '--json'], { input: lines.join('\n') + '\n' });
    expect(fromStdin.code).toBe(2);
    check(fromStdin.out);
  });

  it('waits for a reader of the pipe that does not read yet, and loses nothing', async () => {
    // 20,000 lines (~23 MB of answers, more than the 16 MiB the output may hold unsent): the reader starts after a
    // second; every line is then answered once, in order (a bad line every 1,000th, by its number).
    const hand = '123m456m789m2m[777z]+2m';
    const lines = Array.from({ length: 20000 }, (_, i) => (i % 1000 === 999 ? 'xx' : hand));
    const file = handsFile('unread.txt', lines);
    const child = spawn(process.execPath, [CLI, 'score', repino, '--hands', file, '--json'], { cwd: ROOT, env: { ...process.env, XDG_CACHE_HOME: CLI_CACHE_HOME }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pause();
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    const code = new Promise<number | null>((resolve) => child.on('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    child.stdout.resume();
    expect(await code).toBe(2);
    const answers = Buffer.concat(chunks).toString('utf8').split('\n');
    expect(answers.pop()).toBe('');
    expect(answers).toHaveLength(20000);
    answers.forEach((a, i) => expect(a.startsWith(i % 1000 === 999 ? `{"line":${i + 1},` : `{"hand":"${hand}",`), a.slice(0, 40)).toBe(true));
  }, 60_000);

  it('writes to a file (`> results.jsonl`) the same bytes as to a pipe, past one buffer, and the table with its messages in order', () => {
    // 2,000 lines (~2.3 MB of answers, more than the 1 MiB buffer a file's output is written from), a bad line every
    // 500th; without --json the bad lines' messages go to standard error, here the same file as the table.
    const hand = '123m456m789m2m[777z]+2m';
    const lines = Array.from({ length: 2000 }, (_, i) => (i % 500 === 499 ? 'xx' : `${hand} --seat ${'ESWN'[i % 4]}`));
    const file = handsFile('to-file.txt', lines);
    const toFile = (args: string[], bothStreams: boolean): { code: number | null; text: string } => {
      const out = join(dir, `out-${args.length}-${bothStreams}.txt`);
      const fd = openSync(out, 'w');
      const r = spawnSync(process.execPath, [CLI, 'score', repino, '--hands', file, ...args], { cwd: ROOT, env: { ...process.env, XDG_CACHE_HOME: CLI_CACHE_HOME }, stdio: ['ignore', fd, bothStreams ? fd : 'ignore'] });
      closeSync(fd);
      return { code: r.status, text: readFileSync(out, 'utf8') };
    };
    const json = toFile(['--json'], false);
    expect(json.code).toBe(2);
    expect(json.text).toBe(runCliWith(['score', repino, '--hands', file, '--json']).out);
    const table = toFile([], true);
    expect(table.code).toBe(2);
    const piped = runCliWith(['score', repino, '--hands', file]);
    // Each message right after the row of the line before it (the rows of lines 1..499, then line 500's message, ...).
    const rows = piped.out.split('\n');
    const messages = piped.err.split('\n');
    const expected = [rows[0], ...[0, 1, 2, 3].flatMap((k) => [...rows.slice(1 + 499 * k, 1 + 499 * (k + 1)), messages[k]]), ''].join('\n');
    expect(table.text).toBe(expected);
  });

  it('refuses a hand and --hands together, neither, and a file or a folder that cannot be read (exit 2, nothing answered)', () => {
    expect(runCliWith(['score', repino]).code).toBe(2);
    expect(runCliWith(['score', repino, '1m', '--hands', '-'], { input: '' }).code).toBe(2);
    const missing = runCliWith(['score', repino, '--hands', join(dir, 'missing.txt')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('не читается: нет такого файла');
    const folder = runCliWith(['score', repino, '--hands', dir, '--json']);
    expect([folder.code, folder.out]).toEqual([2, '']);
    expect(folder.err).toContain('не читается: это папка, а не файл');
  });
});
