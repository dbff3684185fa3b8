// Bundles what users run: the command line (cli/main.ts and everything it imports, the npm packages too) into
// dist/cli/main.cjs, with one chunk per lazily imported command in dist/cli/chunks/ and the impact's worker thread in
// dist/cli/impact-worker.cjs; and the benchmark (bench/run.ts) into dist/bench/run.js, so that it measures the same
// code. Node 20 loads the ~180 modules of a command and the ~300 of lodash-es (under chevrotain) one by one, at several
// milliseconds each; a bundle is a few files. Everything else in dist/ stays as tsc wrote it (tests, the desk's
// client, compare-builds), except tsc's copies of the two entries (dist/cli/main.js, dist/cli/impact-worker.js),
// removed so that nobody runs the unbundled command line by mistake (nothing imports them). better-sqlite3 is native
// and stays a package, and so do the benchmark's peers. Modules find schemas/ and app/public by walking up from their
// own place, which works from the chunks too.
// The command line's files are CommonJS (`.cjs`: the package is `"type": "module"`). esbuild splits only ES modules,
// so it bundles them as such and then turns each file into CommonJS (static imports and `import()` into `require`).
// Node 20's ES module loader costs per file and per process what its CommonJS loader does not: measured on a copy of
// the bundle, medians of 21 cold runs in turns, score -9 ms, check -5 ms, --help -4 ms.
// The CLI's fingerprint (REGLAMENT_BUILD_ID, the SHA-256 of its bundled code) keys the compile cache
// (cli/regulation-cache.ts): a new build never reads an entry an older one wrote.
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, transformSync } from 'esbuild';

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

// Less JavaScript for V8 to parse at every start (the largest chunk 2.3 -> 1.7 MB): measured on `check`, `score`
// and `--version`, interleaved, 5-12% less CPU per process. Identifiers are kept, so a stack trace still names its
// functions.
const minify = { minifyWhitespace: true, minifySyntax: true };

const common = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [yamlEsBuild],
  logLevel: 'warning',
  ...minify,
  write: false,
};

/** The name that stands for `import.meta.url` in a CommonJS file; defined at its top when the file uses it. */
const MODULE_URL = 'reglamentModuleUrl';

/**
 * A file of the ES module build as CommonJS: `import` and `import()` become `require` (a dynamic import resolves to
 * the module once required), `export` assignments to `exports`, and `import.meta.url` the URL of `__filename`. The
 * `#!` line of the entry stays first.
 */
function commonJsOf(file) {
  const hashbang = file.text.startsWith('#!') ? file.text.slice(0, file.text.indexOf('\n') + 1) : '';
  const { code } = transformSync(file.text.slice(hashbang.length), {
    format: 'cjs', platform: 'node', target: 'node20', supported: { 'dynamic-import': false },
    define: { 'import.meta.url': MODULE_URL }, sourcefile: file.path, logLevel: 'warning', ...minify,
  });
  const moduleUrl = code.includes(MODULE_URL) ? `var ${MODULE_URL}=require("node:url").pathToFileURL(__filename).href;\n` : '';
  return { path: file.path, text: hashbang + moduleUrl + code + plainExports(code) };
}

/**
 * Code to append to a chunk in CommonJS (`code`, esbuild's output) that, once its top level has run, gives it its
 * exports as a plain object of data properties, when no export is a binding assigned again after its declaration.
 * esbuild's exports are getters on an object in dictionary mode (defined one by one), through `__toCommonJS` a getter
 * (`() => from[key]`, a keyed load by a captured key) of a getter: every call of a function of another chunk, and
 * every read of its constants, went through both, in optimized code too (three a hand in the facts' load alone). A
 * chunk with a live binding (marked's `defaults`, reassigned by its setOptions) keeps its getters, as any this text
 * test cannot clear: an export is fixed when it is a function or class declaration that nothing assigns, or a `var`
 * assigned only by its initializer, and no update, destructuring or `for` head seems to name it. A chunk required
 * again within a cycle keeps the getters it gave out before.
 */
function plainExports(code) {
  const list = /__export\(([\w$]+),\{([^}]*)\}\)/.exec(code);
  if (list === null) return '';
  // (Tested without the export list and cjs-module-lexer's annotation at the end, `0&&(module.exports={a,b})`.)
  const body = code.slice(0, list.index) + code.slice(list.index + list[0].length).replace(/0&&\(module\.exports=\{[^}]*\}\);?\s*$/, '');
  for (const [, local] of list[2].matchAll(/[\w$]+:\(\)=>([\w$]+)/g)) {
    const id = local.replace(/\$/g, '\\$');
    const declared = new RegExp(`(?<![\\w$])(?:function\\s*\\*?\\s*|class\\s+)${id}(?![\\w$])`).test(body);
    const assignments = body.match(new RegExp(`(?<![\\w$.])${id}\\s*(?:=(?![=>])|(?:\\*\\*|<<|>>>?|&&|\\|\\||\\?\\?|[-+*/%&|^])=)`, 'g'))?.length ?? 0;
    const updated = new RegExp(`(?<![\\w$.])(?:\\+\\+|--)${id}(?![\\w$])|(?<![\\w$.])${id}\\s*(?:\\+\\+|--)`).test(body);
    const destructured = new RegExp(`[\\[{,:]\\s*(?:\\.\\.\\.)?${id}\\s*(?:,[^\\]}=;]*)?[\\]}]\\s*=(?![=>])`).test(body);
    const forHead = new RegExp(`for\\s*\\(\\s*${id}\\s+(?:of|in)\\b`).test(body);
    // A `var`'s one assignment must be its initializer (`var a=`, `,a=`), not a later one (`var a;` then `a??=`).
    const initialized = new RegExp(`(?:\\bvar\\s+|,\\s*)${id}\\s*=(?![=>])`).test(body);
    if (updated || destructured || forHead || assignments !== (declared ? 0 : 1) || (!declared && !initialized)) return '';
  }
  return ';module.exports=Object.defineProperty({...module.exports},"__esModule",{value:!0});\n';
}

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
for (const tscEntry of ['main.js', 'impact-worker.js']) rmSync(join(cliOut, tscEntry), { force: true });
const cli = await build({
  ...common,
  // The impact's worker thread (cli/impact-threads.ts) is an entry of its own beside main.cjs, sharing its chunks.
  entryPoints: [join(root, 'cli', 'main.ts'), join(root, 'cli', 'impact-worker.ts')],
  outdir: cliOut,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.cjs' },
  splitting: true,
  external: ['better-sqlite3'],
  define: { REGLAMENT_BUILD_ID: JSON.stringify(PLACEHOLDER) },
});
writeWithBuildId(cli.outputFiles.map(commonJsOf), cliOut);
// npm links a package's bin file as it is: the entry must be executable.
chmodSync(join(cliOut, 'main.cjs'), 0o755);

const bench = await build({
  ...common,
  // CommonJS packages in the bundle (commander, ajv's helpers) call require() for node's own modules.
  banner: { js: "import { createRequire as reglamentCreateRequire } from 'node:module';\nconst require = reglamentCreateRequire(import.meta.url);" },
  entryPoints: [join(root, 'bench', 'run.ts')],
  outfile: join(root, 'dist', 'bench', 'run.js'),
  external: ['better-sqlite3', 'riichi', '@pai-forge/riichi-mahjong'],
  define: { REGLAMENT_BUILD_ID: 'undefined' },
});
writeWithBuildId(bench.outputFiles, root);
