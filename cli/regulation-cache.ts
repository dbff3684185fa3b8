/**
 * The compile cache: a regulation's IR and the warnings of its compile, kept in the user's cache folder so that a
 * command run again on an unchanged regulation skips the compiler (and does not even load it).
 *
 * Where: `$XDG_CACHE_HOME/reglament`, else the platform's cache folder (`~/.cache`, `~/Library/Caches`,
 * `%LOCALAPPDATA%`). One entry per regulation file, named `<hash of its path>-<hash of its content>.json`; writing an
 * entry removes the older ones of the same path.
 *
 * Never trusted: an entry is used only when its format, the build that wrote it (a fingerprint of the code, set by
 * the bundler), the IR version, the file's path, the SHA-256 of every file of its `extends` chain as they are now,
 * and the SHA-256 of its payload all agree; anything else (a corrupt, stale or foreign entry) is ignored, and the
 * caller compiles and rewrites it. A cache that cannot be read or written only costs the compile. Unbundled code
 * (tests, tsc's output) has no build fingerprint and caches nothing unless given one.
 *
 * The IR is not checked against the IR schema (schemas/ir.schema.json) on read: a changed byte fails the payload's
 * digest, a stale entry the build, the IR version or the chain's digests, and the payload is what this build's
 * compiler wrote, whose IR conforms to the schema (test/runtime/ir-schema.test.ts holds every bundled regulation's
 * IR to it). Only an entry whose payload digest was forged to match would get past, and whoever can write into the
 * user's cache folder can as well write the program. The schema check (its ~708 KB validator) was ~8-13 ms of every
 * cold `score` and `check` answered from the cache.
 * May import: runtime/ir-file.js (the IR version), schemas/validators/load.js, cli/cache-dir.js (the folder, re-exported), node built-ins; never the compiler.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Diagnostic } from '../compiler/index.js';
import { IR_VERSION, type RegulationIR } from '../runtime/ir-file.js';
import { useCodeCache } from '../schemas/validators/load.js';
import { defaultCacheDir } from './cache-dir.js';

export { defaultCacheDir };

/** The fingerprint of the bundled code, written in by scripts/bundle-cli.mjs (undefined in unbundled code). */
declare const REGLAMENT_BUILD_ID: string | undefined;

/** Bumped when the layout of an entry changes. */
const ENTRY_FORMAT = 1;

/** A compiled regulation as the cache gives it back. */
export interface CachedRegulation {
  ir: RegulationIR;
  /** The warnings of the compile (a cached regulation had no errors). */
  diagnostics: Diagnostic[];
}

/** A file of a regulation's `extends` chain, as the compiler read it. */
export interface CacheSource {
  file: string;
  text: string;
}

/** The first line of an entry: what must agree before the payload (the next line) is read. */
interface EntryHeader {
  format: number;
  build: string;
  irVersion: number;
  /** The regulation's path as given and resolved. */
  file: string;
  path: string;
  /** Every file of the chain (resolved) with the SHA-256 of its text. */
  sources: Array<{ path: string; sha256: string }>;
  payloadSha256: string;
}

/** Where and for which build a cache keeps its entries. */
export interface RegulationCacheOptions {
  /** The cache folder (entries go directly in it). */
  dir: string;
  /** The fingerprint of the code that compiles: entries of another build are stale. */
  build: string;
}

/** A compile cache. */
export interface RegulationCache {
  /** The cached compile of `file` if a valid, fresh entry exists. */
  read(file: string): CachedRegulation | undefined;
  /** Stores a successful compile of `file` read from `sources` (leaf first); failures to write are ignored. */
  write(file: string, compiled: CachedRegulation, sources: readonly CacheSource[]): void;
}

/** The SHA-256 of a text (as UTF-8) or of a file's bytes: the same digest for a file and its text read as UTF-8. */
const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** A cache in `options.dir` for the build `options.build`. */
export function createRegulationCache(options: RegulationCacheOptions): RegulationCache {
  // Named by the path (not the build): a new build's entry replaces an older build's.
  const keyOf = (file: string) => sha256(`${file}\n${resolve(file)}`).slice(0, 24);
  const entryName = (file: string, digest: string) => `${keyOf(file)}-${digest.slice(0, 24)}.json`;

  const read = (file: string): CachedRegulation | undefined => {
    // The files of the chain are hashed as they are on disk, not decoded: the compiler reads only UTF-8 files, whose
    // bytes have the digest of the text that `write` hashed. The leaf's digest names the entry and checks it. So is
    // the payload: its bytes are hashed, then decoded once for JSON.parse. (Hashing the decoded texts, the leaf's
    // twice, cost ~9 M of a cold `score`'s ~537 M instructions.)
    let leaf: string;
    let entry: Buffer;
    try {
      leaf = sha256(readFileSync(file));
      entry = readFileSync(join(options.dir, entryName(file, leaf)));
    } catch {
      return undefined;
    }
    const newline = entry.indexOf(0x0a);
    if (newline < 0) return undefined;
    const header = parseJson(entry.toString('utf8', 0, newline)) as Partial<EntryHeader> | undefined;
    if (
      header === undefined || header === null || typeof header !== 'object' ||
      header.format !== ENTRY_FORMAT || header.build !== options.build || header.irVersion !== IR_VERSION ||
      header.file !== file || header.path !== resolve(file) || !Array.isArray(header.sources) || header.sources.length === 0
    ) return undefined;
    // The chain as it is now: the leaf's digest taken above, the others read again.
    for (const [i, source] of header.sources.entries()) {
      if (source === null || typeof source !== 'object' || typeof source.path !== 'string') return undefined;
      let now: string;
      try {
        now = i === 0 ? leaf : sha256(readFileSync(source.path));
      } catch {
        return undefined;
      }
      if ((i === 0 && source.path !== resolve(file)) || now !== source.sha256) return undefined;
    }
    const payload = entry.subarray(newline + 1);
    if (sha256(payload) !== header.payloadSha256) return undefined;
    const data = parseJson(payload.toString('utf8')) as { ir?: unknown; diagnostics?: unknown } | undefined;
    if (data === undefined || data === null || typeof data !== 'object' || !Array.isArray(data.diagnostics)) return undefined;
    const ir = data.ir as Partial<RegulationIR> | null | undefined;
    if (ir === null || typeof ir !== 'object' || ir.irVersion !== IR_VERSION) return undefined;
    return { ir: ir as RegulationIR, diagnostics: data.diagnostics as Diagnostic[] };
  };

  const write = (file: string, compiled: CachedRegulation, sources: readonly CacheSource[]): void => {
    if (sources.length === 0) return;
    const payload = JSON.stringify({ ir: compiled.ir, diagnostics: compiled.diagnostics });
    // A file of the chain is named relative to the file naming it; the compiler's names are relative to here.
    const header: EntryHeader = {
      format: ENTRY_FORMAT, build: options.build, irVersion: IR_VERSION, file, path: resolve(file),
      sources: sources.map((s) => ({ path: resolve(s.file), sha256: sha256(s.text) })),
      payloadSha256: sha256(payload),
    };
    const name = entryName(file, header.sources[0]!.sha256);
    try {
      mkdirSync(options.dir, { recursive: true });
      // Written aside and renamed: a reader never sees half an entry.
      const temporary = join(options.dir, `.${name}.${process.pid}.tmp`);
      writeFileSync(temporary, `${JSON.stringify(header)}\n${payload}`);
      renameSync(temporary, join(options.dir, name));
      const key = `${keyOf(file)}-`;
      for (const old of readdirSync(options.dir)) if (old.startsWith(key) && old !== name) rmSync(join(options.dir, old), { force: true });
    } catch {
      // A cache folder that cannot be written only costs the compile next time.
    }
  };

  return { read, write };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

let enabled = true;
let shared: RegulationCache | null | undefined;

/** Turns the cache off for this process (`--no-cache`). */
export function disableRegulationCache(): void {
  enabled = false;
}

/**
 * Keeps V8's compiled code of the generated schema validators in the cache folder (`code/`), for the bundled command
 * line (schemas/validators/load.js); `--no-cache` leaves it out too.
 */
export function cacheValidatorCode(): void {
  if (typeof REGLAMENT_BUILD_ID === 'string') useCodeCache(join(defaultCacheDir(), 'code'));
}

/** The process's cache: in the platform's cache folder for this build; none when disabled or unbundled. */
export function regulationCache(): RegulationCache | undefined {
  if (!enabled) return undefined;
  if (shared === undefined) {
    const build = typeof REGLAMENT_BUILD_ID === 'string' ? REGLAMENT_BUILD_ID : undefined;
    shared = build === undefined ? null : createRegulationCache({ dir: defaultCacheDir(), build });
  }
  return shared ?? undefined;
}
