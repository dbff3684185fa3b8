/**
 * The compile cache as a user meets it (the built dist/cli/main.cjs; npm test builds first): a regulation compiled
 * once is kept in XDG_CACHE_HOME and used by the next run with the same answer; a corrupt entry is ignored, the
 * answer is the same and the entry is written anew; `--no-cache` neither reads nor writes it. `check` answers an
 * unchanged regulation from it too, and compiles again when any file of the `extends` chain has changed. The folder
 * also keeps V8's compiled code of the schema validators (`code/`), used when valid and rewritten when not.
 */
import { appendFileSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliWith } from '../support/run-cli.js';

const args = ['score', 'regulations/repino-2008.yaml', '123m456m789m2m[777z]+2m', '--json'];

function freshCache() {
  const home = mkdtempSync(join(tmpdir(), 'reglament-xdg-'));
  const folder = join(home, 'reglament');
  const entries = () => { try { return readdirSync(folder).filter((f) => f.endsWith('.json')); } catch { return []; } };
  return { run: (extra: string[] = []) => runCliWith([...args, ...extra], { env: { XDG_CACHE_HOME: home } }), folder, entries };
}

describe('compile cache (CLI)', () => {
  it('keeps a compiled regulation and answers the same from it', () => {
    const c = freshCache();
    const first = c.run();
    expect(first.code).toBe(0);
    expect(c.entries()).toHaveLength(1);
    const second = c.run();
    expect(second).toEqual(first);
  });

  it('ignores a corrupt entry and writes it anew', () => {
    const c = freshCache();
    const first = c.run();
    const entry = join(c.folder, c.entries()[0]!);
    const good = readFileSync(entry, 'utf8');
    for (const corrupt of ['{"format":1}\n{}', good.slice(0, 1000), good.replace('"repino-2008"', '"repino-2009"')]) {
      writeFileSync(entry, corrupt);
      expect(c.run()).toEqual(first);
      expect(readFileSync(entry, 'utf8')).toBe(good);
    }
  });

  it('--no-cache neither reads nor writes the cache', () => {
    const c = freshCache();
    const plain = c.run(['--no-cache']);
    expect(plain.code).toBe(0);
    expect(c.entries()).toEqual([]);
    c.run();
    const entry = join(c.folder, c.entries()[0]!);
    writeFileSync(entry, 'garbage');
    expect(c.run(['--no-cache'])).toEqual(plain);
    expect(readFileSync(entry, 'utf8')).toBe('garbage');
  });

  it('check answers an unchanged regulation from the cache, and compiles it again after an edit of its chain', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reglament-check-'));
    for (const f of ['sbr-2024.yaml', 'sbr-2025.yaml']) copyFileSync(join('regulations', f), join(dir, f));
    const child = join(dir, 'sbr-2025.yaml');
    const home = mkdtempSync(join(tmpdir(), 'reglament-xdg-'));
    const check = (...extra: string[]) => runCliWith(['check', child, '--lang', 'en', ...extra], { env: { XDG_CACHE_HOME: home } });
    const first = check();
    expect(first).toEqual({ code: 0, out: `${child}: ok\n`, err: '' });
    expect(readdirSync(join(home, 'reglament')).filter((f) => f.endsWith('.json'))).toHaveLength(1);
    expect(check()).toEqual(first);
    const json = check('--json');
    expect(json).toEqual({ code: 0, out: '{\n  "diagnostics": []\n}\n', err: '' });
    expect(check('--json', '--no-cache')).toEqual(json); // the compiler's renderJson says the same
    // The parent changes: the child's entry no longer holds (its chain is not what it was).
    appendFileSync(join(dir, 'sbr-2024.yaml'), 'no-such-section: 1\n');
    const edited = check();
    expect(edited.code).toBe(1);
    expect(edited.out).toContain('schema/unknown-key');
    expect(edited.out).toContain('sbr-2024.yaml');
    expect(check('--no-cache')).toEqual(edited);
  });

  it("keeps V8's code of the schema validators beside the entries; a spoilt one is refused and rewritten", () => {
    const home = mkdtempSync(join(tmpdir(), 'reglament-xdg-'));
    const code = join(home, 'reglament', 'code');
    const check = (...extra: string[]) => runCliWith(['check', 'regulations/repino-2008.yaml', '--lang', 'en', ...extra], { env: { XDG_CACHE_HOME: home } });
    const fresh = check('--no-cache');
    expect(fresh).toEqual({ code: 0, out: 'regulations/repino-2008.yaml: ok\n', err: '' });
    expect(() => readdirSync(code)).toThrow(); // --no-cache writes nothing
    expect(check()).toEqual(fresh);
    const files = readdirSync(code).filter((f) => f.endsWith('.v8')); // the chunks' code is in code/cli/
    // A file that conforms runs only the schema's acceptor (schemas/validators/regulation-accept.cjs).
    expect(files).toEqual([expect.stringMatching(/^regulation-accept-[0-9a-f]{24}-\d+-\d+-v\d+\.\d+\.\d+-\w+\.v8$/)]);
    const written = readFileSync(join(code, files[0]!));
    // A compile of the same file again (not from the entry) runs the validator from the kept code.
    expect(check('--json')).toEqual({ code: 0, out: '{\n  "diagnostics": []\n}\n', err: '' });
    // `score` answered from the entry runs no validator: the cache does not check the IR against its schema.
    const score = runCliWith(args, { env: { XDG_CACHE_HOME: home } });
    expect(score.code).toBe(0);
    expect(readdirSync(code).filter((f) => f.endsWith('.v8'))).toEqual(files);
    writeFileSync(join(code, files[0]!), Buffer.from('not V8 code at all'));
    for (const f of readdirSync(join(home, 'reglament'))) if (f.endsWith('.json')) writeFileSync(join(home, 'reglament', f), 'stale');
    expect(check()).toEqual(fresh);
    expect(readFileSync(join(code, files[0]!)).length).toBeGreaterThan(written.length / 2);
  });

  it("keeps V8's code of the command line's chunks; a spoilt one is refused and rewritten, the answers the same", () => {
    const home = mkdtempSync(join(tmpdir(), 'reglament-xdg-'));
    const code = join(home, 'reglament', 'code', 'cli');
    const run = (...command: string[]) => runCliWith(command, { env: { XDG_CACHE_HOME: home } });
    const entries = () => readdirSync(code).sort();
    const commands = [args, ['--help'], ['check', 'regulations/repino-2008.yaml', '--lang', 'en'], ['score', '--help'], ['--version']];
    const plain = run(...args, '--no-cache'); // Node's own loader, no vm.Script
    expect(plain.code).toBe(0);
    expect(() => readdirSync(code)).toThrow(); // --no-cache writes nothing
    const written = commands.map((c) => run(...c)); // the chunks compiled from their text, their code written
    expect(written[0]).toEqual(plain);
    const files = entries();
    // <chunk>-<build>-<size>-<mtime>-<node version>-<arch>.v8: the program's and score's chunks among them.
    for (const chunk of ['program', 'score']) expect(files.filter((f) => f.startsWith(`${chunk}-`)), chunk).toHaveLength(1);
    expect(files.every((f) => /^[\w.-]+-[0-9a-f]{32}-\d+-\d+-v\d+\.\d+\.\d+-\w+\.v8$/.test(f))).toBe(true);
    const program = join(code, files.find((f) => f.startsWith('program-'))!);
    const good = readFileSync(program);
    expect(commands.map((c) => run(...c))).toEqual(written); // from the kept code
    for (const spoilt of [Buffer.from('not V8 code at all'), good.subarray(0, good.length >> 1)]) {
      writeFileSync(program, spoilt);
      expect(commands.map((c) => run(...c))).toEqual(written);
      expect(readFileSync(program).length).toBeGreaterThan(good.length / 2); // written anew at the exit
    }
    // An entry of another build is removed when this build writes one.
    const foreign = join(code, `program-AAAAAAAA-${'0'.repeat(32)}-1-1-${process.version}-${process.arch}.v8`);
    writeFileSync(foreign, 'old');
    writeFileSync(program, 'spoilt');
    run('--help');
    expect(entries()).not.toContain(foreign.slice(code.length + 1));
    expect(entries()).toEqual(files);
  });
});
