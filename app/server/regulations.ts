/**
 * The regulations the desk knows: the bundled ones (regulations/ and regulations/examples/) and the event's own,
 * each by a short id, compiled once per file version. Only these can be opened: no path comes from a request.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { type Diagnostic } from '../../compiler/index.js';
import { compileRegulationFile, regulationsDir } from '../../games/index.js';
import type { RegulationIR } from '../../runtime/index.js';

/** A regulation the desk can open. */
export interface RegulationEntry {
  /** Short id: the path under regulations/ without `.yaml`, or `event` for the event's own file. */
  id: string;
  file: string;
}

/** A compiled regulation, or why it could not be compiled. */
export type CompiledRegulation = { ir: RegulationIR } | { diagnostics: Diagnostic[] };

/** Lists and compiles the regulations the desk offers. */
export class RegulationCatalogue {
  private readonly cache = new Map<string, { mtime: number; compiled: CompiledRegulation }>();

  /** `eventRegulation`: the event's regulation file (absolute), always offered. */
  constructor(private readonly eventRegulation: string | undefined) {}

  /** Every regulation offered, the bundled ones first (by id), then the event's if it is not one of them. */
  list(): RegulationEntry[] {
    const dir = regulationsDir();
    const entries: RegulationEntry[] = [];
    for (const sub of ['', 'examples']) {
      let names: string[] = [];
      try {
        names = readdirSync(join(dir, sub)).filter((f) => f.endsWith('.yaml')).sort();
      } catch {
        continue;
      }
      for (const name of names) entries.push({ id: (sub ? `${sub}/` : '') + basename(name, '.yaml'), file: join(dir, sub, name) });
    }
    if (this.eventRegulation !== undefined && !entries.some((e) => resolve(e.file) === resolve(this.eventRegulation!))) {
      entries.push({ id: 'event', file: this.eventRegulation });
    }
    return entries;
  }

  /** The id under which the event's regulation is listed. */
  eventRegulationId(): string | undefined {
    if (this.eventRegulation === undefined) return undefined;
    return this.list().find((e) => resolve(e.file) === resolve(this.eventRegulation!))?.id;
  }

  /** The entry of an id, or undefined. */
  find(id: string): RegulationEntry | undefined {
    return this.list().find((e) => e.id === id);
  }

  /** Compiles a regulation file (cached until the file changes). */
  compile(file: string): CompiledRegulation {
    let mtime = 0;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      // compileRegulationFile reports the missing file as a diagnostic
    }
    const hit = this.cache.get(file);
    if (hit !== undefined && hit.mtime === mtime) return hit.compiled;
    const { ir, diagnostics } = compileRegulationFile(file);
    const compiled: CompiledRegulation = ir !== undefined ? { ir } : { diagnostics };
    this.cache.set(file, { mtime, compiled });
    return compiled;
  }

  /** A path for people: relative to the regulations folder's parent when under it. */
  displayPath(file: string): string {
    const r = relative(resolve(regulationsDir(), '..'), file);
    return r.startsWith('..') ? file : r;
  }
}
