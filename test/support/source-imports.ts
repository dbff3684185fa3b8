/**
 * The relative modules a TypeScript source text imports, for the architecture tests: static imports and re-exports
 * (type-only too), imports for their side effects only (`import './x.js'`), in either kind of quotes; with
 * `dynamic`, also `import('...')` (a module loaded when it runs: a layer's arrow, but no cycle at load).
 */
export function relativeImports(text: string, o: { dynamic: boolean }): string[] {
  const pattern = o.dynamic
    ? /(?:^\s*(?:import|export)\b[^'";]*?\bfrom\s+|^\s*import\s+|\bimport\(\s*)(['"])(\.[^'"]+)\1/gm
    : /(?:^\s*(?:import|export)\b[^'";]*?\bfrom\s+|^\s*import\s+)(['"])(\.[^'"]+)\1/gm;
  return [...text.matchAll(pattern)].map((m) => m[2]!);
}
