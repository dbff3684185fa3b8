/**
 * present: what the CLI and the judge's desk both print, so that they print the same: today a deal's ledger rows
 * (deal-ledger.ts). Input: compiled regulations and results, and a game's texts given as data. Output: rows and lines
 * in the chosen language. May import runtime/ only (never games/, compiler/, cli/ or app/).
 */
export * from './deal-ledger.js';
export * from './i18n.js';
export * from './render-ledger.js';
export * from './render-score.js';
export * from './render-counter-score.js';
