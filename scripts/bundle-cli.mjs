// Bundles what users run: the command line (cli/main.ts and everything it imports, the npm packages too) into
// dist/cli/main.js, replacing tsc's copy of the entry, with one chunk per lazily imported command in
// dist/cli/chunks/; and the benchmark (bench/run.ts) into dist/bench/run.js, so that it measures the same code.
// Node 20 loads the ~180 modules of a command and the ~300 of lodash-es (under chevrotain) one by one, at several
// milliseconds each; a bundle is a few files. Everything else in dist/ stays as tsc wrote it (tests, the desk's
// client, compare-builds). better-sqlite3 is native and stays a package, and so do the benchmark's peers. Modules find
// schemas/ and app/public by walking up from their own place, which works from the chunks too.
// The CLI's fingerprint (REGLAMENT_BUILD_ID, the SHA-256 of its bundled code) keys the compile cache
// (cli/regulation-cache.ts): a new build never reads an entry an older one wrote.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const PLACEHOLDER = '@@reglament-build-id@@';
const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);

/**
 * `yaml` from its ES build: the same code and version as its Node build, without the Node build's read of
 * `process.env.LOG_TOKENS` for every token (a call into C++ each time: about a third of parsing a regulation).
 */
const yamlEsBuild = {
  name: 'yaml-es-build',
  setup(b) {
    const entry = join(dirname(require.resolve('yaml/package.json')), 'browser', 'index.js');
    b.onResolve({ filter: /^yaml$/ }, () => ({ path: entry }));
  },
};

const common = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [yamlEsBuild],
  // CommonJS packages in the bundle (commander, ajv's helpers) call require() for node's own modules.
  banner: { js: "import { createRequire as reglamentCreateRequire } from 'node:module';\nconst require = reglamentCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  // Less JavaScript for V8 to parse at every start (the largest chunk 2.3 -> 1.7 MB): measured on `check`, `score`
  // and `--version`, interleaved, 5-12% less CPU per process. Identifiers are kept, so a stack trace still names its
  // functions.
  minifyWhitespace: true,
  minifySyntax: true,
  write: false,
};

/** Writes a build's files, the placeholder of the build id replaced by the hash of them all. */
function writeWithBuildId(outputFiles, base) {
  const files = [...outputFiles].sort((a, b) => (a.path < b.path ? -1 : 1));
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.path.slice(base.length)).update('\0').update(f.text).update('\0');
  const buildId = hash.digest('hex').slice(0, 32);
  for (const f of files) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.text.replaceAll(PLACEHOLDER, buildId));
  }
}

const cliOut = join(root, 'dist', 'cli');
rmSync(join(cliOut, 'chunks'), { recursive: true, force: true });
const cli = await build({
  ...common,
  // The impact's worker thread (cli/impact-threads.ts) is an entry of its own beside main.js, sharing its chunks.
  entryPoints: [join(root, 'cli', 'main.ts'), join(root, 'cli', 'impact-worker.ts')],
  outdir: cliOut,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  external: ['better-sqlite3'],
  define: { REGLAMENT_BUILD_ID: JSON.stringify(PLACEHOLDER) },
});
writeWithBuildId(cli.outputFiles, cliOut);

const bench = await build({
  ...common,
  entryPoints: [join(root, 'bench', 'run.ts')],
  outfile: join(root, 'dist', 'bench', 'run.js'),
  external: ['better-sqlite3', 'riichi', '@pai-forge/riichi-mahjong'],
  define: { REGLAMENT_BUILD_ID: 'undefined' },
});
writeWithBuildId(bench.outputFiles, root);
