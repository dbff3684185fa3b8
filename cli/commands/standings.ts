/**
 * `reglament standings <event> [--after-round N] [--json] [--format text|csv|html] [--lang ru|en]`: the event's
 * standings after a round (default: the last played), with its cuts and final, ordered by the regulation's
 * tie-break chain. CSV follows the language: Russian for Russian spreadsheets (`;`, decimal comma, UTF-8 BOM),
 * English plain (`,`, decimal point). Input: an event file (YAML or JSON) and the regulation it names. Output: JSON
 * (`{"standings": [{player, rank, points, vists, mahjongs, out, ...}]}`), a text table, CSV or printable HTML on
 * stdout; problems on stderr. Exit codes: 0, 1 (the regulation has errors), 2 (a bad event, or a deal that could not
 * be scored: the standings are printed, but miss that deal).
 */
import { computeEventStandingsOf, lastPlayedRound, type EventData, type RegulationIR, type RunProblem } from '../../runtime/index.js';
import { describeEventPath, renderStandingsCsv, renderStandingsHtml, renderStandingsText, standingsJson, type Lang } from '../../present/index.js';
import { loadEventSource } from '../event-source.js';
import { EXIT } from '../exit-codes.js';
import { printError } from '../error-line.js';
import { outputLanguage } from '../output-language.js';
import { severityWord } from '../../compiler/index.js';
import { loadRegulation, renderDiagnostics } from '../regulation-loader.js';
import { standingsStyleOf, tableRulesOf } from '../../games/index.js';

/** Options of `standings`. */
export interface StandingsOptions {
  afterRound?: string;
  json?: boolean;
  format: 'text' | 'csv' | 'html';
  lang: Lang;
}

/** An event with its compiled regulation, or the exit code when either cannot be used. */
export type LoadedEventRun = { event: EventData; ir: RegulationIR } | { exit: number };

/**
 * Loads an event (an event file, or the event store itself) and its regulation; prints every problem; needs the
 * regulation's tournament section.
 */
export function loadEventRun(file: string): LoadedEventRun {
  const loaded = loadEventSource(file);
  if (loaded.diagnostics.length > 0) process.stderr.write(renderDiagnostics(loaded.diagnostics) + '\n');
  if (loaded.diagnostics.some((d) => d.severity === 'error') || loaded.event === undefined || loaded.regulationPath === undefined) {
    return { exit: EXIT.badInput };
  }
  const ir = loadRegulation(loaded.regulationPath);
  if (ir === undefined) return { exit: EXIT.regulationErrors };
  if (ir.tournament === undefined) {
    printError({
      en: `the regulation ${loaded.regulationPath} has no tournament: section (table points, standings, seating)`,
      ru: `в регламенте ${loaded.regulationPath} нет раздела tournament: (турнирные очки, таблица, рассадка)`,
    });
    return { exit: EXIT.regulationErrors };
  }
  return { event: loaded.event, ir };
}

/** Prints the problems met while running the event, one line each in `lang` (default: the run's); true when any is an error. */
export function reportProblems(file: string, problems: readonly RunProblem[], lang: Lang = outputLanguage()): boolean {
  for (const p of problems) {
    const message = p.text !== undefined ? p.text[lang] : p.message;
    process.stderr.write(`${file}: ${describeEventPath(p.path, lang)}  ${severityWord(p.severity, lang)}  ${p.code}  ${message}\n`);
  }
  return problems.some((p) => p.severity === 'error');
}

/** Parses a round number option (a positive whole number, or 0 for "before round 1" where allowed). */
export function parseRound(value: string, option: string, min: number): number | undefined {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min) {
    printError({ en: `${option} needs a whole number from ${min}, got '${value}'`, ru: `${option}: нужно целое число от ${min}, а указано «${value}»` });
    return undefined;
  }
  return n;
}

/** Runs `standings`; returns the exit code. */
export function runStandings(file: string, o: StandingsOptions): number {
  let afterRound: number | undefined;
  if (o.afterRound !== undefined) {
    afterRound = parseRound(o.afterRound, '--after-round', 0);
    if (afterRound === undefined) return EXIT.badInput;
  }
  const run = loadEventRun(file);
  if ('exit' in run) return run.exit;
  const { event, ir } = run;
  if (afterRound !== undefined && afterRound > event.rounds.length) {
    printError({ en: `--after-round ${afterRound}: the event has ${event.rounds.length} round(s)`, ru: `--after-round ${afterRound}: туров в турнире: ${event.rounds.length}` });
    return EXIT.badInput;
  }
  // Before round 1 every registered player is listed (with nothing yet); later, those who have started.
  const include = (afterRound ?? lastPlayedRound(event)) === 0 ? 'all' : 'started';
  const { standings, problems } = computeEventStandingsOf(ir, event, tableRulesOf(ir), { ...(afterRound !== undefined ? { afterRound } : {}), include });
  const failed = reportProblems(file, problems, o.lang);
  const style = standingsStyleOf(ir);
  let text: string;
  if (o.json) text = JSON.stringify(standingsJson(ir, standings, problems, style), null, 2) + '\n';
  // Russian CSV is for Russian spreadsheets (`;`, a decimal comma, a UTF-8 BOM so that Excel reads it as UTF-8);
  // with --lang en the headers are English and the CSV plain (`,` and a decimal point).
  else if (o.format === 'csv') text = renderStandingsCsv(standings, o.lang, ir, style, o.lang === 'ru' ? 'ru' : 'plain');
  else if (o.format === 'html') text = renderStandingsHtml(ir, standings, o.lang, style);
  else text = renderStandingsText(ir, standings, o.lang, style) + '\n';
  process.stdout.write(text);
  return failed ? EXIT.badInput : EXIT.ok;
}
