// After tsc: marks the CLI entry executable (npm links bin files as they are) and copies the generated schema
// validators (JavaScript that tsc does not emit: each schema's loader and the CommonJS files it loads) into dist/ beside the code that imports them.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
const entry = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(entry)) chmodSync(entry, 0o755);
const validators = new URL('../schemas/validators/', import.meta.url);
const validatorsOut = new URL('../dist/schemas/validators/', import.meta.url);
if (existsSync(validators)) {
  mkdirSync(validatorsOut, { recursive: true });
  for (const f of readdirSync(validators)) if (f.endsWith('.js') || f.endsWith('.cjs')) copyFileSync(new URL(f, validators), new URL(f, validatorsOut));
}
await import('./bundle-cli.mjs');
await import('./bundle-client.mjs');
