/**
 * The `--help` texts of every command in Russian, beside the English they translate. Command files keep their
 * English descriptions; `localize-help.ts` puts these on the program. Each entry repeats the English it was written
 * from, so that test/cli/help-texts.test.ts fails when a command's English changes and its Russian does not (or when
 * a command, argument or option has no entry at all). Words as in present/glossary.ts. A game's own commands and its
 * examples of the common ones come with both languages from its part of the command line (games/command-line.ts).
 */
import { gameCommands, gameExamplesOf, type CommandExample, type GameCommand } from '../games/command-line.js';

/** A text in both languages; `en` is exactly the English of the command file. */
export interface HelpText {
  en: string;
  ru: string;
}

/** An example of a command: the command line and what it does. */
export type HelpExample = CommandExample;

/** The help of one command: its description, arguments (by name), options (by long flag) and examples. */
export interface CommandHelp {
  description: HelpText;
  arguments?: Record<string, HelpText>;
  options?: Record<string, HelpText>;
  examples?: readonly HelpExample[];
}

/** Options that mean the same in every command (a command's own entry wins). */
export const COMMON_OPTIONS: Record<string, HelpText> = {
  '--lang': { en: 'output language', ru: 'язык вывода' },
  '--help': { en: 'display help for command', ru: 'показать эту справку' },
  '--version': { en: 'output the version number', ru: 'показать номер версии' },
  '--no-cache': {
    en: 'compile the regulation afresh, without the compile cache',
    ru: 'скомпилировать регламент заново, не заглядывая в кэш скомпилированных регламентов (и не записывая в него)',
  },
};

/** The event info options of `event init` and `event info` (cli/commands/event-info.ts). */
const EVENT_INFO_OPTIONS: Record<string, HelpText> = {
  '--name': { en: "the event's name, for the printouts and the hall's screen", ru: 'название турнира — для печати и экрана зала' },
  '--date': { en: "the event's date (DD.MM.YYYY or YYYY-MM-DD)", ru: 'дата турнира: ДД.ММ.ГГГГ или ГГГГ-ММ-ДД' },
  '--venue': { en: "the event's venue", ru: 'место проведения' },
};

/** The score options (`cli/score-options.ts`), shared by `score` and the files that take the same flags. */
const SCORE_OPTIONS: Record<string, HelpText> = {
  '--seat': { en: "the player's seat wind", ru: 'собственный ветер игрока, то есть его место за столом' },
  '--round': { en: 'the round (prevailing) wind', ru: 'преимущественный ветер, он же ветер раунда' },
  '--win': {
    en: 'where the winning tile came from',
    ru: 'откуда пришла последняя кость: discard — снос другого игрока, wall — стена, replacement — свободная кость после конга, robbing — ограбление конга',
  },
  '--last-tile': { en: 'won with the last tile of the wall', ru: 'маджонг последней костью стены' },
  '--immediate-calling': {
    en: 'declared a calling hand at once and did not play on',
    ru: 'сразу объявил просящую руку и дальше не играл (не брал костей со стены и не сносил)',
  },
  '--heavenly': { en: "East's mahjong with the dealt tiles", ru: 'небесная рука: маджонг Востока сразу после раздачи' },
  '--earthly': {
    en: "mahjong on East's first discard after calling from the deal",
    ru: 'земная рука: маджонг на первый снос Востока, просящая рука объявлена сразу после раздачи',
  },
  '--kong-on-kong': { en: 'mahjong on the loose tile after two kongs in a row', ru: 'маджонг свободной костью после двух конгов подряд' },
  '--after-kong': {
    en: "mahjong on the discard made right after another player's kong",
    ru: 'маджонг на снос, сделанный сразу после чужого конга (сычуань: ху на сброс после чужого конга)',
  },
  '--last-of-kind': {
    en: 'won on the last tile of its kind (the other three in sight)',
    ru: 'маджонг последней костью своего вида (три другие такие кости на виду: в сносе или в открытых комбинациях)',
  },
  '--void': { en: "the player's void (missing) suit", ru: 'запрещённая масть игрока (сычуань): m — символы, p — доты, s — бамбуки' },
  '--riichi': { en: 'the player declared riichi', ru: 'игрок объявил риичи' },
  '--double-riichi': {
    en: 'the player declared riichi in the first go-around (double riichi)',
    ru: 'игрок объявил риичи в первом круге, до любых открытий (дабл риичи)',
  },
  '--ippatsu': { en: 'won within one uninterrupted go-around after riichi', ru: 'выигрыш в течение одного непрерванного круга после риичи (иппацу)' },
  '--renhou': {
    en: "won on a discard before one's first draw, the first go-around uninterrupted (renhou)",
    ru: 'выигрыш на сброс до своего первого набора, пока первый круг не прерван (ренхо)',
  },
  '--dora': { en: 'dora indicator tiles in the notation, e.g. 3m7z', ru: 'индикаторы доры в записи костей, например 3m7z (дора — следующие за ними кости: 4m и 1z)' },
  '--ura': { en: 'ura dora indicator tiles in the notation', ru: 'индикаторы ура-доры в записи костей (считаются только при риичи)' },
  '--honba': { en: 'continuance counters (honba) on the table', ru: 'счётчики продолжения (хомба) на столе' },
  '--sticks': { en: 'riichi sticks on the table for the winner', ru: 'палочки риичи на столе, которые забирает победитель' },
};

/** The help of the common commands, keyed by path ('' is the program, 'event init' a subcommand); the games' are added below. */
const CORE_HELP: Record<string, CommandHelp> = {
  '': {
    description: {
      en: 'Tournament regulations as data: check regulation files, score hands, run tournaments.',
      ru: 'Регламенты турниров по маджонгу и преферансу как данные: проверка файлов регламентов, подсчёт рук и сдач, проведение турнира. Вывод по-русски; --lang en или REGLAMENT_LANG=en — по-английски. Руководства: docs/ru/.',
    },
    examples: [
      { command: 'reglament score regulations/bermuda-triangle.yaml "123m456m789m2m[777z]+2m" --seat S', en: 'score a hand with every item explained', ru: 'подсчитать руку с объяснением каждого пункта' },
      { command: 'reglament check regulations/repino-2008.yaml', en: 'check a regulation file', ru: 'проверить файл регламента' },
      { command: 'reglament serve', en: "open the judge's desk in the browser", ru: 'открыть стол судьи в браузере' },
      { command: 'reglament score --help', en: 'the options of one command', ru: 'параметры одной команды' },
    ],
  },
  check: {
    description: {
      en: 'check regulation files and report every problem (exit 1 on errors)',
      ru: 'проверить файлы регламентов и показать все ошибки сразу (код выхода 1, если ошибки есть)',
    },
    arguments: { files: { en: 'regulation files', ru: 'файлы регламентов' } },
    options: {
      '--assumptions': { en: 'list the assumptions each regulation records', ru: 'перечислить допущения каждого регламента' },
      '--json': { en: 'print diagnostics as JSON', ru: 'вывести замечания в JSON' },
    },
    examples: [
      { command: 'reglament check regulations/repino-2008.yaml', en: 'every problem at once, exit 1 on errors', ru: 'все ошибки сразу; код выхода 1, если они есть' },
      { command: 'reglament check --assumptions regulations/sbr-2025.yaml', en: 'also list the interpretations of the text', ru: 'и перечислить, как файл толкует текст регламента' },
    ],
  },
  score: {
    description: {
      en: 'score one hand: its value with every item explained; or every hand of a file (--hands)',
      ru: 'подсчитать одну руку: её стоимость и каждый пункт с правилом и пунктом регламента; или все руки файла (--hands)',
    },
    arguments: {
      regulation: { en: 'regulation file', ru: 'файл регламента' },
      hand: { en: 'the hand, e.g. "123m456m789m2m[777z]+2m"', ru: 'рука в нотации, например "123m456m789m2m[777z]+2m" (m символы, p доты, s бамбуки, z онеры, [ ] открытая комбинация, +кость — последняя)' },
    },
    options: {
      ...SCORE_OPTIONS,
      '--hands': {
        en: 'score every hand of a file (- for standard input): one a line with its flags, as here; flags given here apply to every line',
        ru: 'подсчитать все руки файла (- — стандартный ввод): по руке в строке с её параметрами, как в этой команде; параметры, заданные в самой команде, действуют на каждую строку',
      },
      '--json': {
        en: 'print JSON: total, declarable, limit, items (with --hands: one object a line)',
        ru: 'вывести JSON: total (итог), declarable (можно ли объявить), limit, items (пункты); с --hands — по объекту в строке, как для одной руки',
      },
    },
    examples: [
      { command: 'reglament score regulations/bermuda-triangle.yaml "123m456m789m2m[777z]+2m" --seat S', en: 'the winner sits South', ru: 'победитель сидит на Юге' },
      { command: 'reglament score regulations/repino-2008.yaml "1m9m1p9p1s9s1z2z3z4z5z6z7z+7z" --win wall', en: 'thirteen wonders from the wall', ru: 'тринадцать чудес со стены' },
      {
        command: 'reglament score regulations/bermuda-triangle.yaml --hands test/fixtures/impact/club-night.hands --json',
        en: 'every hand of a file, one JSON object a line',
        ru: 'все руки файла, по объекту JSON в строке',
      },
    ],
  },
  deal: {
    description: {
      en: 'score and settle one deal: every hand, then who pays whom by which rule, and the net per player',
      ru: 'подсчитать и рассчитать одну сдачу: каждая рука, затем кто кому платит по какому правилу, и итог сдачи каждого игрока',
    },
    arguments: {
      regulation: { en: 'regulation file', ru: 'файл регламента' },
      deal: { en: 'deal file (YAML or JSON): players, round, hands, win or redeal, penalties', ru: 'файл сдачи (YAML или JSON): игроки, ветер раунда, руки, маджонг или пересдача, штрафы (сычуань: события сдачи)' },
    },
    options: {
      '--json': { en: 'print JSON: players, payments, adjustments, vists', ru: 'вывести JSON: players, payments (платежи), adjustments (штрафы вне расчёта), vists (висты)' },
    },
    examples: [
      { command: 'reglament deal regulations/repino-2008.yaml test/fixtures/deals/repino-discarder-pays-honors.yaml', en: 'a classical deal and its ledger', ru: 'классическая сдача и её расчёт' },
    ],
  },
  standings: {
    description: {
      en: 'the standings of an event after a round, with its cuts and final, by the tie-break chain',
      ru: 'турнирная таблица после тура: места по дополнительным показателям регламента, отсевы и финал',
    },
    arguments: { event: { en: 'event file (YAML or JSON) or event store (SQLite)', ru: 'файл турнира (YAML или JSON) или протокол турнира (SQLite)' } },
    options: {
      '--after-round': { en: 'standings after this round (default: the last played)', ru: 'таблица после этого тура (по умолчанию — после последнего сыгранного)' },
      '--json': { en: 'print JSON: {standings: [{player, rank, points, vists, mahjongs, out, ...}]}', ru: 'вывести JSON: {standings: [{player, rank, points, vists, mahjongs, out, ...}]}' },
      '--format': {
        en: 'output format (csv: with --lang ru, the default, for Russian spreadsheets: ";", decimal comma, UTF-8 BOM; with --lang en: ",")',
        ru: 'вид вывода: text — текст, csv — таблица для Excel (по-русски: «;», десятичная запятая, метка UTF-8; с --lang en — «,» и точка), html — страница для печати',
      },
    },
    examples: [
      { command: 'reglament standings test/fixtures/events/repino-two-rounds.yaml', en: 'the standings after the last round played', ru: 'таблица после последнего сыгранного тура' },
      { command: 'reglament standings test/fixtures/events/repino-two-rounds.yaml --format html > standings.html', en: 'a page to print', ru: 'страница для печати' },
      { command: 'reglament standings test/fixtures/events/repino-two-rounds.yaml --format csv > standings.csv', en: 'a table for Excel (Russian: ";" and a decimal comma)', ru: 'таблица для Excel («;» и десятичная запятая)' },
    ],
  },
  impact: {
    description: {
      en: "what a change of regulation does: hands scored under both, the rules that changed them, an event's ranks",
      ru: 'что даёт изменение регламента: руки, подсчитанные по обоим, правила, изменившие их стоимость, и места в турнире',
    },
    arguments: {
      old: { en: 'the old regulation file', ru: 'прежний регламент' },
      new: { en: 'the new regulation file', ru: 'новый регламент' },
    },
    options: {
      '--hands': {
        en: 'hands file: one hand a line, as the arguments of `score` (e.g. "123m456m789m2m[777z]+2m --seat S")',
        ru: 'файл рук: по руке в строке, как аргументы `score` (например, "123m456m789m2m[777z]+2m --seat S")',
      },
      '--generate': { en: 'score N generated hands instead (needs --seed)', ru: 'вместо файла подсчитать N сгенерированных рук (нужен --seed)' },
      '--seed': { en: 'seed of the generated hands', ru: 'зерно генератора рук (одно зерно — одни и те же руки)' },
      '--event': { en: "also recompute this event's standings under both regulations (event file or store)", ru: 'также пересчитать турнирную таблицу этого турнира по обоим регламентам (файл или протокол турнира)' },
      '--examples': { en: 'how many most affected hands to show (default 10)', ru: 'сколько наиболее изменившихся рук показать (по умолчанию 10)' },
      '--threads': {
        en: 'worker threads that score generated hands (default: one per core from 100,000 hands; 1: none)',
        ru: 'сколько параллельных потоков считают сгенерированные руки (по умолчанию — по одному на ядро процессора, начиная со 100 000 рук; 1 — без них)',
      },
      '--format': { en: 'output format', ru: 'вид отчёта: text — текст, json — данные, html — страница' },
      '--json': { en: 'the same as --format json', ru: 'то же, что --format json' },
      '--out': { en: 'write the report to a file instead of standard output', ru: 'записать отчёт в файл, а не на экран' },
      '--progress': { en: 'show the progress bar on stderr even when it is not a terminal', ru: 'показывать ход расчёта в stderr, даже если это не терминал' },
    },
    examples: [
      { command: 'reglament impact regulations/bermuda-triangle.yaml regulations/examples/bermuda-club-night.yaml --hands test/fixtures/impact/club-night.hands', en: 'hands from a file', ru: 'руки из файла' },
      { command: 'reglament impact regulations/bermuda-triangle.yaml regulations/examples/bermuda-club-night.yaml --generate 10000 --seed 1 --format html --out impact.html', en: 'a report page on 10,000 generated hands', ru: 'отчёт-страница по 10 000 сгенерированных рук' },
    ],
  },
  seat: {
    description: {
      en: 'the seating of a round from the standings after the previous one (round 1: by lot)',
      ru: 'рассадка тура по турнирной таблице после предыдущего (первый тур — по жребию)',
    },
    arguments: { event: { en: 'event file (YAML or JSON) or event store (SQLite)', ru: 'файл турнира (YAML или JSON) или протокол турнира (SQLite)' } },
    options: {
      '--round': { en: 'the round to seat', ru: 'какой тур рассадить' },
      '--final': { en: 'seat the final (the best players left), e.g. instead of an optional round', ru: 'рассадить финал (лучших из оставшихся), например вместо дополнительного тура' },
      '--json': { en: 'print JSON: {round, tables: [[E, S, W, N], ...], wind, sittingOut}', ru: 'вывести JSON: {round, tables: [[E, S, W, N], ...], wind, sittingOut}' },
    },
    examples: [
      { command: 'reglament seat test/fixtures/events/repino-two-rounds.yaml --round 3', en: 'seat round 3', ru: 'рассадить третий тур' },
    ],
  },
  compile: {
    description: {
      en: 'print the compiled regulation (IR) as JSON, checked by schemas/ir.schema.json',
      ru: 'вывести скомпилированный регламент (IR) в JSON, проверенный по schemas/ir.schema.json',
    },
    arguments: { regulation: { en: 'regulation file', ru: 'файл регламента' } },
    options: { '--out': { en: 'write the IR to a file instead of standard output', ru: 'записать IR в файл, а не на экран' } },
    examples: [{ command: 'reglament compile regulations/repino-2008.yaml --out repino.ir.json', en: 'the compiled rules into a file', ru: 'скомпилированные правила в файл' }],
  },
  diff: {
    description: {
      en: 'the rules that differ between two regulations, by section (exit 0 whether or not they differ)',
      ru: 'правила, которыми различаются два регламента, по разделам (код выхода 0, есть различия или нет)',
    },
    arguments: {
      old: { en: 'the old regulation file', ru: 'прежний регламент' },
      new: { en: 'the new regulation file', ru: 'новый регламент' },
    },
    options: {
      '--format': { en: 'output format', ru: 'вид вывода: text — текст, md — Markdown для протокола, json — данные' },
      '--json': { en: 'the same as --format json', ru: 'то же, что --format json' },
    },
    examples: [
      { command: 'reglament diff regulations/bermuda-triangle.yaml regulations/examples/bermuda-club-night.yaml', en: 'what the club night changes', ru: 'что меняет клубный вечер' },
      { command: 'reglament diff regulations/sbr-2024.yaml regulations/sbr-2025.yaml --format md', en: 'the 2025 changes as Markdown', ru: 'изменения 2025 года в Markdown' },
    ],
  },
  assumptions: {
    description: {
      en: 'every assumption a regulation records, with its clause and the alternative, for a committee',
      ru: 'все допущения регламента с пунктом текста и вариантом «иначе» — для комиссии по правилам',
    },
    arguments: { regulation: { en: 'regulation file', ru: 'файл регламента' } },
    options: {
      '--format': { en: 'output format', ru: 'вид вывода: text — текст, md — таблицы Markdown для протокола, json — данные' },
      '--json': {
        en: 'print JSON: {regulation, version, name, assumptions: [{id, section, name, clause, text, alternative?, file, line}]}',
        ru: 'вывести JSON: regulation, version, name и assumptions — каждое допущение с id, разделом, названием, пунктом, текстом, вариантом «иначе» и местом в файле',
      },
    },
    examples: [{ command: 'reglament assumptions regulations/repino-2008.yaml --format md', en: 'the register to confirm', ru: 'перечень допущений на утверждение' }],
  },
  test: {
    description: {
      en: 'run the test cases stored in regulation files (exit 1 if any fails)',
      ru: 'прогнать примеры (tests:), записанные в файлах регламентов (код выхода 1, если хоть один не прошёл)',
    },
    arguments: { files: { en: 'regulation files', ru: 'файлы регламентов' } },
    options: {
      '--json': {
        en: 'print JSON: {passed, failed, files: [{file, compiled, tests: [{line, name, ok, problems, texts}]}]}',
        ru: 'вывести JSON: {passed (прошло), failed (не прошло), files: [{file, compiled (регламент собран), tests: [{line, name, ok, problems (по-английски), texts (на двух языках)}]}]}',
      },
    },
    examples: [{ command: 'reglament test regulations/bermuda-triangle.yaml', en: "the regulation's own test hands", ru: 'контрольные руки самого регламента' }],
  },
  demo: {
    description: {
      en: 'check the bundled regulations and score sample hands with explanations',
      ru: 'проверить регламенты из поставки и подсчитать примеры рук с объяснениями',
    },
    options: {
      '--json': {
        en: 'print JSON: {regulations: [{file, compiled, regulation, version, name, samples}]}',
        ru: 'вывести JSON: {regulations: [{file, compiled, regulation, version, name, samples (примеры, как их выводят команды игры с --json)}]}',
      },
    },
    examples: [{ command: 'reglament demo', en: 'a first look in the terminal', ru: 'первое знакомство в терминале' }],
  },
  serve: {
    description: {
      en: "the judge's desk in the browser: score hands, run an event, look at regulations (default: a sample event)",
      ru: 'стол судьи в браузере: подсчёт рук, проведение турнира, регламенты (по умолчанию — пример турнира)',
    },
    options: {
      '--event': { en: 'the event store (SQLite) to work on; default: the bundled sample event', ru: 'файл протокола турнира (SQLite); по умолчанию — пример турнира из поставки' },
      '--port': { en: 'port (0: any free port)', ru: 'порт (0 — любой свободный)' },
      '--host': {
        en: 'listen on this address (e.g. 0.0.0.0 for the local network); prints an access token',
        ru: 'слушать этот адрес (например, 0.0.0.0 — для локальной сети); печатает токен доступа',
      },
    },
    examples: [
      { command: 'reglament serve', en: 'the sample event on http://127.0.0.1:8080/', ru: 'пример турнира на http://127.0.0.1:8080/' },
      { command: 'reglament serve --event club.db --host 0.0.0.0', en: 'an event for several judges on the local network', ru: 'турнир для нескольких судей в локальной сети' },
    ],
  },
  lsp: {
    description: {
      en: 'the language server for editors: diagnostics as you type, hover, completion, definitions, rename, tests (LSP over standard input and output)',
      ru: 'языковой сервер для редакторов: ошибки по мере набора, описания при наведении, подсказки, переход к определению, переименование, тесты (LSP через стандартный ввод и вывод)',
    },
    options: {
      '--stdio': {
        en: 'speak LSP over standard input and output (the only transport; editors pass it)',
        ru: 'говорить по LSP через стандартный ввод и вывод (единственный способ связи; редакторы передают этот флаг сами)',
      },
      '--lang': {
        en: "language of hovers and completions (default: the editor's if English, else Russian)",
        ru: 'язык описаний и подсказок (по умолчанию английский, если редактор на английском, иначе русский)',
      },
    },
    examples: [{ command: 'reglament lsp --stdio', en: 'what an editor runs (see docs/regulation-language.md)', ru: 'что запускает редактор (см. docs/ru/regulation-language.md)' }],
  },
  event: {
    description: {
      en: "the judge's working copy of an event: an append-only protocol in a store file (SQLite)",
      ru: 'протокол турнира у судьи: файл (SQLite), в который записи только добавляются',
    },
    examples: [
      { command: 'reglament event init club.db --regulation regulations/repino-2008.yaml --seed 7', en: 'a new protocol', ru: 'новый протокол' },
      { command: 'reglament event history club.db', en: 'every entry, with what it replaced', ru: 'все записи и что они заменили' },
    ],
  },
  'event init': {
    description: {
      en: 'create a store for an event: its regulation, the seed of its draws and its players',
      ru: 'завести протокол турнира: регламент, зерно жеребьёвок и игроки',
    },
    arguments: { store: { en: 'store file to create, e.g. repino.db', ru: 'файл протокола, который будет создан, например repino.db' } },
    options: {
      '--regulation': { en: 'the regulation the event runs under', ru: 'регламент, по которому проводится турнир' },
      '--seed': { en: 'seed of the draws (seating and winds by lot)', ru: 'зерно жеребьёвок (рассадка и ветры по жребию)' },
      '--players': { en: 'players file (YAML or JSON): a list of {id, name}', ru: 'файл игроков (YAML или JSON): список {id, name}' },
      ...EVENT_INFO_OPTIONS,
      '--author': { en: 'who records', ru: 'кто записывает (судья)' },
      '--json': { en: 'print JSON: {store, regulation, seed, players}', ru: 'вывести JSON: {store (протокол), regulation, seed (зерно), players (число игроков)}' },
    },
    examples: [
      { command: 'reglament event init club.db --regulation regulations/repino-2008.yaml --seed 7', en: 'a protocol without players yet', ru: 'протокол, игроков пока нет' },
      { command: 'reglament event init cup.db --regulation regulations/repino-2008.yaml --seed 7 --name "Кубок Репино" --date 06.01.2011 --venue Репино', en: 'with the name, date and venue for the printouts', ru: 'с названием, датой и местом для печати' },
    ],
  },
  'event info': {
    description: {
      en: "show the event's name, date and venue, or set the ones given (every edit is kept)",
      ru: 'показать название, дату и место турнира или изменить заданные (каждая правка сохраняется)',
    },
    arguments: { store: { en: 'store file', ru: 'файл протокола' } },
    options: {
      ...EVENT_INFO_OPTIONS,
      '--author': { en: 'who edits', ru: 'кто правит (судья)' },
      '--json': { en: 'print JSON', ru: 'вывести JSON' },
    },
    examples: [{ command: 'reglament event info cup.db --venue "Репино, пансионат"', en: 'change the venue', ru: 'изменить место' }],
  },
  'event import': {
    description: {
      en: 'record a whole event file (YAML or JSON) into a store (created if missing)',
      ru: 'записать в протокол целый файл турнира (YAML или JSON); протокол создаётся, если его нет',
    },
    arguments: {
      store: { en: 'store file', ru: 'файл протокола' },
      event: { en: 'event file', ru: 'файл турнира' },
    },
    options: {
      '--author': { en: 'who records', ru: 'кто записывает (судья)' },
      '--json': { en: 'print JSON: {store, event, created, entries: [seq, ...]}', ru: 'вывести JSON: {store, event, created (протокол создан), entries: [номера записей]}' },
    },
    examples: [{ command: 'reglament event import club.db test/fixtures/events/repino-two-rounds.yaml', en: 'two rounds played', ru: 'два сыгранных тура' }],
  },
  'event record': {
    description: {
      en: 'append one protocol entry {kind, round, table, payload} read from a file',
      ru: 'добавить в протокол одну запись {kind, round, table, payload} из файла',
    },
    arguments: {
      store: { en: 'store file', ru: 'файл протокола' },
      entry: { en: 'entry file (YAML or JSON)', ru: 'файл записи (YAML или JSON)' },
    },
    options: {
      '--author': { en: 'who records', ru: 'кто записывает (судья)' },
      '--json': { en: 'print JSON: {store, seq, kind, round, table}', ru: 'вывести JSON: {store, seq (номер записи), kind, round, table}' },
    },
    examples: [{ command: 'reglament event record club.db deal.yaml --author "Судья"', en: 'one deal', ru: 'одна сдача' }],
  },
  'event correct': {
    description: {
      en: 'append an entry that replaces entry <seq> (the old one stays in the history)',
      ru: 'добавить запись, заменяющую запись <seq> (прежняя остаётся в истории)',
    },
    arguments: {
      store: { en: 'store file', ru: 'файл протокола' },
      seq: { en: 'number of the entry to correct', ru: 'номер исправляемой записи' },
      entry: { en: 'the corrected entry (YAML or JSON); payload: null withdraws the entry', ru: 'исправленная запись (YAML или JSON); payload: null снимает запись' },
    },
    options: {
      '--reason': { en: 'why the entry is corrected', ru: 'причина исправления (обязательно)' },
      '--author': { en: 'who corrects', ru: 'кто исправляет (судья)' },
      '--json': { en: 'print JSON: {store, seq, replaces, withdrawn, reason}', ru: 'вывести JSON: {store, seq (новая запись), replaces (исправленная), withdrawn (снята), reason}' },
    },
    examples: [{ command: 'reglament event correct club.db 17 deal.yaml --reason "C и D перепутаны в протоколе"', en: 'correct entry 17', ru: 'исправить запись 17' }],
  },
  'event export': {
    description: {
      en: 'print the event (as of an entry) in the event file format',
      ru: 'вывести турнир (на момент записи) в формате файла турнира',
    },
    arguments: { store: { en: 'store file', ru: 'файл протокола' } },
    options: {
      '--as-of': { en: 'the event as it stood after this entry', ru: 'турнир таким, каким он был после этой записи' },
      '--format': { en: 'output format', ru: 'формат: yaml или json' },
      '--json': { en: 'the same as --format json', ru: 'то же, что --format json' },
      '--out': { en: 'write to this file (its regulation path made relative to it)', ru: 'записать в этот файл (путь к регламенту — относительно него)' },
    },
    examples: [{ command: 'reglament event export club.db --as-of 16 --format json', en: 'the event after entry 16', ru: 'турнир после записи 16' }],
  },
  'event history': {
    description: {
      en: 'list every entry, with what it replaced and why',
      ru: 'все записи протокола: что каждая заменила и почему',
    },
    arguments: { store: { en: 'store file', ru: 'файл протокола' } },
    options: { '--json': { en: 'print JSON', ru: 'вывести JSON' } },
    examples: [{ command: 'reglament event history club.db', en: 'the whole protocol', ru: 'весь протокол' }],
  },
  help: {
    description: { en: 'display help for command', ru: 'справка по команде' },
  },
};

/** A game's own command's help, from its part of the command line. */
function gameCommandHelp(command: GameCommand): CommandHelp {
  return {
    description: command.description,
    arguments: Object.fromEntries(command.arguments.map((a) => [a.name, a.help])),
    options: Object.fromEntries(command.options.map((o) => [o.flag, o.help])),
    ...(command.examples !== undefined ? { examples: command.examples } : {}),
  };
}

/** The help with the games' examples of a common command after its own. */
function withGameExamples(path: string, help: CommandHelp): CommandHelp {
  const examples = [...(help.examples ?? []), ...gameExamplesOf(path)];
  return examples.length > 0 ? { ...help, examples } : help;
}

/**
 * Every command's help, keyed by its path: the common commands' (with the examples the games give of them) and the
 * games' own commands' (games/<game>/command-line.ts).
 */
export const HELP: Readonly<Record<string, CommandHelp>> = {
  ...Object.fromEntries(Object.entries(CORE_HELP).map(([path, help]) => [path, withGameExamples(path, help)])),
  ...Object.fromEntries(gameCommands().map((command) => [command.name, gameCommandHelp(command)])),
};
