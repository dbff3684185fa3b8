/**
 * The changes of seats between deals (`seat-changes` of a table, recorded as a `seating` entry with a table) as a
 * printout explains them under the standings: which table, after which deal, who sat where from then on, and that
 * the deals before were counted with the seats they were played with. HTML, escaped.
 */
import { escapeHtml, type Lang } from '../../present/index.js';
import { seatsAtDeal, type EventData, type RegulationIR } from '../../runtime/index.js';

const TEXT = {
  title: { ru: 'Пересадки по ходу тура', en: 'Changes of seats during a round' },
  line: {
    ru: (round: number, table: number, after: number) => `Тур ${round}, стол ${table}: после сдачи ${after} игроки пересели`,
    en: (round: number, table: number, after: number) => `Round ${round}, table ${table}: after deal ${after} the players changed seats`,
  },
  kept: {
    ru: (after: number) => `сдачи 1–${after} посчитаны с местами, на которых их сыграли, следующие — с новыми`,
    en: (after: number) => `deals 1–${after} are counted with the seats they were played with, the later ones with the new seats`,
  },
  was: { ru: 'было', en: 'before' },
  fromDeal: {
    ru: (deal: number) => `Места с сдачи ${deal} (после пересадки или замены по ходу тура)`,
    en: (deal: number) => `Seats from deal ${deal} (after a change of seats or a substitution during the round)`,
  },
  now: { ru: 'стало', en: 'now' },
};

/** The seats' letters in the order of the table's players (East, South, West, North at the first deal). */
const SEATS: Record<Lang, string[]> = { ru: ['В', 'Ю', 'З', 'С'], en: ['E', 'S', 'W', 'N'] };

/** The section of the seat changes in the rounds up to `afterRound`; '' when there are none. */
export function seatChangesHtml(event: EventData, afterRound: number, lang: Lang): string {
  const names = new Map(event.players.map((p) => [p.id, p.name] as const));
  const label = (id: string) => (names.has(id) && names.get(id) !== id ? `${names.get(id)!} (${id})` : id);
  const seats = (players: readonly string[]) => players.map((p, k) => `${SEATS[lang][k] ?? k + 1} ${label(p)}`).join(', ');
  const items: string[] = [];
  event.rounds.slice(0, afterRound).forEach((round, ri) => round.tables.forEach((table, ti) => {
    let before = table.players;
    for (const change of table['seat-changes'] ?? []) {
      const after = change['after-deal'];
      items.push(`<li class="seat-change" data-round="${ri + 1}" data-table="${ti + 1}" data-after-deal="${after}">${escapeHtml(
        `${TEXT.line[lang](ri + 1, ti + 1, after)}: ${TEXT.was[lang]} ${seats(before)}; ${TEXT.now[lang]} ${seats(change.players)}. ${TEXT.kept[lang](after)}.`)}</li>`);
      before = change.players;
    }
  }));
  return items.length === 0 ? '' : `<h2>${escapeHtml(TEXT.title[lang])}</h2>\n<ul class="seat-changes">${items.join('\n')}</ul>\n`;
}

/** A page with the seat changes' section put before its end (`</body>`). */
export function withSeatChanges(page: string, section: string): string {
  const at = page.lastIndexOf('</body>');
  return section === '' || at < 0 ? page : `${page.slice(0, at)}${section}${page.slice(at)}`;
}

/**
 * The seats a printout of a table gives (a table card, a blank score sheet): those of the table's next deal, so that
 * a card or a sheet printed after a change of seats (the judge's, or the regulation's after a wind round) or a
 * substitution between deals shows the table as it plays now. `fromDeal` is that next deal when the seats are not the
 * round's first ones (null when they are).
 */
export function printedSeats(ir: RegulationIR, event: EventData, roundIndex: number, tableIndex: number): { players: string[]; fromDeal: number | null } {
  const table = event.rounds[roundIndex]?.tables[tableIndex];
  const played = table?.deals?.length ?? 0;
  const players = seatsAtDeal(ir, event, roundIndex, tableIndex, played);
  const same = table !== undefined && players.length === table.players.length && players.every((p, k) => p === table.players[k]);
  return { players, fromDeal: same ? null : played + 1 };
}

/** The line under a printed table saying which deals its seats are for ('' when they are the round's first). */
export function printedSeatsLine(fromDeal: number | null, lang: Lang): string {
  return fromDeal === null ? '' : `<p class="seats-from" data-from-deal="${fromDeal}">${escapeHtml(TEXT.fromDeal[lang](fromDeal))}</p>`;
}
