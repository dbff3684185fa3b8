/**
 * Which tiles of the notation a regulation's set has beyond the plain ones, read from its rules, so that a palette
 * (the desk's) follows the regulation: red fives (`0m 0p 0s`) are in the set where a rule other than a refusal reads
 * `red_fives` (a club's aka dora counts them), and not where the regulation only refuses them (`scoring.impossible`:
 * riichi-base's red-five-in-hand) or never reads them. Input: a compiled regulation. Output: a yes or no.
 */
import type { RegulationIR } from '../ir/types.js';
import { factReaders } from './regulation-circumstances.js';

/** Whether the regulation's set has red fives: some rule reads `red_fives` other than a `scoring.impossible` refusal. */
export function regulationHasRedFives(ir: RegulationIR): boolean {
  const refusals = new Set((ir.scoring.impossible ?? []).map((r) => r.id));
  return (factReaders(ir).get('red_fives') ?? []).some((rule) => !refusals.has(rule.id));
}
