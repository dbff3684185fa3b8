/**
 * The event's name, date and venue from the CLI (built dist/cli/main.cjs): given at `event init`, shown and edited
 * with `event info` (a field not given keeps its value; every edit kept; Russian by default, the date 06.01.2011),
 * refused with one line and exit 2 when the date is not one; the date typed DD.MM.YYYY or YYYY-MM-DD.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'reglament-event-info-'));

describe('reglament event info', () => {
  const store = join(tmp, 'cup.db');

  it('init refuses a date that is not one and creates nothing', () => {
    const bad = join(tmp, 'bad.db');
    // 31 June does not exist (June has 30 days).
    const r = runCli('event', 'init', bad, '--regulation', 'regulations/repino-2008.yaml', '--seed', '1', '--date', '31.06.2011', '--lang', 'en');
    expect(r).toEqual({ code: 2, out: '', err: 'error: --date: a date written DD.MM.YYYY or YYYY-MM-DD, e.g. 06.01.2011; got "2011-06-31"\n' });
    expect(existsSync(bad)).toBe(false);
  });

  it('takes the date as Russians write it (06.01.2011 or 6.1.2011) and shows it so, in Russian by default', () => {
    const ru = join(tmp, 'ru.db');
    expect(runCli('event', 'init', ru, '--regulation', 'regulations/repino-2008.yaml', '--seed', '1', '--name', 'Кубок', '--date', '6.1.2011').code).toBe(0);
    expect(JSON.parse(runCli('event', 'info', ru, '--json').out).date).toBe('2011-01-06');
    expect(runCli('event', 'info', ru).out).toMatch(/^Название: Кубок\nДата: {5}06\.01\.2011\nМесто: {4}\nИзменено: \S+\n$/);
    expect(runCli('event', 'info', ru, '--date', '32.01.2011')).toMatchObject({ code: 2, err: 'ошибка: --date: дата в виде ДД.ММ.ГГГГ или ГГГГ-ММ-ДД, например 06.01.2011; получено «2011-01-32»\n' });
  });

  it('init keeps the name, date and venue; info shows them and edits one field, keeping the others', () => {
    const init = runCli('event', 'init', store, '--regulation', 'regulations/repino-2008.yaml', '--seed', '1', '--name', 'Кубок Репино', '--date', '2011-01-06', '--venue', 'Репино', '--author', 'Судья');
    expect(init.code).toBe(0);
    const shown = runCli('event', 'info', store, '--json');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.out)).toMatchObject({ name: 'Кубок Репино', date: '2011-01-06', venue: 'Репино', author: 'Судья' });
    const edited = runCli('event', 'info', store, '--venue', ' Репино, пансионат ', '--author', 'Второй судья', '--lang', 'en');
    expect(edited.code).toBe(0);
    expect(edited.out).toMatch(/^name: {2}Кубок Репино\ndate: {2}2011-01-06\nvenue: Репино, пансионат\nset: {3}\S+ by Второй судья\n$/);
    const refused = runCli('event', 'info', store, '--date', '2011-02-30', '--lang', 'en');
    expect(refused).toEqual({ code: 2, out: '', err: 'error: --date: a date written DD.MM.YYYY or YYYY-MM-DD, e.g. 06.01.2011; got "2011-02-30"\n' });
    expect(JSON.parse(runCli('event', 'info', store, '--json').out).date).toBe('2011-01-06');
    expect(runCli('event', 'info', join(tmp, 'none.db'))).toMatchObject({ code: 2, out: '' });
  });
});
