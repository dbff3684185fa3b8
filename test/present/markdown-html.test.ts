/**
 * Markdown outputs do not pass a regulation's HTML through (issue #21, Low): `diff --format md` and
 * `assumptions --format md` write `<`, `>` and `&` of the regulation's own words as entities, so that a rule named
 * `<img src=x onerror=alert(1)>` is shown, not run, where the Markdown is rendered; code spans keep the text as it is.
 */
import { describe, expect, it } from 'vitest';
import { renderAssumptions, listAssumptions } from '../../present/assumptions.js';
import { mdCell, mdCode, mdText } from '../../present/markdown.js';
import { renderDiff } from '../../present/render-diff.js';
import { diffRegulations, GAMES } from '../../games/index.js';
import type { RegulationIR } from '../../runtime/index.js';
import { irOfFile } from '../support/compile-inline.js';

const XSS = '<img src=x onerror=alert(1)>';

describe('the Markdown helpers', () => {
  it('write HTML as text, keep code spans whole', () => {
    expect(mdText(`a ${XSS} & b`)).toBe('a &lt;img src=x onerror=alert(1)&gt; &amp; b');
    expect(mdCell('x | <b>\ny')).toBe('x \\| &lt;b&gt; y');
    expect(mdCode('points >= 8')).toBe('`points >= 8`');
    expect(mdCode('a`b')).toBe('`` a`b ``');
  });
});

describe('Markdown outputs of a regulation with HTML in its words', () => {
  const base = irOfFile('regulations/bermuda-triangle.yaml');
  // The same regulation with HTML in its name and in the name of its first tile group.
  const hostile = structuredClone(base) as RegulationIR;
  hostile.name = { ru: XSS, en: XSS };
  hostile.groups[0]!.name = { ru: `${XSS} группа`, en: `${XSS} group` };

  it('diff --format md', () => {
    const md = renderDiff(base, hostile, diffRegulations(base, hostile), 'md', 'en', GAMES);
    expect(md).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(md).not.toContain('<img');
  });

  it('assumptions --format md (the register and the list)', () => {
    for (const md of [renderAssumptions(hostile, 'en', 'md', GAMES), listAssumptions(hostile, 'en', 'md', GAMES)]) {
      expect(md).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(md).not.toContain('<img');
    }
  });
});
