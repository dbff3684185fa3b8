// Loads the generated validators of this folder (CommonJS files: schemas/validators/<name>.js asks for them when a
// validator is first needed; see scripts/gen-validators.ts). Written by hand, not generated.
// With a code cache folder (`useCodeCache`, given by the command line), V8's compiled code of each file is kept
// there: a new process then neither parses the megabyte of a validator again nor compiles the functions it ran
// (a cold `check` of the largest regulation: loading and running its validator ~60 -> ~30 ms of CPU). V8 refuses
// cached code that is not of this exact file and V8 (its source hash, version and flags), and the cache's file name
// carries the SHA-256 of the file's text; a refused or unreadable entry only costs the compile.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

/** The folder of the code cache, or undefined (no cache: unbundled code, tests). */
let cacheDir;

/** Keeps V8's code of the validators in `dir` from now on. */
export function useCodeCache(dir) {
  cacheDir = dir;
}

/** The `validators` table of schemas/validators/<file>, found above this module (in the sources, dist/ and the bundle's chunks). */
export function loadValidators(file) {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'schemas', 'validators', file)) && dirname(dir) !== dir) dir = dirname(dir);
  const path = join(dir, 'schemas', 'validators', file);
  return (cacheDir === undefined ? createRequire(import.meta.url)(path) : runCached(path, cacheDir)).validators;
}

/** Runs a CommonJS file with V8's code from `folder` when it has it; otherwise writes it there at the process's exit. */
function runCached(path, folder) {
  const source = readFileSync(path, 'utf8');
  const stem = `${basename(path, '.cjs')}-`;
  const name = `${stem}${createHash('sha256').update(source).digest('hex').slice(0, 24)}-${process.version}-${process.arch}.v8`;
  let cachedData;
  try {
    cachedData = readFileSync(join(folder, name));
  } catch {
    cachedData = undefined;
  }
  // Node's own wrapper of a CommonJS module, so the file runs as `require` would run it.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) { ${source}\n})`, { filename: path, cachedData });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(path), module, path, dirname(path));
  if (cachedData === undefined || script.cachedDataRejected === true) {
    // At the exit the code holds the functions this process ran too, not only the file's top level.
    process.once('exit', () => {
      try {
        mkdirSync(folder, { recursive: true });
        const temporary = join(folder, `.${name}.${process.pid}.tmp`);
        writeFileSync(temporary, script.createCachedData());
        renameSync(temporary, join(folder, name));
        for (const old of readdirSync(folder)) if (old.startsWith(stem) && old !== name) rmSync(join(folder, old), { force: true });
      } catch {
        // A cache folder that cannot be written only costs the compile next time.
      }
    });
  }
  return module.exports;
}
