/**
 * The help page: the judges' guides (served by the desk itself, in the page's language), the hand notation at a
 * glance and the glossary — the same words as the guides and the program's `--help`.
 */
import { getJson } from './api.js';
import { h, replace } from './dom.js';
import { currentLang } from './settings.js';
import { tx } from './texts.js';

/** The answer of /api/help. */
interface HelpAnswer {
  guides: Array<{ name: string; title: string; href: string }>;
  glossary: Array<{ title: { ru: string; en: string }; terms: Array<{ ru: string; en: string; about?: { ru: string; en: string } }> }>;
}

/** The hand notation, one row per kind of tile or mark: what, how, an example. */
const NOTATION: Array<[key: Parameters<typeof tx>[0], how: string, example: string]> = [
  ['notationSuits', '1-9 m / p / s', '123m 55p 789s'],
  ['notationHonors', '1-7 z', '777z'],
  ['notationFlowers', '1-8 f', '1f 6f'],
  ['notationExposed', '[ ]', '[777z] [234s]'],
  ['notationKong', '{ }', '{5555p}'],
  ['notationWin', '+', '+2m'],
];

/** Renders the help page into `root`. */
export async function renderHelpPage(root: HTMLElement): Promise<void> {
  const lang = currentLang();
  const help = await getJson<HelpAnswer>(`/api/help?lang=${lang}`);
  replace(root,
    h('h1', {}, tx('navHelp')),
    h('section', { class: 'box', id: 'help-guides' }, h('h2', {}, tx('guides')),
      h('ul', {}, ...help.guides.map((g) => h('li', {}, h('a', { href: g.href, target: '_blank', 'data-guide': g.name }, g.title))))),
    h('section', { class: 'box', id: 'help-notation' }, h('h2', {}, tx('notation')),
      h('table', { class: 'grid' }, h('tbody', {}, ...NOTATION.map(([key, how, example]) => h('tr', {}, h('td', {}, tx(key)), h('td', {}, h('code', {}, how)), h('td', {}, h('code', {}, example))))))),
    h('section', { class: 'box', id: 'help-glossary' }, h('h2', {}, tx('glossary')),
      ...help.glossary.map((section) => h('div', {}, h('h3', {}, section.title[lang]),
        h('table', { class: 'grid glossary' }, h('tbody', {}, ...section.terms.map((t) =>
          h('tr', {}, h('td', {}, h('strong', {}, t[lang])), h('td', {}, lang === 'ru' ? t.en : t.ru), h('td', { class: 'muted' }, t.about?.[lang] ?? '')))))))));
}
