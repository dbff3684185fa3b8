/**
 * The program built for the command being run (cli/program.ts): when the first argument names a command, runProgram
 * builds that command alone, and its help is put in the language only when help is printed. Whatever a user types,
 * it must answer exactly as the whole program does: each command's help (ru and en), the usage errors of its
 * options and arguments, its subcommands' "Did you mean".
 */
import { CommanderError, type Command } from 'commander';
import { afterEach, describe, expect, it } from 'vitest';
import { buildProgram } from '../../cli/program.js';
import { allCommands, commandPath, localizeHelp } from '../../cli/localize-help.js';
import { runInProcess } from '../support/run-in-process.js';

const NAMES = buildProgram(() => undefined, []).commands.map((c) => c.name());

/** The usage error (or none) of parsing `args` with `program`, its actions and hook left out (nothing runs). */
function usageError(program: Command, usage: string[], args: readonly string[]): string {
  (program as unknown as { _lifeCycleHooks: Record<string, unknown> })._lifeCycleHooks = {};
  for (const cmd of allCommands(program)) {
    cmd.configureOutput({ writeOut: () => undefined, writeErr: () => undefined, outputError: (s) => usage.push(s.trim()) });
    if (cmd.commands.length === 0) cmd.action(() => undefined);
  }
  try {
    program.parse([...args], { from: 'user' });
    return 'accepted';
  } catch (e) {
    if (!(e instanceof CommanderError)) throw e;
    return `${e.code} ${e.exitCode}: ${usage.join(' | ')}`;
  }
}

describe('the program for one command', () => {
  it('has the command named alone, and no command for a name that is none', () => {
    expect(NAMES).toEqual(expect.arrayContaining(['check', 'score', 'event']));
    for (const name of NAMES) expect(buildProgram(() => undefined, [], name).commands.map((c) => c.name())).toEqual([name]);
    expect(buildProgram(() => undefined, [], 'scor').commands).toEqual([]);
    expect(buildProgram(() => undefined, [], 'help').commands).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('gives every command and subcommand the help it has in the whole program (%s)', (lang) => {
    const whole = buildProgram(() => undefined, []);
    localizeHelp(whole, lang);
    for (const name of NAMES) {
      const alone = buildProgram(() => undefined, [], name);
      localizeHelp(alone, lang);
      const expected = allCommands(whole.commands.find((c) => c.name() === name)!);
      const got = allCommands(alone.commands[0]!);
      expect(got.map(commandPath)).toEqual(expected.map(commandPath));
      got.forEach((cmd, i) => expect(cmd.helpInformation(), commandPath(cmd)).toBe(expected[i]!.helpInformation()));
    }
  });

  it('refuses the same command lines with the same errors', () => {
    const errors: string[] = [];
    const lines = NAMES.flatMap((name) => [[name], [name, '--bogus'], [name, '--jsn'], [name, 'a', 'b', 'c', 'd'], [name, 'x', '--lang', 'de'], [name, 'x', '-V']]);
    lines.push(['event', 'inti'], ['event', 'init', 'x', '--sed', '1'], ['score', 'x', '--seat'], ['score', 'x', '--seat', 'X']);
    for (const args of lines) {
      const whole: string[] = [];
      const alone: string[] = [];
      const error = usageError(buildProgram(() => undefined, whole), whole, args);
      expect(usageError(buildProgram(() => undefined, alone, args[0]), alone, args), args.join(' ')).toBe(error);
      errors.push(error);
    }
    expect(errors.filter((e) => e === 'accepted').length).toBeLessThan(lines.length / 10); // the lines do reach the errors
    expect(errors).toContain("commander.unknownOption 1: error: unknown option '--jsn'\n(Did you mean --json?)");
    expect(errors).toContain("commander.unknownCommand 1: error: unknown command 'inti'\n(Did you mean init?)");
  });
});

describe('help printed by a run', () => {
  const saved = process.env.REGLAMENT_LANG;
  afterEach(() => {
    if (saved === undefined) delete process.env.REGLAMENT_LANG;
    else process.env.REGLAMENT_LANG = saved;
  });

  it.each(['ru', 'en'] as const)('`<command> --help` prints what `help <command>` (the whole program) prints (%s)', async (lang) => {
    process.env.REGLAMENT_LANG = lang;
    for (const name of NAMES) {
      const alone = await runInProcess([name, '--help']);
      expect(alone.code, name).toBe(0);
      expect(/[а-яё]/i.test(alone.out), name).toBe(lang === 'ru');
      expect(alone, name).toEqual(await runInProcess(['help', name]));
    }
  });
});
