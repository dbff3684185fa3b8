/**
 * The user guides in both languages (issue #22): every guide in docs/ has its Russian twin in docs/ru/ under the same
 * name and the other way round, the two link to each other, mention the same options of the program and give the
 * same example commands, every example command is one the program accepts, and every relative link leads to a file.
 * The README opens with a Russian section that points to the Russian guides.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCommands } from '../../cli/localize-help.js';
import { checkCommandLine, freshProgram, splitCommandLine } from '../support/cli-program.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCS = join(ROOT, 'docs');
const RU = join(DOCS, 'ru');
/** Documents for the developers, in English only. */
const DEVELOPER_DOCS = ['architecture.md', 'benchmarks.md', 'diagnostics.md'];

const guides = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.md') && !DEVELOPER_DOCS.includes(f)).sort();
const read = (file: string) => readFileSync(file, 'utf8');

/** The options of the program (long flags). */
const PROGRAM_FLAGS = new Set(allCommands(freshProgram()).flatMap((c) => c.options.map((o) => o.long!)));

/** The program's options a text mentions. */
function flagsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)].map((m) => m[0]).filter((f) => PROGRAM_FLAGS.has(f)))].sort();
}

/** The example command lines of a text: lines in code blocks that start with `reglament` or `npx reglament`. */
function commandsOf(text: string): string[] {
  const lines: string[] = [];
  let inCode = false;
  const all = text.split('\n');
  for (let i = 0; i < all.length; i++) {
    const line = all[i]!;
    if (line.startsWith('```')) { inCode = !inCode; continue; }
    if (!inCode) continue;
    let m = /^(?:npx )?(reglament .*)$/.exec(line.trim());
    if (m === null) continue;
    let command = m[1]!;
    while (command.endsWith('\\') && i + 1 < all.length) command = command.slice(0, -1) + ' ' + all[++i]!.trim();
    lines.push(command.replace(/\s+#.*$/, '').replace(/\s+/g, ' ').trim());
  }
  return lines;
}

/** The relative links of a markdown text (no web addresses, no anchors alone). */
function linksOf(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l) && !l.startsWith('#')).map((l) => l.replace(/#.*$/, ''));
}

describe('the guides in both languages', () => {
  it('finds the guides', () => {
    expect(guides(DOCS)).toEqual(expect.arrayContaining(['judges-guide.md', 'judges-desk.md', 'regulation-language.md', 'committee-guide.md', 'event-format.md', 'preference.md', 'sichuan.md', 'glossary.md']));
  });

  it('has every guide in Russian and in English, under the same name', () => {
    expect(guides(RU)).toEqual(guides(DOCS));
  });

  it('links each guide to its twin near the top', () => {
    const problems: string[] = [];
    for (const name of guides(RU)) {
      if (!read(join(DOCS, name)).split('\n').slice(0, 8).join('\n').includes(`(ru/${name})`)) problems.push(`docs/${name} does not link ru/${name}`);
      if (!read(join(RU, name)).split('\n').slice(0, 8).join('\n').includes(`(../${name})`)) problems.push(`docs/ru/${name} does not link ../${name}`);
    }
    expect(problems).toEqual([]);
  });

  it('mentions the same options of the program in both languages', () => {
    for (const name of guides(RU)) expect(flagsOf(read(join(RU, name))), name).toEqual(flagsOf(read(join(DOCS, name))));
  });

  it('gives the same example commands in both languages', () => {
    for (const name of guides(RU)) expect([...commandsOf(read(join(RU, name)))].sort(), name).toEqual([...commandsOf(read(join(DOCS, name)))].sort());
  });

  it('gives only example commands that the program accepts', () => {
    const bad: string[] = [];
    for (const file of [join(ROOT, 'README.md'), ...guides(DOCS).map((n) => join(DOCS, n)), ...guides(RU).map((n) => join(RU, n))]) {
      for (const command of commandsOf(read(file))) {
        if (/[<(\[]\S*[>)\]]/.test(command.replace(/"[^"]*"/g, '')) && /<\w/.test(command)) continue; // a synopsis with placeholders
        const error = checkCommandLine(splitCommandLine(command).slice(1));
        if (error !== undefined) bad.push(`${relative(ROOT, file)}: ${command}: ${error}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('links only to files that exist', () => {
    const broken: string[] = [];
    for (const file of [join(ROOT, 'README.md'), ...guides(DOCS).map((n) => join(DOCS, n)), ...guides(RU).map((n) => join(RU, n))]) {
      for (const link of linksOf(read(file))) if (!existsSync(resolve(dirname(file), link))) broken.push(`${relative(ROOT, file)} -> ${link}`);
    }
    expect(broken).toEqual([]);
  });
});

describe('the README', () => {
  const readme = read(join(ROOT, 'README.md'));

  it('opens with a Russian section', () => {
    const firstSection = readme.split('\n## ')[1] ?? '';
    expect(firstSection).toMatch(/^По-русски/);
    expect(firstSection).toMatch(/reglament score/);
    expect(firstSection).toMatch(/reglament serve|npm start/);
  });

  it('points to every Russian guide', () => {
    for (const name of guides(RU)) expect(readme, name).toContain(`docs/ru/${name}`);
  });
});
