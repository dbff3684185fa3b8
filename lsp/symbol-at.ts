/**
 * The name under the cursor: the innermost definition, use or language word of a symbol table whose span holds the
 * position, in the file of the document.
 */
import { resolve } from 'node:path';
import type { Position } from 'vscode-languageserver';
import type { BuiltinUse, Span, SymbolDefinition, SymbolReference, SymbolTable } from '../compiler/index.js';
import { spanContains, spanSize } from './ranges.js';

/** What the cursor is on. */
export type SymbolHit =
  | { on: 'definition'; definition: SymbolDefinition }
  | { on: 'reference'; reference: SymbolReference }
  | { on: 'builtin'; builtin: BuiltinUse };

/** The span of a hit. */
export function spanOfHit(hit: SymbolHit): Span {
  return hit.on === 'definition' ? hit.definition.span : hit.on === 'reference' ? hit.reference.span : hit.builtin.span;
}

/** The name of a hit. */
export function nameOfHit(hit: SymbolHit): string {
  return hit.on === 'definition' ? hit.definition.name : hit.on === 'reference' ? hit.reference.name : hit.builtin.name;
}

/** The innermost name at a position of `file`. */
export function symbolAt(table: SymbolTable, file: string, position: Position): SymbolHit | undefined {
  const path = resolve(file);
  const hits: SymbolHit[] = [
    ...table.definitions.map((definition): SymbolHit => ({ on: 'definition', definition })),
    ...table.references.map((reference): SymbolHit => ({ on: 'reference', reference })),
    ...table.builtins.map((builtin): SymbolHit => ({ on: 'builtin', builtin })),
  ].filter((hit) => {
    const span = spanOfHit(hit);
    return resolve(span.file) === path && spanContains(span, position);
  });
  return hits.sort((a, b) => spanSize(spanOfHit(a)) - spanSize(spanOfHit(b)))[0];
}
