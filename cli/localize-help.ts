/**
 * The program's help and usage errors in the output language. The language is known before commander parses:
 * `--lang en|ru` anywhere on the command line, else the REGLAMENT_LANG environment variable, else Russian. The
 * Russian texts come from one table (help-texts.ts), keyed by command path and option; the command files keep
 * their English.
 */
import { Help, type Command, type Option } from 'commander';
import { COMMON_OPTIONS, HELP, type HelpExample, type HelpText } from './help-texts.js';
import type { Lang } from '../present/index.js';
import { envLanguage } from './output-language.js';

/** The language of a run: `--lang` on the command line (before `--`), else REGLAMENT_LANG, else Russian. */
export function chooseLanguage(args: readonly string[], env: NodeJS.ProcessEnv): Lang {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') break;
    const value = arg === '--lang' ? args[i + 1] : arg.startsWith('--lang=') ? arg.slice('--lang='.length) : undefined;
    if (value === 'ru' || value === 'en') return value;
  }
  return envLanguage(env) ?? 'ru';
}

/** A command's path below the program: '' for the program, 'event init' for a subcommand. */
export function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** The program and every command under it. */
export function allCommands(program: Command): Command[] {
  return [program, ...program.commands.flatMap((c) => allCommands(c))];
}

/** The table's text for an option of a command: the command's own entry, else the common one. */
export function optionHelp(path: string, option: Option): HelpText | undefined {
  const flag = option.long ?? option.short ?? option.flags;
  return HELP[path]?.options?.[flag] ?? COMMON_OPTIONS[flag];
}

const RUSSIAN_TITLES: Record<string, string> = {
  'Usage:': 'Запуск:',
  'Arguments:': 'Аргументы:',
  'Options:': 'Параметры:',
  'Commands:': 'Команды:',
  'Global Options:': 'Общие параметры:',
};

/** What commander adds after an option's or argument's description, in Russian. */
function russianExtras(item: { argChoices?: string[]; defaultValue?: unknown; defaultValueDescription?: string }, showDefault: boolean): string {
  const extras: string[] = [];
  if (item.argChoices) extras.push(`варианты: ${item.argChoices.join(', ')}`);
  if (showDefault && item.defaultValue !== undefined) extras.push(`по умолчанию: ${item.defaultValueDescription ?? String(item.defaultValue)}`);
  return extras.length > 0 ? ` (${extras.join('; ')})` : '';
}

/** Commander's generic placeholders in a usage line, in Russian (the arguments keep their own names). */
function russianPlaceholders(usage: string): string {
  return usage.replace('[options]', '[параметры]').replace('[command]', '[команда]');
}

/** Commander's help layout with Russian headings and Russian notes on choices and defaults. */
const RUSSIAN_HELP: Partial<Help> = {
  // Russian terms are longer ("[параметры]"); commander stops wrapping descriptions narrower than 40 columns.
  minWidthToWrap: 30,
  styleTitle: (title: string) => RUSSIAN_TITLES[title] ?? title,
  commandUsage: (cmd: Command) => russianPlaceholders(Help.prototype.commandUsage.call(new Help(), cmd)),
  subcommandTerm: (cmd: Command) => russianPlaceholders(Help.prototype.subcommandTerm.call(new Help(), cmd)),
  optionDescription: (option: Option) => option.description + russianExtras(option, option.required || option.optional),
  argumentDescription: (argument) => argument.description + russianExtras(argument, true),
};

/** The examples section of a command's help. */
function examplesText(examples: readonly HelpExample[], lang: Lang): string {
  const title = lang === 'ru' ? 'Примеры:' : 'Examples:';
  return `\n${title}\n${examples.map((e) => `  ${e.command}\n      ${e[lang]}`).join('\n')}\n`;
}

/** Puts the help of the program and of every command in the language: descriptions, headings, choices, examples. */
export function localizeHelp(program: Command, lang: Lang): void {
  for (const cmd of allCommands(program)) {
    const path = commandPath(cmd);
    const help = HELP[path];
    if (help?.examples) cmd.addHelpText('after', examplesText(help.examples, lang));
    if (lang === 'en') continue;
    if (help) cmd.description(help.description.ru);
    for (const argument of cmd.registeredArguments) {
      const text = help?.arguments?.[argument.name()];
      if (text) argument.description = text.ru;
    }
    for (const option of cmd.options) {
      const text = optionHelp(path, option);
      if (text) option.description = text.ru;
    }
    cmd.helpOption('-h, --help', COMMON_OPTIONS['--help']!.ru);
    if (cmd.commands.length > 0) cmd.helpCommand('help [command]', HELP.help!.description.ru);
    cmd.configureHelp(RUSSIAN_HELP);
  }
}

/**
 * Puts the help in the language (localizeHelp) just before commander first prints help: descriptions, headings,
 * choices and examples are read by help alone (usage errors are worded by localizeUsageError), and every help that
 * commander prints emits 'beforeAllHelp' on the program first. A run that prints no help does not localize (every
 * command's: ~1 ms of a cold `score`, measured with marks).
 */
export function localizeHelpWhenPrinted(program: Command, lang: Lang): void {
  let done = false;
  program.on('beforeAllHelp', () => {
    if (done) return;
    done = true;
    localizeHelp(program, lang);
  });
}

/** Commander's usage errors, in Russian: the pattern and its translation. */
const RUSSIAN_USAGE: Array<[RegExp, string]> = [
  [/^error: unknown option '(.+?)'/, "ошибка: неизвестный параметр '$1'"],
  [/^error: unknown command '(.+?)'/, "ошибка: неизвестная команда '$1'"],
  [/\(Did you mean (.+?)\?\)/, '(может быть, $1?)'],
  [/^error: missing required argument '(.+?)'/, "ошибка: не указан обязательный аргумент '$1'"],
  [/^error: required option '(.+?)' not specified/, "ошибка: не указан обязательный параметр '$1'"],
  [/^error: option '(.+?)' argument '(.*?)' is invalid\. Allowed choices are (.+?)\.$/, "ошибка: недопустимое значение '$2' параметра '$1'; допустимы: $3."],
  [/^error: option '(.+?)' argument missing/, "ошибка: у параметра '$1' не указано значение"],
  [/^error: too many arguments(?: for '(.+?)')?\. Expected (\d+) arguments? but got (\d+)\./, 'ошибка: слишком много аргументов (ожидается $2, дано $3)'],
];

/** A usage error of commander (one line) in the language; an unknown message keeps its English. */
export function localizeUsageError(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  return RUSSIAN_USAGE.reduce((text, [pattern, russian]) => text.replace(pattern, russian), message);
}
