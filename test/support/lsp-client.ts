/**
 * Test helper: a real Language Server Protocol client (vscode-languageserver-protocol over vscode-jsonrpc) talking to
 * `reglament lsp --stdio`, the built command line (`npm test` builds it first), in a child process. It opens
 * documents, edits them, waits for the diagnostics the server publishes, and sends any request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection, DidChangeTextDocumentNotification, DidCloseTextDocumentNotification, DidOpenTextDocumentNotification,
  ExitNotification, InitializedNotification, InitializeRequest, PublishDiagnosticsNotification, ShowMessageNotification, ShutdownRequest,
  StreamMessageReader, StreamMessageWriter, type Diagnostic, type InitializeResult, type ProtocolConnection,
  type TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol/node';
import { CLI, ROOT } from './run-cli.js';

/** The `file:` URI of a path. */
export const uriOf = (path: string): string => pathToFileURL(path).href;

/** The requests a server may send the client; the client answers them and records that they came. */
const SERVER_REQUESTS = ['client/registerCapability', 'workspace/codeLens/refresh', 'window/showMessageRequest', 'workspace/configuration'];

/** Options of a session. */
export interface ClientOptions {
  /** Arguments after `lsp --stdio` (e.g. `--lang en`). */
  args?: string[];
  locale?: string;
  initializationOptions?: unknown;
  /** Workspace folder (default: the package root). */
  root?: string;
}

/** Messages the server showed (`window/showMessage`). */
export interface ShownMessage {
  type: number;
  message: string;
}

/** A client connected to a server process. */
export class LspClient {
  readonly connection: ProtocolConnection;
  readonly shown: ShownMessage[] = [];
  /** Server-to-client requests received (their methods, in order). */
  readonly serverRequests: string[] = [];
  private readonly process: ChildProcess;
  private readonly versions = new Map<string, number>();
  private readonly waiting = new Map<string, Array<(ds: Diagnostic[], version?: number) => void>>();
  readonly diagnostics = new Map<string, Diagnostic[]>();
  initializeResult?: InitializeResult;

  private constructor(args: string[]) {
    this.process = spawn(process.execPath, [CLI, 'lsp', '--stdio', ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    this.connection = createProtocolConnection(new StreamMessageReader(this.process.stdout!), new StreamMessageWriter(this.process.stdin!));
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
      this.diagnostics.set(p.uri, p.diagnostics);
      const waiters = this.waiting.get(p.uri) ?? [];
      this.waiting.delete(p.uri);
      for (const w of waiters) w(p.diagnostics, p.version);
    });
    this.connection.onNotification(ShowMessageNotification.type, (p) => {
      this.shown.push(p);
    });
    for (const method of SERVER_REQUESTS) {
      this.connection.onRequest(method, () => {
        this.serverRequests.push(method);
        return null;
      });
    }
    this.connection.listen();
  }

  /** Starts a server and initializes it (with code lens refresh and watched files, as VS Code does). */
  static async start(options: ClientOptions = {}): Promise<LspClient> {
    const client = new LspClient(options.args ?? []);
    client.initializeResult = await client.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: uriOf(options.root ?? ROOT),
      workspaceFolders: [{ uri: uriOf(options.root ?? ROOT), name: 'root' }],
      capabilities: {
        workspace: { codeLens: { refreshSupport: true }, didChangeWatchedFiles: { dynamicRegistration: true } },
        textDocument: { rename: { prepareSupport: true } },
      },
      ...(options.locale !== undefined ? { locale: options.locale } : {}),
      ...(options.initializationOptions !== undefined ? { initializationOptions: options.initializationOptions } : {}),
    });
    await client.connection.sendNotification(InitializedNotification.type, {});
    return client;
  }

  /** The next diagnostics published for a file (the next that `until` accepts, when given). */
  nextDiagnostics(path: string, until: (ds: Diagnostic[], version?: number) => boolean = () => true): Promise<Diagnostic[]> {
    const uri = uriOf(path);
    return new Promise((resolve) => {
      const wait = (ds: Diagnostic[], version?: number) => {
        if (until(ds, version)) resolve(ds);
        else this.waiting.set(uri, [...(this.waiting.get(uri) ?? []), wait]);
      };
      this.waiting.set(uri, [...(this.waiting.get(uri) ?? []), wait]);
    });
  }

  /** Opens a file (its text on disk, or the text given) and waits for its diagnostics. */
  async open(path: string, text = readFileSync(path, 'utf8')): Promise<Diagnostic[]> {
    // The diagnostics of this text: published with its version (earlier ones may still be on their way).
    const next = this.nextDiagnostics(path, (_, version) => version === 1);
    this.versions.set(path, 1);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri: uriOf(path), languageId: 'yaml', version: 1, text },
    });
    return next;
  }

  /** Changes an open document (the whole text, or ranges) and waits for its diagnostics. */
  async change(path: string, change: string | TextDocumentContentChangeEvent[]): Promise<Diagnostic[]> {
    const version = (this.versions.get(path) ?? 1) + 1;
    const next = this.nextDiagnostics(path, (_, v) => v === version);
    await this.sendChange(path, change);
    return next;
  }

  /** Changes an open document without waiting. */
  async sendChange(path: string, change: string | TextDocumentContentChangeEvent[]): Promise<void> {
    const version = (this.versions.get(path) ?? 1) + 1;
    this.versions.set(path, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: uriOf(path), version },
      contentChanges: typeof change === 'string' ? [{ text: change }] : change,
    });
  }

  /** Closes a document. */
  async close(path: string): Promise<void> {
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: uriOf(path) } });
  }

  /** Shuts the server down as a client does and waits for its process to end; returns its exit code. */
  async stop(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => this.process.once('exit', (code) => resolve(code)));
    await this.connection.sendRequest(ShutdownRequest.type);
    await this.connection.sendNotification(ExitNotification.type);
    const code = await exited;
    this.connection.dispose();
    return code;
  }
}

/** The position of the first `needle` in a text (plus `shift` characters). */
export function positionOf(text: string, needle: string, shift = 0): { line: number; character: number } {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`"${needle}" is not in the text`);
  const before = text.slice(0, at + shift).split('\n');
  return { line: before.length - 1, character: before.at(-1)!.length };
}

/** The text a one-line range covers. */
export function textOfRange(text: string, range: { start: { line: number; character: number }; end: { character: number } }): string {
  return text.split('\n')[range.start.line]!.slice(range.start.character, range.end.character);
}

/**
 * The bundled Bermuda Triangle and its club-night child copied into a folder of their own (the child in `examples/`,
 * as in the repository), so that the files extending the parent are exactly these.
 */
export function copyBermudaPair(): { dir: string; base: string; child: string } {
  const dir = mkdtempSync(join(tmpdir(), 'reglament-lsp-'));
  const base = join(dir, 'bermuda-triangle.yaml');
  const child = join(dir, 'examples', 'bermuda-club-night.yaml');
  mkdirSync(join(dir, 'examples'));
  copyFileSync(join(ROOT, 'regulations', 'bermuda-triangle.yaml'), base);
  copyFileSync(join(ROOT, 'regulations', 'examples', 'bermuda-club-night.yaml'), child);
  return { dir, base, child };
}
