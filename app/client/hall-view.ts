/**
 * The hall's screen (`/hall`, for a projector): the event's name, date and venue, the round's clock and the
 * regulation's time rules once they apply, the current seating and the standings. It asks the desk every few
 * seconds (read-only, no token), ticks the clock every second by the server's clock, and pages through a list
 * longer than the screen. `?lang=en` for English.
 */
import { h, replace } from './dom.js';
import { describeNumber } from './decimal.js';
import { ht } from './hall-texts.js';
import { seatLabel, windName } from './result-form.js';
import { currentLang, setLang } from './settings.js';
import { clockOffset, extraMinutes, formatClock, remainingMs, rulesInForce, type TimeRuleInfo, type TimerInfo } from './timer-clock.js';

/** The state the desk sends (`GET /hall/state`, the server's `HallState`). */
interface HallStateInfo {
  now: string;
  version: number;
  event: { name: string; date: string; venue: string; regulation: { ru: string; en: string }; game: string };
  round: { number: number; tables: Array<{ table: number; players: Array<{ id: string; name: string; seat: string }>; wind: string | null; deals: number; done: boolean }>; sittingOut: Array<{ id: string; name: string }> } | null;
  standings: { afterRound: number; unit: 'vists' | 'points'; rows: Array<{ rank: number; player: string; name: string; points: number; vists: number; out: boolean }> } | null;
  timer: TimerInfo | null;
  timeRules: TimeRuleInfo[];
}

/** How often the screen asks the desk (ms), and how long a page of a long list stays (ms). */
const REFRESH_MS = 5000;
const PAGE_MS = 10_000;

let state: HallStateInfo | null = null;
let offset = 0;
let shownVersion = -1;

const byId = (id: string) => document.getElementById(id)!;

/** A date YYYY-MM-DD as the hall reads it ("6 января 2011"). */
function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return iso;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(currentLang() === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}


/**
 * Shows the items of `box` page by page: as many as fit its height; the next page every PAGE_MS. Items keep their
 * order; one page when everything fits.
 */
function paginate(box: HTMLElement): void {
  const items = [...box.children] as HTMLElement[];
  for (const item of items) item.hidden = false;
  const limit = box.clientHeight;
  const pages: HTMLElement[][] = [[]];
  for (const item of items) {
    const page = pages[pages.length - 1]!;
    page.push(item);
    if (item.offsetTop + item.offsetHeight - box.offsetTop > limit * pages.length && page.length > 1) {
      page.pop();
      pages.push([item]);
    }
  }
  box.dataset.pages = String(pages.length);
  let current = 0;
  const show = () => {
    if (!box.isConnected || box.dataset.pages !== String(pages.length)) return;
    pages.forEach((page, k) => page.forEach((item) => { item.hidden = k !== current; }));
    box.dataset.page = String(current + 1);
    if (pages.length > 1) {
      current = (current + 1) % pages.length;
      box.dataset.timeout = String(setTimeout(show, PAGE_MS));
    }
  };
  clearTimeout(Number(box.dataset.timeout ?? 0));
  show();
}

/** The seating of the current round, a card per table. */
function drawSeating(s: HallStateInfo): void {
  byId('seating-title').textContent = s.round === null ? ht('seating') : `${ht('seating')} · ${ht('roundN')} ${s.round.number}`;
  const box = byId('seating');
  if (s.round === null) {
    replace(box, h('p', { class: 'empty' }, ht('noSeating')));
    return;
  }
  replace(box, ...s.round.tables.map((t) => h('div', { class: 'table-card', 'data-table': t.table },
    h('h3', {}, `${ht('tableN')} ${t.table}`, t.wind ? h('span', { class: 'wind' }, ` · ${windName(t.wind)}`) : null, h('span', { class: 'table-clock', 'data-table': t.table })),
    h('ol', {}, ...t.players.map((p) => h('li', {}, seatLabel(p)))),
    h('div', { class: 'table-rule', 'data-table': t.table }))),
  ...(s.round.sittingOut.length > 0 ? [h('div', { class: 'table-card sitting-out' }, h('h3', {}, ht('sittingOut')), h('p', {}, s.round.sittingOut.map((p) => p.name).join(', ')))] : []));
  paginate(box);
}

/** The standings after the last round played. */
function drawStandings(s: HallStateInfo): void {
  const st = s.standings;
  byId('standings-title').textContent = st === null ? ht('standings') : `${ht('standings')} ${st.afterRound === 0 ? ht('beforeRounds') : `${ht('standingsAfter')} ${st.afterRound}`}`;
  const box = byId('standings');
  if (st === null) {
    replace(box);
    return;
  }
  replace(box, h('div', { class: 'standing head' }, h('span', { class: 'rank' }, '#'), h('span', { class: 'name' }), h('span', { class: 'pts' }, ht('points')), h('span', { class: 'vists' }, ht(st.unit === 'points' ? 'gamePoints' : 'vists'))),
    ...st.rows.map((r) => h('div', { class: `standing${r.out ? ' out' : ''}`, 'data-player': r.player },
      h('span', { class: 'rank' }, r.rank), h('span', { class: 'name' }, r.name, r.name !== r.player ? h('small', {}, ` ${r.player}`) : null, r.out ? h('small', {}, ` · ${ht('out')}`) : null),
      h('span', { class: 'pts' }, describeNumber(r.points)), h('span', { class: 'vists' }, describeNumber(r.vists)))));
  paginate(box);
}

/** The clock, the announcement of the time rules in force, and each table's own clock and rule. */
function tick(): void {
  const s = state;
  const clock = byId('clock');
  const label = byId('round-label');
  const banner = byId('announcement');
  const timer = s?.timer ?? null;
  if (s === null || timer === null) {
    clock.textContent = '';
    label.textContent = s?.round ? `${ht('roundN')} ${s.round.number}` : '';
    banner.hidden = true;
  } else {
    const lang = currentLang();
    const now = Date.now() + offset;
    const left = remainingMs(timer, 0, now);
    label.textContent = `${ht('roundN')} ${timer.round}${timer.stoppedAt !== null ? ` · ${ht('timerStopped')}` : ''}`;
    clock.textContent = formatClock(left);
    clock.classList.toggle('over', left <= 0);
    const tables = s.round?.number === timer.round ? s.round.tables : [];
    // Per table: its own clock when it was extended, and the rule in force at it.
    const lines = new Map<string, Set<number>>();
    for (const t of tables) {
      const tableLeft = remainingMs(timer, t.table, now);
      const own = document.querySelector<HTMLElement>(`.table-clock[data-table="${t.table}"]`);
      if (own !== null) own.textContent = extraMinutes(timer, t.table) !== timer.allTables ? ` · ${formatClock(tableLeft)}` : '';
      const rule = rulesInForce(s.timeRules, tableLeft)[0];
      const where = document.querySelector<HTMLElement>(`.table-rule[data-table="${t.table}"]`);
      const text = rule === undefined ? '' : `${rule.name[lang]}: ${rule.tables[String(t.table)]?.[lang] ?? ''}`;
      if (where !== null) where.textContent = tableLeft <= 0 && rule === undefined ? ht('timerOver') : text;
      if (rule !== undefined) {
        const key = `${rule.name[lang]} (${rule.clause})|${rule.tables[String(t.table)]?.[lang] ?? ''}`;
        lines.set(key, (lines.get(key) ?? new Set()).add(t.table));
      }
    }
    if (lines.size > 0) {
      const [title] = [...lines.keys()][0]!.split('|');
      replace(banner, h('strong', {}, title), ...[...lines.entries()].map(([key, at]) => h('div', {}, `${ht(at.size === 1 ? 'tableIn' : 'tablesIn')} ${[...at].join(', ')}: ${key.split('|')[1]}`)));
      banner.hidden = false;
    } else if (left <= 0 && timer.stoppedAt === null) {
      replace(banner, h('strong', {}, ht('timerOver')));
      banner.hidden = false;
    } else banner.hidden = true;
  }
  setTimeout(tick, 1000 - ((Date.now() + offset) % 1000));
}

/** Asks the desk for the state and redraws what changed. */
async function refresh(): Promise<void> {
  try {
    const res = await fetch('/hall/state', { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const s = (await res.json()) as HallStateInfo;
    offset = clockOffset(s.now);
    const first = state === null;
    state = s;
    const e = s.event;
    byId('event-name').textContent = e.name || e.regulation[currentLang()];
    byId('event-line').textContent = [e.date ? longDate(e.date) : '', e.venue, e.name ? e.regulation[currentLang()] : ''].filter(Boolean).join(' · ');
    document.title = `${e.name || e.regulation[currentLang()]} — reglament`;
    if (first || s.version !== shownVersion) {
      shownVersion = s.version;
      drawSeating(s);
      drawStandings(s);
    }
    byId('updated').textContent = `${ht('updated')} ${new Date(Date.parse(s.now)).toLocaleTimeString(currentLang() === 'ru' ? 'ru-RU' : 'en-GB')}`;
    document.body.classList.remove('offline');
  } catch {
    byId('updated').textContent = ht('offline');
    document.body.classList.add('offline');
  }
  setTimeout(() => void refresh(), REFRESH_MS);
}

/** Starts the screen. */
function start(): void {
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang === 'ru' || lang === 'en') setLang(lang);
  document.documentElement.lang = currentLang();
  const qr = h('img', { src: '/hall/qr.svg?for=play', alt: '', class: 'play-qr', width: 96, height: 96 });
  qr.addEventListener('error', () => qr.remove());
  replace(byId('play-hint'), qr, h('span', {}, ht('enterAt')));
  window.addEventListener('resize', () => {
    if (state !== null) {
      drawSeating(state);
      drawStandings(state);
    }
  });
  void refresh().then(tick);
}

start();
