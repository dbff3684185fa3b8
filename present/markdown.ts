/**
 * Text from a regulation written into Markdown (`diff --format md`, `assumptions --format md`): a regulation may
 * come from anyone, and Markdown passes HTML through, so its `<`, `>` and `&` are written as entities (a name
 * `<img onerror=...>` is shown, never run, where the Markdown is rendered); a table cell is one line with its pipes
 * escaped; a code span is fenced by more backticks than the text holds in a row.
 */

/** Markdown text with the regulation's HTML shown as text. */
export function mdText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A code span holding `s` as it is (HTML inside a code span is not rendered). */
export function mdCode(s: string): string {
  const longest = Math.max(0, ...[...s.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest === 0 ? `${fence}${s}${fence}` : `${fence} ${s} ${fence}`;
}

/** A Markdown table cell: one line, pipes escaped, HTML shown as text (or a code span when `code`). */
export function mdCell(s: string, code = false): string {
  const one = s.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
  return code && s !== '—' ? mdCode(one) : mdText(one);
}
