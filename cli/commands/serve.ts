/**
 * `reglament serve [--event <file.db>] [--port 8080] [--host <addr>] [--lang ru|en]`: the judge's desk (app/) in
 * the browser. Without --event it opens the bundled sample event (imported into a working store on first start).
 * Prints the address to open (with the access token when --host puts it on the local network) and runs until
 * stopped (Ctrl+C). Exit code 2 when the store or the port cannot be used.
 */
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { defaultSampleStore, prepareSampleEvent, startDesk } from '../../app/index.js';
import { StoreError } from '../../store/index.js';
import { EXIT } from '../exit-codes.js';
import { printError, type CliText } from '../error-line.js';
import type { Lang } from '../../present/index.js';

/** Options of `serve`. */
export interface ServeOptions {
  event?: string;
  port: string;
  host?: string;
  lang: Lang;
}

const TEXT = {
  open: { ru: 'Стол судьи открыт', en: "The judge's desk is open" },
  sample: { ru: 'пример турнира', en: 'sample event' },
  token: { ru: 'Токен доступа (нужен каждому, кто откроет стол с другого компьютера)', en: 'Access token (everyone who opens the desk from another computer needs it)' },
  stop: { ru: 'Остановить: Ctrl+C', en: 'Stop: Ctrl+C' },
  referee: {
    ru: 'Адрес для рефери (сдачи, итоги и штрафы столов, заявки игроков, время столу; без рассадки и исправлений)',
    en: 'The referee\'s address (tables\' deals, results and penalties, players\' submissions, a table\'s extra time; no seating or corrections)',
  },
} satisfies Record<string, Record<Lang, string>>;

/** The one-line refusals of `serve`'s options. */
const SERVE_TEXT = {
  emptyHost: {
    ru: '--host не может быть пустым: укажите адрес (например 0.0.0.0 для всей локальной сети)',
    en: '--host cannot be empty: give an address (e.g. 0.0.0.0 for the whole local network)',
  },
  unknownHost: {
    ru: (host: string) => `не удаётся слушать ${JSON.stringify(host)}: такого адреса или имени компьютера нет`,
    en: (host: string) => `cannot listen on ${JSON.stringify(host)}: no such address or computer name`,
  },
  portInUse: {
    ru: (port: number) => `порт ${port} уже занят: выберите другой (--port)`,
    en: (port: number) => `port ${port} is already in use: choose another with --port`,
  },
  noAddress: {
    ru: (host: string) => `не удаётся слушать ${host}: у этого компьютера нет такого адреса`,
    en: (host: string) => `cannot listen on ${host}: no such address on this computer`,
  },
  privilegedPort: {
    ru: (port: number) => `порт ${port} доступен только администратору: выберите порт от 1024 (--port 8080) или 0`,
    en: (port: number) => `port ${port} is reserved for the administrator: choose a port from 1024 (--port 8080) or 0`,
  },
};

/** The computer's IPv4 addresses on its networks (not the loopback). */
function localAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).filter((a) => a.family === 'IPv4' && !a.internal).map((a) => a.address));
}

/**
 * The desk's backstop: a promise rejected where nobody handles it would end Node, and with it the desk; it is
 * reported on stderr (the request that caused it has been answered or dropped) and the desk goes on.
 */
function keepServingOnUnhandledRejection(): void {
  process.on('unhandledRejection', (reason) => {
    process.stderr.write(`desk: unhandled error, the desk goes on: ${(reason as Error | undefined)?.stack ?? String(reason)}\n`);
  });
}

/** The one line saying why the desk could not start on `host`:`port`; undefined for an error that is a bug. */
export function listenFailure(e: unknown, host: string, port: number, lang: Lang): string | undefined {
  const err = e as NodeJS.ErrnoException & { body?: { error?: string; text?: { ru: string; en: string } } };
  if (err.code === 'EADDRINUSE') return SERVE_TEXT.portInUse[lang](port);
  if (err.code === 'EADDRNOTAVAIL') return SERVE_TEXT.noAddress[lang](host);
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return SERVE_TEXT.unknownHost[lang](host);
  if (err.code === 'EACCES') return SERVE_TEXT.privilegedPort[lang](port);
  if (e instanceof StoreError) return e.textOf(lang);
  return err.body?.text?.[lang] ?? err.body?.error;
}

/** Prints one error line (`ошибка: ...`, already in the run's language, or in both); gives the bad-input exit code. */
function fail(message: string | CliText): number {
  printError(typeof message === 'string' ? { ru: message, en: message } : message);
  return EXIT.badInput;
}

/**
 * Runs `serve`: starts the desk and keeps running. Returns the exit code of what is known at once (a bad option,
 * a missing store); a port that cannot be used is reported when the server fails to listen (exit code 2 then).
 */
export function runServe(o: ServeOptions): number | Promise<number> {
  const port = Number(o.port);
  if (o.host !== undefined && o.host.trim() === '') return fail(SERVE_TEXT.emptyHost[o.lang]);
  if (!/^\d+$/.test(o.port.trim()) || port > 65535) {
    return fail({ en: `--port must be a port number from 0 to 65535, got ${JSON.stringify(o.port)}`, ru: `--port — номер порта от 0 до 65535, а указано ${JSON.stringify(o.port)}` });
  }
  let store = o.event;
  let sample = false;
  try {
    if (store === undefined) {
      store = prepareSampleEvent(defaultSampleStore()).store;
      sample = true;
    } else if (!existsSync(store)) {
      return fail({
        en: `no event store at ${store}: create it with \`reglament event init\` or \`reglament event import\``,
        ru: `файла турнира ${store} нет: создайте его командой \`reglament event init\` или \`reglament event import\``,
      });
    }
  } catch (e) {
    if (e instanceof StoreError) return fail(e.textOf(o.lang));
    throw e;
  }
  const eventStore = store;
  // --host always asks for the token, even on 127.0.0.1: whoever opens the desk then needs it.
  // The exit code is known once the desk listens or fails to (a damaged store, a port in use): the command's
  // code is that outcome, so the program's exit code cannot be set before it and overwritten after.
  return startDesk({ store: eventStore, port, ...(o.host !== undefined ? { host: o.host, requireToken: true } : {}), lang: o.lang }).then(
    (desk) => {
      const lines = [`${TEXT.open[o.lang]}: ${desk.url}`];
      // Listening on every address: the addresses other computers of the hall can open (0.0.0.0 opens nowhere else).
      const others = o.host === '0.0.0.0' || o.host === '::' ? localAddresses().map((a) => `http://${a}:${new URL(desk.origin).port}`) : [];
      for (const other of others) lines.push(`  ${other}/?token=${desk.token ?? ''}`);
      lines.push(`  ${eventStore}${sample ? ` (${TEXT.sample[o.lang]})` : ''}`);
      if (desk.token !== undefined) lines.push(`  ${TEXT.token[o.lang]}: ${desk.token}`);
      // A referee works at the tables, on another device: the addresses it can open, one a line.
      if (desk.refereeToken !== undefined) {
        const referee = others.length > 0 ? others.map((other) => `${other}/?token=${desk.refereeToken}`) : [desk.refereeUrl];
        lines.push(`  ${TEXT.referee[o.lang]}:`, ...referee.map((url) => `    ${url}`));
      }
      lines.push(`  ${TEXT.stop[o.lang]}`);
      process.stdout.write(lines.join('\n') + '\n');
      const stop = () => void desk.close().then(() => process.exit(process.exitCode ?? 0));
      keepServingOnUnhandledRejection();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return EXIT.ok;
    },
    (e: unknown) => {
      const message = listenFailure(e, o.host ?? '127.0.0.1', port, o.lang);
      if (message !== undefined) return fail(message);
      process.stderr.write(`internal error: ${(e as Error).stack ?? String(e)}\nPlease report this as a bug.\n`);
      return EXIT.internal;
    },
  );
}
