/**
 * `reglament seat <event> --round N [--final] [--json] [--lang ru|en]`: the seating of round N, computed from the
 * standings after round N - 1 (round 1: by lot from the event's seed), with the round's prevailing wind.
 * Output: JSON (`{"round": N, "tables": [["A","B","C","D"], ...], "wind", "sittingOut", ...}`) or text on stdout;
 * problems on stderr. Exit codes: 0, 1 (the regulation has errors), 2 (a bad event or option).
 */
import { seatRound } from '../../runtime/index.js';
import { EXIT } from '../exit-codes.js';
import { renderSeatingText, seatingJson, type Lang } from '../../present/index.js';
import { printError } from '../error-line.js';
import { loadEventRun, parseRound, reportProblems } from './standings.js';
import { tableRulesOf } from '../../games/index.js';

/** Options of `seat`. */
export interface SeatOptions {
  round: string;
  final?: boolean;
  json?: boolean;
  lang: Lang;
}

/** Runs `seat`; returns the exit code. */
export function runSeat(file: string, o: SeatOptions): number {
  const round = parseRound(o.round, '--round', 1);
  if (round === undefined) return EXIT.badInput;
  const run = loadEventRun(file);
  if ('exit' in run) return run.exit;
  const { event, ir } = run;
  if (o.final && ir.tournament!.final === null) {
    printError({ en: `--final: the regulation ${ir.regulation} has no final`, ru: `--final: в регламенте ${ir.regulation} нет финала` });
    return EXIT.badInput;
  }
  const { seating, problems } = seatRound(ir, event, tableRulesOf(ir), round, o.final ? { final: true } : {});
  const failed = reportProblems(file, problems, o.lang);
  // A round after one not seated yet has no standings to be seated from: nothing to print.
  if (problems.some((p) => p.code === 'event/round-not-played')) return EXIT.badInput;
  const names = new Map(event.players.map((p) => [p.id, p.name] as const));
  process.stdout.write(o.json ? JSON.stringify(seatingJson(seating, event.seed, problems), null, 2) + '\n' : renderSeatingText(seating, names, o.lang) + '\n');
  return failed ? EXIT.badInput : EXIT.ok;
}
