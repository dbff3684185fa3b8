/**
 * The `lsp` section of the benchmark: how soon after an edit the language server publishes the diagnostics, for the
 * largest bundled regulation. A protocol client (vscode-languageserver-protocol) starts `reglament lsp --stdio` (the
 * built CLI), opens the file, then types into a rule string, one incremental change at a time: a letter that makes a
 * name unknown, then its removal. Each time is from sending the change to receiving the file's diagnostics, the
 * server's whole round trip (compile, conversion, JSON over the pipe). The first edits warm the server up.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection, DidChangeTextDocumentNotification, DidOpenTextDocumentNotification, ExitNotification, InitializedNotification,
  InitializeRequest, PublishDiagnosticsNotification, ShutdownRequest, StreamMessageReader, StreamMessageWriter, type Diagnostic,
} from 'vscode-languageserver-protocol/node';
import { median, round } from './timing.js';

/** The target: diagnostics within this many milliseconds of an edit. */
export const LSP_TARGET_MS = 100;
/** Untimed edits before the timed ones. */
const WARMUP_EDITS = 10;

/** Settings of measureLspEdits. */
export interface LspBenchOptions {
  /** The package root (with dist/ built and regulations/). */
  root: string;
  /** Timed edits (default 40). */
  edits?: number;
}

/** Figures of the section. */
export interface LspBenchResult {
  regulation: string;
  medianMs: number;
  p90Ms: number;
  maxMs: number;
  edits: number;
  summary: string[];
}

/** The largest regulation file of regulations/ (by size). */
function largestRegulation(root: string): string {
  const dir = join(root, 'regulations');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => join(dir, f));
  return files.sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
}

/** Runs the section. */
export async function measureLspEdits(options: LspBenchOptions): Promise<LspBenchResult> {
  const file = largestRegulation(options.root);
  const uri = pathToFileURL(file).href;
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const line = lines.findIndex((l) => /^\s+when: winner\s*$/.test(l));
  if (line < 0) throw new Error(`${file} has no "when: winner" line to edit`);
  const end = lines[line]!.trimEnd().length; // just after "winner"

  const server = spawn(process.execPath, [join(options.root, 'dist', 'cli', 'main.cjs'), 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  // The diagnostics of a version of the text (the server publishes them with it).
  let waiting: { version: number; resolve: (ds: Diagnostic[]) => void } | undefined;
  connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
    if (p.uri === uri && waiting !== undefined && p.version === waiting.version) waiting.resolve(p.diagnostics);
  });
  connection.listen();
  const next = (version: number) => new Promise<Diagnostic[]>((resolve) => { waiting = { version, resolve }; });

  await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: pathToFileURL(options.root).href, capabilities: {} });
  await connection.sendNotification(InitializedNotification.type, {});
  const opened = next(1);
  await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'yaml', version: 1, text } });
  await opened;

  const edits = options.edits ?? 40;
  const times: number[] = [];
  for (let i = 0; i < WARMUP_EDITS + edits; i++) {
    // Odd edits type a letter after "winner" (an unknown name), even ones delete it again.
    const typing = i % 2 === 0;
    const change = typing
      ? { range: { start: { line, character: end }, end: { line, character: end } }, text: 'z' }
      : { range: { start: { line, character: end }, end: { line, character: end + 1 } }, text: '' };
    const published = next(i + 2);
    const start = performance.now();
    await connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version: i + 2 }, contentChanges: [change] });
    const diagnostics = await published;
    const ms = performance.now() - start;
    if (diagnostics.length !== (typing ? 1 : 0)) throw new Error(`edit ${i}: expected ${typing ? 1 : 0} diagnostics, got ${diagnostics.length}`);
    if (i >= WARMUP_EDITS) times.push(ms);
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  await connection.sendRequest(ShutdownRequest.type);
  await connection.sendNotification(ExitNotification.type);
  await exited;
  connection.dispose();

  const sorted = [...times].sort((a, b) => a - b);
  const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))]!;
  const result = { regulation: file.slice(options.root.length + 1), medianMs: round(median(times)), p90Ms: round(p90), maxMs: round(sorted.at(-1)!), edits };
  const verdict = result.medianMs <= LSP_TARGET_MS ? 'met' : 'not met';
  return {
    ...result,
    summary: [
      `lsp      ${result.regulation}: diagnostics ${result.medianMs} ms after an edit (median of ${edits}; p90 ${result.p90Ms} ms, max ${result.maxMs} ms); target ${LSP_TARGET_MS} ms: ${verdict}`,
    ],
  };
}
