/**
 * The browser the desk's tests drive, found on this machine: `CHROMIUM_PATH` when set, else a system Chromium or
 * Chrome at its usual place, else the Chromium that ships inside the `@sparticuz/chromium` package (a dev dependency:
 * `npm ci` brings it, Linux x64 and arm64 only, unpacked into the temporary folder on first use). When none can be
 * had, one line says what to install.
 */
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';

/** Where system browsers usually are, by platform. */
const SYSTEM_BROWSERS: Record<string, string[]> = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'],
  darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
  win32: [
    join(process.env['PROGRAMFILES'] ?? 'C:\\Program Files', 'Google', 'Chrome', 'Application', 'chrome.exe'),
    join(process.env['PROGRAMFILES(X86)'] ?? 'C:\\Program Files (x86)', 'Google', 'Chrome', 'Application', 'chrome.exe'),
  ],
};

/** The one line printed when no browser can be had. */
export const NO_BROWSER = 'the desk\'s browser tests need Chromium or Chrome: install it (Debian/Ubuntu: apt-get install chromium; elsewhere Google Chrome), or set CHROMIUM_PATH to its executable';

/** A browser found: its executable and where it came from. */
export interface FoundBrowser {
  executable: string;
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
}

/** Whether a file can be executed. */
function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds the browser (see the module comment) among `system` (the usual places on this platform); throws an Error
 * whose message is one line saying what to do.
 */
export async function findBrowser(env: NodeJS.ProcessEnv = process.env, platform: string = process.platform, system: readonly string[] = SYSTEM_BROWSERS[platform] ?? []): Promise<FoundBrowser> {
  const named = env['CHROMIUM_PATH'];
  if (named !== undefined && named !== '') {
    if (executable(named)) return { executable: named, source: 'CHROMIUM_PATH' };
    throw new Error(`CHROMIUM_PATH is ${named}, which is not an executable file: ${NO_BROWSER}`);
  }
  const installed = system.find(executable);
  if (installed !== undefined) return { executable: installed, source: 'system' };
  if (platform === 'linux' && (process.arch === 'x64' || process.arch === 'arm64')) {
    try {
      const packaged = (await import('@sparticuz/chromium')).default;
      return { executable: await packaged.executablePath(), source: '@sparticuz/chromium' };
    } catch (e) {
      throw new Error(`the Chromium of @sparticuz/chromium cannot be used (${(e as Error).message.split('\n')[0]}): ${NO_BROWSER}`);
    }
  }
  throw new Error(NO_BROWSER);
}
