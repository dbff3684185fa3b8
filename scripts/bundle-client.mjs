// The desk's client modules are served one file at a time from /client/ (app/server/static-files.ts), so a browser
// can load a module only if everything it imports is a sibling in dist/app/client. A client module that imports from
// the rest of the project (app/client/decimal.ts: the runtime's one decimal rule) is bundled here by esbuild with
// what it imports from outside app/client, replacing tsc's copy; its imports of siblings stay imports. The build
// fails if a bundle would still import anything but a sibling (a module a page could not load).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'app', 'client');
const outDir = join(root, 'dist', 'app', 'client');

/** The modules a module's text imports (a type-only import, which tsc drops, is none). */
function importsOf(text) {
  return [...text.matchAll(/(?:^\s*(?:import|export)(?!\s+type\b)[^'"]*?from\s+|\bimport\(\s*)'([^']+)'/gm)].map((m) => m[1]);
}

/** Sibling imports (`./x.js`) stay imports: the browser loads them from /client/. */
const siblingsExternal = {
  name: 'client-siblings-external',
  setup(b) {
    b.onResolve({ filter: /^\.\/[a-z-]+\.js$/ }, (args) => (args.importer.startsWith(clientDir) ? { path: args.path, external: true } : undefined));
  },
};

const bridges = readdirSync(clientDir).filter((f) => f.endsWith('.ts') && importsOf(readFileSync(join(clientDir, f), 'utf8')).some((s) => !s.startsWith('./')));
for (const file of bridges) {
  const out = await build({
    entryPoints: [join(clientDir, file)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    plugins: [siblingsExternal],
    // Tree-shaken away with the rest of the runtime ("sideEffects": false); an import of one left is refused below.
    external: ['node:*'],
    logLevel: 'warning',
    write: false,
  });
  const text = out.outputFiles[0].text;
  const foreign = importsOf(text).filter((s) => !/^\.\/[a-z-]+\.js$/.test(s));
  if (foreign.length > 0) throw new Error(`app/client/${file}: its bundle still imports ${foreign.join(', ')}, which a page cannot load`);
  writeFileSync(join(outDir, file.replace(/\.ts$/, '.js')), `// Bundled by scripts/bundle-client.mjs from app/client/${file}.\n${text}`);
}
