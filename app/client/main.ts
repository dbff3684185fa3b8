/**
 * The desk's client entry: the navigation (#event, #tables, #hall, #score, #history, #regulations, #help), the
 * language, the judge's name (a referee's on the referee's address: role.ts) and the round timer's badge; each
 * page is rendered from the server's JSON by its module.
 */
import { h, hinted, replace } from './dom.js';
import { renderHallPage } from './hall-page.js';
import { renderHelpPage } from './help-page.js';
import { renderOrExplain } from './page-error.js';
import { renderEventPage } from './event-page.js';
import { renderHistoryPage } from './history-page.js';
import { renderRegulationPage } from './regulation-page.js';
import { renderScorePage } from './score-page.js';
import { renderTableEntryPage } from './table-entry-page.js';
import { isReferee, loadRole } from './role.js';
import { ht } from './hall-texts.js';
import { startTimerBadge } from './timer-badge.js';
import { currentLang, judgeName, setJudgeName, setLang } from './settings.js';
import { tx, type TextKey } from './texts.js';

const PAGES: Array<{ hash: string; title: TextKey; render: (root: HTMLElement) => Promise<void> }> = [
  { hash: '#event', title: 'navEvent', render: renderEventPage },
  { hash: '#tables', title: 'navTables', render: renderTableEntryPage },
  { hash: '#hall', title: 'navHall', render: renderHallPage },
  { hash: '#score', title: 'navScore', render: renderScorePage },
  { hash: '#history', title: 'navHistory', render: renderHistoryPage },
  { hash: '#regulations', title: 'navRegulation', render: renderRegulationPage },
  { hash: '#help', title: 'navHelp', render: renderHelpPage },
];

/**
 * A new element for the page, in the old one's place and showing its content until the new page has rendered. A page
 * draws into the element it was given, also when its data comes late or when it reloads itself after a save: had the
 * judge moved on meanwhile, it now draws into the old element, off the document, never over the page he went to.
 * Not ready (`data-ready`, set once the page has rendered: tests and scripts wait for it).
 */
function freshPageElement(): HTMLElement {
  const old = document.getElementById('page')!;
  const root = old.cloneNode(false) as HTMLElement;
  delete root.dataset.ready;
  root.append(...old.childNodes);
  old.replaceWith(root);
  return root;
}

/** Renders the page of the address's hash (the event page by default). */
async function route(): Promise<void> {
  const root = freshPageElement();
  const page = PAGES.find((p) => p.hash === location.hash) ?? PAGES[0]!;
  const nav = document.getElementById('nav')!;
  replace(nav, ...PAGES.map((p) => h('a', { href: p.hash, class: p === page ? 'active' : '', id: `nav-${p.hash.slice(1)}` }, tx(p.title))));
  document.documentElement.lang = currentLang();
  // A referee's pages (the referee's address) show a referee's part; the name field is then the referee's.
  await loadRole();
  document.body.dataset.role = isReferee() ? 'referee' : 'judge';
  document.getElementById('judge-label')!.textContent = isReferee() ? ht('referee') : tx('judge');
  hinted(document.getElementById('judge')!, isReferee() ? ht('refereeRole') : tx('hintJudge'));
  await renderOrExplain(root, page.render, () => {
    root.dataset.ready = page.hash;
  });
}

/** Wires the header and the first page. */
function start(): void {
  const lang = document.getElementById('lang') as HTMLSelectElement;
  lang.value = currentLang();
  lang.addEventListener('change', () => {
    setLang(lang.value === 'en' ? 'en' : 'ru');
    void route();
  });
  const judge = document.getElementById('judge') as HTMLInputElement;
  judge.value = judgeName();
  judge.addEventListener('change', () => setJudgeName(judge.value.trim()));
  window.addEventListener('hashchange', () => void route());
  void route();
  startTimerBadge(document.getElementById('timer-badge')!);
}

start();
