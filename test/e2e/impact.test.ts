/**
 * `reglament impact` as a user runs it: the built `dist/cli/main.cjs` (npm test builds first) on the Bermuda Triangle
 * and its club night (regulations/examples/bermuda-club-night.yaml), the hands of test/fixtures/impact/club-night.hands
 * and the event test/fixtures/impact/club-event.yaml. Expected values are worked out by hand in the fixtures'
 * comments and in test/runtime/impact/compare.test.ts.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as run, CLI as main } from '../support/run-cli.js';

const OLD = 'regulations/bermuda-triangle.yaml';
const NEW = 'regulations/examples/bermuda-club-night.yaml';
const HANDS = 'test/fixtures/impact/club-night.hands';
const EVENT = 'test/fixtures/impact/club-event.yaml';


describe('reglament impact', () => {
  it('is built', () => {
    expect(existsSync(main)).toBe(true);
  });

  it('--format json: hands, changed, byRule, examples (club night on the fixture hands)', () => {
    const r = run('impact', OLD, NEW, '--hands', HANDS, '--format', 'json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    // 6 hands: 104 -> 64 (mahjong, -(20 - 10) x 2^2 = -40), 52 -> 16 (mahjong, only-minors), 736 -> 736 (explanation
    // only), two hands 2000 -> 1000 (house limit), a non-winning hand 24 -> 24
    expect(j).toMatchObject({
      hands: 6, changed: 4, byRule: { 'scoring.house-limit': 2, mahjong: 2, 'only-minors': 1 },
      increased: 0, decreased: 4, declarabilityChanged: 0, explanationOnly: 1,
      input: { kind: 'file', file: HANDS },
      regulations: { old: { id: 'bermuda-triangle', file: OLD }, new: { id: 'bermuda-club-night', file: NEW } },
    });
    expect(j.examples.map((e: { source: string; old: { total: number }; new: { total: number }; rules: string[] }) =>
      [e.source, e.old.total, e.new.total, e.rules])).toEqual([
      [`${HANDS}:6`, 2000, 1000, ['scoring.house-limit']],
      [`${HANDS}:7`, 2000, 1000, ['scoring.house-limit']],
      [`${HANDS}:3`, 104, 64, ['mahjong']],
      [`${HANDS}:4`, 52, 16, ['mahjong', 'only-minors']],
    ]);
    expect(j.examples[2]).toMatchObject({ hand: '123m456m789m2m[777z]+2m', flags: ['--seat', 'S'], delta: -40 });
    expect(j.histogram.sumDelta).toBe(-2076);
    expect(j.ruleInfo.mahjong.name.en).toBe('Going mahjong');
  });

  it('text in Russian by default, in English with --lang en', () => {
    const ru = run('impact', OLD, NEW, '--hands', HANDS);
    expect(ru.code).toBe(0);
    expect(ru.out).toContain('Изменилось рук: 4 из 6 (66,7%): дороже 0, дешевле 4');
    expect(ru.out).toContain('Правила: mahjong (+20 → +10)');
    const en = run('impact', OLD, NEW, '--hands', HANDS, '--lang', 'en');
    expect(en.out).toContain('Hands changed: 4 of 6 (66.7%): 0 higher, 4 lower');
    expect(en.out).toMatch(/-4999…-1000 +█+ 2/);
    expect(en.out).toContain(`1. 111z555z666z777z2m+2m   (${HANDS}:6)`); // seat E, round E: the defaults are not written
    expect(en.out).toContain('Rules: scoring.house-limit (capped at 2000 → capped at 1000)');
  });

  it('--event: the ranks that move under the new regulation', () => {
    // see the fixture: B and E both 4 points; vists: Bermuda B 8000 > E 6144, club night E 4224 > B 4000
    const r = run('impact', OLD, NEW, '--hands', HANDS, '--event', EVENT, '--format', 'json');
    expect(r.err).toBe('');
    const ev = JSON.parse(r.out).event;
    expect(ev.moved).toEqual([
      { player: 'E', name: 'Дина', oldRank: 2, newRank: 1, oldPoints: 4, newPoints: 4, oldVists: 6144, newVists: 4224 },
      { player: 'B', name: 'Борис', oldRank: 1, newRank: 2, oldPoints: 4, newPoints: 4, oldVists: 8000, newVists: 4000 },
    ]);
    expect(ev).toMatchObject({ file: EVENT, afterRound: 1, players: 8, totalsChanged: 8 });
    const text = run('impact', OLD, NEW, '--hands', HANDS, '--event', EVENT, '--lang', 'en').out;
    expect(text).toContain('Ranks moved for 2 of 8 players');
    expect(text).toMatch(/E \(Дина\) +2 +1 +4 +4 +6144 +4224/);
  });

  it('--event: problems under one regulation are reported, marked old or new, and do not stop the report', () => {
    // the Bermuda event names Bermuda's penalty false-mahjong-continued (4.3), which Repino-2008 does not have
    const r = run('impact', OLD, 'regulations/repino-2008.yaml', '--hands', HANDS, '--event', 'test/fixtures/events/standings-bermuda.yaml', '--format', 'json');
    expect(r.code).toBe(0);
    expect(r.err).toContain('deal/unknown-penalty  [new]');
    const ev = JSON.parse(r.out).event;
    expect(ev.problems.map((p: { regulation: string; code: string }) => [p.regulation, p.code])).toEqual([['new', 'deal/unknown-penalty']]);
  });

  it('--generate N --seed S: the same seed gives the same report; a regulation against itself changes nothing', () => {
    const a = run('impact', OLD, NEW, '--generate', '400', '--seed', '7', '--format', 'json');
    const b = run('impact', OLD, NEW, '--generate', '400', '--seed', '7', '--format', 'json');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    const j = JSON.parse(a.out);
    expect(j.hands).toBe(400);
    expect(j.changed).toBeGreaterThan(200); // every winning hand loses 10 points of mahjong
    expect(j.input).toEqual({ kind: 'generated', count: 400, seed: 7, winningShare: 0.75 });
    const same = JSON.parse(run('impact', OLD, OLD, '--generate', '400', '--seed', '7', '--format', 'json').out);
    expect([same.changed, same.byRule, same.examples]).toEqual([0, {}, []]);
  });

  it('--format html --out: a self-contained page with inline SVG charts', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'reglament-impact-')), 'report.html');
    const r = run('impact', OLD, NEW, '--hands', HANDS, '--event', EVENT, '--format', 'html', '--out', out);
    expect(r.code).toBe(0);
    expect(r.out).toBe('');
    const html = readFileSync(out, 'utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.match(/<svg /g)).toHaveLength(2); // the histogram and the rules chart
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link|<img|src=|href=|url\(|https?:/i);
    expect(html).toContain('Дом полон');
    expect(html).toContain('Дина');
  });

  it('--threads: generated hands scored on worker threads give the report of one thread, byte for byte', () => {
    // 5,000 hands in batches of 2,000 over 2 and 3 workers (answers merged in the hands' order) against this thread.
    const args = ['impact', OLD, NEW, '--generate', '5000', '--seed', '9', '--format', 'json', '--examples', '30'];
    const one = run(...args, '--threads', '1');
    expect(one.code).toBe(0);
    expect(JSON.parse(one.out).changed).toBeGreaterThan(30);
    for (const threads of ['2', '3']) {
      const r = run(...args, '--threads', threads);
      expect([r.code, r.err]).toEqual([0, '']);
      expect(r.out).toBe(one.out);
    }
    const bad = run('impact', OLD, NEW, '--generate', '10', '--seed', '1', '--threads', '0', '--lang', 'en');
    expect([bad.code, bad.err.trim()]).toEqual([2, "error: --threads needs a whole number from 1 to 64, got '0'"]);
  });

  it('--progress draws on stderr only: JSON on stdout stays clean', () => {
    const r = run('impact', OLD, NEW, '--generate', '50', '--seed', '1', '--format', 'json', '--progress');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).hands).toBe(50);
    expect(r.err).toContain('50/50');
  });

  it('bad lines of the hands file: every one reported with its line number, exit 2, nothing printed on stdout', () => {
    const r = run('impact', OLD, NEW, '--hands', 'test/fixtures/impact/bad.hands', '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    const lines = r.err.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe("test/fixtures/impact/bad.hands:3: unknown option '--sea' (Did you mean --seat?)");
    expect(lines[1]).toMatch(/^test\/fixtures\/impact\/bad\.hands:4: hand\/fifth-copy: /);
    expect(lines[2]).toBe('test/fixtures/impact/bad.hands:6: no hand on the line, only options');
    // Russian by default.
    const ru = run('impact', OLD, NEW, '--hands', 'test/fixtures/impact/bad.hands').err.trim().split('\n');
    expect(ru[0]).toBe("test/fixtures/impact/bad.hands:3: неизвестный параметр '--sea' (может быть, --seat?)");
    expect(ru[2]).toBe('test/fixtures/impact/bad.hands:6: в строке нет руки, только флаги');
  });

  it('usage mistakes: exit 2 with one line', () => {
    const none = run('impact', OLD, NEW, '--lang', 'en');
    expect([none.code, none.err.trim()]).toEqual([2, 'error: give the hands: either --hands <file> or --generate N --seed S']);
    expect(run('impact', OLD, NEW).err.trim()).toBe('ошибка: укажите руки: либо --hands <файл>, либо --generate N --seed S');
    expect(run('impact', OLD, NEW, '--generate', '10').code).toBe(2);
    expect(run('impact', OLD, NEW, '--generate', 'ten', '--seed', '1', '--lang', 'en').err).toContain('--generate needs a whole number');
    expect(run('impact', OLD, NEW, '--generate', 'ten', '--seed', '1').err).toContain('ошибка: --generate: нужно целое число от 1 до');
    expect(run('impact', OLD, NEW, '--hands', HANDS, '--generate', '5', '--seed', '1').code).toBe(2);
    const missing = run('impact', OLD, NEW, '--hands', 'no-such.hands', '--lang', 'en');
    expect([missing.code, missing.err.trim()]).toEqual([2, 'no-such.hands: cannot read: no such file']);
    expect(run('impact', OLD, NEW, '--hands', HANDS, '--format', 'pdf').code).toBe(2);
  });

  it('a regulation with errors: exit 1, its diagnostics printed', () => {
    const r = run('impact', OLD, 'test/fixtures/impact/no-such-regulation.yaml', '--hands', HANDS);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain('no-such-regulation.yaml');
  });
});
