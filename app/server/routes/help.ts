/**
 * The desk's help: `GET /api/help` (the judges' guides with their titles, and the one glossary of the program) and
 * `GET /docs/<guide>.md`, `/docs/ru/<guide>.md` (a guide of docs/ as an HTML page, rendered here: nothing is fetched
 * from the internet). The guides' links to each other work as they are, since the pages keep the docs/ layout.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GLOSSARY, renderHtmlPage, type Lang } from '../../../present/index.js';
import { refusal, sendJson, sendText } from '../http.js';
import { langOf } from '../query-params.js';
import type { Route } from '../router.js';
import { ROOT } from '../static-files.js';

/** The guides a judge is offered, in this order (the file names of docs/ and docs/ru/). */
export const JUDGES_GUIDES = [
  'judges-guide', 'judges-desk', 'event-hall', 'event-format', 'preference', 'sichuan', 'mcr', 'glossary', 'regulation-language', 'committee-guide',
] as const;

/** The file of a guide in a language. */
function guideFile(name: string, lang: Lang): string {
  return lang === 'ru' ? join(ROOT, 'docs', 'ru', `${name}.md`) : join(ROOT, 'docs', `${name}.md`);
}

/** A guide's title: its first heading. */
function titleOf(markdown: string, fallback: string): string {
  return /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? fallback;
}

/** A guide's text, or 404. */
function readGuide(file: string): string {
  if (!existsSync(file)) throw refusal(404, { en: 'no such guide', ru: 'такого руководства нет' });
  return readFileSync(file, 'utf8');
}

const PAGE_CSS = `
body { font-family: "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; max-width: 60em; margin: 1em auto; padding: 0 1em; color: #1b1b1b; line-height: 1.45; }
body > h1 { display: none; } article h1 { font-size: 1.5em; }
table { border-collapse: collapse; margin: 0.5em 0; } th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; text-align: left; vertical-align: top; }
pre { background: #f6f5f1; border: 1px solid #ddd; padding: 0.6em; overflow-x: auto; } code { font-size: 0.92em; }
`;

/** The help routes. */
export const helpRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/help$/,
    handle({ ctx, res, url }) {
      const lang = langOf(ctx, url);
      const guides = JUDGES_GUIDES.map((name) => ({
        name,
        title: titleOf(readGuide(guideFile(name, lang)), name),
        href: lang === 'ru' ? `/docs/ru/${name}.md` : `/docs/${name}.md`,
      }));
      sendJson(res, 200, { lang, guides, glossary: GLOSSARY });
    },
  },
  {
    method: 'GET',
    path: /^\/docs\/(ru\/)?([a-z-]+)\.md$/,
    async handle({ res, params }) {
      const lang: Lang = params[0] === 'ru/' ? 'ru' : 'en';
      const name = params[1]!;
      const markdown = readGuide(guideFile(name, lang));
      // Loaded on the first guide asked for: no other command or page needs the markdown renderer.
      const { marked } = await import('marked');
      const body = `<article>${marked.parse(markdown, { async: false })}</article>`;
      sendText(res, 200, 'text/html; charset=utf-8', renderHtmlPage({ lang, title: titleOf(markdown, name), css: PAGE_CSS, body }));
    },
  },
];
