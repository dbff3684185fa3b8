/**
 * Rename detection: a rule that disappears under one id and appears under another with the same substance (what it
 * does: value, condition, pattern, tiles, text...) is one rule renamed, not a removal plus an addition.
 */
import { sharedWording, substanceOf } from './compare.js';
import type { RuleRecord } from './types.js';

/**
 * Pairs removed rules with added rules of the same family and the same substance, one to one. Candidates that share
 * more wording (name, clause, assumption, note) pair first; the order of the ids breaks ties. The pairing does not
 * depend on which regulation is the old one, so a diff and its reverse report the same renames.
 * Settings have fixed ids and are never renamed.
 */
export function pairRenames(removed: readonly RuleRecord[], added: readonly RuleRecord[]): Array<[RuleRecord, RuleRecord]> {
  const bySubstance = new Map<string, RuleRecord[]>();
  for (const r of added) {
    if (r.family === 'setting') continue;
    const key = `${r.family}\u0000${substanceOf(r.view)}`;
    bySubstance.set(key, [...(bySubstance.get(key) ?? []), r]);
  }
  const candidates: Array<{ from: RuleRecord; to: RuleRecord; score: number; tie: string }> = [];
  for (const from of removed) {
    if (from.family === 'setting') continue;
    for (const to of bySubstance.get(`${from.family}\u0000${substanceOf(from.view)}`) ?? []) {
      const [lo, hi] = from.id < to.id ? [from.id, to.id] : [to.id, from.id];
      candidates.push({ from, to, score: sharedWording(from.view, to.view), tie: `${lo}\u0000${hi}` });
    }
  }
  candidates.sort((x, y) => y.score - x.score || (x.tie < y.tie ? -1 : x.tie > y.tie ? 1 : 0));
  const usedFrom = new Set<RuleRecord>();
  const usedTo = new Set<RuleRecord>();
  const pairs: Array<[RuleRecord, RuleRecord]> = [];
  for (const c of candidates) {
    if (usedFrom.has(c.from) || usedTo.has(c.to)) continue;
    usedFrom.add(c.from);
    usedTo.add(c.to);
    pairs.push([c.from, c.to]);
  }
  return pairs;
}
