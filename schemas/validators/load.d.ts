// Declarations of schemas/validators/load.js (written by hand).

/** Keeps V8's compiled code of the generated validators in `dir` from now on (the command line's cache folder). */
export declare function useCodeCache(dir: string): void;

/** The `validators` table of schemas/validators/<file> (a generated CommonJS file), loaded now. */
export declare function loadValidators(file: string): Readonly<Record<string, import('ajv').ValidateFunction>>;
