/**
 * cli as a library: the renderers, loaders and checks that the judge's desk (app/) shares with the commands, so
 * that a score, a standings table, a diff or a refused entry reads the same in the terminal and in the browser.
 * Input and output as in each module. May import compiler/, runtime/ and store/ (never app/: serve imports app).
 */
export { collectAssumptions, renderAssumptions, type AssumptionEntry } from './assumptions.js';
export { checkEntryValue, checkEventData, describeEventPath, loadEventFile, newEventProblems, refuseNewProblems, refuseNewProblemsUnder, type PlacedEventProblem } from './event-file.js';
export { pulyaFileDiagnostics, readPulyaFile } from './pulya-file.js';
export { pulyaJson, renderPulyaText } from './render-pulya.js';
export { escapeHtml, renderHtmlPage } from './html.js';
export { avoidPattern, GLOSSARY, glossaryTerms, type GlossarySection, type GlossaryTerm } from './glossary.js';
export { t, type Lang } from '../present/index.js';
export { fieldLabel, formatValue, renderDiff, ruleName, sectionTitle } from './render-diff.js';
export { renderImpactHtml } from './render-impact-html.js';
export type { ImpactRun } from './render-impact.js';
export { renderScoreText, scoreJson } from '../present/index.js';
export { formatNumber } from '../present/index.js';
export { renderSeatingText, renderStandingsCsv, renderStandingsHtml, seatingJson, seatingMethodNames, standingsJson, windNames } from './render-standings.js';
export { parseScoreArgs } from './score-words.js';
export { createHandLineReader, formatHandLine } from './hand-line.js';
export { runRegulationTests, type TestOutcome } from './run-tests.js';
export type { PulyaTestOutcome } from './run-pulya-tests.js';
export { regulationOf, ruleInfoOf } from './commands/impact.js';
export { regulationsDir } from './commands/demo.js';
export { scoreText } from './commands/score.js';
export { formatEventYaml } from './commands/event.js';
export { chainBrokenLine, chainLine } from './chain-text.js';
