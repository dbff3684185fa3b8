/**
 * The language server: a connection of vscode-languageserver over two streams (stdin and stdout for `reglament lsp
 * --stdio`), the open documents, and each request handed to the module that answers it. Diagnostics are sent after
 * every change of an open document (changes that arrive together are compiled once), and after a file of a chain
 * changes on disk.
 */
import type { Readable, Writable } from 'node:stream';
import {
  CodeActionKind, CodeLensRefreshRequest, DidChangeWatchedFilesNotification, MessageType, ShowMessageNotification, TextDocuments, TextDocumentSyncKind, type Connection, type InitializeResult, type Location,
} from 'vscode-languageserver';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Analyzer, type Analysis } from './analyzer.js';
import { completionAt } from './completion.js';
import { hoverAt } from './hover.js';
import { chooseLang, type Lang } from './lang.js';
import { linksOf } from './links.js';
import { Navigator } from './navigation.js';
import { outlineOf } from './outline.js';
import { DiagnosticsPublisher } from './publisher.js';
import { quickFixes } from './quick-fix.js';
import { rangeOfSpan } from './ranges.js';
import { prepareRename, renameAt } from './rename.js';
import { symbolAt } from './symbol-at.js';
import { RUN_TESTS_COMMAND, TestRunner } from './test-lens.js';
import { pathOfUri } from './uris.js';
import { Workspace } from './workspace.js';

/** Options of the server. */
export interface ServerOptions {
  /** Where the client's messages come from and where the server's go. */
  input: Readable;
  output: Writable;
  /** The language of the server's texts, when chosen on the command line (else the client's choice or locale). */
  lang?: Lang;
}

/** Characters after which the client asks for completions (inside rule strings and lists of ids). */
const TRIGGER_CHARACTERS = ['(', '.', ' ', '|', ',', '['];

/** Starts a language server on the streams; it runs until the client asks it to exit. */
export function startLanguageServer(options: ServerOptions): Connection {
  const connection = createConnection(ProposedFeatures.all, options.input, options.output);
  const documents = new TextDocuments(TextDocument);
  const workspace = new Workspace(documents);
  const analyzer = new Analyzer(workspace, () => lang);
  const navigator = new Navigator(analyzer, workspace);
  const tests = new TestRunner();
  const publisher = new DiagnosticsPublisher(workspace, analyzer, (uri, diagnostics, version) => void connection.sendDiagnostics({ uri, diagnostics, ...(version !== undefined ? { version } : {}) }));
  let lang: Lang = options.lang ?? 'ru';
  let lensRefresh = false;
  let watchFiles = false;

  /** The analysis of an open document (undefined for a buffer that is not a file). */
  const analysisOf = (uri: string): { analysis: Analysis; document: TextDocument } | undefined => {
    const document = documents.get(uri);
    const path = pathOfUri(uri);
    return document !== undefined && path !== undefined ? { analysis: analyzer.analyze(path), document } : undefined;
  };

  let pending: NodeJS.Immediate | undefined;
  const scheduleDiagnostics = () => {
    pending ??= setImmediate(() => {
      pending = undefined;
      try {
        publisher.refresh();
      } catch (e) {
        connection.console.error(`reglament: diagnostics failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      }
    });
  };

  connection.onInitialize((params): InitializeResult => {
    const init = params.initializationOptions as { lang?: unknown } | undefined;
    lang = chooseLang(options.lang ?? init?.lang, params.locale);
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    workspace.setRoots(folders.flatMap((uri) => pathOfUri(uri) ?? []));
    lensRefresh = params.capabilities.workspace?.codeLens?.refreshSupport === true;
    watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        completionProvider: { triggerCharacters: TRIGGER_CHARACTERS },
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
        documentSymbolProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        codeLensProvider: { resolveProvider: false },
        executeCommandProvider: { commands: [RUN_TESTS_COMMAND] },
        documentLinkProvider: { resolveProvider: false },
      },
      serverInfo: { name: 'reglament' },
    };
  });

  connection.onInitialized(() => {
    if (watchFiles) void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.{yaml,yml}' }] });
  });

  documents.onDidChangeContent(scheduleDiagnostics);
  documents.onDidClose((e) => {
    const path = pathOfUri(e.document.uri);
    if (path !== undefined) analyzer.forget(path);
    tests.forget(e.document.uri);
    scheduleDiagnostics();
  });
  connection.onDidChangeWatchedFiles(scheduleDiagnostics);

  connection.onHover((p) => {
    const open = analysisOf(p.textDocument.uri);
    return open ? hoverAt({ analyzer, navigator, lang }, open.analysis, p.position) : null;
  });

  connection.onCompletion((p) => {
    const open = analysisOf(p.textDocument.uri);
    return open && open.analysis.kind === 'regulation' ? completionAt({ analyzer, lang }, open.analysis, open.document, p.position) : [];
  });

  connection.onDefinition((p): Location[] => {
    const open = analysisOf(p.textDocument.uri);
    const table = open?.analysis.result?.symbols;
    const hit = table && open ? symbolAt(table, open.analysis.file, p.position) : undefined;
    if (!open || !hit) return [];
    return navigator.definitionsOf(open.analysis, hit).map((d) => ({ uri: workspace.uriOf(d.span.file), range: rangeOfSpan(d.span) }));
  });

  connection.onReferences((p): Location[] => {
    const open = analysisOf(p.textDocument.uri);
    const table = open?.analysis.result?.symbols;
    const hit = table && open ? symbolAt(table, open.analysis.file, p.position) : undefined;
    if (!open || !hit) return [];
    return navigator.occurrencesOf(open.analysis, hit)
      .filter((o) => p.context.includeDeclaration || !o.definition)
      .map((o) => ({ uri: workspace.uriOf(o.span.file), range: rangeOfSpan(o.span) }));
  });

  connection.onPrepareRename((p) => {
    const open = analysisOf(p.textDocument.uri);
    return open ? prepareRename({ navigator, workspace, lang }, open.analysis, p.position) : null;
  });

  connection.onRenameRequest((p) => {
    const open = analysisOf(p.textDocument.uri);
    return open ? renameAt({ navigator, workspace, lang }, open.analysis, p.position, p.newName) : null;
  });

  connection.onDocumentSymbol((p) => {
    const open = analysisOf(p.textDocument.uri);
    return open && open.analysis.kind !== 'other' ? outlineOf(open.document, open.analysis.file, lang) : [];
  });

  connection.onCodeAction((p) => {
    const open = analysisOf(p.textDocument.uri);
    return open ? quickFixes(workspace, open.analysis, p.range, lang) : [];
  });

  connection.onCodeLens((p) => {
    const open = analysisOf(p.textDocument.uri);
    return open ? tests.lensesOf(open.analysis, open.document, lang) : [];
  });

  connection.onExecuteCommand(async (p) => {
    if (p.command !== RUN_TESTS_COMMAND) return null;
    const uri = p.arguments?.[0];
    const open = typeof uri === 'string' ? analysisOf(uri) : undefined;
    if (open === undefined) return null;
    const report = tests.run(open.analysis, open.document, lang);
    const type = !report.ran ? MessageType.Error : report.failed > 0 ? MessageType.Warning : MessageType.Info;
    void connection.sendNotification(ShowMessageNotification.type, { type, message: report.message });
    if (lensRefresh) await connection.sendRequest(CodeLensRefreshRequest.type);
    return report;
  });

  connection.onDocumentLinks((p) => {
    const open = analysisOf(p.textDocument.uri);
    return open ? linksOf(open.document, open.analysis.file, open.analysis.kind) : [];
  });

  documents.listen(connection);
  connection.listen();
  return connection;
}
