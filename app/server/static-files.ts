/**
 * The desk's own files, all served locally (no CDN, no external fonts): the page (app/public/index.html), its
 * style sheet, and the client modules compiled by tsc into dist/app/client; the hall's screen (app/public/hall.html)
 * and the players' page (app/public/play.html).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { refusal, sendText } from './http.js';
import type { Route } from './router.js';

/** The project folder (the one holding app/public), found from this module's place in the sources or in dist/. */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'app', 'public')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** The project folder: app/public, dist/ and docs/ are found under it. */
export const ROOT = projectRoot();

/** Sends a file of the desk, or 404. */
function sendFile(res: ServerResponse, file: string, type: string): void {
  let text: Buffer;
  try {
    text = readFileSync(file);
  } catch {
    throw refusal(404, file.startsWith(join(ROOT, 'dist'))
      ? { en: 'the desk is not built: run `npm run build`', ru: 'стол судьи не собран: выполните `npm run build`' }
      : { en: 'no such file', ru: 'нет такого файла' });
  }
  sendText(res, 200, type, text);
}

/** Sends a page of app/public. */
export function sendPage(res: ServerResponse, name: string): void {
  sendFile(res, join(ROOT, 'app', 'public', name), 'text/html; charset=utf-8');
}

/** The routes of the desk's files. */
export const staticRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/$/,
    handle({ res }) {
      sendPage(res, 'index.html');
    },
  },
  {
    method: 'GET',
    path: /^\/assets\/([a-z-]+\.(?:css|svg))$/,
    // The desk's code and style: the hall's screen and the players' page load them without the judge's token.
    public: true,
    handle({ res, params }) {
      const name = params[0]!;
      sendFile(res, join(ROOT, 'app', 'public', name), name.endsWith('.css') ? 'text/css; charset=utf-8' : 'image/svg+xml');
    },
  },
  {
    method: 'GET',
    path: /^\/client\/([a-z-]+\.js)$/,
    // The desk's code and style: the hall's screen and the players' page load them without the judge's token.
    public: true,
    handle({ res, params }) {
      sendFile(res, join(ROOT, 'dist', 'app', 'client', params[0]!), 'text/javascript; charset=utf-8');
    },
  },
];
