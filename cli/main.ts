#!/usr/bin/env node
/**
 * cli: argv -> compiler/runtime -> rendered output and exit codes. Thin: each command lives in cli/commands/.
 * May import compiler/ and runtime/.
 */
import { Command, CommanderError, Option } from 'commander';
import { runCheck } from './commands/check.js';
import { runDemo } from './commands/demo.js';
import { runScore } from './commands/score.js';
import { runTestCommand } from './commands/test.js';
import { EXIT } from './exit-codes.js';
import type { Lang } from './i18n.js';
import { addScoreOptions, toWinOptions, type RawScoreOptions } from './score-options.js';

const langOption = () => new Option('--lang <lang>', 'output language').choices(['ru', 'en']).default('ru');

function buildProgram(setExit: (code: number) => void, usage: string[]): Command {
  const program = new Command('reglament')
    .description('Tournament regulations as data: check regulation files, score hands, run tournaments.')
    .version('0.1.0')
    .exitOverride()
    .showHelpAfterError(false)
    // Usage errors come in pieces (message, then "Did you mean ..."): collected, printed as one line.
    .configureOutput({ outputError: (str) => usage.push(str.trim()) });

  program.command('check')
    .description('check regulation files and report every problem (exit 1 on errors)')
    .argument('<files...>', 'regulation files')
    .option('--assumptions', 'list the assumptions each regulation records')
    .option('--json', 'print diagnostics as JSON')
    .addOption(langOption())
    .action((files: string[], o: { assumptions?: boolean; json?: boolean; lang: Lang }) => setExit(runCheck(files, o)));

  addScoreOptions(program.command('score'))
    .description("score one hand: its value with every item explained")
    .argument('<regulation>', 'regulation file')
    .argument('<hand>', 'the hand, e.g. "123m456m789m2m[777z]+2m"')
    .option('--json', 'print JSON: total, declarable, limit, items')
    .addOption(langOption())
    .action((file: string, hand: string, o: RawScoreOptions & { json?: boolean; lang: Lang }) =>
      setExit(runScore(file, hand, toWinOptions(o), o)));

  program.command('test')
    .description("run the test cases stored in regulation files (exit 1 if any fails)")
    .argument('<files...>', 'regulation files')
    .action((files: string[]) => setExit(runTestCommand(files)));

  program.command('demo')
    .description('check the bundled regulations and score sample hands with explanations')
    .addOption(langOption())
    .action((o: { lang: Lang }) => setExit(runDemo(o.lang)));

  return program;
}

function main(argv: string[]): number {
  let code: number = EXIT.ok;
  const usage: string[] = [];
  const program = buildProgram((c) => { code = c; }, usage);
  try {
    program.parse(argv);
  } catch (e) {
    if (e instanceof CommanderError) {
      if (usage.length > 0) process.stderr.write(usage.join(' ').replace(/\s*\n\s*/g, ' ') + '\n');
      return e.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    }
    process.stderr.write(`internal error: ${(e as Error).stack ?? String(e)}\nPlease report this as a bug.\n`);
    return EXIT.internal;
  }
  return code;
}

process.exitCode = main(process.argv);
