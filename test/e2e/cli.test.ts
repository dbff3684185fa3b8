/**
 * The CLI contract, run as a user runs it: the built `dist/cli/main.cjs` (npm test builds first).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli as run, CLI as main } from '../support/run-cli.js';

const bermuda = 'regulations/bermuda-triangle.yaml';


describe('reglament CLI', () => {
  it('is built', () => {
    expect(existsSync(main)).toBe(true);
  });

  it('check: a clean file exits 0', () => {
    const r = run('check', bermuda, '--lang', 'en');
    expect(r.code).toBe(0);
    expect(r.out).toContain('ok');
    expect(run('check', bermuda).out).toBe(`${bermuda}: ошибок нет\n`);
  });

  it('check: errors are file:line:col  error  code  message with a code frame, exit 1', () => {
    const r = run('check', 'test/fixtures/bad/several-errors.yaml', '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.out).toContain('test/fixtures/bad/several-errors.yaml:30:24  error  resolve/unknown-name  unknown tile group \'dragon\'');
    expect(r.out).toContain('       count: count(set dragon)');
    expect(r.out).toMatch(/\n\s+\|\s+\^{6}\n/);
    expect(r.out).toContain('3 errors');
    // In Russian (the default): the same lines, Russian words
    const ru = run('check', 'test/fixtures/bad/several-errors.yaml');
    expect(ru.out).toContain('test/fixtures/bad/several-errors.yaml:30:24  ошибка  resolve/unknown-name  неизвестная группа костей \'dragon\'');
    expect(ru.out).toContain('\n  подсказка: может быть, «dragons»?\n');
    expect(ru.out).toContain('3 ошибки');
  });

  it('check --assumptions lists the interpretations with their clause', () => {
    const r = run('check', '--assumptions', '--lang', 'en', bermuda);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\[only-tile\] Прил\. 5\.б — The only winning tile: /);
  });

  it('score --json prints total, declarable, limit and items', () => {
    // 4 (exposed dragon pung) + 20 (mahjong) + 2 (only tile) = 26; two doublings -> 104
    const r = run('score', bermuda, '123m456m789m2m[777z]+2m', '--seat', 'S', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ total: 104, declarable: true, limit: null });
    expect(j.items[0]).toEqual(expect.objectContaining({ id: expect.any(String), clause: expect.any(String), kind: 'points', value: expect.any(Number) }));
  });

  it('score speaks Russian by default and English with --lang en', () => {
    expect(run('score', bermuda, '123m456m789m2m[777z]+2m').out).toContain('Итого: 104');
    expect(run('score', bermuda, '123m456m789m2m[777z]+2m', '--lang', 'en').out).toContain('Total: 104');
  });

  it('score: a non-winning hand has declarable null', () => {
    const j = JSON.parse(run('score', bermuda, '123m456m789m2m777z', '--json').out);
    expect(j.declarable).toBeNull();
  });

  it.each([
    ['an unknown tile', '123m456m789m2m[778z]+2m', 'hand/'],
    ['a fifth copy', '2222m456m789m2m[777z]+2m', 'hand/fifth-copy'],
    ['a wrong number of tiles', '123m456m789m[777z]+2m', 'hand/tile-count'],
    ['a malformed meld', '123m456m789m2m[779p]+2m', 'hand/malformed-meld'],
  ])('score: %s exits 2 with one line naming the position', (_what, hand, code) => {
    const r = run('score', bermuda, hand, '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/^hand:1:\d+  error  hand\//);
    expect(r.err).toContain(code);
    const ru = run('score', bermuda, hand);
    expect(ru.err.trim().split('\n')).toHaveLength(1);
    expect(ru.err).toMatch(/^hand:1:\d+  ошибка  hand\/\S+  .*[а-яё]/);
  });

  it('score: an unknown option exits 2 with one line', () => {
    const r = run('score', bermuda, '123m456m789m2m[777z]+2m', '--sea', 'S');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toContain("ошибка: неизвестный параметр '--sea' (может быть, --seat?)");
    expect(run('score', bermuda, '123m456m789m2m[777z]+2m', '--sea', 'S', '--lang', 'en').err).toContain("error: unknown option '--sea' (Did you mean --seat?)");
  });

  it('score: a bad option value exits 2', () => {
    const r = run('score', bermuda, '123m456m789m2m[777z]+2m', '--seat', 'X');
    expect(r.code).toBe(2);
  });

  it('test: runs the regulation tests and prints the plain summary line', () => {
    const r = run('test', bermuda, '--lang', 'en');
    expect(r.out).toMatch(/^\d+ passed, 0 failed$/m);
    expect(r.code).toBe(0);
    expect(run('test', bermuda).out).toMatch(/^пройдено: \d+, не пройдено: 0$/m);
  });
});
