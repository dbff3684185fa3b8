// After tsc: copies the generated schema validators (JavaScript that tsc does not emit: each schema's loader and the
// CommonJS files it loads) into dist/ beside the code that imports them, then bundles the command line (its entry
// dist/cli/main.cjs, made executable there) and the desk's client.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
const validators = new URL('../schemas/validators/', import.meta.url);
const validatorsOut = new URL('../dist/schemas/validators/', import.meta.url);
if (existsSync(validators)) {
  mkdirSync(validatorsOut, { recursive: true });
  for (const f of readdirSync(validators)) if (f.endsWith('.js') || f.endsWith('.cjs')) copyFileSync(new URL(f, validators), new URL(f, validatorsOut));
}
await import('./bundle-cli.mjs');
await import('./bundle-client.mjs');
