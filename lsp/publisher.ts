/**
 * Sends the diagnostics of the open documents. Each open regulation is compiled as `reglament check` would compile
 * it (with the editor's unsaved buffers), an event file read as the event commands read it; the diagnostics go to
 * the files they are in. An open file shows those of
 * its own compilation; a file of a chain that is not open (a parent) shows those that the open files' compilations
 * found in it, without repeats. An open document gets its list at every refresh (an editor waits for it after an
 * edit); another file only when its list changed, and an empty one once when it has none left.
 */
import { resolve } from 'node:path';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { Diagnostic } from '../compiler/index.js';
import type { Analyzer } from './analyzer.js';
import { toLspDiagnostic } from './diagnostics.js';
import type { Workspace } from './workspace.js';

/** Sends one file's diagnostics to the client; `version`: of the open document's text they are about. */
export type SendDiagnostics = (uri: string, diagnostics: LspDiagnostic[], version?: number) => void;

/** Keeps the client's diagnostics in step with the open documents. */
export class DiagnosticsPublisher {
  /** What was last sent, by URI. */
  private readonly sent = new Map<string, string>();

  constructor(
    private readonly workspace: Workspace,
    private readonly analyzer: Analyzer,
    private readonly send: SendDiagnostics,
  ) {}

  /** The compiler diagnostics each file should show now, by absolute path. */
  current(): Map<string, Diagnostic[]> {
    const open = new Set(this.workspace.openPaths().map((p) => resolve(p)));
    const byFile = new Map<string, Map<string, Diagnostic>>();
    for (const path of open) {
      const analysis = this.analyzer.analyze(path);
      if (analysis.kind === 'other') continue;
      if (!byFile.has(path)) byFile.set(path, new Map());
      for (const d of analysis.result?.diagnostics ?? []) {
        const file = resolve(d.file);
        if (file !== path && open.has(file)) continue; // an open file shows its own compilation's
        if (!byFile.has(file)) byFile.set(file, new Map());
        byFile.get(file)!.set(`${d.code}:${d.line}:${d.col}:${d.endLine}:${d.endCol}:${d.message}`, d);
      }
    }
    return new Map([...byFile].map(([file, ds]) => [file, [...ds.values()]]));
  }

  /** Recomputes what changed and sends it. */
  refresh(): void {
    const open = new Map(this.workspace.openPaths().map((p) => [this.workspace.uriOf(p), this.workspace.documentOf(p)?.version]));
    const now = new Map<string, LspDiagnostic[]>();
    for (const [file, ds] of this.current()) {
      now.set(this.workspace.uriOf(file), ds.map((d) => toLspDiagnostic(d, (f) => this.workspace.uriOf(f), this.analyzer.lang())));
    }
    for (const [uri, ds] of now) {
      const key = JSON.stringify(ds);
      if (this.sent.get(uri) === key && !open.has(uri)) continue;
      this.sent.set(uri, key);
      this.send(uri, ds, open.get(uri));
    }
    for (const uri of [...this.sent.keys()]) {
      if (now.has(uri)) continue;
      this.sent.delete(uri);
      this.send(uri, []);
    }
  }
}
