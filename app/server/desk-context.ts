/**
 * What every route of the desk works with: the open event store, the event's compiled regulation and the
 * catalogue of regulations. One context per server; the store stays open while the server runs.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import type { Lang } from '../../present/index.js';
import type { EventData, RegulationIR } from '../../runtime/index.js';
import { openStore, StoreHasNoEventError, type EventStore } from '../../store/index.js';
import { fieldErrors, refusal, type HttpError } from './http.js';
import { RegulationCatalogue } from './regulations.js';

/** The desk's state shared by the routes. */
export class DeskContext {
  readonly store: EventStore;
  readonly catalogue: RegulationCatalogue;
  /** The event's regulation file (absolute). */
  readonly regulationFile: string;

  /** Opens the store (it must hold an event: a header); a file that holds none is refused and left as it was. */
  constructor(storeFile: string, readonly lang: Lang) {
    const noEvent = () => refusal(500, {
      en: `${storeFile} holds no event yet: create it with \`reglament event init\` or \`reglament event import\``,
      ru: `в ${storeFile} ещё нет турнира: создайте его командой \`reglament event init\` или \`reglament event import\``,
    });
    try {
      this.store = openStore(storeFile, { existing: true });
    } catch (e) {
      throw e instanceof StoreHasNoEventError ? noEvent() : e;
    }
    const header = this.store.header();
    if (header === undefined) {
      this.store.close();
      throw noEvent();
    }
    this.regulationFile = isAbsolute(header.regulation) ? header.regulation : resolve(dirname(resolve(storeFile)), header.regulation);
    this.catalogue = new RegulationCatalogue(this.regulationFile);
  }

  /** The event's compiled regulation; a 500 answer naming the first problem when it does not compile. */
  regulation(): RegulationIR {
    return this.compiled(this.regulationFile, (problem) => refusal(500, {
      en: `the event's regulation ${this.regulationFile} has errors: ${problem.en}`,
      ru: `в регламенте турнира ${this.regulationFile} есть ошибки: ${problem.ru}`,
    }));
  }

  /**
   * A regulation of the catalogue by the id a request gives in `field`, compiled; a 400 answer naming that field when
   * the id is unknown or the regulation does not compile (its first problem, and the command that lists them all).
   */
  regulationById(id: unknown, field: string): { id: string; file: string; ir: RegulationIR } {
    const entry = typeof id === 'string' ? this.catalogue.find(id) : undefined;
    if (entry === undefined) {
      const text = { en: `unknown regulation ${JSON.stringify(id)}`, ru: `регламента ${JSON.stringify(id)} нет в списке стола судьи` };
      throw fieldErrors([{ field, message: text.en, text }]);
    }
    const check = `reglament check ${this.catalogue.displayPath(entry.file)}`;
    const ir = this.compiled(entry.file, (problem) => {
      const text = { en: `the regulation ${entry.id} has errors: ${problem.en}; run \`${check}\``, ru: `в регламенте ${entry.id} есть ошибки: ${problem.ru}; все покажет \`${check}\`` };
      return fieldErrors([{ field, message: text.en, text }]);
    });
    return { id: entry.id, file: entry.file, ir };
  }

  /** Compiles a regulation file of the catalogue, or throws the answer `fail` makes of its first problem. */
  private compiled(file: string, fail: (problem: { en: string; ru: string }) => HttpError): RegulationIR {
    const compiled = this.catalogue.compile(file);
    if ('ir' in compiled) return compiled.ir;
    const d = compiled.diagnostics.find((x) => x.severity === 'error') ?? compiled.diagnostics[0];
    const at = d ? `${d.file}:${d.line}:${d.col} ${d.code} ` : '';
    throw fail(d ? { en: `${at}${d.message}`, ru: `${at}${d.text?.ru ?? d.message}` } : { en: 'unknown', ru: 'неизвестно' });
  }

  /** The event's regulation with its tournament section (standings, seating), or a 400 answer. */
  tournamentRegulation(): RegulationIR {
    const ir = this.regulation();
    if (ir.tournament === undefined) {
      throw refusal(400, {
        en: `the regulation ${ir.regulation} has no tournament: section (table points, standings, seating)`,
        ru: `в регламенте ${ir.regulation} нет раздела tournament: (очки за стол, турнирная таблица, рассадка)`,
      });
    }
    return ir;
  }

  /** The event as the store rebuilds it now. */
  event(): EventData {
    return this.store.toEventData();
  }

  /** The version a client sees: the seq of the last entry. */
  version(): number {
    return this.store.lastSeq();
  }

  /** Closes the store. */
  close(): void {
    this.store.close();
  }
}
