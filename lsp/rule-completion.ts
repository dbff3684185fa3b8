/**
 * Completion inside a rule string. The words before the cursor (the rule language's own lexer) tell what may come:
 * in `count(` a unit (exposures, meld kinds, tile groups); in `points(` / `doublings(` a tag; after `in` a tile group;
 * after `win.from ==` (or `wait ==`, `shape ==`) a value of that fact; elsewhere in a condition the facts, functions
 * and keywords. A pattern takes units; a tile set takes tile groups.
 */
import { CompletionItemKind, InsertTextFormat, type CompletionItem } from 'vscode-languageserver';
import { UNIT_WORDS, type RuleStringKind, type RuleToken, type SymbolTable } from '../compiler/index.js';
import { lexRule } from '../compiler/rule-reader.js';
import { ENUM_VALUES, MAHJONG_FACTS, MAHJONG_FUNCTIONS, STANDARD_SHAPE } from '../runtime/index.js';
import { describeEntry, entrySummary } from './entry-text.js';
import { describeBuiltin } from './hover.js';
import type { Lang } from './lang.js';
import { KEYWORD_DOCS, TYPE_NAMES, text } from './texts.js';

/** Completions for the cursor at `offset` of a rule string, and where the word they replace starts. */
export interface RuleCompletion {
  items: CompletionItem[];
  /** Index in the string where the word being typed starts (the completions replace it up to the cursor). */
  start: number;
}

/** The partial name before the cursor: names may hold `-` (kebab ids) and `.` (`win.from`). */
const PARTIAL_NAME = /[A-Za-z_][A-Za-z0-9_]*(?:[-.][A-Za-z0-9_]*)*$/;

/** Completions inside a rule string of the given kind; `names` holds the regulation's groups, shapes and tags. */
export function ruleCompletions(kind: RuleStringKind, value: string, offset: number, names: SymbolTable | undefined, lang: Lang): RuleCompletion {
  const before = value.slice(0, offset);
  const start = offset - (PARTIAL_NAME.exec(before)?.[0].length ?? 0);
  const tokens = lexRule(value.slice(0, start));
  const words = new Words(names, lang);
  if (kind.language === 'tile-set') return { items: words.groups(), start };
  if (kind.language === 'pattern') return { items: words.unit(tokens.at(-1)), start };
  const open = innermostOpenCall(tokens);
  if (open === 'count') return { items: words.unit(tokens.at(-1)), start };
  if (open === 'points' || open === 'doublings') return { items: words.tags(), start };
  const last = tokens.at(-1);
  if (last?.type === 'In') return { items: words.groups(), start };
  if (last?.type === 'Eq' || last?.type === 'NotEq') {
    const values = words.valuesOf(nameBefore(tokens.slice(0, -1)));
    if (values !== undefined) return { items: values, start };
  }
  return { items: words.expression(kind.declare === true), start };
}

/** The function whose parenthesis is open at the end of the tokens: `count`, `points`, `doublings`, or undefined. */
function innermostOpenCall(tokens: readonly RuleToken[]): string | undefined {
  const open: Array<string | undefined> = [];
  tokens.forEach((t, i) => {
    if (t.type === 'LParen') open.push(tokens[i - 1]?.type === 'Count' ? 'count' : tokens[i - 1]?.type === 'Identifier' ? tokens[i - 1]!.image : undefined);
    else if (t.type === 'RParen') open.pop();
  });
  return open.at(-1);
}

/** The dotted name that ends the tokens (`win.from`), if they end with one. */
function nameBefore(tokens: readonly RuleToken[]): string | undefined {
  const parts: string[] = [];
  let i = tokens.length - 1;
  while (i >= 0 && tokens[i]!.type === 'Identifier') {
    parts.unshift(tokens[i]!.image);
    if (tokens[i - 1]?.type !== 'Dot') break;
    i -= 2;
  }
  return parts.length > 0 ? parts.join('.') : undefined;
}

const markdown = (value: string) => ({ kind: 'markdown' as const, value });

/** The completion items of the language's words and the regulation's names. */
class Words {
  constructor(
    private readonly names: SymbolTable | undefined,
    private readonly lang: Lang,
  ) {}

  private keyword(word: string, insert?: string): CompletionItem {
    const documentation = KEYWORD_DOCS[word]?.[this.lang];
    return {
      label: word, kind: CompletionItemKind.Keyword, detail: text('keyword', this.lang),
      ...(documentation !== undefined ? { documentation } : {}),
      ...(insert !== undefined ? { insertText: insert, insertTextFormat: InsertTextFormat.Snippet } : {}),
    };
  }

  private entries(section: string, kind: CompletionItemKind): CompletionItem[] {
    return (this.names?.definitions ?? []).filter((d) => d.kind === 'entry' && d.section === section).map((d) => ({
      label: d.name, kind, detail: entrySummary(d, this.lang), documentation: markdown(describeEntry(d, this.lang)),
    }));
  }

  /** The tile groups. */
  groups(): CompletionItem[] {
    return this.entries('tiles', CompletionItemKind.Constant);
  }

  /** The tags the items carry. */
  tags(): CompletionItem[] {
    const tags = new Set((this.names?.definitions ?? []).filter((d) => d.kind === 'tag').map((d) => d.name));
    return [...tags].map((tag) => ({ label: tag, kind: CompletionItemKind.Property, detail: text('tag', this.lang) }));
  }

  /** What may come next in a unit: after an exposure a meld kind; after a meld kind its tiles; else any of them. */
  unit(last: RuleToken | undefined): CompletionItem[] {
    const melds = UNIT_WORDS.melds.map((w) => this.keyword(w));
    const tiles = [...this.groups(), ...['any', 'seat', 'round'].map((w) => this.keyword(w))];
    if (last !== undefined && (UNIT_WORDS.exposures as readonly string[]).includes(last.image)) return melds;
    if (last !== undefined && UNIT_WORDS.melds.includes(last.image)) return tiles;
    return [...UNIT_WORDS.exposures.map((w) => this.keyword(w)), ...melds, ...tiles];
  }

  /** The values of an enum fact (`win.from`, `wait`, `shape`); undefined when the name is no such fact. */
  valuesOf(fact: string | undefined): CompletionItem[] | undefined {
    const type = fact !== undefined ? MAHJONG_FACTS[fact]?.type : undefined;
    if (type === 'shape') {
      const standard: CompletionItem = { label: STANDARD_SHAPE, kind: CompletionItemKind.EnumMember, detail: TYPE_NAMES.shape![this.lang] };
      return [standard, ...this.entries('shapes', CompletionItemKind.EnumMember)];
    }
    if (type !== 'win-from' && type !== 'wait') return undefined;
    return ENUM_VALUES[type].map((v) => {
      const documentation = describeBuiltin({ kind: 'value', name: v }, this.lang);
      return { label: v, kind: CompletionItemKind.EnumMember, detail: TYPE_NAMES[type]![this.lang], ...(documentation !== undefined ? { documentation } : {}) };
    });
  }

  /** Facts, functions and keywords of a condition or count. */
  expression(declare: boolean): CompletionItem[] {
    const facts = Object.entries(MAHJONG_FACTS).filter(([, f]) => f.paymentOnly !== true && (declare || f.declareOnly !== true)).map(([name, f]): CompletionItem => ({
      label: name, kind: CompletionItemKind.Variable, detail: TYPE_NAMES[f.type]?.[this.lang] ?? f.type,
      documentation: markdown(describeBuiltin({ kind: 'fact', name }, this.lang)!),
    }));
    const functions = [...Object.keys(MAHJONG_FUNCTIONS), 'count'].map((name): CompletionItem => ({
      label: name, kind: CompletionItemKind.Function, detail: text('functionWord', this.lang),
      documentation: markdown(describeBuiltin({ kind: 'function', name }, this.lang)!),
      insertText: `${name}($1)`, insertTextFormat: InsertTextFormat.Snippet,
    }));
    const keywords = ['and', 'or', 'not', 'in', 'true', 'false'].map((w) => this.keyword(w));
    const quantifiers = ['all', 'any', 'no'].map((q) => this.keyword(`${q} tiles in`, `${q} tiles in $1`));
    return [...facts, ...functions, ...keywords, ...quantifiers];
  }
}
