/**
 * Patterns and units: meld kinds, exposure and tile terms -> pattern IR, with the checks that catch
 * patterns no hand can match (a chow of honors, a chow starting at 8, a shape that is not a whole hand).
 */
import type { MeldKindIR, PatternIR, RankIR, SuitIR, TermIR, UnitIR } from '../../runtime/index.js';
import { countRu, NUMBER_VARIABLES, SUIT_VARIABLES } from '../../runtime/compiler-entry.js';
import type { Exposure, Pattern, Term, Unit } from '../dsl/ast.js';
import { printPattern } from '../dsl/print.js';
import { didYouMean, suggestName } from '../diagnostics/suggest.js';
import { concreteTile } from './tile-set.js';
import type { Scope } from './scope.js';

/** Where a pattern is used: an item pattern (melds of a reading), a shape (the whole hand), a count(). */
export type PatternMode = 'item' | 'shape' | 'count';

const MELD_KINDS: Record<string, MeldKindIR[]> = {
  chow: ['chow'], pung: ['pung'], kong: ['kong'], set: ['pung', 'kong'], pair: ['pair'], meld: ['chow', 'pung', 'kong'],
};
/** The words of a unit, for editors: its exposures and meld kinds, in the order the language reference lists them. */
export const UNIT_WORDS: { exposures: readonly Exposure[]; melds: readonly string[] } = {
  exposures: ['exposed', 'declared', 'concealed'],
  melds: Object.keys(MELD_KINDS),
};
const TILES_PER_MELD: Record<MeldKindIR, number> = { chow: 3, pung: 3, kong: 4, pair: 2 };

/** Resolves a whole pattern. */
export function resolvePattern(pattern: Pattern, scope: Scope, mode: 'item' | 'shape'): PatternIR {
  const units = pattern.units.map((u) => resolveUnit(u, scope, mode));
  if (mode === 'shape' && units.every((u) => u !== undefined)) checkShapeSize(units as UnitIR[], pattern, scope);
  return { units: units.filter((u): u is UnitIR => u !== undefined), text: printPattern(pattern) };
}

function checkShapeSize(units: UnitIR[], pattern: Pattern, scope: Scope): void {
  // A kong adds one tile and one to the hand's size, so `set` (pung or kong) counts as 3 either way.
  let tiles = 0;
  let kongs = 0;
  for (const u of units) {
    if (u.meld === null) tiles += 1;
    else if (u.meld.length === 1 && u.meld[0] === 'kong') { tiles += 4; kongs++; }
    else tiles += TILES_PER_MELD[u.meld[0]!];
  }
  if (tiles !== 14 + kongs) {
    scope.report({
      code: 'resolve/shape-size', loc: pattern.loc,
      message: {
        en: `this shape has ${tiles} tiles; a complete hand has 14 tiles plus one per kong (${14 + kongs})`,
        ru: `в этой форме ${countRu(tiles, ['кость', 'кости', 'костей'])}; в законченной руке 14 костей и ещё по одной на каждый конг (${14 + kongs})`,
      },
    });
  }
}

/** Resolves one unit; undefined when it cannot be used. */
export function resolveUnit(unit: Unit, scope: Scope, mode: PatternMode): UnitIR | undefined {
  const meld = unit.meld ? MELD_KINDS[unit.meld]! : null;
  if (unit.exposure && !meld) {
    scope.report({ code: 'resolve/impossible-pattern', loc: unit.loc, message: {
      en: `'${unit.exposure}' needs a meld kind after it (chow, pung, kong, set, meld or pair)`,
      ru: `после '${unit.exposure}' нужен вид набора (chow, pung, kong, set, meld или pair)`,
    } });
    return undefined;
  }
  if (!meld && mode === 'item') {
    scope.report({
      code: 'resolve/single-tile-in-item-pattern', loc: unit.loc,
      message: {
        en: 'an item pattern is made of melds (chow, pung, kong, set, meld, pair); single tiles belong in a shape',
        ru: 'шаблон элемента состоит из наборов (chow, pung, kong, set, meld, pair); одиночные кости — в форме (shapes)',
      },
      hint: { en: 'declare the whole hand under shapes: and test it with shape == <id>', ru: 'объявите всю руку в shapes: и проверяйте её через shape == <id>' },
    });
    return undefined;
  }
  if (!meld && !unit.term) return undefined;
  const term: TermIR = unit.term ? resolveTerm(unit.term, scope, mode !== 'count') : { t: 'any' };
  const ir: UnitIR = { meld, term };
  if (unit.exposure) ir.exposure = unit.exposure;
  if (meld) checkMeldTerm(meld, term, unit, scope);
  return ir;
}

function checkMeldTerm(meld: MeldKindIR[], term: TermIR, unit: Unit, scope: Scope): void {
  const possible = meld.some((k) => termCanStart(k, term));
  if (!possible) {
    scope.report({
      code: 'resolve/impossible-pattern', loc: unit.loc,
      message: meld.includes('chow')
        ? {
            en: 'no chow can match: a chow is three consecutive tiles of m, p or s, named by its lowest tile (1 to 7)',
            ru: 'ни один чоу не подходит: чоу — три кости подряд в m, p или s, называется по младшей кости (от 1 до 7)',
          }
        : { en: 'no meld can match: bonus tiles (flowers and seasons) never form melds', ru: 'ни один набор не подходит: бонусные кости (цветы и сезоны) наборов не образуют' },
    });
  }
}

function termCanStart(kind: MeldKindIR, term: TermIR): boolean {
  switch (term.t) {
    case 'any': return true;
    case 'wind': return kind !== 'chow';
    case 'alt': return term.options.some((o) => termCanStart(kind, o));
    case 'tiles': return term.tiles.some((t) => (kind === 'chow' ? t < 27 && (t % 9) <= 6 : t < 34));
    case 'template': {
      if ('fixed' in term.suit && (term.suit.fixed === 'f' || (kind === 'chow' && term.suit.fixed === 'z'))) return false;
      if (kind === 'chow' && term.rank && 'fixed' in term.rank && term.rank.fixed > 7) return false;
      return true;
    }
  }
}

/** Resolves a tile term; variables are allowed only in patterns. */
export function resolveTerm(term: Term, scope: Scope, allowVariables: boolean): TermIR {
  switch (term.kind) {
    case 'any': return { t: 'any' };
    case 'alt': return { t: 'alt', options: term.options.map((o) => resolveTerm(o, scope, allowVariables)) };
    case 'tile-term': {
      const tile = concreteTile(term.text);
      if (tile !== undefined) return { t: 'tiles', tiles: [tile] };
      const template = parseTemplate(term.text);
      if (!template) {
        scope.report({ code: 'resolve/bad-tile', loc: term.loc, message: {
          en: `'${term.text}' is not a tile: ranks are 1-9 in m, p, s, 1-7 in z, 1-8 in f`,
          ru: `'${term.text}' — не кость: достоинства 1-9 в m, p, s, 1-7 в z, 1-8 в f`,
        } });
        return { t: 'any' };
      }
      if (!allowVariables) {
        scope.report({ code: 'resolve/variable-outside-pattern', loc: term.loc, message: {
          en: `'${term.text}' has a variable; variables only work in patterns, where they tie units together`,
          ru: `в '${term.text}' есть переменная; переменные действуют только в шаблонах, где связывают их части`,
        } });
      }
      return { t: 'template', ...template };
    }
    case 'ref': {
      if (term.name === 'seat' || term.name === 'round') return { t: 'wind', which: term.name };
      if ((SUIT_VARIABLES as readonly string[]).includes(term.name)) {
        if (!allowVariables) scope.report({ code: 'resolve/variable-outside-pattern', loc: term.loc, message: {
          en: `suit variable '${term.name}' only works in patterns`,
          ru: `переменная масти '${term.name}' действует только в шаблонах`,
        } });
        return { t: 'template', rank: null, suit: { var: term.name } };
      }
      const group = scope.groups.get(term.name);
      if (group) {
        scope.noteName?.({ kind: 'group', name: term.name, loc: term.loc });
        return { t: 'tiles', tiles: [...group] };
      }
      const guess = suggestName(term.name, [...scope.groups.keys(), 'seat', 'round']);
      scope.report({
        code: 'resolve/unknown-name', loc: term.loc, message: { en: `unknown tile group '${term.name}'`, ru: `неизвестная группа костей '${term.name}'` },
        ...(didYouMean(guess) ?? { hint: { en: 'declare the group under tiles:', ru: 'объявите группу в tiles:' } }),
      });
      return { t: 'any' };
    }
  }
}

function parseTemplate(text: string): { rank: RankIR; suit: SuitIR } | undefined {
  const m = /^(?:([1-9])|([nkji])|\(([nkji])([+-][1-8])\))([mpszfxyw])$/.exec(text);
  if (!m) return undefined;
  const [, digit, v, ov, off, s] = m;
  const suit: SuitIR = (SUIT_VARIABLES as readonly string[]).includes(s!) ? { var: s! } : { fixed: s as 'm' | 'p' | 's' | 'z' | 'f' };
  let rank: RankIR;
  if (digit) rank = { fixed: Number(digit) };
  else if (v) rank = { var: v, offset: 0 };
  else rank = { var: ov!, offset: Number(off) };
  if (digit && 'fixed' in suit) return undefined; // a concrete tile that does not exist (e.g. 8z)
  if (rank && 'var' in rank && !(NUMBER_VARIABLES as readonly string[]).includes(rank.var)) return undefined;
  return { rank, suit };
}
