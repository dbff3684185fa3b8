/**
 * `--help` in both languages (issue #22): every command, argument and option of the actual program has its Russian
 * in cli/help-texts.ts, written from the English the command file has now (a changed English without a changed
 * Russian fails here), no entry outlives its option, the Russian help shows the Russian and the English help none,
 * and every example of the help is a command line the program accepts.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { COMMON_OPTIONS, HELP } from '../../cli/help-texts.js';
import { allCommands, chooseLanguage, commandPath, localizeHelp, localizeUsageError, optionHelp } from '../../cli/localize-help.js';
import { runCli, runCliWithEnv } from '../support/run-cli.js';
import { checkCommandLine, freshProgram, splitCommandLine } from '../support/cli-program.js';

const CYRILLIC = /[а-яё]/i;

/** A command's whole help as `--help` prints it (with the examples added after it). */
function fullHelp(cmd: Command): string {
  let text = '';
  cmd.configureOutput({ writeOut: (s) => { text += s; } });
  cmd.outputHelp();
  return text;
}

/** Every command of a fresh program with its path. */
function commands(): Array<{ path: string; cmd: Command }> {
  return allCommands(freshProgram()).map((cmd) => ({ path: commandPath(cmd), cmd }));
}

describe('the table of help texts covers the program', () => {
  it('finds the commands to check', () => {
    expect(commands().map((c) => c.path)).toEqual(expect.arrayContaining(['', 'score', 'event init', 'event history']));
  });

  it('has the description of every command, from its current English', () => {
    const problems = commands().flatMap(({ path, cmd }) => {
      const help = HELP[path];
      if (help === undefined) return [`"${path}": no entry in cli/help-texts.ts`];
      return help.description.en === cmd.description() ? [] : [`"${path}": the English changed to "${cmd.description()}"; update en and ru`];
    });
    expect(problems).toEqual([]);
  });

  it('has every argument and option of every command, from its current English, in Russian', () => {
    const problems: string[] = [];
    for (const { path, cmd } of commands()) {
      for (const argument of cmd.registeredArguments) {
        const text = HELP[path]?.arguments?.[argument.name()];
        if (text === undefined) problems.push(`"${path}" <${argument.name()}>: no Russian`);
        else if (text.en !== argument.description) problems.push(`"${path}" <${argument.name()}>: the English changed to "${argument.description}"`);
        else if (!CYRILLIC.test(text.ru)) problems.push(`"${path}" <${argument.name()}>: the Russian is not Russian`);
      }
      for (const option of cmd.options) {
        const text = optionHelp(path, option);
        if (text === undefined) problems.push(`"${path}" ${option.long}: no Russian`);
        else if (text.en !== option.description) problems.push(`"${path}" ${option.long}: the English changed to "${option.description}"`);
        else if (!CYRILLIC.test(text.ru)) problems.push(`"${path}" ${option.long}: the Russian is not Russian`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no entry for a command, argument or option the program does not have', () => {
    const all = commands();
    const byPath = new Map(all.map((c) => [c.path, c.cmd]));
    const stale: string[] = [];
    for (const [path, help] of Object.entries(HELP)) {
      if (path === 'help') continue; // commander's own help command
      const cmd = byPath.get(path);
      if (cmd === undefined) { stale.push(`"${path}"`); continue; }
      for (const name of Object.keys(help.arguments ?? {})) if (!cmd.registeredArguments.some((a) => a.name() === name)) stale.push(`"${path}" <${name}>`);
      for (const flag of Object.keys(help.options ?? {})) if (!cmd.options.some((o) => o.long === flag)) stale.push(`"${path}" ${flag}`);
    }
    for (const flag of Object.keys(COMMON_OPTIONS)) {
      if (flag !== '--help' && !all.some(({ cmd }) => cmd.options.some((o) => o.long === flag))) stale.push(`common ${flag}`);
    }
    expect(stale).toEqual([]);
  });

  it('gives examples that the program accepts', () => {
    const bad = Object.values(HELP).flatMap((h) => h.examples ?? []).flatMap((e) => {
      const words = splitCommandLine(e.command);
      expect(words[0]).toBe('reglament');
      const error = checkCommandLine(words.slice(1));
      return error === undefined ? [] : [`${e.command}: ${error}`];
    });
    expect(bad).toEqual([]);
  });
});

describe('the help follows the language', () => {
  it('is Russian by default: every description, argument and option in Russian, Russian headings', () => {
    const program = freshProgram();
    localizeHelp(program, 'ru');
    for (const cmd of allCommands(program)) {
      const help = fullHelp(cmd);
      const path = commandPath(cmd);
      expect(help, path).toMatch(/^Запуск: /);
      expect(help, path).toContain(HELP[path]!.description.ru.slice(0, 30));
      for (const option of cmd.options) expect(option.description, `${path} ${option.long}`).toMatch(CYRILLIC);
      for (const argument of cmd.registeredArguments) expect(argument.description, `${path} <${argument.name()}>`).toMatch(CYRILLIC);
      if (cmd.options.length > 0) expect(help, path).toContain('Параметры:');
      if (HELP[path]!.examples) expect(help, path).toContain('Примеры:');
      // commander's placeholders, in the usage line and in the list of subcommands alike
      expect(help, path).not.toMatch(/\[options\]|\[command\]/);
    }
  });

  it('is English with --lang en: no Russian outside the example command lines', () => {
    const program = freshProgram();
    localizeHelp(program, 'en');
    for (const cmd of allCommands(program)) {
      const path = commandPath(cmd);
      const prose = fullHelp(cmd).split('\n').filter((l) => !l.trimStart().startsWith('reglament '));
      expect(prose.filter((l) => CYRILLIC.test(l)), path).toEqual([]);
      if (HELP[path]!.examples) expect(fullHelp(cmd), path).toContain('Examples:');
    }
  });

  it('shows choices and defaults in Russian', () => {
    const program = freshProgram();
    localizeHelp(program, 'ru');
    const score = program.commands.find((c) => c.name() === 'score')!;
    expect(score.helpInformation()).toMatch(/--seat <wind>\s+собственный ветер игрока[^]*\(варианты: E, S, W, N; по умолчанию: E\)/);
  });

  it('takes the language from --lang, then REGLAMENT_LANG, else Russian', () => {
    expect(chooseLanguage(['score', '--help'], {})).toBe('ru');
    expect(chooseLanguage(['score', '--help', '--lang', 'en'], {})).toBe('en');
    expect(chooseLanguage(['score', '--lang=en', '--help'], { REGLAMENT_LANG: 'ru' })).toBe('en');
    expect(chooseLanguage(['score', '--help'], { REGLAMENT_LANG: 'EN' })).toBe('en');
    expect(chooseLanguage(['score', '--lang', 'ru'], { REGLAMENT_LANG: 'en' })).toBe('ru');
    expect(chooseLanguage(['score', '--help'], { REGLAMENT_LANG: 'de' })).toBe('ru');
    expect(chooseLanguage(['--', '--lang', 'en'], {})).toBe('ru');
  });

  it('puts commander\'s usage errors in Russian, and leaves them in English for en', () => {
    expect(localizeUsageError("error: unknown option '--sea' (Did you mean --seat?)", 'ru')).toBe("ошибка: неизвестный параметр '--sea' (может быть, --seat?)");
    expect(localizeUsageError("error: required option '--reason <text>' not specified", 'ru')).toBe("ошибка: не указан обязательный параметр '--reason <text>'");
    expect(localizeUsageError("error: option '--seat <wind>' argument 'Q' is invalid. Allowed choices are E, S, W, N.", 'ru'))
      .toBe("ошибка: недопустимое значение 'Q' параметра '--seat <wind>'; допустимы: E, S, W, N.");
    expect(localizeUsageError("error: unknown option '--sea'", 'en')).toBe("error: unknown option '--sea'");
  });
});

describe('the built program', () => {
  it('prints Russian help by default and English with --lang en', () => {
    const ru = runCli('--help');
    expect(ru.code).toBe(0);
    expect(ru.out).toContain('Команды:');
    expect(ru.out).toContain(HELP.score!.description.ru.slice(0, 30));
    const en = runCli('event', 'correct', '--help', '--lang', 'en');
    expect(en.code).toBe(0);
    expect(en.out).toContain(HELP['event correct']!.description.en);
    expect(en.out.split('\n').filter((l) => CYRILLIC.test(l) && !l.trimStart().startsWith('reglament '))).toEqual([]);
  });

  it('takes REGLAMENT_LANG=en for the help and for the output', () => {
    const env = { ...process.env, REGLAMENT_LANG: 'en' };
    const help = runCliWithEnv(env, 'score', '--help');
    expect(help.out).toContain('Options:');
    expect(help.out).toContain('(choices: "ru", "en", default: "en")');
    const score = runCliWithEnv(env, 'score', 'regulations/bermuda-triangle.yaml', '123m456m789m2m[777z]+2m', '--seat', 'S');
    expect(score.out).toContain('Total: 104');
  });

  it('says so when REGLAMENT_LANG is neither ru nor en, and answers in Russian', () => {
    const r = runCliWithEnv({ ...process.env, REGLAMENT_LANG: 'de' }, 'score', '--sea', 'S');
    expect(r.err).toContain('REGLAMENT_LANG=de: ожидается ru или en');
    expect(r.err).toContain("ошибка: неизвестный параметр '--sea'");
    expect(r.code).toBe(2);
  });
});
