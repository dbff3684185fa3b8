/**
 * present: what the CLI and the judge's desk both print, so that they print the same: the CLI's words (i18n), a
 * score's text, deal ledgers, standings and seatings (text, CSV, HTML), the diff and the assumptions register, the
 * impact report, the HTML page frame, the glossary, the words of event problems. Input: compiled regulations and
 * results; what a game contributes (its diff section's title, its rules) is given by the caller as data (games/index.ts
 * GAMES). Output: rows, lines and pages in the chosen language. May import runtime/ and compiler/ (its types and the
 * diff's listing) only: never games/, cli/ or app/.
 */
export * from './assumptions.js';
export * from './circumstance-names.js';
export * from './deal-ledger.js';
export * from './event-wording.js';
export * from './glossary.js';
export * from './html.js';
export * from './i18n.js';
export * from './markdown.js';
export * from './render-counter-score.js';
export * from './render-diff.js';
export * from './render-formula.js';
export * from './render-impact.js';
export * from './render-impact-html.js';
export * from './render-ledger.js';
export * from './render-score.js';
export * from './render-standings.js';
export * from './score-json.js';
export * from './score-json-writer.js';
