/**
 * The files the server sees: the documents open in the editor (their unsaved text is what the compiler reads for
 * them) and the regulation files on disk under the workspace folders, with the `extends:` links between them (to
 * find the files that extend a regulation, for references and rename).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { documentKindOf, extendsOf } from './document-kind.js';
import { pathOfUri, uriOfPath } from './uris.js';

/** Folders never searched for regulation files. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist']);
/** At most this many files are read when the workspace folders are searched. */
const MAX_SCANNED_FILES = 5000;

/** A regulation file and the file its `extends:` names (an absolute path). */
export interface RegulationLink {
  path: string;
  parent?: string;
}

/** Open documents over the file system. */
export class Workspace {
  private roots: string[] = [];

  constructor(private readonly documents: TextDocuments<TextDocument>) {}

  /** Sets the workspace folders (absolute paths). */
  setRoots(roots: readonly string[]): void {
    this.roots = roots.map((r) => resolve(r));
  }

  /** The open document of a file, if any. */
  documentOf(path: string): TextDocument | undefined {
    const wanted = resolve(path);
    return this.documents.all().find((d) => pathOfUri(d.uri) === wanted);
  }

  /** The text of a file: its open document's, else the file on disk. Throws the file system's error when neither. */
  readFile = (path: string): string | undefined => this.documentOf(path)?.getText() ?? readFileSync(path, 'utf8');

  /** The text of a file, or undefined when it cannot be read. */
  textOf(path: string): string | undefined {
    try {
      return this.readFile(path);
    } catch {
      return undefined;
    }
  }

  /** The URI of a file: the one its open document was given, else its `file:` URI. */
  uriOf(path: string): string {
    return this.documentOf(path)?.uri ?? uriOfPath(path);
  }

  /** The paths of the open documents that are files. */
  openPaths(): string[] {
    return this.documents.all().flatMap((d) => {
      const path = pathOfUri(d.uri);
      return path !== undefined ? [path] : [];
    });
  }

  /** The regulation files of the workspace folders and the open documents, each with its parent. */
  regulationLinks(): RegulationLink[] {
    const paths = new Set([...this.yamlFilesUnderRoots(), ...this.openPaths()]);
    return [...paths].flatMap((path) => {
      const text = this.textOf(path);
      if (text === undefined || documentKindOf(text) !== 'regulation') return [];
      const ext = extendsOf(text);
      return [{ path, ...(ext !== undefined ? { parent: isAbsolute(ext) ? ext : join(dirname(path), ext) } : {}) }];
    });
  }

  /** The files whose `extends:` chain reaches `path` (children, their children, ...), in no particular order. */
  descendantsOf(path: string): string[] {
    const links = this.regulationLinks();
    const found = new Set<string>();
    const queue = [resolve(path)];
    while (queue.length > 0) {
      const parent = queue.pop()!;
      for (const link of links) {
        if (link.parent !== undefined && resolve(link.parent) === parent && !found.has(link.path)) {
          found.add(link.path);
          queue.push(link.path);
        }
      }
    }
    found.delete(resolve(path));
    return [...found];
  }

  /** Every `.yaml`/`.yml` file under the workspace folders (bounded). */
  private yamlFilesUnderRoots(): string[] {
    const out: string[] = [];
    const walk = (dir: string) => {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return;
      }
      for (const name of names) {
        if (out.length >= MAX_SCANNED_FILES) return;
        if (SKIPPED_FOLDERS.has(name) || name.startsWith('.')) continue;
        const path = join(dir, name);
        let isDir = false;
        try {
          isDir = statSync(path).isDirectory();
        } catch {
          continue;
        }
        if (isDir) walk(path);
        else if (/\.ya?ml$/i.test(name)) out.push(path);
      }
    };
    for (const root of this.roots) walk(root);
    return out;
  }
}
