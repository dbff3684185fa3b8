/**
 * The desk's hall page (`#hall`): the players' submissions waiting for the judge (checked for new ones every few
 * seconds), the round timer, the hall's screen and the QR codes that lead phones to it and to the players' entry,
 * the event's name, date and venue, and the printouts (table cards with the players' codes, blank score sheets,
 * the standings after a chosen round, CSV for Russian spreadsheets).
 */
import { getJson } from './api.js';
import { field, h, replace, select, withCommands } from './dom.js';
import { ht } from './hall-texts.js';
import { currentLang } from './settings.js';
import { submitWrite } from './submit.js';
import { tx } from './texts.js';
import { renderSubmissionsPanel, type SubmissionInfo } from './submissions-panel.js';
import { renderTimerPanel } from './timer-panel.js';
import { isReferee, judgesPart } from './role.js';

/** How often the page looks for new submissions (ms). */
const POLL_MS = 5000;

/** A kept date (YYYY-MM-DD) as the judge reads it: 06.01.2011 in Russian, as kept in English. */
function shownDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m !== null && currentLang() === 'ru' ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/** The event's name, date and venue, with its form. */
async function eventInfoBox(): Promise<HTMLElement> {
  const info = await getJson<{ name: string; date: string; venue: string }>('/api/event-info');
  if (isReferee()) {
    // The event's info is the judge's: a referee reads it.
    const shown = [info.name, shownDate(info.date), info.venue].filter((x) => x !== '').join(' · ');
    return h('section', { class: 'box', id: 'event-info' }, h('h2', {}, ht('eventInfo')), h('p', { id: 'event-info-text' }, shown), judgesPart('judgesEventInfo', 'event-info'));
  }
  const name = h('input', { id: 'info-name', 'data-field': 'name', size: 40, value: info.name, autocomplete: 'off' });
  // A text field, not type=date: a browser shows a date field in its own locale (01/06/2011 in an English one); the
  // judge types 06.01.2011 (the desk also takes 2011-01-06).
  const date = h('input', { id: 'info-date', 'data-field': 'date', size: 12, value: shownDate(info.date), placeholder: ht('datePlaceholder'), autocomplete: 'off' });
  const venue = h('input', { id: 'info-venue', 'data-field': 'venue', size: 30, value: info.venue, autocomplete: 'off' });
  const status = h('span', { class: 'ok', role: 'status' });
  const form = h('form', { id: 'event-info-form' }, h('div', { class: 'row' },
    field(ht('eventName'), name, ht('hintEventName')), field(ht('eventDate'), date, ht('hintEventDate')), field(ht('eventVenue'), venue, ht('hintEventVenue')),
    h('button', { type: 'submit', id: 'info-save' }, ht('save')), status));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    status.textContent = '';
    void submitWrite(form, { path: `/api/event-info?lang=${currentLang()}`, body: () => ({ name: name.value, date: date.value, venue: venue.value }) }, 0, () => {
      status.textContent = ht('saved');
    });
  });
  return h('section', { class: 'box', id: 'event-info' }, h('h2', {}, ht('eventInfo')), form);
}

/** The hall's screen and the QR codes of its address and of the players' entry on the hall's network. */
async function hallScreenBox(): Promise<HTMLElement> {
  const where = await getJson<{ lan: boolean; hall: string[]; play: string[]; referee: Array<{ url: string; qr: string }> }>('/api/hall/addresses');
  const qr = (target: 'hall' | 'play', urls: string[]) => urls.map((url, n) => h('figure', { class: 'qr' },
    h('img', { src: `/hall/qr.svg?for=${target}&n=${n}`, alt: url, width: 200, height: 200, class: `qr-${target}` }),
    h('figcaption', {}, h('strong', {}, ht(target === 'hall' ? 'qrHall' : 'qrPlay')), h('br', {}), h('a', { href: url, target: '_blank' }, url))));
  return h('section', { class: 'box', id: 'hall-screen' }, h('h2', {}, ht('hallScreen')),
    h('p', {}, h('a', { href: `/hall?lang=${currentLang()}`, target: '_blank', id: 'open-hall' }, ht('openHall'))),
    where.lan ? h('div', { class: 'qrs' }, ...qr('hall', where.hall), ...qr('play', where.play)) : h('p', { class: 'muted', id: 'not-on-lan' }, ...withCommands(ht('notOnLan'))),
    // The referee's address (the judge's page only): it carries the referee's token, so it is folded away.
    where.referee.length > 0 ? h('details', { id: 'referee-address' }, h('summary', {}, ht('qrReferee')),
      h('p', { class: 'muted' }, ht('refereeHint')),
      h('div', { class: 'qrs' }, ...where.referee.map((r) => h('figure', { class: 'qr' },
        h('img', { src: r.qr, alt: r.url, width: 200, height: 200, class: 'qr-referee' }),
        h('figcaption', {}, h('a', { href: r.url, target: '_blank' }, r.url)))))) : null);
}

/** The printouts: table cards and blank sheets of a round, standings after a round, CSV, the penalty list. */
async function printoutsBox(): Promise<HTMLElement> {
  const { rounds } = await getJson<{ rounds: unknown[] }>('/api/event');
  const lang = currentLang();
  const last = Math.max(1, rounds.length);
  const numbers = (from: number) => Array.from({ length: Math.max(0, last - from + 1) }, (_, i) => String(from + i)).map((n) => [n, n] as const);
  const round = select({ id: 'print-round' }, numbers(1), String(last));
  const after = select({ id: 'print-after' }, [['', '—'], ...numbers(0)], '');
  const links = h('div', { class: 'print-links' });
  const draw = () => {
    const r = round.value;
    const a = after.value === '' ? '' : `&after-round=${after.value}`;
    replace(links,
      h('a', { href: `/print/table-cards.html?round=${r}&lang=${lang}`, target: '_blank', id: 'print-cards' }, ht('printCards')),
      h('a', { href: `/print/score-sheets.html?round=${r}&lang=${lang}`, target: '_blank', id: 'print-sheets' }, ht('printSheets')),
      h('a', { href: `/print/standings.html?lang=${lang}${a}`, target: '_blank', id: 'print-standings' }, ht('printStandings')),
      h('a', { href: `/print/standings.csv?lang=${lang}&dialect=ru${a}`, id: 'print-csv-ru' }, ht('csvExcel')),
      h('a', { href: `/print/standings.csv?lang=${lang}${a}`, id: 'print-csv' }, ht('csvPlain')),
      h('a', { href: `/print/penalties.html?lang=${lang}`, target: '_blank', id: 'print-penalties' }, ht('printPenalties')));
  };
  round.addEventListener('change', draw);
  after.addEventListener('change', draw);
  draw();
  return h('section', { class: 'box', id: 'printouts' }, h('h2', {}, ht('printouts')),
    h('div', { class: 'row' }, field(ht('roundN'), round, ht('hintPrintRound')), field(`${ht('printStandings')} ${ht('afterRoundN')}`, after, ht('hintAfterRound'))), links);
}

/** The ids of the waiting submissions, to see whether new ones came. */
function waitingIds(list: readonly SubmissionInfo[]): string {
  return list.filter((s) => s.decision === null).map((s) => s.id).join(',');
}

/** Renders the hall page into `root`. */
export async function renderHallPage(root: HTMLElement): Promise<void> {
  const submissions = h('section', { class: 'box', id: 'submissions' });
  const timer = h('section', { class: 'box', id: 'timer' });
  const [info, screen, printouts] = await Promise.all([eventInfoBox(), hallScreenBox(), printoutsBox()]);
  let shown = '';
  const refresh = async () => {
    const { submissions: list } = await getJson<{ submissions: SubmissionInfo[] }>('/api/submissions');
    shown = waitingIds(list);
    await renderSubmissionsPanel(submissions, () => void renderTimerPanel(timer));
  };
  await Promise.all([refresh(), renderTimerPanel(timer)]);
  replace(root, h('h1', {}, tx('navHall')), submissions, timer, screen, printouts, info);
  const poll = async () => {
    if (!submissions.isConnected) return;
    try {
      const { submissions: list } = await getJson<{ submissions: SubmissionInfo[] }>('/api/submissions');
      // New or decided elsewhere: show them, unless the judge is typing in the panel.
      if (waitingIds(list) !== shown && !submissions.contains(document.activeElement)) await refresh();
    } catch {
      // The desk is restarting: the next poll tries again.
    }
    setTimeout(() => void poll(), POLL_MS);
  };
  setTimeout(() => void poll(), POLL_MS);
}
