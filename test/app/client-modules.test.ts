/**
 * The desk's client modules as the browser loads them: one file at a time from /client/ (app/server/static-files.ts),
 * so each built module may import only its siblings in dist/app/client. The one decimal rule reaches the pages as the
 * runtime's own function (app/client/decimal.ts, bundled by scripts/bundle-client.mjs), and no client module keeps a
 * copy of it. Reads the build (`npm run build` first, as for the browser tests).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decimalText } from '../../runtime/index.js';
import { ROOT } from '../support/desk.js';

const BUILT = join(ROOT, 'dist', 'app', 'client');
const SOURCES = join(ROOT, 'app', 'client');

/** The modules a module's text imports (static, re-exports and dynamic). */
function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:^\s*(?:import|export)[^'"]*?from\s+|\bimport\(\s*)['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

describe('the client modules a page loads', () => {
  it('import nothing but their siblings in dist/app/client', () => {
    const files = readdirSync(BUILT).filter((f) => f.endsWith('.js'));
    expect(files).toContain('decimal.js');
    const foreign = files.flatMap((f) => importsOf(readFileSync(join(BUILT, f), 'utf8'))
      .filter((spec) => !/^\.\/[a-z-]+\.js$/.test(spec) || !existsSync(join(BUILT, spec)))
      .map((spec) => `${f} imports ${spec}`));
    expect(foreign).toEqual([]);
  });

  it('write numbers with the runtime\'s decimal rule, loaded as the browser loads it', async () => {
    const served = (await import(join(BUILT, 'decimal.js'))) as { decimalText: typeof decimalText };
    // The same function: "-100.00" -> "-100,00" and 0.5 -> "0,5" in Russian, unchanged in English, fractions stay.
    for (const value of ['-100.00', '+2.5', '7', '112/3', 0.5, -1.25, 1234.5]) {
      for (const lang of ['ru', 'en'] as const) expect(served.decimalText(value, lang)).toBe(decimalText(value, lang));
    }
    expect(served.decimalText(0.5, 'ru')).toBe('0,5');
  });

  it('keep no copy of the decimal rule of their own', () => {
    const copies = readdirSync(SOURCES).filter((f) => f.endsWith('.ts'))
      .filter((f) => /replace\(\s*(?:'\.'|\/\(\\d\)\\\.)|maximumFractionDigits/.test(readFileSync(join(SOURCES, f), 'utf8')));
    expect(copies).toEqual([]);
  });
});
