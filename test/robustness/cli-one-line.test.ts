/**
 * Mistakes that once ended in exit 3 and a stack trace are one line and exit 2 (issue #21, Low): `--out` to a
 * path that cannot be written (compile, impact, event export), `serve --host ""`, an unknown host or a privileged
 * port (the mapping of the listen errors: the tests run as root, where port 80 can be used), and `event init` with
 * a regulation that does not compile (its diagnostics, exit 1, no store made).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listenFailure } from '../../cli/commands/serve.js';
import { createStore, tempFolder } from '../support/desk.js';
import { runCli } from '../support/run-cli.js';

/** A run that failed with one line on stderr and exit 2. */
function oneLine(r: { code: number | null; out: string; err: string }): string {
  expect(r.code).toBe(2);
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  return r.err;
}

describe('--out to a path that cannot be written', () => {
  const folder = tempFolder('out-');
  const missing = join(folder, 'no-such-folder', 'ir.json');

  it('compile: no such folder, a directory', () => {
    expect(oneLine(runCli('compile', 'regulations/bermuda-triangle.yaml', '--out', missing, '--lang', 'en'))).toBe(`error: cannot write ${missing}: no such folder\n`);
    expect(oneLine(runCli('compile', 'regulations/bermuda-triangle.yaml', '--out', folder, '--lang', 'en'))).toBe(`error: cannot write ${folder}: is a directory\n`);
    // Russian by default.
    expect(oneLine(runCli('compile', 'regulations/bermuda-triangle.yaml', '--out', missing))).toBe(`ошибка: не удалось записать ${missing}: нет такой папки\n`);
  });

  it('impact and event export', () => {
    const impact = runCli('impact', 'regulations/bermuda-triangle.yaml', 'regulations/examples/bermuda-club-night.yaml', '--generate', '10', '--seed', '1', '--out', missing, '--lang', 'en');
    expect(oneLine(impact)).toBe(`error: cannot write ${missing}: no such folder\n`);
    const store = createStore('bermuda-triangle', 1);
    expect(oneLine(runCli('event', 'export', store, '--out', folder, '--lang', 'en'))).toBe(`error: cannot write ${folder}: is a directory\n`);
  });
});

describe('serve', () => {
  it('refuses an empty --host (once: every interface) in one line', () => {
    const store = createStore('bermuda-triangle', 1);
    expect(oneLine(runCli('serve', '--event', store, '--host', '', '--lang', 'en'))).toBe(
      'error: --host cannot be empty: give an address (e.g. 0.0.0.0 for the whole local network)\n',
    );
  });

  it('says in one line why it cannot listen', () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(listenFailure(error('EACCES'), '0.0.0.0', 80, 'en')).toBe('port 80 is reserved for the administrator: choose a port from 1024 (--port 8080) or 0');
    expect(listenFailure(error('ENOTFOUND'), 'no-such-host', 8080, 'en')).toBe('cannot listen on "no-such-host": no such address or computer name');
    expect(listenFailure(error('EADDRINUSE'), '127.0.0.1', 8080, 'ru')).toBe('порт 8080 уже занят: выберите другой (--port)');
    expect(listenFailure(error('EADDRNOTAVAIL'), '10.9.9.9', 8080, 'en')).toBe('cannot listen on 10.9.9.9: no such address on this computer');
  });
});

describe('event init', () => {
  it('refuses a regulation that does not compile: its diagnostics, exit 1, no store', () => {
    const store = join(tempFolder('init-'), 'event.db');
    const r = runCli('event', 'init', store, '--regulation', 'test/fixtures/bad/dsl-too-deep.yaml', '--seed', '1', '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^test\/fixtures\/bad\/dsl-too-deep\.yaml:23:46 {2}error {2}dsl\/too-deep /);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(existsSync(store)).toBe(false);
  });
});
