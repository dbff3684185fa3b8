// @ts-check
/**
 * The VS Code client of reglament's language server: starts `reglament lsp --stdio` for YAML files (the server
 * answers only for regulation and event files) and passes the language setting. The server's features, the code
 * lens that runs a regulation's tests included, come through vscode-languageclient.
 */
'use strict';
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

/** @type {LanguageClient | undefined} */
let client;

/** @param {import('vscode').ExtensionContext} context */
async function activate(context) {
  const config = vscode.workspace.getConfiguration('reglament');
  const command = config.get('command', 'reglament');
  const language = config.get('language', 'auto');
  /** @type {import('vscode-languageclient/node').ServerOptions} */
  const serverOptions = { command, args: ['lsp', '--stdio'] };
  /** @type {import('vscode-languageclient/node').LanguageClientOptions} */
  const clientOptions = {
    documentSelector: [{ scheme: 'file', language: 'yaml' }],
    // A parent regulation changed on disk (not open in the editor): its children are checked again.
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*.{yaml,yml}') },
    initializationOptions: language === 'auto' ? {} : { lang: language },
  };
  client = new LanguageClient('reglament', 'reglament', serverOptions, clientOptions);
  context.subscriptions.push(client);
  await client.start();
}

function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
