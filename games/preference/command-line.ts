/**
 * What preference adds to the command line: `reglament pulya` (its help in both languages; its code,
 * pulya-command.ts, loaded when it runs). Plain data: the program reads it at start without loading the game.
 */
import type { GameCommandLine } from '../command-line-types.js';

/** Preference's commands. */
export const preferenceCommandLine: GameCommandLine = {
  commands: [{
    name: 'pulya',
    description: {
      en: "settle a preference pulya: each deal's pool, mountain and whists with their rules, and every player's result in whists",
      ru: 'рассчитать пулю преферанса: что каждая сдача пишет в пулю, в гору и в висты (с правилами), и результат каждого игрока в вистах',
    },
    arguments: [
      { name: 'regulation', help: { en: 'regulation file (game: preference)', ru: 'файл регламента (game: preference)' } },
      {
        name: 'pulya',
        help: {
          en: 'pulya file (YAML or JSON): {players: [...], deals: [...]} or a sheet {players: {A: {pool, mountain, whists}}}',
          ru: 'файл пули (YAML или JSON): сдачи {players: [...], deals: [...]} или итоговая запись {players: {A: {pool, mountain, whists}}}',
        },
      },
    ],
    options: [{
      flag: '--json',
      help: {
        en: 'print JSON: {players: {A: {pool, mountain, whists, net, netExact, netDisplay}}, deals?}',
        ru: 'вывести JSON: {players: {A: {pool, mountain, whists, net, netExact, netDisplay}}, deals?}',
      },
    }],
    examples: [
      { command: 'reglament pulya regulations/preference-festival-2011.yaml test/fixtures/pulya/three-deals.yaml', en: 'three deals and the result', ru: 'три сдачи и итог пули' },
    ],
    load: () => import('./pulya-command.js').then((m) => m.pulyaCommand),
  }],
};
