/**
 * Deal forms of the event model that only a game's own reading takes: a recorded deal in game points (`points`
 * instead of vists) and a deal given as its events (`events`, `void`). The classical reading refuses them, naming
 * the games that read them from the games' own data (GameTableRules.dealForms), never from a list of its own.
 * Imports only runtime/*.
 */
import type { Bilingual } from '../ir/common.js';
import type { RegulationIR } from '../ir/types.js';
import type { ProblemCode } from '../problem-code.js';
import { runProblem, type RunProblem } from './run-problem.js';

/** A deal form only a game reads: a recorded deal's game points, or a deal given as its events. */
export type GameDealForm = 'points' | 'events';

/** The deal forms a game's reading takes, and how the classical reading names the game when it refuses them. */
export interface GameDealForms {
  /** The game's name as it qualifies a noun: in English before it (`a <name> deal`), in Russian in the genitive after it (`сдача <name>`). */
  readonly name: Bilingual;
  readonly forms: readonly GameDealForm[];
  /** The code of a deal given as its events under a regulation of another game (a code of the game's). */
  readonly eventsCode: ProblemCode;
}

/** The names of the games that read a form, joined (`A`, `A or B`); undefined when no game reads it. */
function readersOf(form: GameDealForm, games: readonly GameDealForms[]): Bilingual | undefined {
  const readers = games.filter((g) => g.forms.includes(form));
  if (readers.length === 0) return undefined;
  return { en: readers.map((g) => g.name.en).join(' or '), ru: readers.map((g) => g.name.ru).join(' или ') };
}

/** A classical recorded deal without vists: the games whose deals record game points (`points`) are named. */
export function noVistsProblem(games: readonly GameDealForms[], path: Array<string | number>): RunProblem {
  const readers = readersOf('points', games);
  return runProblem('event/no-vists', 'error', path, readers === undefined
    ? { en: 'a classical deal records vists', ru: 'в классической сдаче записывают висты' }
    : { en: `a classical deal records vists (points are ${readers.en} game points)`, ru: `в классической сдаче записывают висты (points — игровые очки ${readers.ru})` });
}

/** A deal given as its events under a regulation whose game does not read them: the game that does is named. */
export function eventsDealProblem(regulation: RegulationIR, games: readonly GameDealForms[], path: Array<string | number>): RunProblem {
  const reader = games.find((g) => g.forms.includes('events'));
  if (reader === undefined) {
    return runProblem('event/schema', 'error', path, {
      en: `a deal given as events is read by no game; ${regulation.regulation} cannot read it`,
      ru: `сдачу, записанную событиями, не читает ни одна игра; ${regulation.regulation} её прочитать не может`,
    });
  }
  const { en, ru } = reader.name;
  return runProblem(reader.eventsCode, 'error', path, {
    en: `a deal given as events is a ${en} deal; ${regulation.regulation} is not a ${en} regulation`,
    ru: `сдача, записанная событиями, — это сдача ${ru}, а ${regulation.regulation} — не регламент ${ru}`,
  });
}
