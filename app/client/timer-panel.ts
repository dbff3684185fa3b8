/**
 * The round timer in the desk: start a round's time (the round seated last, the length typed), every table's clock
 * with its extension buttons (+1, +5, −1 minutes; every table at once), stop; the regulation's time rules, each
 * marked where it applies now. A referee's panel has a table's extension buttons only. The clocks tick every second by the server's clock.
 */
import { getJson } from './api.js';
import { field, h, replace } from './dom.js';
import { ht } from './hall-texts.js';
import { currentLang } from './settings.js';
import { submitWrite } from './submit.js';
import { isReferee, judgesPart } from './role.js';
import { refreshTimerBadge } from './timer-badge.js';
import { clockOffset, extraMinutes, formatClock, remainingMs, rulesInForce, type TimeRuleInfo, type TimerAnswer } from './timer-clock.js';

/** The last round length typed (kept by the browser). */
const MINUTES_KEY = 'hall.minutes';

/** A timer write (start, extend, stop) with the form to show its errors in; re-renders on success. */
function send(form: HTMLElement, body: Record<string, unknown>, done: () => void): void {
  void submitWrite(form, { path: `/api/timer?lang=${currentLang()}`, body: () => body }, 0, done);
}

/** The rule texts that apply to a table with `left` ms left. */
function ruleLines(rules: readonly TimeRuleInfo[], table: number, left: number): HTMLElement[] {
  const lang = currentLang();
  return rulesInForce(rules, left).map((r) => h('div', { class: 'time-rule-now', 'data-setting': r.setting },
    h('strong', {}, r.name[lang]), `: ${r.tables[String(table)]?.[lang] ?? ''}`, h('span', { class: 'muted' }, ` (${r.clause})`)));
}

/** Renders the timer panel into `box` and keeps its clocks ticking while it is on the page. */
export async function renderTimerPanel(box: HTMLElement): Promise<void> {
  const answer = await getJson<TimerAnswer>('/api/timer');
  const offset = clockOffset(answer.now);
  const rerender = () => {
    refreshTimerBadge();
    void renderTimerPanel(box);
  };
  const { timer, timeRules, round } = answer;
  const form = h('form', { id: 'timer-form', class: 'row' });
  const roundInput = h('input', { id: 'timer-round', inputmode: 'numeric', size: 3, 'data-field': 'round', value: round?.number ?? 1 });
  const minutes = h('input', { id: 'timer-minutes', inputmode: 'decimal', size: 4, 'data-field': 'minutes', value: localStorage.getItem(MINUTES_KEY) ?? '' });
  const running = timer !== null && timer.stoppedAt === null;
  // Starting and stopping the clock, and every table's time, are the judge's; a referee extends one table's time.
  const judge = !isReferee();
  if (judge) form.append(field(ht('timerRound'), roundInput, ht('hintTimerRound')), field(ht('timerMinutes'), minutes, ht('hintTimerMinutes')),
    h('button', { type: 'submit', id: 'timer-start' }, ht(running ? 'timerRestart' : 'timerStart')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    localStorage.setItem(MINUTES_KEY, minutes.value.trim());
    send(form, { action: 'start', round: roundInput.value.trim(), minutes: minutes.value.trim() }, rerender);
  });
  const clocks: Array<{ el: HTMLElement; rules: HTMLElement; table: number }> = [];
  let tablesList: HTMLElement | null = null;
  if (timer !== null) {
    const extend = (table: number | null, n: number, where: HTMLElement) => h('button', { type: 'button', class: 'extend', 'data-table': table ?? 'all', 'data-minutes': n, title: ht('hintExtend'),
      onclick: () => send(where, { action: 'extend', table, minutes: n }, rerender) }, `${n > 0 ? '+' : '−'}${Math.abs(n)} ${ht('minutesShort')}`);
    const tables = (round?.number === timer.round ? round.tables : []).map((t) => {
      const el = h('span', { class: 'clock', 'data-table': t.table });
      const rules = h('div', { class: 'time-rules-of-table' });
      clocks.push({ el, rules, table: t.table });
      const row = h('li', { class: 'timer-table', 'data-table': t.table }, h('strong', {}, `${ht('tableN')} ${t.table}`), ' ', el,
        extraMinutes(timer, t.table) !== 0 ? h('span', { class: 'muted' }, ` (${ht('timerExtra')} ${extraMinutes(timer, t.table)} ${ht('minutesShort')})`) : null, ' ');
      if (running) row.append(extend(t.table, 1, row), extend(t.table, 5, row), extend(t.table, -1, row));
      row.append(rules);
      return row;
    });
    const all = h('div', { class: 'row' });
    if (running && judge) all.append(h('span', {}, `${ht('timerAll')}:`), extend(null, 1, all), extend(null, 5, all),
      h('button', { type: 'button', id: 'timer-stop', onclick: () => send(all, { action: 'stop' }, rerender) }, ht('timerStop')));
    tablesList = h('div', {}, h('p', { id: 'timer-state' }, `${ht('timerRound')} ${timer.round}: ${timer.minutes} ${ht('minutesShort')}`,
      timer.stoppedAt !== null ? h('strong', {}, ` · ${ht('timerStopped')}`) : null), all, h('ul', { class: 'timer-tables' }, ...tables));
  }
  const rules = timeRules.length === 0 ? null : h('ul', { class: 'time-rules' }, ...timeRules.map((r) => h('li', { 'data-setting': r.setting },
    h('strong', {}, r.name[currentLang()]), ` — ${ht('timeRuleAt', { n: r.minutesBeforeEnd })} (${r.clause})`)));
  replace(box, h('h2', {}, ht('timer')), judge ? null : judgesPart('judgesTimer', 'timer'), form, timer === null ? h('p', { class: 'muted' }, ht('timerNone')) : tablesList, rules);
  // The panel may be drawn before its page is shown: the clocks tick from the start, and stop once this drawing of
  // the panel has left the page (the page changed, or the panel was drawn again).
  let shown = false;
  const tick = () => {
    if (timer === null || (shown && !form.isConnected)) return;
    shown ||= form.isConnected;
    const now = Date.now() + offset;
    for (const c of clocks) {
      const left = remainingMs(timer, c.table, now);
      c.el.textContent = left > 0 ? formatClock(left) : `${formatClock(left)} · ${ht('timerOver')}`;
      c.el.classList.toggle('over', left <= 0);
      replace(c.rules, ...ruleLines(timeRules, c.table, left));
    }
    setTimeout(tick, 1000 - ((Date.now() + offset) % 1000));
  };
  tick();
}
