// Declarations of schemas/validators/load.js (written by hand).

/** Keeps V8's compiled code of the generated validators in `dir` from now on (the command line's cache folder). */
export declare function useCodeCache(dir: string): void;

/**
 * The `validators` table of schemas/validators/<file> (a generated CommonJS file), loaded now; `digest`: the digest of
 * its text, as the generator wrote it into the file's loader (names V8's cached code of the file).
 */
export declare function loadValidators(file: string, digest: string): Readonly<Record<string, import('ajv').ValidateFunction>>;
