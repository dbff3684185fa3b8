/**
 * compiler/diff: the semantic diff of two regulations. Input: two compiled regulations (IR). Output: the list of
 * their differences by rule id (added, removed, changed, renames detected by content), each with its section,
 * clause and both versions in readable form (conditions and patterns as canonical DSL text, never IR trees);
 * origins are not differences. Also lists a regulation's rules as comparable records (used by the assumptions
 * register). May import runtime/ (IR types, tile notation); never imported by runtime/.
 */
export { diffRegulations, diffRules } from './diff-regulations.js';
export { listRules } from './normalize.js';
export { formatTileSet } from './tile-text.js';
export {
  CORE_DIFF_SECTIONS, diffSectionsOf, type ChangeKind, type CoreDiffSection, type DiffSection, type GameDiffSection, type RegulationChange, type RuleFamily, type RuleRecord, type RuleView,
  type ViewValue,
} from './types.js';
