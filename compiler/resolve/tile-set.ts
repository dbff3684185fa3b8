/**
 * Tile sets: tile literals, ranges, group names, union and difference -> a sorted list of tile kinds.
 */
import { makeTile } from '../../runtime/compiler-entry.js';
import type { SuitLetter } from '../../runtime/index.js';
import type { TileSetExpr } from '../dsl/ast.js';
import { didYouMean, suggestName } from '../diagnostics/suggest.js';
import type { Scope } from './scope.js';

/** Parses a concrete tile literal such as `5m`; undefined when it is not one. */
export function concreteTile(text: string): number | undefined {
  const m = /^([1-9])([mpszf])$/.exec(text);
  return m ? makeTile(Number(m[1]), m[2] as SuitLetter) : undefined;
}

/** Resolves a tile set to its tile kinds, reporting unknown groups and impossible tiles. */
export function resolveTileSet(set: TileSetExpr, scope: Scope): number[] {
  const out = new Set<number>();
  collect(set, scope, out);
  return [...out].sort((a, b) => a - b);
}

function collect(set: TileSetExpr, scope: Scope, out: Set<number>): void {
  const put = (t: number) => out.add(t);
  switch (set.kind) {
    case 'set-tile': {
      const tile = concreteTile(set.text);
      if (tile === undefined) {
        scope.report({
          code: 'resolve/bad-tile', loc: set.loc,
          message: {
            en: `'${set.text}' is not a tile here: a tile set takes concrete tiles such as 5m or 7z, without variables`,
            ru: `'${set.text}' здесь не кость: набор костей состоит из конкретных костей вроде 5m или 7z, без переменных`,
          },
        });
      } else put(tile);
      return;
    }
    case 'set-range': {
      const [, from, to, suit] = /^([1-9])-([1-9])([mpszf])$/.exec(set.text)!;
      const a = makeTile(Number(from), suit as SuitLetter);
      const b = makeTile(Number(to), suit as SuitLetter);
      if (a === undefined || b === undefined || a > b) {
        scope.report({ code: 'resolve/bad-tile', loc: set.loc, message: { en: `'${set.text}' is not a range of existing tiles`, ru: `'${set.text}' — не диапазон существующих костей` } });
        return;
      }
      for (let t = a; t <= b; t++) put(t);
      return;
    }
    case 'set-ref': {
      const group = scope.groups.get(set.name);
      if (!group) {
        const guess = suggestName(set.name, [...scope.groups.keys()]);
        scope.report({
          code: 'resolve/unknown-name', loc: set.loc,
          message: { en: `unknown tile group '${set.name}'`, ru: `неизвестная группа костей '${set.name}'` },
          ...(didYouMean(guess) ?? { hint: { en: 'declare it under tiles:', ru: 'объявите её в tiles:' } }),
        });
      } else {
        scope.noteName?.({ kind: 'group', name: set.name, loc: set.loc });
        group.forEach(put);
      }
      return;
    }
    case 'set-union':
      set.parts.forEach((p) => collect(p, scope, out));
      return;
    case 'set-diff': {
      const left = new Set<number>();
      const right = new Set<number>();
      collect(set.left, scope, left);
      collect(set.right, scope, right);
      left.forEach((t) => { if (!right.has(t)) out.add(t); });
      return;
    }
  }
}
