/**
 * What Sichuan adds to the command line: examples of `score` and `deal` under a Sichuan regulation (plain data,
 * read at start without loading the game).
 */
import type { GameCommandLine } from '../command-line-types.js';

/** Sichuan's examples of the common commands. */
export const sichuanCommandLine: GameCommandLine = {
  examples: {
    score: [
      { command: 'reglament score regulations/sbr-2025.yaml "[4444m]111m123m789m5m+5m" --void s --win wall', en: 'a Sichuan hand with its void suit', ru: 'сычуаньская рука с запрещённой мастью' },
    ],
    deal: [
      { command: 'reglament deal regulations/sbr-2025.yaml test/fixtures/sichuan/deal-basic.yaml', en: 'a Sichuan deal from its events', ru: 'сычуаньская сдача по её событиям' },
    ],
  },
};
