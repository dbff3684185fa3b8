/**
 * The runtime's light part for the compile cache of the command line (cli/regulation-cache.ts): the IR's version and
 * its loader, and nothing else of the runtime. Through runtime/index.ts the bundle loaded the whole runtime (~270 KB)
 * for `check` answered from the cache, which needs none of it (test/e2e/bundle-imports pins it).
 */
export { loadIr } from './ir/load-ir.js';
export { IR_VERSION, type RegulationIR } from './ir/types.js';
