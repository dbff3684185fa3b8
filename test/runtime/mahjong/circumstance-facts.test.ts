/**
 * The facts the vocabulary marks `circumstance` (vocabulary.ts) are the hand's circumstances as given, whatever its
 * tiles; a regulation whose impossible hands read no other fact is judged once per circumstances by `score --hands`
 * (impossibleByCircumstancesAlone).
 */
import { describe, expect, it } from 'vitest';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import { HandFactsRecord } from '../../../runtime/mahjong/hand-facts.js';
import { impossibleByCircumstancesAlone } from '../../../runtime/mahjong/impossible-hand.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { DEFAULT_WIN_OPTIONS } from '../../../runtime/mahjong/score-types.js';
import { MAHJONG_FACTS } from '../../../runtime/mahjong/vocabulary.js';
import { generateCorpus } from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const circumstanceFacts = Object.entries(MAHJONG_FACTS).filter(([, f]) => f.circumstance === true);

describe('circumstance facts', () => {
  it('are kept in the hand\'s facts and read the same for every hand given the same circumstances', () => {
    // sbr-2025 is a riichi regulation: its scorer knows dora indicators, so every circumstance has a value.
    const scorer = compileScorer(irOfFile('regulations/sbr-2025.yaml'));
    const corpus = generateCorpus(2026, 400);
    const hands = corpus.map((g) => {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      return parsed.hand;
    });
    expect(circumstanceFacts.length).toBeGreaterThan(10);
    const a = new HandFactsRecord();
    const b = new HandFactsRecord();
    for (let i = 0; i < corpus.length; i++) {
      const options = { ...DEFAULT_WIN_OPTIONS, ...corpus[i]!.options };
      a.load(scorer, hands[i]!, options);
      b.load(scorer, hands[(i * 7 + 3) % hands.length]!, options);
      for (const [name, fact] of circumstanceFacts) {
        if (!('hand' in fact.at) || 'call' in fact.at) throw new Error(`${name} is not a field of the hand's facts`);
        expect(a[fact.at.hand], name).toEqual(b[fact.at.hand]);
      }
    }
  });

  it('decide whether a regulation\'s impossible hands are a matter of the circumstances alone', () => {
    // Repino-2008's one rule: immediate_calling and (win.from == wall or win.from == replacement): circumstances only.
    expect(impossibleByCircumstancesAlone(compileScorer(irOfFile('regulations/repino-2008.yaml')))).toBe(true);
    // riichi-base's riichi-open-hand reads `concealed` (the declared melds): a matter of the hand.
    expect(impossibleByCircumstancesAlone(compileScorer(irOfFile('regulations/riichi-base.yaml')))).toBe(false);
  });
});
