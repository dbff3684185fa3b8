/**
 * What every route of the desk works with: the open event store, the event's compiled regulation and the
 * catalogue of regulations. One context per server; the store stays open while the server runs.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import type { Lang } from '../../present/index.js';
import type { EventData, RegulationIR } from '../../runtime/index.js';
import { openStore, StoreHasNoEventError, type EventStore } from '../../store/index.js';
import { fieldErrors, HttpError } from './http.js';
import { RegulationCatalogue } from './regulations.js';

/** The desk's state shared by the routes. */
export class DeskContext {
  readonly store: EventStore;
  readonly catalogue: RegulationCatalogue;
  /** The event's regulation file (absolute). */
  readonly regulationFile: string;

  /** Opens the store (it must hold an event: a header); a file that holds none is refused and left as it was. */
  constructor(storeFile: string, readonly lang: Lang) {
    const noEvent = () => new HttpError(500, { error: `${storeFile} holds no event yet: create it with \`reglament event init\` or \`reglament event import\`` });
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
    return this.compiled(this.regulationFile, (problem) => new HttpError(500, { error: `the event's regulation ${this.regulationFile} has errors: ${problem}` }));
  }

  /**
   * A regulation of the catalogue by the id a request gives in `field`, compiled; a 400 answer naming that field when
   * the id is unknown or the regulation does not compile (its first problem, and the command that lists them all).
   */
  regulationById(id: unknown, field: string): { id: string; file: string; ir: RegulationIR } {
    const entry = typeof id === 'string' ? this.catalogue.find(id) : undefined;
    if (entry === undefined) throw fieldErrors([{ field, message: `unknown regulation ${JSON.stringify(id)}` }]);
    const ir = this.compiled(entry.file, (problem) => fieldErrors([{ field, message: `the regulation ${entry.id} has errors: ${problem}; run \`reglament check ${this.catalogue.displayPath(entry.file)}\`` }]));
    return { id: entry.id, file: entry.file, ir };
  }

  /** Compiles a regulation file of the catalogue, or throws the answer `fail` makes of its first problem. */
  private compiled(file: string, fail: (problem: string) => HttpError): RegulationIR {
    const compiled = this.catalogue.compile(file);
    if ('ir' in compiled) return compiled.ir;
    const d = compiled.diagnostics.find((x) => x.severity === 'error') ?? compiled.diagnostics[0];
    throw fail(d ? `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}` : 'unknown');
  }

  /** The event's regulation with its tournament section (standings, seating), or a 400 answer. */
  tournamentRegulation(): RegulationIR {
    const ir = this.regulation();
    if (ir.tournament === undefined) throw new HttpError(400, { error: `the regulation ${ir.regulation} has no tournament: section (table points, standings, seating)` });
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
