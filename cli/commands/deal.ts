/**
 * `reglament deal <regulation> <deal.yaml|json> [--json] [--lang ru|en]`: one deal read, scored, settled under the
 * regulation and presented (the ledger of who pays whom, by which rule and clause, and each player's net) by the
 * regulation's game (GameModule.deal: games/classical/deal.ts, the deal file of docs/judges-guide.md, for every
 * mahjong game without one of its own). Exit codes: 0; 1 regulation errors; 2 a bad deal file or deal.
 */
import { dealPartOf } from '../../games/index.js';
import type { Lang } from '../../present/index.js';
import { line, readDealInput } from '../deal-file.js';
import { EXIT } from '../exit-codes.js';
import { loadRegulationFor } from '../regulation-loader.js';

/** Runs `deal` through the regulation's game's part (GameModule.deal): its output, then its problems positioned in the file. */
export function runDeal(regulation: string, file: string, o: { json?: boolean; lang: Lang }): number {
  const ir = loadRegulationFor(regulation, 'mahjong', 'deal');
  if (!ir) return EXIT.regulationErrors;
  const read = readDealInput(file);
  if ('errors' in read) {
    process.stderr.write(read.errors.join('\n') + '\n');
    return EXIT.badInput;
  }
  const r = dealPartOf(ir).run(ir, read.input.value, o);
  if ('output' in r) process.stdout.write(r.output + '\n');
  const problems = r.problems ?? [];
  if (problems.length === 0) return EXIT.ok;
  process.stderr.write(problems.map((p) => line(read.input.spanAt([...p.path], p.atKey), p.code, p.text ?? p.message, o.lang)).join('\n') + '\n');
  return EXIT.badInput;
}
