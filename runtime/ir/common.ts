/**
 * The IR's common vocabulary: where a rule comes from, bilingual texts, assumptions, the fields every rule entry has,
 * and settings with their clause. Every IR type file (the regulation's and each game's section) builds on these.
 */

/** Where a rule came from in the regulation sources. */
export interface Origin {
  file: string;
  line: number;
  col: number;
}

/** A text in both languages. */
export interface Bilingual {
  ru: string;
  en: string;
}

/** An interpretation the regulation file states where the source text is silent or ambiguous, in both languages. */
export interface Assumption {
  text: Bilingual;
  alternative?: Bilingual;
}

/** Common fields of every rule-like entry. */
export interface RuleInfo {
  id: string;
  name: Bilingual;
  clause: string;
  assumption?: Assumption;
  note?: Bilingual;
  origin: Origin;
}

/** A setting with its clause (house limit, declaration rule). */
export interface SettingIR<T> {
  value: T;
  name?: Bilingual;
  clause: string;
  assumption?: Assumption;
  origin: Origin;
  text?: string;
}
