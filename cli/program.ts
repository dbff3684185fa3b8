/**
 * cli: argv -> compiler/runtime -> rendered output and exit codes. Thin: each command lives in cli/commands/.
 * May import compiler/ and runtime/. The entry of the command line is cli/main.ts, which loads this module for every
 * run but `--version`.
 */
import { Command, CommanderError, Option } from 'commander';
import type { AssumptionsOptions } from './commands/assumptions.js';
import type { DiffOptions } from './commands/diff.js';
import type { EventCorrectOptions, EventExportOptions, EventHistoryOptions, EventInitOptions, EventWriteOptions } from './commands/event.js';
import type { EventInfoCommandOptions } from './commands/event-info.js';
import type { ImpactOptions } from './commands/impact.js';
import type { SeatOptions } from './commands/seat.js';
import type { ServeOptions } from './commands/serve.js';
import type { StandingsOptions } from './commands/standings.js';
import { EXIT } from './exit-codes.js';
import type { Lang } from '../present/index.js';
import { chooseLanguage, localizeHelpWhenPrinted, localizeUsageError } from './localize-help.js';
import { envLanguage, LANG_ENV, setOutputLanguage, unreadLangSetting } from './output-language.js';
import { addScoreOptions, givenScoreFlags, toWinOptions, type RawScoreOptions } from './score-options.js';
import { gameCommands, type GameCommand } from '../games/command-line.js';
import { VERSION } from './version.js';

const langOption = () => new Option('--lang <lang>', 'output language').choices(['ru', 'en']).default(envLanguage(process.env) ?? 'ru');

/** An option of the event's name, date or venue (`event init`, `event info`). */
function eventInfoOption(field: 'name' | 'date' | 'venue'): Option {
  const spec = { name: ['--name <text>', "the event's name, for the printouts and the hall's screen"], date: ['--date <date>', "the event's date (DD.MM.YYYY or YYYY-MM-DD)"], venue: ['--venue <text>', "the event's venue"] }[field];
  return new Option(spec[0]!, spec[1]);
}

/**
 * The action of a command: its module is imported only when the command runs, so that a process loads nothing a
 * command does not use (`--version` and `--help` load no command at all).
 */
function lazy<M, A extends unknown[]>(setExit: (code: number) => void, load: () => Promise<M>, run: (m: M, ...args: A) => number | Promise<number>) {
  return async (...args: A): Promise<void> => setExit(await run(await load(), ...args));
}

/** `--json` of a command whose output format is chosen by `--format`: the same as `--format json`. */
const jsonFormatOption = () => new Option('--json', 'the same as --format json');

/** The options with `--json` turned into `format: 'json'`. */
function withJsonFormat<O extends { format: string; json?: boolean }>(o: O): O {
  return o.json === true ? { ...o, format: 'json' } : o;
}

/** `--no-cache`: compile the regulation even when the compile cache has it (and leave the cache as it is). */
const noCacheOption = () => new Option('--no-cache', 'compile the regulation afresh, without the compile cache');

/**
 * A game's own command (games/<game>/command-line.ts), with `--lang` and `--no-cache`: its code and what the command
 * line gives it (game-command.ts: regulation loader, diagnostics, exit codes) are imported only when it runs.
 */
function addGameCommand(program: Command, game: GameCommand, setExit: (code: number) => void): void {
  const cmd = program.command(game.name).description(game.description.en);
  for (const a of game.arguments) cmd.argument(`<${a.name}>`, a.help.en);
  for (const o of game.options) cmd.option(o.flag, o.help.en);
  cmd.addOption(langOption()).addOption(noCacheOption())
    .action(lazy(setExit, () => import('./game-command.js'), (m, ...rest: unknown[]) => {
      const command = rest[rest.length - 1] as Command;
      return m.runGameCommand(game, command.processedArgs as string[], command.opts<{ json?: boolean; lang: Lang }>());
    }));
}

/** Adds a command (with its subcommands) to the program. */
type CommandDefiner = (program: Command, setExit: (code: number) => void) => void;

/** Every command by name, in the order of the help's list (the games' after `deal`). */
function commandDefiners(): ReadonlyArray<readonly [string, CommandDefiner]> {
  return [
    ['check', (program, setExit) => {
      program.command('check')
        .description('check regulation files and report every problem (exit 1 on errors)')
        .argument('<files...>', 'regulation files')
        .option('--assumptions', 'list the assumptions each regulation records')
        .option('--json', 'print diagnostics as JSON')
        .addOption(noCacheOption())
        .addOption(langOption())
        .action(lazy(setExit, () => import('./commands/check.js'), (m, files: string[], o: { assumptions?: boolean; json?: boolean; lang: Lang }) => m.runCheck(files, o)));
    }],
    ['score', (program, setExit) => {
      addScoreOptions(program.command('score'))
        .description("score one hand: its value with every item explained; or every hand of a file (--hands)")
        .argument('<regulation>', 'regulation file')
        .argument('[hand]', 'the hand, e.g. "123m456m789m2m[777z]+2m"')
        .option('--hands <file>', 'score every hand of a file (- for standard input): one a line with its flags, as here; flags given here apply to every line')
        .option('--json', 'print JSON: total, declarable, limit, items (with --hands: one object a line)')
        .addOption(noCacheOption())
        .addOption(langOption())
        .action(lazy(setExit, () => import('./commands/score.js'), (m, file: string, hand: string | undefined, o: RawScoreOptions & { json?: boolean; lang: Lang; hands?: string }, cmd: Command) =>
          m.runScore(file, hand, toWinOptions(o), { ...o, flagWords: givenScoreFlags(cmd) })));
    }],
    ['deal', (program, setExit) => {
      program.command('deal')
        .description('score and settle one deal: every hand, then who pays whom by which rule, and the net per player')
        .argument('<regulation>', 'regulation file')
        .argument('<deal>', 'deal file (YAML or JSON): players, round, hands, win or redeal, penalties')
        .option('--json', 'print JSON: players, payments, adjustments, vists')
        .addOption(langOption())
        .addOption(noCacheOption())
        .action(lazy(setExit, () => import('./commands/deal.js'), (m, file: string, deal: string, o: { json?: boolean; lang: Lang }) => m.runDeal(file, deal, o)));
    }],
    ...gameCommands().map((game): readonly [string, CommandDefiner] => [game.name, (program, setExit) => addGameCommand(program, game, setExit)]),
    ['standings', (program, setExit) => {
      program.command('standings')
        .description('the standings of an event after a round, with its cuts and final, by the tie-break chain')
        .argument('<event>', 'event file (YAML or JSON) or event store (SQLite)')
        .option('--after-round <n>', 'standings after this round (default: the last played)')
        .option('--json', 'print JSON: {standings: [{player, rank, points, vists, mahjongs, out, ...}]}')
        .addOption(new Option('--format <format>', 'output format (csv: with --lang ru, the default, for Russian spreadsheets: ";", decimal comma, UTF-8 BOM; with --lang en: ",")').choices(['text', 'csv', 'html']).default('text'))
        .addOption(langOption())
        .addOption(noCacheOption())
        .action(lazy(setExit, () => import('./commands/standings.js'), (m, file: string, o: StandingsOptions) => m.runStandings(file, o)));
    }],
    ['impact', (program, setExit) => {
      program.command('impact')
        .description('what a change of regulation does: hands scored under both, the rules that changed them, an event\'s ranks')
        .argument('<old>', 'the old regulation file')
        .argument('<new>', 'the new regulation file')
        .option('--hands <file>', 'hands file: one hand a line, as the arguments of `score` (e.g. "123m456m789m2m[777z]+2m --seat S")')
        .option('--generate <n>', 'score N generated hands instead (needs --seed)')
        .option('--seed <s>', 'seed of the generated hands')
        .option('--event <file>', "also recompute this event's standings under both regulations (event file or store)")
        .option('--examples <n>', 'how many most affected hands to show (default 10)')
        .option('--threads <n>', 'worker threads that score generated hands (default: one per core from 100,000 hands; 1: none)')
        .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'html']).default('text'))
        .addOption(jsonFormatOption())
        .option('--out <file>', 'write the report to a file instead of standard output')
        .option('--progress', 'show the progress bar on stderr even when it is not a terminal')
        .addOption(langOption())
        .addOption(noCacheOption())
        .action(lazy(setExit, () => import('./commands/impact.js'), (m, oldFile: string, newFile: string, o: ImpactOptions & { json?: boolean }) => m.runImpactCommand(oldFile, newFile, withJsonFormat(o))));
    }],
    ['seat', (program, setExit) => {
      program.command('seat')
        .description('the seating of a round from the standings after the previous one (round 1: by lot)')
        .argument('<event>', 'event file (YAML or JSON) or event store (SQLite)')
        .requiredOption('--round <n>', 'the round to seat')
        .option('--final', 'seat the final (the best players left), e.g. instead of an optional round')
        .option('--json', 'print JSON: {round, tables: [[E, S, W, N], ...], wind, sittingOut}')
        .addOption(langOption())
        .addOption(noCacheOption())
        .action(lazy(setExit, () => import('./commands/seat.js'), (m, file: string, o: SeatOptions) => m.runSeat(file, o)));
    }],
    ['compile', (program, setExit) => {
      program.command('compile')
        .description('print the compiled regulation (IR) as JSON, checked by schemas/ir.schema.json')
        .argument('<regulation>', 'regulation file')
        .option('--out <file>', 'write the IR to a file instead of standard output')
        .addOption(langOption())
        .addOption(noCacheOption())
        .action(lazy(setExit, () => import('./commands/compile.js'), (m, file: string, o: { out?: string }) => m.runCompile(file, o)));
    }],
    ['diff', (program, setExit) => {
      program.command('diff')
        .description('the rules that differ between two regulations, by section (exit 0 whether or not they differ)')
        .argument('<old>', 'the old regulation file')
        .argument('<new>', 'the new regulation file')
        .addOption(new Option('--format <format>', 'output format').choices(['text', 'md', 'json']).default('text'))
        .addOption(jsonFormatOption())
        .addOption(langOption())
        .addOption(noCacheOption())
        .action(lazy(setExit, () => import('./commands/diff.js'), (m, oldFile: string, newFile: string, o: DiffOptions & { json?: boolean }) => m.runDiff(oldFile, newFile, withJsonFormat(o))));
    }],
    ['assumptions', (program, setExit) => {
      program.command('assumptions')
        .description('every assumption a regulation records, with its clause and the alternative, for a committee')
        .argument('<regulation>', 'regulation file')
        .addOption(new Option('--format <format>', 'output format').choices(['text', 'md', 'json']).default('text'))
        .option('--json', 'print JSON: {regulation, version, name, assumptions: [{id, section, name, clause, text, alternative?, file, line}]}')
        .addOption(langOption())
        .addOption(noCacheOption())
        .action(lazy(setExit, () => import('./commands/assumptions.js'), (m, file: string, o: AssumptionsOptions) => m.runAssumptions(file, o)));
    }],
    ['test', (program, setExit) => {
      program.command('test')
        .description("run the test cases stored in regulation files (exit 1 if any fails)")
        .argument('<files...>', 'regulation files')
        .option('--json', 'print JSON: {passed, failed, files: [{file, compiled, tests: [{line, name, ok, problems, texts}]}]}')
        .addOption(langOption())
        .action(lazy(setExit, () => import('./commands/test.js'), (m, files: string[], o: { json?: boolean; lang?: Lang }) => m.runTestCommand(files, o)));
    }],
    ['demo', (program, setExit) => {
      program.command('demo')
        .description('check the bundled regulations and score sample hands with explanations')
        .option('--json', 'print JSON: {regulations: [{file, compiled, regulation, version, name, samples}]}')
        .addOption(langOption())
        .action(lazy(setExit, () => import('./commands/demo.js'), (m, o: { lang: Lang; json?: boolean }) => m.runDemo(o)));
    }],
    ['serve', (program, setExit) => {
      program.command('serve')
        .description("the judge's desk in the browser: score hands, run an event, look at regulations (default: a sample event)")
        .option('--event <store>', 'the event store (SQLite) to work on; default: the bundled sample event')
        .option('--port <n>', 'port (0: any free port)', '8080')
        .option('--host <addr>', 'listen on this address (e.g. 0.0.0.0 for the local network); prints an access token')
        .addOption(langOption())
        .action(lazy(setExit, () => import('./commands/serve.js'), (m, o: ServeOptions) => m.runServe(o)));
    }],
    ['lsp', (program) => {
      program.command('lsp')
        .description('the language server for editors: diagnostics as you type, hover, completion, definitions, rename, tests (LSP over standard input and output)')
        .option('--stdio', 'speak LSP over standard input and output (the only transport; editors pass it)')
        .addOption(new Option('--lang <lang>', "language of hovers and completions (default: the editor's if English, else Russian)").choices(['ru', 'en']))
        // Loaded only for this command: no other command pays for the protocol libraries.
        .action((o: { lang?: Lang }) => import('../lsp/index.js').then(({ startLanguageServer }) => {
          startLanguageServer({ input: process.stdin, output: process.stdout, ...(o.lang ? { lang: o.lang } : {}) });
        }));
    }],
    ['event', (program, setExit) => {
      const loadEvent = () => import('./commands/event.js');
      const event = program.command('event')
        .description("the judge's working copy of an event: an append-only protocol in a store file (SQLite)");
      event.command('init')
        .description('create a store for an event: its regulation, the seed of its draws and its players')
        .argument('<store>', 'store file to create, e.g. repino.db')
        .requiredOption('--regulation <file>', 'the regulation the event runs under')
        .requiredOption('--seed <n>', 'seed of the draws (seating and winds by lot)')
        .option('--players <file>', 'players file (YAML or JSON): a list of {id, name}')
        .addOption(eventInfoOption('name')).addOption(eventInfoOption('date')).addOption(eventInfoOption('venue'))
        .option('--author <name>', 'who records')
        .option('--json', 'print JSON: {store, regulation, seed, players}')
        .addOption(langOption())
        .action(lazy(setExit, loadEvent, (m, store: string, o: EventInitOptions) => m.runEventInit(store, o)));
      event.command('info')
        .description("show the event's name, date and venue, or set the ones given (every edit is kept)")
        .argument('<store>', 'store file')
        .addOption(eventInfoOption('name')).addOption(eventInfoOption('date')).addOption(eventInfoOption('venue'))
        .option('--author <name>', 'who edits')
        .option('--json', 'print JSON')
        .addOption(langOption())
        .action(lazy(setExit, () => import('./commands/event-info.js'), (m, store: string, o: EventInfoCommandOptions) => m.runEventInfo(store, o)));
      event.command('import')
        .description('record a whole event file (YAML or JSON) into a store (created if missing)')
        .argument('<store>', 'store file')
        .argument('<event>', 'event file')
        .option('--author <name>', 'who records')
        .option('--json', 'print JSON: {store, event, created, entries: [seq, ...]}')
        .addOption(langOption())
        .action(lazy(setExit, loadEvent, (m, store: string, file: string, o: EventWriteOptions) => m.runEventImport(store, file, o)));
      event.command('record')
        .description('append one protocol entry {kind, round, table, payload} read from a file')
        .argument('<store>', 'store file')
        .argument('<entry>', 'entry file (YAML or JSON)')
        .option('--author <name>', 'who records')
        .option('--json', 'print JSON: {store, seq, kind, round, table}')
        .addOption(langOption())
        .action(lazy(setExit, loadEvent, (m, store: string, file: string, o: EventWriteOptions) => m.runEventRecord(store, file, o)));
      event.command('correct')
        .description('append an entry that replaces entry <seq> (the old one stays in the history)')
        .argument('<store>', 'store file')
        .argument('<seq>', 'number of the entry to correct')
        .argument('<entry>', 'the corrected entry (YAML or JSON); payload: null withdraws the entry')
        .requiredOption('--reason <text>', 'why the entry is corrected')
        .option('--author <name>', 'who corrects')
        .option('--json', 'print JSON: {store, seq, replaces, withdrawn, reason}')
        .addOption(langOption())
        .action(lazy(setExit, loadEvent, (m, store: string, seq: string, file: string, o: EventCorrectOptions) => m.runEventCorrect(store, seq, file, o)));
      event.command('export')
        .description('print the event (as of an entry) in the event file format')
        .argument('<store>', 'store file')
        .option('--as-of <seq>', 'the event as it stood after this entry')
        .addOption(new Option('--format <format>', 'output format').choices(['yaml', 'json']).default('yaml'))
        .addOption(jsonFormatOption())
        .option('--out <file>', 'write to this file (its regulation path made relative to it)')
        .addOption(langOption())
        .action(lazy(setExit, loadEvent, (m, store: string, o: EventExportOptions & { json?: boolean }) => m.runEventExport(store, withJsonFormat(o))));
      event.command('history')
        .description('list every entry, with what it replaced and why')
        .argument('<store>', 'store file')
        .option('--json', 'print JSON')
        .addOption(langOption())
        .action(lazy(setExit, loadEvent, (m, store: string, o: EventHistoryOptions) => m.runEventHistory(store, o)));
    }],
  ];
}

/**
 * The program in English (runProgram puts its help in the run's language): with every command, or with the one named
 * `only` alone (none when no command has that name).
 */
export function buildProgram(setExit: (code: number) => void, usage: string[], only?: string): Command {
  const program = new Command('reglament')
    .description('Tournament regulations as data: check regulation files, score hands, run tournaments.')
    .version(VERSION)
    .exitOverride()
    .showHelpAfterError(false)
    // Usage errors come in pieces (message, then "Did you mean ..."): collected, printed as one line.
    .configureOutput({ outputError: (str) => usage.push(str.trim()) });

  for (const [name, define] of commandDefiners()) if (only === undefined || only === name) define(program, setExit);

  // The cache folder keeps V8's code of the schema validators; --no-cache on a command: the compile cache (and that
  // code) is neither read nor written by this process.
  program.hook('preAction', async (_program, action) => {
    const cache = await import('./regulation-cache.js');
    if (action.opts().cache === false) cache.disableRegulationCache();
    else cache.cacheValidatorCode();
  });

  return program;
}

/**
 * The program for a run with `args`: when the first argument names a command, that command alone, since commander
 * then only parses and helps that command (the program's own options stay); otherwise (no command first: `--help`,
 * `help <command>`, a wrong command and its "Did you mean", options before the command) every command. With the help
 * localized only when printed (localizeHelpWhenPrinted), the program of a cold `score` is ready for commander ~3.5 ms
 * sooner (marks: 5.6 -> 1.9 ms), ~9 M of its ~431 M instructions (test/cli/program.test.ts holds the two to the same
 * answers).
 */
function programFor(args: readonly string[], setExit: (code: number) => void, usage: string[]): Command {
  const first = args[0];
  if (first !== undefined && !first.startsWith('-')) {
    const program = buildProgram(setExit, usage, first);
    if (program.commands.length > 0) return program;
  }
  return buildProgram(setExit, usage);
}

/** Runs the command line on `argv` (as process.argv: node, script, arguments...); resolves to the exit code. */
export async function runProgram(argv: string[]): Promise<number> {
  let code: number = EXIT.ok;
  const usage: string[] = [];
  const program = programFor(argv.slice(2), (c) => { code = c; }, usage);
  const lang = chooseLanguage(argv.slice(2), process.env);
  setOutputLanguage(lang);
  localizeHelpWhenPrinted(program, lang);
  const setting = unreadLangSetting(process.env);
  if (setting !== undefined) {
    process.stderr.write(lang === 'ru'
      ? `reglament: ${LANG_ENV}=${setting}: ожидается ru или en\n`
      : `reglament: ${LANG_ENV}=${setting}: expected ru or en\n`);
  }
  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) {
      if (usage.length > 0) process.stderr.write(localizeUsageError(usage.join(' ').replace(/\s*\n\s*/g, ' '), lang) + '\n');
      return e.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    }
    process.stderr.write(`internal error: ${(e as Error).stack ?? String(e)}\nPlease report this as a bug.\n`);
    return EXIT.internal;
  }
  return code;
}
