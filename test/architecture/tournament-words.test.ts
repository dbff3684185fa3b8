/**
 * The tournament layer speaks generic terms (issue #13): a deal outcome's `winners` (none, one, or several; a
 * preference deal has none), a player's `wins` in the tally, the table bonus's conditions a win met. A game's words
 * come in as data and go out through one mapping each: the event file's `mahjong:` field is read in
 * runtime/tournament/event.ts (the event model's file-format field), the classical deal scorer's `mahjong` in
 * scored-deal-outcome.ts (the two exceptions here, listed with their reasons), and the regulation's
 * tie-break key `mahjongs` (runtime/ir/tournament.ts StandingKey) is mapped to the tally's wins in standings.ts
 * `criterionValue`; `standings --json` writes its keys (`mahjongs`, `mahjongsUnknown`) in present/render-standings.ts.
 * So no identifier of runtime/tournament/ or runtime/impact/ names a mahjong: string literals (the IR's keys, the
 * event file's paths, import paths) and comments citing a game are not identifiers and may.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const LAYERS = [join('runtime', 'tournament'), join('runtime', 'impact')];

/** The identifiers each file may write although they name a mahjong, with the reason. */
const ALLOWED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'runtime/tournament/event.ts': { mahjong: "the event file's field of a recorded deal (RecordedDeal.mahjong), read into dealWinners and recordedWinners" },
  'runtime/tournament/scored-deal-outcome.ts': { mahjong: "the deal scorer's result (runtime/mahjong DealResult.mahjong), made the deal's winner" },
};

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The identifiers of a TypeScript text that name a mahjong (`mahjong`, `mahjongs`, `mahjongsUnknown`, ...), each once. */
function mahjongIdentifiers(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const found = new Set<string>();
  // The braces open in each template substitution being read (innermost last): its `}` goes back to the template's
  // text, which the scanner reads on from there (a template's text parts are not identifiers).
  const open: number[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.TemplateHead) open.push(0);
    else if (kind === ts.SyntaxKind.OpenBraceToken && open.length > 0) open[open.length - 1]! += 1;
    else if (kind === ts.SyntaxKind.CloseBraceToken && open.length > 0) {
      if (open[open.length - 1] === 0) {
        if (scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateTail) open.pop();
      } else open[open.length - 1]! -= 1;
    } else if (kind === ts.SyntaxKind.Identifier && /mahjong/i.test(scanner.getTokenText())) found.add(scanner.getTokenText());
  }
  return [...found].sort();
}

/** `file: identifier` for each identifier naming a mahjong that ALLOWED does not give a reason for. */
function offending(files: ReadonlyArray<{ file: string; text: string }>): string[] {
  return files.flatMap(({ file, text }) => mahjongIdentifiers(text).filter((id) => ALLOWED[file]?.[id] === undefined).map((id) => `${file}: ${id}`));
}

describe('the tournament layer (runtime/tournament/, runtime/impact/)', () => {
  const files = LAYERS.flatMap((d) => tsFiles(join(root, d))).map((f) => ({ file: relative(root, f).split('\\').join('/'), text: readFileSync(f, 'utf8') }));

  it('names no mahjong in its identifiers: winners, wins, the bonus conditions a win met', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(offending(files)).toEqual([]);
  });

  it('keeps each listed exception: the event file field is still read where the list says', () => {
    for (const [file, ids] of Object.entries(ALLOWED)) {
      const text = files.find((f) => f.file === file)?.text ?? '';
      expect(mahjongIdentifiers(text)).toEqual(Object.keys(ids).sort());
    }
  });

  it('would see an identifier, not a string literal, a template text or a comment', () => {
    const planted = [
      "import { x } from '../mahjong/deal.js';",
      '// the mahjong of a deal',
      "const path = [...at, 'mahjong']; const k: StandingKey = 'mahjongs';",
      'const t = `${a} mahjong ${{ b }.b} mahjongs`; function f() { return `${`mahjong ${c}`}`; }',
      'const row = { mahjongs: 0 };',
      'if (deal.mahjong !== undefined) countMahjong(deal);',
    ].join('\n');
    expect(mahjongIdentifiers(planted)).toEqual(['countMahjong', 'mahjong', 'mahjongs']);
    expect(offending([{ file: 'runtime/tournament/event.ts', text: planted }])).toEqual(['runtime/tournament/event.ts: countMahjong', 'runtime/tournament/event.ts: mahjongs']);
  });
});
