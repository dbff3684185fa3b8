/**
 * `reglament impact <old.yaml> <new.yaml> (--hands <file> | --generate N --seed S) [--event <event>]
 * [--format text|json|html] [--out <file>] [--lang ru|en] [--progress] [--examples N] [--threads N]`: what a change of regulation
 * does. Every hand is scored under both regulations (each compiled once); the report counts the hands whose value
 * or declarability changes, histograms the differences, names the rules that caused them and shows the most
 * affected hands; with --event, the event's standings under both and every rank that moves.
 * Generated hands are scored on worker threads (cli/impact-threads.ts: one per core from 100,000 hands, `--threads`
 * to choose), with the same report as in one thread.
 * Input: two regulation files; a hands file (cli/hands-file.ts) or a seed for generated hands; an event file.
 * Output: text (default), JSON or a self-contained HTML page on stdout or in --out; a progress bar on stderr when
 * it is a terminal (or with --progress). Exit codes: 0; 1 a regulation has errors (or lacks the tournament section
 * an event needs); 2 bad input (options, a bad line of the hands file, a bad event file).
 */
import cliProgress from 'cli-progress';
import {
  IMPACT_WINNING_SHARE, compareEventStandings, compileScorer, generateImpactCorpus, runImpact,
  type EventData, type ImpactHand,
} from '../../runtime/index.js';
import { loadEventSource } from '../event-source.js';
import { EXIT } from '../exit-codes.js';
import { iterateHands, readHandsFile } from '../hands-file.js';
import {
  describeEventPath, impactJson, regulationOf, renderImpactHtml, renderImpactText, ruleInfoOf, type ImpactInput, type ImpactRun, type Lang,
} from '../../present/index.js';
import { loadRegulation, renderDiagnostics } from '../regulation-loader.js';
import { writeOutputFile } from '../write-output.js';
import { defaultImpactThreads, impactWorkerFile, runImpactOnThreads } from '../impact-threads.js';
import { printError } from '../error-line.js';
import { severityWord } from '../../compiler/index.js';
import { tableRulesOf } from '../../games/index.js';

/** Options of `impact` as commander gives them. */
export interface ImpactOptions {
  hands?: string;
  generate?: string;
  seed?: string;
  event?: string;
  format: 'text' | 'json' | 'html';
  out?: string;
  lang: Lang;
  progress?: boolean;
  examples?: string;
  threads?: string;
}

/** The most generated hands one run accepts. */
const MAX_GENERATE = 100_000_000;
/** The most worker threads one run accepts. */
const MAX_THREADS = 64;

/** Reads a whole number option in [min, max]; prints the error and gives undefined otherwise. */
function wholeNumber(value: string, option: string, min: number, max: number): number | undefined {
  const n = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    printError({ en: `${option} needs a whole number from ${min} to ${max}, got '${value}'`, ru: `${option}: нужно целое число от ${min} до ${max}, а указано «${value}»` });
    return undefined;
  }
  return n;
}

/** A progress bar on stderr, or nothing. */
function progressBar(total: number, show: boolean): { update(done: number): void; stop(): void } | undefined {
  if (!show || total === 0) return undefined;
  const bar = new cliProgress.SingleBar({
    stream: process.stderr,
    format: 'impact [{bar}] {percentage}% | {value}/{total} | {eta_formatted}',
    noTTYOutput: !process.stderr.isTTY,
    notTTYSchedule: 2000,
    hideCursor: true,
    clearOnComplete: true,
  }, cliProgress.Presets.shades_classic);
  bar.start(total, 0);
  return { update: (done) => bar.update(done), stop: () => bar.stop() };
}

/** Runs `impact`; returns the exit code. */
export async function runImpactCommand(oldFile: string, newFile: string, o: ImpactOptions): Promise<number> {
  // Options first: nothing is compiled for a command that cannot run.
  if ((o.hands === undefined) === (o.generate === undefined)) {
    printError({ en: 'give the hands: either --hands <file> or --generate N --seed S', ru: 'укажите руки: либо --hands <файл>, либо --generate N --seed S' });
    return EXIT.badInput;
  }
  let count = 0;
  let seed = 0;
  if (o.generate !== undefined) {
    if (o.seed === undefined) {
      printError({ en: '--generate needs --seed S (the same seed gives the same hands)', ru: '--generate нужен --seed S (одно и то же зерно даёт одни и те же руки)' });
      return EXIT.badInput;
    }
    const c = wholeNumber(o.generate, '--generate', 1, MAX_GENERATE);
    const s = wholeNumber(o.seed, '--seed', 0, 2 ** 32 - 1);
    if (c === undefined || s === undefined) return EXIT.badInput;
    count = c;
    seed = s;
  } else if (o.seed !== undefined) {
    printError({ en: '--seed goes with --generate', ru: '--seed указывают вместе с --generate' });
    return EXIT.badInput;
  }
  let examples = 10;
  if (o.examples !== undefined) {
    const e = wholeNumber(o.examples, '--examples', 0, 1000);
    if (e === undefined) return EXIT.badInput;
    examples = e;
  }
  let threads = defaultImpactThreads(count);
  if (o.threads !== undefined) {
    const t = wholeNumber(o.threads, '--threads', 1, MAX_THREADS);
    if (t === undefined) return EXIT.badInput;
    threads = t;
  }

  // Both regulations are compiled (every error of both is printed) before anything else is read.
  const oldIr = loadRegulation(oldFile);
  const newIr = loadRegulation(newFile);
  if (oldIr === undefined || newIr === undefined) return EXIT.regulationErrors;

  let hands: Iterable<ImpactHand>;
  let input: ImpactInput;
  let total: number;
  if (o.hands !== undefined) {
    const f = readHandsFile(o.hands, o.lang);
    if (f.errors.length > 0) {
      process.stderr.write(f.errors.join('\n') + '\n');
      return EXIT.badInput;
    }
    hands = iterateHands(f);
    input = { kind: 'file', file: o.hands };
    total = f.hands.length;
  } else {
    hands = generateImpactCorpus(seed, count);
    input = { kind: 'generated', count, seed, winningShare: IMPACT_WINNING_SHARE };
    total = count;
  }

  let event: EventData | undefined;
  if (o.event !== undefined) {
    const loaded = loadEventSource(o.event);
    if (loaded.diagnostics.length > 0) process.stderr.write(renderDiagnostics(loaded.diagnostics) + '\n');
    if (loaded.diagnostics.some((d) => d.severity === 'error') || loaded.event === undefined) return EXIT.badInput;
    for (const [file, ir] of [[oldFile, oldIr], [newFile, newIr]] as const) {
      if (ir.tournament === undefined) {
        printError({
          en: `the regulation ${file} has no tournament: section (table points, standings), so --event cannot be run under it`,
          ru: `в регламенте ${file} нет раздела tournament: (турнирные очки, таблица), поэтому турнир (--event) по нему не пересчитать`,
        });
        return EXIT.regulationErrors;
      }
    }
    event = loaded.event;
  }

  const bar = progressBar(total, o.progress === true || process.stderr.isTTY === true);
  let report;
  const onProgress = bar ? (done: number) => bar.update(done) : undefined;
  // Generated hands go to worker threads when there are several (the hands of a file are read here: few).
  const workerFile = o.generate !== undefined && threads > 1 ? impactWorkerFile() : undefined;
  try {
    report = workerFile !== undefined
      ? await runImpactOnThreads(workerFile, oldIr, newIr, seed, count, threads, onProgress, { examples })
      : runImpact(compileScorer(oldIr), compileScorer(newIr), hands, onProgress, { examples });
  } finally {
    bar?.stop();
  }

  const run: ImpactRun = {
    regulations: { old: regulationOf(oldFile, oldIr), new: regulationOf(newFile, newIr) },
    input,
    report,
    ruleInfo: ruleInfoOf(oldIr, newIr),
  };
  if (event !== undefined) {
    const ev = compareEventStandings(oldIr, newIr, event, tableRulesOf);
    for (const p of ev.problems) process.stderr.write(`${o.event}: ${describeEventPath(p.path, o.lang)}  ${severityWord(p.severity, o.lang)}  ${p.code}  [${p.regulation}] ${p.text?.[o.lang] ?? p.message}\n`);
    run.event = { ...ev, file: o.event! };
  }

  const text = o.format === 'json' ? JSON.stringify(impactJson(run), null, 2) + '\n'
    : o.format === 'html' ? renderImpactHtml(run, o.lang)
    : renderImpactText(run, o.lang);
  if (o.out !== undefined) {
    const problem = writeOutputFile(o.out, text);
    if (problem !== undefined) {
      printError(problem, o.lang);
      return EXIT.badInput;
    }
  } else {
    process.stdout.write(text);
  }
  return EXIT.ok;
}
