/**
 * The HTML report of `reglament impact --format html`: one self-contained page a rule committee can mail around
 * (no external resources: inline CSS, charts as inline SVG): the two regulations, the summary, the histogram of the
 * differences of totals, a bar chart of changed hands by rule, the rules table, the most affected hands and the
 * event's moved ranks. Input: an ImpactRun (render-impact.ts). Output: the page as a string.
 */
import type { EventImpact, HistogramBucket } from '../runtime/index.js';
import { formatNumber, t, type Lang, type TextKey } from './i18n.js';
import {
  describeExampleRules, formatDeclarable, formatPercent, formatSigned, headingLines, formatRuleName, summaryLines, tf, type ImpactRun,
} from './render-impact.js';
import { escapeHtml, renderHtmlPage } from './html.js';

const COLOR_DOWN = '#c0392b';
const COLOR_UP = '#2e7d32';
const COLOR_ZERO = '#7f8c8d';
const COLOR_RULE = '#1f5f99';

/** Fill colour of a histogram band. */
function bandColor(b: HistogramBucket): string {
  return b.sign < 0 ? COLOR_DOWN : b.sign > 0 ? COLOR_UP : COLOR_ZERO;
}

/** The histogram as an SVG column chart: a column per band, its count above, its label below (slanted). */
export function histogramSvg(buckets: readonly HistogramBucket[], title: string): string {
  const colW = 46;
  const gap = 8;
  const left = 80; // room for the first slanted label
  const top = 24;
  const plotH = 180;
  const labelH = 90;
  const w = left + buckets.length * (colW + gap) + gap;
  const h = top + plotH + labelH;
  const most = Math.max(1, ...buckets.map((b) => b.count));
  const parts: string[] = [];
  parts.push(`<line x1="${left}" y1="${top + plotH}" x2="${w - 4}" y2="${top + plotH}" stroke="#333" stroke-width="1"/>`);
  buckets.forEach((b, i) => {
    const x = left + gap + i * (colW + gap);
    const barH = b.count === 0 ? 0 : Math.max(2, Math.round((plotH * b.count) / most));
    const y = top + plotH - barH;
    const cx = x + colW / 2;
    if (barH > 0) parts.push(`<rect x="${x}" y="${y}" width="${colW}" height="${barH}" fill="${bandColor(b)}"><title>${escapeHtml(`${b.label}: ${b.count}`)}</title></rect>`);
    parts.push(`<text x="${cx}" y="${y - 5}" text-anchor="middle" class="count">${b.count}</text>`);
    parts.push(`<text x="${cx}" y="${top + plotH + 14}" text-anchor="end" transform="rotate(-35 ${cx} ${top + plotH + 14})" class="label">${escapeHtml(b.label)}</text>`);
  });
  return `<svg role="img" aria-label="${escapeHtml(title)}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<title>${escapeHtml(title)}</title>
${parts.join('\n')}
</svg>`;
}

/** Changed hands by rule as an SVG bar chart: a bar per rule, its id at the left, its count at the end. */
export function rulesSvg(rows: ReadonlyArray<{ id: string; name: string; count: number }>, title: string): string {
  const barH = 20;
  const gap = 6;
  const labelW = Math.min(260, 12 + 7 * Math.max(4, ...rows.map((r) => r.id.length)));
  const plotW = 420;
  const w = labelW + plotW + 70;
  const h = gap + rows.length * (barH + gap);
  const most = Math.max(1, ...rows.map((r) => r.count));
  const parts = rows.map((r, i) => {
    const y = gap + i * (barH + gap);
    const bw = Math.max(2, Math.round((plotW * r.count) / most));
    return [
      `<text x="${labelW - 8}" y="${y + barH / 2 + 4}" text-anchor="end" class="label">${escapeHtml(r.id)}</text>`,
      `<rect x="${labelW}" y="${y}" width="${bw}" height="${barH}" fill="${COLOR_RULE}"><title>${escapeHtml(`${r.id} — ${r.name}: ${r.count}`)}</title></rect>`,
      `<text x="${labelW + bw + 6}" y="${y + barH / 2 + 4}" class="count">${r.count}</text>`,
    ].join('');
  });
  return `<svg role="img" aria-label="${escapeHtml(title)}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<title>${escapeHtml(title)}</title>
${parts.join('\n')}
</svg>`;
}

/** A table from a header and rows of already escaped cells; `num` marks right-aligned columns. */
function htmlTable(header: string[], rows: string[][], num: boolean[] = []): string {
  const cls = (i: number) => (num[i] ? ' class="num"' : '');
  const head = header.map((h, i) => `<th${cls(i)}>${escapeHtml(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c, i) => `<td${cls(i)}>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** The event section. */
function eventHtml(ev: EventImpact & { file: string }, lang: Lang): string {
  const out = [`<h2>${escapeHtml(tf('impactEvent', lang, { file: ev.file, round: ev.afterRound }))}</h2>`];
  const num = (n: number | null) => (n === null ? '—' : escapeHtml(formatNumber(n, lang)));
  if (ev.moved.length === 0) {
    out.push(`<p>${escapeHtml(tf('impactNoMoves', lang, { totals: ev.totalsChanged, of: ev.players }))}</p>`);
  } else {
    out.push(`<p>${escapeHtml(tf('impactMoved', lang, { n: ev.moved.length, of: ev.players, totals: ev.totalsChanged }))}</p>`);
    const header = (['impactPlayer', 'impactRankOld', 'impactRankNew', 'impactPointsOld', 'impactPointsNew', 'impactVistsOld', 'impactVistsNew'] as TextKey[]).map((k) => t(k, lang));
    const rows = ev.moved.map((m) => {
      const arrow = m.oldRank !== null && m.newRank !== null ? (m.newRank < m.oldRank ? ' <span class="up">▲</span>' : ' <span class="down">▼</span>') : '';
      return [escapeHtml(m.name !== undefined ? `${m.player} (${m.name})` : m.player), num(m.oldRank), num(m.newRank) + arrow, num(m.oldPoints), num(m.newPoints), num(m.oldVists), num(m.newVists)];
    });
    out.push(htmlTable(header, rows, [false, true, true, true, true, true, true]));
  }
  if (ev.problems.length > 0) {
    out.push(`<h3>${escapeHtml(t('impactProblems', lang))}</h3>`);
    out.push(`<ul>${ev.problems.map((p) => `<li>[${escapeHtml(t(p.regulation === 'old' ? 'impactOld' : 'impactNew', lang))}] ${escapeHtml(`${p.severity} ${p.code}: ${p.message}`)}</li>`).join('')}</ul>`);
  }
  return out.join('\n');
}

/** Renders the report as a self-contained HTML page. */
export function renderImpactHtml(run: ImpactRun, lang: Lang): string {
  const r = run.report;
  const title = `${t('impactTitle', lang)}: ${run.regulations.old.id} → ${run.regulations.new.id}`;
  const sections: string[] = [];
  sections.push(`<ul class="heading">${headingLines(run, lang).map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`);
  sections.push(`<ul class="summary">${summaryLines(run, lang).map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`);
  if (r.changed === 0) {
    sections.push(`<p>${escapeHtml(t('impactNoChange', lang))}</p>`);
  } else {
    const histTitle = t('impactHistogram', lang);
    sections.push(`<h2>${escapeHtml(histTitle)}</h2>`, `<figure>${histogramSvg(r.histogram.buckets, histTitle)}</figure>`);
    const ruleRows = Object.entries(r.byRule).map(([id, count]) => ({ id, name: formatRuleName(run, id, lang), count }));
    const rulesTitle = t('impactByRule', lang);
    sections.push(`<h2>${escapeHtml(rulesTitle)}</h2>`, `<figure>${rulesSvg(ruleRows, rulesTitle)}</figure>`);
    sections.push(htmlTable(
      [t('impactRule', lang), 'id', t('clause', lang), t('impactHands', lang), t('impactShare', lang)],
      ruleRows.map((x) => [escapeHtml(x.name), `<code>${escapeHtml(x.id)}</code>`, escapeHtml(run.ruleInfo[x.id]?.clause ?? ''), String(x.count), `${escapeHtml(formatPercent(x.count, r.changed, lang))}%`]),
      [false, false, false, true, true],
    ));
    sections.push(`<h2>${escapeHtml(t('impactExamples', lang))}</h2>`);
    const exampleRows = r.examples.map((e) => {
      const { causes, also } = describeExampleRules(run, e, lang);
      const cell = (list: Array<{ id: string; text: string }>) => list.map((c) => `<code>${escapeHtml(c.id)}</code> ${escapeHtml(c.text)}`).join('<br>');
      const rulesCell = cell(causes) + (also.length > 0 ? `<br><small>${escapeHtml(t('impactAlsoChanged', lang))}:<br>${cell(also)}</small>` : '');
      const cls = e.delta < 0 ? 'down' : e.delta > 0 ? 'up' : '';
      return [
        `<code>${escapeHtml(e.hand)}</code>${e.source !== undefined ? `<br><small>${escapeHtml(e.source)}</small>` : ''}`,
        `<code>${escapeHtml(e.flags.join(' '))}</code>`,
        escapeHtml(formatNumber(e.old.total, lang)),
        escapeHtml(formatNumber(e.new.total, lang)),
        `<span class="${cls}">${escapeHtml(formatSigned(e.delta, lang))}</span>`,
        escapeHtml(`${formatDeclarable(e.old.declarable, lang)} → ${formatDeclarable(e.new.declarable, lang)}`),
        rulesCell,
      ];
    });
    sections.push(htmlTable(
      [t('impactHand', lang), t('impactFlags', lang), `${t('impactTotal', lang)}: ${t('impactOld', lang).toLowerCase()}`, `${t('impactTotal', lang)}: ${t('impactNew', lang).toLowerCase()}`, t('impactDelta', lang), t('impactDeclarable', lang), t('impactRules', lang)],
      exampleRows,
      [false, false, true, true, true, false, false],
    ));
  }
  if (r.failures.length > 0) {
    sections.push(`<h2>${escapeHtml(tf('impactFailures', lang, { n: r.failed }))}</h2>`);
    sections.push(`<ul>${r.failures.map((f) => `<li><code>${escapeHtml(f.hand)}</code> ${escapeHtml(`${f.source ?? ''} ${f.message}`)}</li>`).join('')}</ul>`);
  }
  if (run.event !== undefined) sections.push(eventHtml(run.event, lang));
  return renderHtmlPage({
    lang,
    title,
    css: `
body { font-family: "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; margin: 2em; color: #111; max-width: 80em; }
h1 { font-size: 1.4em; margin: 0 0 0.6em; }
h2 { font-size: 1.15em; margin-top: 1.6em; }
h3 { font-size: 1em; }
ul.heading, ul.summary { list-style: none; padding: 0; margin: 0.4em 0; }
ul.summary li { margin: 0.15em 0; font-weight: 600; }
figure { margin: 0.5em 0; overflow-x: auto; }
svg text { font-family: inherit; font-size: 12px; fill: #222; }
svg text.count { font-size: 11px; fill: #333; }
table { border-collapse: collapse; font-size: 0.92em; margin: 0.5em 0; }
th, td { border: 1px solid #bbb; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
th { background: #eee; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
code { font-family: "DejaVu Sans Mono", Consolas, monospace; font-size: 0.95em; }
.up { color: ${COLOR_UP}; }
.down { color: ${COLOR_DOWN}; }
footer { margin-top: 2em; font-size: 0.85em; color: #555; }
@media print {
  body { margin: 0; }
  thead { display: table-header-group; }
  tr, figure { page-break-inside: avoid; }
  th { background: #eee !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`,
    body: `
${sections.join('\n')}
<footer>${escapeHtml(t('impactFooter', lang))}</footer>
`,
  });
}
