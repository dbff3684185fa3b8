/**
 * The desk's score form of a regulation, as data: the circumstances its hands are scored with (runtime
 * regulationCircumstances: what its conditions read) with the words a judge reads beside each, its game's own words
 * (GameModule.circumstanceNames) before everyone's (present CIRCUMSTANCE_WORDS). A new circumstance or a regulation
 * that reads one more fact changes the form without a line in the page.
 */
import { CIRCUMSTANCE_WORDS } from '../present/index.js';
import { DEFAULT_WIN_OPTIONS, regulationCircumstances, type Bilingual, type CircumstanceValue, type RegulationIR } from '../runtime/index.js';
import type { GameModule } from './types.js';

/** One field of the score form. */
export interface ScoreFormField {
  /** The circumstance's key in the mapping (`last-tile`) and its WinOptions field (`lastTile`). */
  readonly key: string;
  readonly field: string;
  /** How its value is written: a choice of words, a flag, a count, tiles in the notation. */
  readonly value: CircumstanceValue;
  /** Whether it may be left out (a choice without a default: the void suit). */
  readonly optional: boolean;
  readonly name: Bilingual;
  readonly hint: Bilingual;
  /** A choice's values with their words (the value itself where it has none: the winds, the suits). */
  readonly choices?: ReadonlyArray<{ readonly value: string; readonly name: Bilingual }>;
}

/** The fields of the score form of a regulation, in the circumstance table's order. */
export function scoreFormFields(ir: RegulationIR, games: readonly GameModule[]): ScoreFormField[] {
  const own = games.find((g) => g.game === ir.game)?.circumstanceNames ?? {};
  return regulationCircumstances(ir).map((c) => {
    const words = own[c.field] ?? CIRCUMSTANCE_WORDS[c.field];
    const choices = c.value.kind === 'choice' ? c.value.values.map((v) => ({ value: v, name: words.values?.[v] ?? { ru: v, en: v } })) : undefined;
    return {
      key: c.key,
      field: c.field,
      value: c.value,
      optional: DEFAULT_WIN_OPTIONS[c.field] === undefined,
      name: words.name,
      hint: words.hint,
      ...(choices !== undefined ? { choices } : {}),
    };
  });
}
