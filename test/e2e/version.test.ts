/**
 * `reglament --version` as a user runs it (the built dist/cli/main.cjs; npm test builds first): the entry answers it
 * before loading the program (cli/main.ts), so its answer is held here to commander's own (the program run in this
 * process) and to package.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCliWith } from '../support/run-cli.js';
import { runInProcess } from '../support/run-in-process.js';

const packageVersion = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

describe('reglament --version', () => {
  it.each(['--version', '-V'])("%s prints package.json's version, as commander does, and nothing else", async (flag) => {
    const built = runCliWith([flag]);
    expect(built).toEqual({ code: 0, out: `${packageVersion}\n`, err: '' });
    const program = await runInProcess([flag]);
    expect({ ...built, code: program.code }).toEqual(program);
  });

  it('warns first about a REGLAMENT_LANG that is neither ru nor en, as every command does', () => {
    const r = runCliWith(['--version'], { env: { REGLAMENT_LANG: 'de' } });
    expect(r).toEqual({ code: 0, out: `${packageVersion}\n`, err: 'reglament: REGLAMENT_LANG=de: ожидается ru или en\n' });
  });

  it.each([[['--version', '--lang', 'en']], [['check', '--version']], [['--version', 'x']]])('%j: commander answers, the same as in this process', async (args) => {
    const built = runCliWith(args);
    const program = await runInProcess(args);
    expect(built).toEqual(program);
  });
});
