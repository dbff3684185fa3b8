// Loads the generated validators of this folder (CommonJS files: schemas/validators/<name>.js asks for them when a
// validator is first needed; see scripts/gen-validators.ts). Written by hand, not generated.
// With a code cache folder (`useCodeCache`, given by the command line), V8's compiled code of each file is kept
// there: a new process then neither parses the megabyte of a validator again nor compiles the functions it ran
// (a cold `check` of the largest regulation: loading and running its validator ~60 -> ~30 ms of CPU). V8 refuses
// cached code that is not of this V8 (its version and flags) or of a source of another length; the cache's file name
// carries the digest of the file's text that the generator wrote into its loader (hashing the text here cost ~25 M of
// a cold `score`'s ~560 M instructions), with the file's size and modification time, so that a file changed by other
// means than the generator does not get the code of its former text either. A refused or unreadable entry only costs
// the compile.
// runCommonJs, the run of a CommonJS file with V8's code cache, serves the command line's chunks too
// (cli/chunk-code-cache.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Node's own module `name`, loaded when first asked for: node:module (its createRequire loads 4 modules of Node's ES
 * module loader into a CommonJS process) and node:vm serve only the first validator a process needs, which a
 * command answered from the compile cache may never need. In the command line's bundle (CommonJS: scripts/bundle-cli.mjs)
 * by `require`; in an ES module (the sources in the tests, tsc's dist/) by process.getBuiltinModule (Node 20.16).
 */
function builtin(name) {
  return typeof require === 'function' ? require(name) : process.getBuiltinModule(name);
}

/** The folder of the code cache, or undefined (no cache: unbundled code, tests). */
let cacheDir;

/** Keeps V8's code of the validators in `dir` from now on. */
export function useCodeCache(dir) {
  cacheDir = dir;
}

/**
 * The `validators` table of schemas/validators/<file>, found above this module (in the sources, dist/ and the bundle's
 * chunks); `digest`: the digest of the file's text, as the generator wrote it into the file's loader.
 */
export function loadValidators(file, digest) {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'schemas', 'validators', file)) && dirname(dir) !== dir) dir = dirname(dir);
  const path = join(dir, 'schemas', 'validators', file);
  return (cacheDir === undefined ? builtin('node:module').createRequire(import.meta.url)(path) : runCached(path, digest, cacheDir)).validators;
}

/**
 * Runs a validators' file with V8's code from `folder`; the entry replaces those of the file's former texts (the
 * file's name and another digest: `regulation-<digest>-...` is not `regulation-accept-<digest>-...`'s former text).
 */
function runCached(path, digest, folder) {
  const stem = `${basename(path, '.cjs')}-`;
  const module = { exports: {} };
  const isStale = (entry, name) => entry.startsWith(stem) && /^[0-9a-f]{24}-/.test(entry.slice(stem.length)) && entry !== name;
  runCommonJs(path, module, { folder, key: `${stem}${digest}`, isStale });
  return module.exports;
}

/**
 * The validator that runs `accept` (an acceptor of scripts/acceptor-code.ts: whether the value conforms, no errors)
 * and, only when it rejects, the full validator `full()` (loaded then), whose `errors` it then carries: a value that
 * conforms never loads the full one, and one that does not gets the full one's errors as before.
 */
export function acceptingFirst(accept, full) {
  const validate = (data, context) => {
    if (accept(data)) {
      validate.errors = null;
      return true;
    }
    const fullValidate = full();
    const valid = fullValidate(data, context);
    validate.errors = fullValidate.errors;
    return valid;
  };
  validate.errors = null;
  return validate;
}

/**
 * Node's own wrapper of a CommonJS module, so that a file runs as `require` would run it. The script starts its first
 * line this much to the left, so that a stack trace names the same line and column as Node's loader would.
 */
const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) { ';

/** The scripts whose V8 code is written at the process's exit: one listener for them all (no MaxListeners warning). */
const unwritten = [];

/**
 * Runs the CommonJS file at `path` as `module` (its `exports` filled in). With `cache` ({ folder, key, isStale }),
 * V8's code is taken from the entry `<key>-<size>-<mtime>-<node version>-<arch>.v8` of `folder` when V8 accepts it
 * (the file's size and modification time: a file changed by other means than its build does not get the code of its
 * former text); otherwise the code is written there at the process's exit (aside, then renamed), and the entries for
 * which `isStale(entry, name)` holds are removed. A refused, stale or unreadable entry only costs the compile.
 */
export function runCommonJs(path, module, cache) {
  const source = readFileSync(path, 'utf8');
  let name;
  let cachedData;
  if (cache !== undefined) {
    const { size, mtimeNs } = statSync(path, { bigint: true });
    name = `${cache.key}-${size}-${mtimeNs}-${process.version}-${process.arch}.v8`;
    try {
      cachedData = readFileSync(join(cache.folder, name));
    } catch {
      cachedData = undefined;
    }
  }
  const script = new (builtin('node:vm').Script)(`${WRAPPER_HEAD}${source}\n})`, { filename: path, columnOffset: -WRAPPER_HEAD.length, cachedData });
  script.runInThisContext().call(module.exports, module.exports, builtin('node:module').createRequire(path), module, path, dirname(path));
  if (cache !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
    if (unwritten.length === 0) process.once('exit', writeCodeCache);
    unwritten.push({ script, name, ...cache });
  }
}

/** Writes V8's code of the scripts run without it; at the exit the code holds the functions this process ran too. */
function writeCodeCache() {
  for (const { script, name, folder, isStale } of unwritten) {
    try {
      mkdirSync(folder, { recursive: true });
      const temporary = join(folder, `.${name}.${process.pid}.tmp`);
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, join(folder, name));
      for (const old of readdirSync(folder)) if (!old.startsWith('.') && old !== name && isStale(old, name)) rmSync(join(folder, old), { force: true });
    } catch {
      // A cache folder that cannot be written only costs the compile next time.
    }
  }
}
