/**
 * What `reglament demo` shows of a preference regulation: its first two pulya tests settled (the text of
 * `reglament pulya` and its `--json`), and its size in contracts and pulya tests.
 */
import type { Lang } from '../../present/index.js';
import type { RegulationIR } from '../../runtime/index.js';
import type { DemoSample, GameDemo } from '../types.js';
import { settlePulya } from './pulya.js';
import { pulyaJson, renderPulyaText } from './render-pulya.js';

/** The first two pulya tests that settle, each as text and as data. */
function samples(ir: RegulationIR, lang: Lang): DemoSample[] {
  return (ir.preferenceTests ?? []).slice(0, 2).flatMap((test) => {
    const r = settlePulya(ir, test.pulya);
    if (r.problems.length > 0) return [];
    return [{ text: `\n# ${test.name}\n${renderPulyaText(ir, r.players, r.deals, lang)}\n`, json: { name: test.name, pulya: pulyaJson(ir, r.players, r.deals, true) } }];
  });
}

/** Preference's part of `reglament demo`. */
export const preferenceDemo: GameDemo = {
  samples,
  summary: (ir) => `${ir.preference?.contracts.length ?? 0} contracts, ${ir.preferenceTests?.length ?? 0} pulya tests`,
};
