/**
 * What a YAML document is, read from its top-level keys: a preference pulya (`deals:`, or a sheet of players with
 * their `pool` and `mountain`), a regulation (`regulation: <id>` or `extends:`), an event file (`regulation: <path of
 * a regulation file>`), or something else (left alone: no diagnostics for a YAML file that is not ours).
 */

/** The kinds of documents the server knows. */
export type DocumentKind = 'regulation' | 'event' | 'pulya' | 'other';

/** The kind of a document from its text (top-level keys start at the first column). */
export function documentKindOf(text: string): DocumentKind {
  if (/^deals[ \t]*:/m.test(text) || (/^players[ \t]*:/m.test(text) && /\bpool\b/.test(text) && /\bmountain\b/.test(text))) return 'pulya';
  const regulation = /^regulation[ \t]*:[ \t]*(['"]?)([^'"#\s]*)\1/m.exec(text);
  if (regulation && /\.(ya?ml|json)$/i.test(regulation[2]!)) return 'event';
  if (regulation || /^extends[ \t]*:/m.test(text)) return 'regulation';
  return 'other';
}

/** The `extends:` value of a regulation's text, as written; undefined when it has none. */
export function extendsOf(text: string): string | undefined {
  const m = /^extends[ \t]*:[ \t]*(['"]?)([^'"#\n]*?)\1[ \t]*(?:#.*)?$/m.exec(text);
  return m && m[2] !== '' ? m[2] : undefined;
}
