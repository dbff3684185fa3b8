// Declarations of schemas/validators/load.js (written by hand).

/** Keeps V8's compiled code of the generated validators in `dir` from now on (the command line's cache folder). */
export declare function useCodeCache(dir: string): void;

/**
 * The `validators` table of schemas/validators/<file> (a generated CommonJS file), loaded now; `digest`: the digest of
 * its text, as the generator wrote it into the file's loader (names V8's cached code of the file).
 */
export declare function loadValidators(file: string, digest: string): Readonly<Record<string, import('ajv').ValidateFunction>>;

/**
 * The validator that runs `accept` (whether the value conforms, no errors) and, only when it rejects, the full
 * validator `full()` (loaded then), whose errors it carries.
 */
export declare function acceptingFirst(accept: (data: unknown) => boolean, full: () => import('ajv').ValidateFunction): import('ajv').ValidateFunction;

/** Where runCommonJs keeps V8's code of a file: `<key>-<size>-<mtime>-<node version>-<arch>.v8` in `folder`. */
export interface CodeCacheEntry {
  folder: string;
  key: string;
  /** Whether another entry of the folder is replaced by `name`, just written (removed then). */
  isStale(entry: string, name: string): boolean;
}

/**
 * Runs the CommonJS file at `path` as `module` (as Node's loader would: its wrapper, a `require` of its own), with V8's
 * code from `cache` when V8 accepts it, else writing it there at the process's exit.
 */
export declare function runCommonJs(path: string, module: { exports: unknown }, cache?: CodeCacheEntry): void;
