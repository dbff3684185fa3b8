/**
 * The round timer in the desk's header, on every page: the round and the time left (every table's; a table's own
 * extension is on the hall page), and the name of a time rule of the regulation once it applies. It asks the
 * server again every 15 seconds, ticks every second, and leads to the hall page.
 */
import { getJson } from './api.js';
import { h, replace } from './dom.js';
import { ht } from './hall-texts.js';
import { currentLang } from './settings.js';
import { clockOffset, formatClock, remainingMs, rulesInForce, type TimerAnswer } from './timer-clock.js';

/** How often the badge asks the server (ms). */
const REFRESH_MS = 15_000;

/** Asks the server again now (the timer panel calls it after a change); nothing before the badge starts. */
let refreshNow: () => void = () => undefined;

/** Shows a timer the page has just changed without waiting for the next refresh. */
export function refreshTimerBadge(): void {
  refreshNow();
}

/** Starts the badge in `slot` (an element of the header). */
export function startTimerBadge(slot: HTMLElement): void {
  let answer: TimerAnswer | null = null;
  let offset = 0;
  const load = async () => {
    try {
      answer = await getJson<TimerAnswer>('/api/timer');
      offset = clockOffset(answer.now);
    } catch {
      // The desk is restarting: the badge keeps what it had.
    }
  };
  const fetchTimer = async () => {
    await load();
    setTimeout(() => void fetchTimer(), REFRESH_MS);
  };
  refreshNow = () => void load();
  const tick = () => {
    const timer = answer?.timer ?? null;
    if (timer === null || timer.stoppedAt !== null) {
      replace(slot);
      slot.hidden = true;
    } else {
      // Table 0 has no extension of its own: the time every table has.
      const left = remainingMs(timer, 0, Date.now() + offset);
      const rule = rulesInForce(answer!.timeRules, left)[0];
      slot.hidden = false;
      slot.classList.toggle('over', left <= 0);
      slot.classList.toggle('rule', rule !== undefined);
      replace(slot, h('a', { href: '#hall', id: 'timer-badge-link' }, `${ht('timerRound')} ${timer.round} · `, h('strong', {}, formatClock(left)),
        rule !== undefined ? ` · ${rule.name[currentLang()]}` : left <= 0 ? ` · ${ht('timerOver')}` : ''));
    }
    setTimeout(tick, 1000 - ((Date.now() + offset) % 1000));
  };
  void fetchTimer().then(tick);
}
