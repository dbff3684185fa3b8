// Marks the CLI entry executable after tsc (npm links bin files as they are).
import { chmodSync, existsSync } from 'node:fs';
const entry = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(entry)) chmodSync(entry, 0o755);
