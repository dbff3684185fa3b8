/**
 * The hanchan sheet of a riichi table (`POST /api/riichi/sheet`): the problems of the hanchan as typed, its deals
 * one by one (round, dealer, honba, sticks, the ending, every player's change with the running score under it, the
 * payments with their rules and clauses), the sticks left, and the end of the game (place, score, uma, oka, chombo,
 * tournament points). Shown under the riichi form while the judge types (before saving) and under a saved table.
 */
import { postJson } from './api.js';
import { h, replace } from './dom.js';
import { describeNumber, signedNumber } from './decimal.js';
import type { PlayerLabel } from './player-label.js';
import { rt } from './riichi-texts.js';
import { currentLang } from './settings.js';

type Bilingual = { ru: string; en: string };

/** The sheet as the server answers it (app/server/riichi-sheet.ts). */
interface Sheet {
  problems: Array<{ code: string; field: string; message: string; text?: Bilingual }>;
  deals: Array<{
    n: number; round: string; dealer: string; honba: number; sticks: number; kind: 'win' | 'draw' | 'chombo';
    wins: Array<{ player: string; text: string; typed: boolean; typedText: Bilingual | null; counters: Record<string, number>; value: number; limit: Bilingual | null }>;
    payments: Array<{ from: string; to: string; amount: number; rule: Bilingual; clause: string }>;
    change: Record<string, number>;
    scores: Record<string, number>;
  }>;
  leftover: { sticks: number; to: string[]; each: number; clause: string; assumption?: { text: Bilingual; alternative?: Bilingual } } | null;
  standings: Array<{ player: string; place: number; tied: number; score: number; uma: number; oka: number; chombo: number; points: number }>;
}

/** The winds of a round's label (`E1`, `S2`) in the page's language: `В1`, `Ю2` in Russian. */
const WIND_LETTERS: Record<string, string> = { E: 'В', S: 'Ю', W: 'З', N: 'С' };

/** A round's label as the page writes it. */
function roundLabel(round: string): string {
  return currentLang() === 'ru' ? round.replace(/^[ESWN]/, (w) => WIND_LETTERS[w] ?? w) : round;
}

/** The ending of a deal in words: the winners with what they won, a draw, a chombo. */
function endingText(d: Sheet['deals'][number], who: PlayerLabel): string {
  if (d.kind === 'draw') return rt('draw');
  if (d.kind === 'chombo') return rt('chomboEnding');
  const lang = currentLang();
  return d.wins.map((w) => `${who(w.player)}: ${w.typed ? `${w.typedText?.[lang] ?? w.text} (${rt('typed')})` : w.text}, ${rt('value')} ${w.value}${w.limit !== null ? ` — ${w.limit[lang]}` : ''}`).join('; ');
}

/** The sheet's tables. */
function sheetNodes(s: Sheet, players: readonly string[], who: PlayerLabel): HTMLElement[] {
  const lang = currentLang();
  if (s.problems.length > 0) {
    return [h('div', { class: 'riichi-problems', role: 'alert' }, h('strong', {}, rt('sheetProblems')),
      h('ul', {}, ...s.problems.map((p) => h('li', { 'data-code': p.code, 'data-field': p.field }, `${p.text !== undefined ? p.text[lang] : p.message} (${p.code})`))))];
  }
  const out: HTMLElement[] = [];
  if (s.deals.length > 0) {
    const rows = s.deals.flatMap((d) => [
      h('tr', { class: 'riichi-deal-row', 'data-deal': d.n },
        h('td', { class: 'num' }, d.n), h('td', {}, roundLabel(d.round)), h('td', {}, who(d.dealer)), h('td', { class: 'num' }, d.honba), h('td', { class: 'num' }, d.sticks),
        h('td', { class: 'riichi-ending' }, endingText(d, who)),
        ...players.map((p) => h('td', { class: 'num', 'data-player': p }, d.change[p] === 0 ? '' : signedNumber(d.change[p] ?? 0), h('br'), h('small', { class: 'riichi-running', 'data-player': p }, String(d.scores[p] ?? ''))))),
      ...(d.payments.length > 0 ? [h('tr', { class: 'riichi-payments muted' }, h('td', {}), h('td', { colspan: 5 + players.length },
        // Each payment with its rule; the clause as the regulation cites it (its rule book's words), marked as such.
        ...d.payments.flatMap((x, k) => [k > 0 ? ' · ' : '', `${x.from === 'table' ? rt('table') : who(x.from)} → ${x.to === 'table' ? rt('table') : who(x.to)} ${describeNumber(x.amount)} ${x.rule[lang]} `, h('span', { class: 'clause' }, `(${x.clause})`)])))] : []),
    ]);
    out.push(h('div', { class: 'scroll-x' }, h('table', { class: 'grid riichi-deals' },
      h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, rt('round')), h('th', {}, rt('dealer')), h('th', {}, rt('honba')), h('th', {}, rt('sticks')), h('th', {}, rt('result')), ...players.map((p) => h('th', { 'data-player': p }, who(p))))),
      h('tbody', {}, ...rows))));
  }
  const left = s.leftover;
  if (left !== null && left.sticks > 0) {
    out.push(h('p', { class: 'riichi-leftover' }, left.to.length > 0 ? rt('leftover', { sticks: left.sticks, to: left.to.map(who).join(', '), each: left.each }) : rt('leftoverNobody', { sticks: left.sticks })));
    // Who gets them is the regulation's reading of the text where it records one: the judge sees it and its alternative.
    const a = left.assumption;
    if (a !== undefined) {
      out.push(h('p', { class: 'riichi-leftover-assumption muted' }, h('small', {}, `${rt('assumed')} (${left.clause}): ${a.text[lang]}`,
        a.alternative !== undefined ? ` ${rt('otherwise')}: ${a.alternative[lang]}` : '')));
    }
  }
  if (s.standings.length > 0) {
    out.push(h('table', { class: 'grid riichi-standings' },
      h('caption', {}, rt('end')),
      h('thead', {}, h('tr', {}, ...(['place', 'player', 'score', 'uma', 'oka', 'chombo', 'points'] as const).map((k) => h('th', {}, rt(k))))),
      h('tbody', {}, ...s.standings.map((x) => h('tr', { 'data-player': x.player },
        h('td', { class: 'num' }, x.tied > 1 ? `${x.place}–${x.place + x.tied - 1}` : x.place), h('td', {}, who(x.player)), h('td', { class: 'num riichi-score' }, x.score),
        h('td', { class: 'num riichi-uma' }, signedNumber(x.uma)), h('td', { class: 'num riichi-oka' }, signedNumber(x.oka)), h('td', { class: 'num riichi-chombo' }, x.chombo === 0 ? '0' : signedNumber(x.chombo)),
        h('td', { class: 'num riichi-points' }, signedNumber(x.points)))))));
  }
  return out;
}

/**
 * A box that shows the sheet of a hanchan at a table; `show` asks the server again (the latest answer wins). `who`
 * names a player (default: the id).
 */
export function riichiSheetBox(round: number, table: number, players: readonly string[], path = '/api/riichi/sheet', who: PlayerLabel = (id) => id): { box: HTMLElement; show: (hanchan: unknown) => Promise<void> } {
  const box = h('div', { class: 'riichi-sheet', 'data-round': round, 'data-table': table, 'aria-live': 'polite' });
  let asked = 0;
  return {
    box,
    async show(hanchan) {
      const mine = ++asked;
      box.dataset.state = 'busy';
      // The judge's route, or the players' (`/play/riichi-sheet?code=`: the table's code instead of a token).
      const answer = await postJson(`${path}${path.includes('?') ? '&' : '?'}lang=${currentLang()}`, { round, table, hanchan });
      if (mine !== asked) return;
      box.dataset.state = 'ready';
      if (answer.status !== 200) {
        const errors = (answer.body.errors as Array<{ message: string; text?: Bilingual }> | undefined) ?? [];
        replace(box, h('p', { class: 'form-error' }, errors.map((e) => e.text?.[currentLang()] ?? e.message).join('; ') || String(answer.body.error ?? answer.status)));
        return;
      }
      replace(box, h('h4', {}, rt('sheet')), ...sheetNodes(answer.body as unknown as Sheet, players, who));
    },
  };
}

/** The sheet of a saved riichi table, drawn when the server answers; `who` names a player (by default his id). */
export function savedRiichiSheet(round: number, table: number, players: readonly string[], hanchan: unknown, who?: PlayerLabel): HTMLElement {
  const sheet = riichiSheetBox(round, table, players, undefined, who);
  void sheet.show(hanchan);
  return sheet.box;
}

/** Whether an entry is a riichi table's saved hanchan (`form`: the table's form its game declares). */
export function isRiichiResult(form: string, e: { kind: string; payload: unknown }): boolean {
  return form === 'hanchan' && e.kind === 'result' && typeof e.payload === 'object' && e.payload !== null && 'hanchan' in e.payload;
}
