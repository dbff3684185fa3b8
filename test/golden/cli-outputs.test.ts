/**
 * The pinned outputs of the command line: the compiled IR of every bundled regulation, and the text and JSON output
 * of `deal`, `pulya`, `standings`, `seat`, `diff`, `score` and `test` on the fixtures, each with its exit code and both
 * output streams, compared byte for byte with the reviewed files under test/golden/cli/. A refactoring keeps them
 * identical; a change of behaviour updates them on purpose:
 *   UPDATE_GOLDEN=1 npx vitest run test/golden   (then review `git diff test/golden`)
 * The commands run in this process (cli/program.ts runProgram), from the repository root, as a user would type them.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../support/run-in-process.js';

const root = join(import.meta.dirname, '..', '..');
process.chdir(root);
const golden = join(root, 'test', 'golden', 'cli');

/** One pinned run: the golden file's name and the arguments after `reglament`. */
interface Case {
  name: string;
  args: string[];
}

const yamlIn = (dir: string) => readdirSync(join(root, dir)).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();
const stem = (file: string) => file.replace(/\.(ya?ml|json)$/, '');

const regulations = [
  ...yamlIn('regulations').map((f) => `regulations/${f}`),
  ...yamlIn('regulations/examples').map((f) => `regulations/examples/${f}`),
];

/** The regulation each classical deal fixture is written for (by its name). */
/** The regulation a deal fixture is written for, by its name's first word (repino when none matches). */
const dealRegulation = (file: string) =>
  file.startsWith('bermuda') ? 'regulations/bermuda-triangle.yaml' : file.startsWith('riichi') ? 'regulations/riichi-ema-2016.yaml' : 'regulations/repino-2008.yaml';

/** Text in Russian (the default) and in English, and JSON. */
const outputs = (name: string, args: string[], json = '--json'): Case[] => [
  { name: `${name}.ru`, args },
  { name: `${name}.en`, args: [...args, '--lang', 'en'] },
  { name: `${name}.json`, args: [...args, ...json.split(' ')] },
];

const events = [...yamlIn('test/fixtures/events').map((f) => `test/fixtures/events/${f}`), 'app/sample/event.yaml'];
const goodEvents = events.filter((f) => !f.includes('/bad-'));
const eventName = (file: string) => (file.startsWith('app/') ? 'app-sample-event' : stem(file.split('/').pop()!));

const diffs: Array<[string, string, string]> = [
  ['club-v1-v2', 'test/fixtures/diff/club-v1.yaml', 'test/fixtures/diff/club-v2.yaml'],
  ['club-v1-child', 'test/fixtures/diff/club-v1.yaml', 'test/fixtures/diff/club-v1-child.yaml'],
  ['sbr-2024-2025', 'regulations/sbr-2024.yaml', 'regulations/sbr-2025.yaml'],
  ['bermuda-repino', 'regulations/bermuda-triangle.yaml', 'regulations/repino-2008.yaml'],
  ['bermuda-club-night', 'regulations/bermuda-triangle.yaml', 'regulations/examples/bermuda-club-night.yaml'],
  ['preference-alternatives', 'regulations/preference-festival-2011.yaml', 'regulations/examples/preference-festival-alternatives.yaml'],
];

/** Hands with circumstances, under the mahjong regulations. */
const hands: Array<[string, string, string, string[]]> = [
  ['repino-wall-last-tile', 'regulations/repino-2008.yaml', '123m456m789m2m[777z]+2m', ['--seat', 'S', '--win', 'wall', '--last-tile']],
  ['bermuda-discard', 'regulations/bermuda-triangle.yaml', '111z222z333z444z5z+5z', ['--round', 'S', '--seat', 'W']],
  ['sbr-void-wall', 'regulations/sbr-2025.yaml', '[4444m]111m123m789m5m+5m', ['--void', 's', '--win', 'wall']],
  ['sbr-bad-hand', 'regulations/sbr-2025.yaml', '123m456x', []],
  ['repino-bad-flag', 'regulations/repino-2008.yaml', '123m456m789m2m[777z]+2m', ['--sea', 'S']],
];

const cases: Case[] = [
  ...regulations.map((r) => ({ name: `compile/${stem(r.split('/').pop()!)}`, args: ['compile', r] })),
  { name: 'test/all-regulations', args: ['test', ...regulations] },
  ...yamlIn('test/fixtures/deals').flatMap((f) => outputs(`deal/${stem(f)}`, ['deal', dealRegulation(f), `test/fixtures/deals/${f}`])),
  ...yamlIn('test/fixtures/sichuan').flatMap((f) => outputs(`deal/sichuan-${stem(f)}`, ['deal', 'regulations/sbr-2025.yaml', `test/fixtures/sichuan/${f}`])),
  ...yamlIn('test/fixtures/pulya').flatMap((f) => outputs(`pulya/${stem(f)}`, ['pulya', 'regulations/preference-festival-2011.yaml', `test/fixtures/pulya/${f}`])),
  ...events.flatMap((f) => [
    { name: `standings/${eventName(f)}.ru`, args: ['standings', f] },
    { name: `standings/${eventName(f)}.json`, args: ['standings', f, '--json'] },
  ]),
  ...goodEvents.flatMap((f) => [
    { name: `standings/${eventName(f)}.en`, args: ['standings', f, '--lang', 'en'] },
    { name: `standings/${eventName(f)}.csv`, args: ['standings', f, '--format', 'csv'] },
    { name: `standings/${eventName(f)}.html`, args: ['standings', f, '--format', 'html', '--lang', 'en'] },
    { name: `seat/${eventName(f)}.json`, args: ['seat', f, '--round', '2', '--json'] },
    { name: `seat/${eventName(f)}.ru`, args: ['seat', f, '--round', '2'] },
  ]),
  ...diffs.flatMap(([name, a, b]) => [...outputs(`diff/${name}`, ['diff', a, b], '--format json'), { name: `diff/${name}.md`, args: ['diff', a, b, '--format', 'md'] }]),
  ...hands.flatMap(([name, regulation, hand, flags]) => outputs(`score/${name}`, ['score', regulation, hand, ...flags])),
];

/** A run as its golden file shows it: the command line, the exit code, then stdout and stderr. */
async function render(c: Case): Promise<string> {
  const r = await runInProcess(c.args);
  return [`$ reglament ${c.args.join(' ')}`, `exit ${r.code}`, '--- stdout', r.out, '--- stderr', r.err].join('\n');
}

describe('pinned command outputs', () => {
  it('has cases for every bundled regulation and fixture', () => {
    expect(regulations.length).toBeGreaterThanOrEqual(7);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    const text = await render(c);
    const path = join(golden, `${name}.txt`);
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
    expect(text).toBe(readFileSync(path, 'utf8'));
  });
});
