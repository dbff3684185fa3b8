/**
 * The regulations page: a regulation's rules in readable form section by section, its assumptions, and the diff
 * and impact report between two regulations.
 */
import type { GameDeskView } from '../../games/index.js';
import { getJson } from './api.js';
import { renderOrExplain } from './page-error.js';
import { field, h, replace, select } from './dom.js';
import { currentLang } from './settings.js';
import { bi, tx } from './texts.js';

/** The answer of /api/regulation. */
interface RegulationView {
  id: string;
  file: string;
  name: { ru: string; en: string };
  game: string;
  /** The game's name (its module's, games/<game>/index.ts). */
  gameName: { ru: string; en: string };
  version: string;
  rules: Array<{ id: string; section: string; name: string; clause: string; fields: Array<{ field: string; text: string }>; assumption: string | null }>;
  assumptions: Array<{ id: string; section: string; name: string; clause: string; text: string; alternative: string | null }>;
}

/** A section of rules as a table: clause, name and id, fields. */
function sectionBox(title: string, rules: RegulationView['rules']): HTMLElement {
  const rows = rules.map((x) => h('tr', { 'data-rule': x.id },
    h('td', {}, x.clause),
    h('td', {}, h('strong', {}, x.name), h('span', { class: 'muted' }, ` [${x.id}]`)),
    h('td', {}, x.fields.map((f) => `${f.field}: ${f.text}`).join('; '))));
  return h('section', { class: 'box' }, h('h3', {}, title), h('table', { class: 'grid' }, h('tbody', {}, ...rows)));
}

/** Renders the regulations page into `root`. */
export async function renderRegulationPage(root: HTMLElement): Promise<void> {
  const catalogue = await getJson<{ event?: string; regulations: Array<{ id: string; name: { ru: string; en: string }; game?: string; desk?: GameDeskView; ok: boolean }> }>('/api/regulations');
  // The impact report scores hands: offered when both regulations' deals are hands (mahjong ones).
  const scoresHands = (id: string) => catalogue.regulations.find((r) => r.id === id)?.desk?.hands === true;
  const options = catalogue.regulations.filter((r) => r.ok).map((r) => [r.id, `${bi(r.name)} (${r.id})`] as const);
  const lang = currentLang();
  const which = select({ id: 'regulation-id', onchange: () => void renderOrExplain(view, show) }, options, catalogue.event ?? options[0]?.[0]);
  const other = select({ id: 'compare-id' }, options, options.find(([id]) => id !== which.value)?.[0]);
  const view = h('div', { id: 'regulation-view' });
  const diff = h('div', { id: 'diff-view' });

  async function show(view: HTMLElement): Promise<void> {
    const r = await getJson<RegulationView>(`/api/regulation?id=${encodeURIComponent(which.value)}&lang=${lang}`);
    const sections = [...new Set(r.rules.map((x) => x.section))];
    replace(view,
      h('h2', {}, `${bi(r.name)} · ${r.version}`), h('p', { class: 'muted' }, `${r.file} · ${tx('game')}: ${bi(r.gameName)}`),
      h('h2', {}, `${tx('assumptions')} (${r.assumptions.length})`),
      h('ul', { id: 'assumptions' }, ...r.assumptions.map((a) => h('li', { 'data-assumption': a.id }, h('strong', {}, `${a.name} [${a.id}]`), ` ${a.clause}: ${a.text}`, a.alternative ? h('span', { class: 'muted' }, ` (${tx('alternative')}: ${a.alternative})`) : null))),
      h('h2', {}, tx('rules')),
      ...sections.map((s) => sectionBox(s, r.rules.filter((x) => x.section === s))));
  }

  async function compare(diff: HTMLElement): Promise<void> {
    const d = await getJson<{ changes: number; text: string }>(`/api/diff?old=${encodeURIComponent(which.value)}&new=${encodeURIComponent(other.value)}&lang=${lang}`);
    replace(diff, h('h2', {}, `${tx('diff')} (${d.changes})`), h('pre', { class: 'text', id: 'diff-text' }, d.text),
      scoresHands(which.value) && scoresHands(other.value)
        ? h('a', { href: `/print/impact.html?old=${encodeURIComponent(which.value)}&new=${encodeURIComponent(other.value)}&lang=${lang}`, target: '_blank', id: 'impact-link' }, tx('impact'))
        : null);
  }

  replace(root, h('h1', {}, tx('navRegulation')),
    h('section', { class: 'box' }, h('div', { class: 'row' }, field(tx('regulation'), which, tx('hintRegulationShown')), field(tx('compare'), other, tx('hintCompare')),
      h('button', { type: 'button', id: 'diff-button', onclick: () => void renderOrExplain(diff, compare) }, tx('diff')))),
    diff, view);
  await show(view);
}
