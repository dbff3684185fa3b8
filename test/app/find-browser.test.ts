/**
 * The browser of the desk's tests on any machine: CHROMIUM_PATH first, a system browser next, the Chromium inside
 * the @sparticuz/chromium package last (what a fresh Linux machine with only Node has after `npm ci`), and one line
 * saying what to install when none can be had. The packaged Chromium is launched for real and renders a page.
 */
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findBrowser, NO_BROWSER } from '../support/find-browser.js';

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH when it is an executable, and says what to do when it is not', async () => {
    expect(await findBrowser({ CHROMIUM_PATH: process.execPath }, 'linux', [])).toEqual({ executable: process.execPath, source: 'CHROMIUM_PATH' });
    await expect(findBrowser({ CHROMIUM_PATH: '/nowhere/chromium' }, 'linux', [])).rejects.toThrow(`CHROMIUM_PATH is /nowhere/chromium, which is not an executable file: ${NO_BROWSER}`);
  });

  it('takes the first system browser that is there', async () => {
    expect(await findBrowser({}, 'linux', ['/nowhere/chromium', process.execPath])).toEqual({ executable: process.execPath, source: 'system' });
  });

  it('says in one line what to install when the platform has none', async () => {
    const failure = await findBrowser({}, 'aix', []).catch((e: Error) => e.message);
    expect(failure).toBe(NO_BROWSER);
    expect(failure).not.toContain('\n');
  });

  it.runIf(process.platform === 'linux' && ['x64', 'arm64'].includes(process.arch))('falls back to the Chromium inside @sparticuz/chromium, which drives a page', async () => {
    const found = await findBrowser({}, 'linux', []);
    expect(found.source).toBe('@sparticuz/chromium');
    const browser = await chromium.launch({ executablePath: found.executable, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      await page.setContent('<input id="name"><button onclick="document.title = document.getElementById(\'name\').value">ok</button>');
      await page.fill('#name', 'Стол судьи');
      await page.click('button');
      expect(await page.title()).toBe('Стол судьи');
    } finally {
      await browser.close();
    }
  });
});
