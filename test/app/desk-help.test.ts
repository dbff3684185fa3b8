/**
 * The desk's help in this process (no browser): `/api/help` lists the judges' guides with their titles in the
 * page's language and the one glossary; `/docs/...` serves each guide of docs/ as an HTML page made here (links
 * between guides kept), and nothing outside docs/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDesk, type Desk } from '../../app/index.js';
import { GLOSSARY } from '../../present/index.js';
import { createStore, FOUR_PLAYERS, request } from '../support/desk.js';

describe('the desk\'s help', () => {
  let desk: Desk;

  beforeAll(async () => {
    desk = await startDesk({ store: createStore('bermuda-triangle', 0, FOUR_PLAYERS), port: 0, lang: 'en' });
  });
  afterAll(async () => {
    await desk.close();
  });

  it('lists the judges\' guides in the language asked, and the glossary', async () => {
    const ru = await request(`${desk.origin}/api/help?lang=ru`);
    expect(ru.status).toBe(200);
    const guides = (ru.body as { guides: Array<{ name: string; title: string; href: string }> }).guides;
    expect(guides[0]).toEqual({ name: 'judges-guide', title: 'Руководство судьи: подсчёт рук и сдач', href: '/docs/ru/judges-guide.md' });
    expect(guides.map((g) => g.name)).toEqual(['judges-guide', 'judges-desk', 'event-hall', 'event-format', 'preference', 'sichuan', 'mcr', 'glossary', 'regulation-language', 'committee-guide']);
    expect((ru.body as { glossary: unknown }).glossary).toEqual(GLOSSARY);
    const en = await request(`${desk.origin}/api/help`);
    expect((en.body as { guides: Array<{ title: string; href: string }> }).guides[0]).toEqual({ name: 'judges-guide', title: "Judge's guide: scoring hands", href: '/docs/judges-guide.md' });
  });

  it('serves every listed guide as an HTML page with its links', async () => {
    const help = await request(`${desk.origin}/api/help?lang=ru`);
    for (const g of (help.body as { guides: Array<{ href: string; title: string }> }).guides) {
      const page = await request(`${desk.origin}${g.href}`);
      expect(page.status, g.href).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.body as string, g.href).toContain(`<title>${g.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}</title>`);
    }
    const judges = (await request(`${desk.origin}/docs/ru/judges-guide.md`)).body as string;
    expect(judges).toContain('<a href="judges-desk.md">');
    expect(judges).toContain('<a href="../judges-guide.md">English</a>');
    expect(judges).toMatch(/<table>[^]*<th>параметр<\/th>/);
  });

  it('answers 404 for a guide that does not exist and serves nothing outside docs/', async () => {
    expect((await request(`${desk.origin}/docs/ru/no-such-guide.md`)).status).toBe(404);
    expect((await request(`${desk.origin}/docs/..%2Fpackage.md`)).status).toBe(404);
    expect((await request(`${desk.origin}/docs/README.md`)).status).toBe(404);
  });
});
