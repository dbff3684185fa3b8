/**
 * Check: the prevailing wind of a round's deals is given once: by `round-winds` (one wind per round) or by
 * `game-winds` (every round one full game, a wind per group of deals), not both (resolve/winds-twice).
 */
import { errorAt, type Check } from './check-context.js';

/** Reports `game-winds` beside `round-winds`. */
export const checkWindsTwice: Check = (input) => {
  const t = input.ir.tournament;
  if (t === undefined || t.gameWinds === undefined || t.roundWinds === null) return [];
  return [errorAt(input, ['tournament', 'game-winds'], 'resolve/winds-twice',
    {
      en: 'the prevailing winds are given twice: by round-winds (one per round) and by game-winds (every round one full game)',
      ru: 'ветры кругов заданы дважды: через round-winds (по ветру на тур) и через game-winds (каждый тур — полная игра)',
    },
    {
      en: 'keep one of them: game-winds when each round is a full game of several winds, round-winds when a round has one wind',
      ru: 'оставьте одно: game-winds, когда каждый тур — полная игра из нескольких ветров, round-winds, когда у тура один ветер',
    })];
};
