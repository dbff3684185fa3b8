/**
 * warmScorer scores a regulation's test hands once before a batch (score --hands), so that V8 has type feedback for
 * the rarely applying items: it must change no score that follows, and pass over test hands it cannot score.
 */
import { describe, expect, it } from 'vitest';
import { generateCorpus, parseHand, scoreHand, scorerOf, warmScorer, type RegulationIR } from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';

/** The JSON of every hand's score of a small generated corpus, in order. */
function scores(ir: RegulationIR): string[] {
  return generateCorpus(16, 400).map((g) => {
    const parsed = parseHand(g.notation);
    if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
    return JSON.stringify(scoreHand(scorerOf(ir), parsed.hand, g.options));
  });
}

describe('warmScorer', () => {
  it.each(['regulations/repino-2008.yaml', 'regulations/mcr-2006.yaml', 'regulations/riichi-wrc-2022.yaml'])('changes no score that follows (%s)', (file) => {
    const ir = irOfFile(file);
    // The regulation's tests are what it scores: a regulation without them would make this test say nothing.
    expect(ir.tests.length).toBeGreaterThan(0);
    const before = scores(ir);
    warmScorer(ir);
    expect(scores(ir)).toEqual(before);
  });

  it('passes over test hands that do not parse or have bad circumstances', () => {
    const ir = irOfFile('regulations/repino-2008.yaml');
    const broken: RegulationIR = {
      ...ir,
      tests: [
        { ...ir.tests[0]!, hand: '123x' },
        { ...ir.tests[0]!, circumstances: { seat: 'Q' } },
        ...ir.tests.slice(0, 2),
      ],
    };
    expect(() => warmScorer(broken)).not.toThrow();
  });
});
