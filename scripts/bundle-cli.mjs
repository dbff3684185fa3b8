// Bundles the command line (cli/main.ts and everything it imports, the npm packages too) into dist/cli/main.js,
// replacing tsc's copy of the entry, with one chunk per lazily imported command in dist/cli/chunks/. Node 20 loads
// the ~180 modules of a command and the ~300 of lodash-es (under chevrotain) one by one, at several milliseconds
// each; a bundle is a few files. Everything else in dist/ stays as tsc wrote it (tests, the bench, the desk's
// client). better-sqlite3 is native and stays a package. Modules find schemas/ and app/public by walking up from
// their own place, which works from the chunks too.
// The bundle's fingerprint (REGLAMENT_BUILD_ID, the SHA-256 of the bundled code) keys the compile cache
// (cli/regulation-cache.ts): a new build never reads an entry an older one wrote.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

const PLACEHOLDER = '@@reglament-build-id@@';
const dist = new URL('../dist/cli/', import.meta.url);
rmSync(new URL('chunks/', dist), { recursive: true, force: true });
const result = await build({
  entryPoints: [new URL('../cli/main.ts', import.meta.url).pathname],
  outdir: dist.pathname,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['better-sqlite3'],
  define: { REGLAMENT_BUILD_ID: JSON.stringify(PLACEHOLDER) },
  // CommonJS packages in the bundle (commander, ajv's helpers) call require() for node's own modules.
  banner: { js: "import { createRequire as reglamentCreateRequire } from 'node:module';\nconst require = reglamentCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  write: false,
});
const files = [...result.outputFiles].sort((a, b) => (a.path < b.path ? -1 : 1));
const hash = createHash('sha256');
for (const f of files) hash.update(f.path.slice(dist.pathname.length)).update('\0').update(f.text).update('\0');
const buildId = hash.digest('hex').slice(0, 32);
for (const f of files) {
  mkdirSync(dirname(f.path), { recursive: true });
  writeFileSync(f.path, f.text.replaceAll(PLACEHOLDER, buildId), { mode: f.path.endsWith('/main.js') ? 0o755 : 0o644 });
}
