/**
 * Self-contained HTML pages for reports (standings, impact): escaping and the page frame, no external resources.
 */

/** Escapes text for HTML and SVG. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Wraps a report's body in a complete page with its own inline CSS; `body` is already HTML. */
export function renderHtmlPage(page: { lang: string; title: string; css: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
${page.css.trim()}
</style>
</head>
<body>
<h1>${escapeHtml(page.title)}</h1>
${page.body.trim()}
</body>
</html>
`;
}
