/**
 * The event file as the runtime sees it (schemas/event.schema.json, docs/event-format.md): players, rounds, tables,
 * deals and penalties, and the checks of an event that need no regulation.
 * Input: event data already shaped by the schema (cli/event-file.ts reads and validates a file; store/ rebuilds the
 * same shape from protocol entries). Output: `EventData` (every deal tagged with a `kind`), its file form
 * (`eventToFile`), who sits where at each deal, and `EventProblem`s: a diagnostic code (registered in
 * compiler/diagnostics/codes.ts), a message and a path into the event data. The checks never throw.
 */
import { DEAL_WIN_CIRCUMSTANCES } from '../mahjong/circumstances.js';
import type { WinFrom } from '../mahjong/score-types.js';
import type { Bilingual } from '../ir/types.js';
import type { PlayerId, SeatWind } from './types.js';
import { decimalText } from '../text/decimal.js';

/** How a round's tables were drawn. */
export type SeatingMethod = 'lot' | 'strongest-with-strongest' | 'judge';

/** A registered player; `from-round` for a late entry, `withdrawn-after` for a player who left. */
export interface EventPlayer {
  id: PlayerId;
  name: string;
  /** First round the player plays (late entry); absent: from round 1. */
  'from-round'?: number;
  /** Last round the player plays; absent: to the end. */
  'withdrawn-after'?: number;
}

/** A substitution: `in` takes `out`'s place and carries `out`'s results on. */
export interface EventSubstitution {
  out: PlayerId;
  in: PlayerId;
  /** Between deals: `in` plays from the deal after this one of `out`'s table; absent: from the start of the round. */
  'after-deal'?: number;
  /**
   * A forced substitution (the judge's sanction): `in` may be a player of the event, where the regulation allows it
   * (`tournament.played-substitutes`, checked with the regulation); his own earlier results are then set aside.
   */
  forced?: true;
}

/**
 * A change of seats at a table between deals (a judge moves players who sat in the wrong places, noticed after some
 * deals): the deals up to `after-deal` keep the seats they were played with, the deals after it are played with
 * `players` in seat order. Who is East at a deal still follows the seat (the wind passes from seat to seat as the
 * regulation says); the players are who sit in those seats from then on.
 */
export interface EventSeatChange {
  /** The players take their new seats after this deal of the table (1-based). */
  'after-deal': number;
  /** The same players, in the seat order of the first deal's East, South, West, North. */
  players: PlayerId[];
}

/** A penalty (or bonus) of a player: explicit vists or points, or a named penalty rule of the regulation. */
export interface EventPenalty {
  player: PlayerId;
  vists?: number;
  points?: number;
  /** Clause of the regulation the penalty applies. */
  clause?: string;
  /** Id of a penalty rule of the regulation; without vists/points the engine applies the rule's numbers. */
  rule?: string;
  /** A sanction: tournament points added to the player's total (negative), where the regulation provides for it. */
  'tournament-points'?: number;
  /** A sanction: the player is disqualified (out from then on), where the regulation provides for it. */
  disqualified?: true;
  /** Why: required in spirit for a judge's arbitrary penalty. */
  reason?: string;
}

/** How a deal was won, for a deal the engine scores from the hands. */
export interface EventWin {
  player: PlayerId;
  from: WinFrom;
  /** Who discarded the winning tile (`discard`) or whose kong was robbed (`robbing`). */
  discarder?: PlayerId;
  'last-tile'?: boolean;
  'immediate-calling'?: boolean;
  heavenly?: boolean;
  earthly?: boolean;
  'kong-on-kong'?: boolean;
}

/** A deal whose result was recorded at the table: vists (classical) or points (Sichuan) per player. */
export interface RecordedDeal {
  kind: 'recorded';
  vists?: Record<PlayerId, number>;
  points?: Record<PlayerId, number>;
  /** Who won; several players in Sichuan; absent for a redeal. */
  mahjong?: PlayerId | PlayerId[];
  /** Whether the mahjong was a limit hand. */
  limit?: boolean;
  penalties?: EventPenalty[];
  note?: string;
}

/** A deal given as the players' hands: the engine scores and settles it. */
export interface HandsDeal {
  kind: 'hands';
  /** Hand notation per player at the table. */
  hands: Record<PlayerId, string>;
  /** Absent: nobody won (a redeal, or play stopped by a penalty). */
  win?: EventWin;
  penalties?: EventPenalty[];
  note?: string;
}

/**
 * A won deal given by the winning hand's value as counted at the table (MCR: its fans), not by the hands: the engine
 * settles it by the regulation's payments (scoring.payments; runtime/tournament/fans-outcome.ts).
 */
export interface FansDeal {
  kind: 'fans';
  /** The winner, where the winning tile came from, and the discarder (or whose kong was robbed). */
  win: Pick<EventWin, 'player' | 'from' | 'discarder'>;
  /** The winning hand's value (its total, as `reglament score` prints it). */
  fans: number;
  /**
   * The points among `fans` of each tag the regulation's declaration rule reads (MCR: `flowers`, the flower fans), so
   * that the rule is checked as on the hand (8 fans without the flowers); a tag not given counts 0.
   */
  tagged?: Record<string, number>;
  penalties?: EventPenalty[];
  note?: string;
}

/** A Sichuan deal given as its events: the engine keeps the ledger (games/sichuan/ledger.ts). */
export interface EventsDeal {
  kind: 'events';
  /** Each player's void suit. */
  void?: Record<PlayerId, 'm' | 'p' | 's'>;
  /** The events in order, read by games/sichuan/deal-read.ts when the event is run. */
  events: Array<Record<string, unknown>>;
  penalties?: EventPenalty[];
  note?: string;
}

/** A redeal (drawn deal) recorded as such. */
export interface RedealDeal {
  kind: 'redeal';
  redeal: true;
  penalties?: EventPenalty[];
  note?: string;
}

/** One deal of a table. */
export type EventDeal = RecordedDeal | HandsDeal | FansDeal | EventsDeal | RedealDeal;

/** A deal as written in the file: without the `kind` tag. */
export type EventFileDeal = Omit<RecordedDeal, 'kind'> | Omit<HandsDeal, 'kind'> | Omit<FansDeal, 'kind'> | Omit<EventsDeal, 'kind'> | Omit<RedealDeal, 'kind'>;

/** One table of a round; `D` is the deal type (tagged in `EventData`, untagged in the file). */
export interface EventTable<D = EventDeal> {
  /** Players in seat order East, South, West, North at the first deal. */
  players: PlayerId[];
  /** The prevailing wind drawn at this table. */
  wind?: SeatWind;
  /** Changes of seats between deals, in the order of their `after-deal`. */
  'seat-changes'?: EventSeatChange[];
  deals?: D[];
  /** Penalties of the table outside any deal (a judge's, "last deal" ignored, ...). */
  penalties?: EventPenalty[];
  /** The table's result as a whole (preference: a pulya's settlement). */
  vists?: Record<PlayerId, number>;
  /** A preference pulya record (format defined later). */
  pulya?: Record<string, unknown>;
  /** A riichi hanchan: its deals (as in a hanchan file) or its final scores (games/riichi/table.ts). */
  hanchan?: Record<string, unknown>;
}

/** The keys under which a table is given whole by a game's own record (runtime/tournament/table-rules.ts TableRecord). */
export const TABLE_RECORD_KEYS = ['pulya', 'hanchan'] as const;

/** A key under which a table is given whole by a game's own record. */
export type TableRecordKey = (typeof TABLE_RECORD_KEYS)[number];

/** The keys of a table's result as a whole: its vists, or a game's record (a pulya, a hanchan). */
export const TABLE_RESULT_KEYS = ['vists', ...TABLE_RECORD_KEYS] as const;

/** Whether a table's result is given as a whole (vists, or a game's record) rather than by its deals. */
export function tableResultGiven(table: Pick<EventTable<unknown>, (typeof TABLE_RESULT_KEYS)[number]>): boolean {
  return TABLE_RESULT_KEYS.some((key) => table[key] !== undefined);
}

/** One round (tour). */
export interface EventRound<D = EventDeal> {
  /** The prevailing wind of the round, if drawn or decided. */
  wind?: SeatWind;
  seating?: SeatingMethod;
  substitutions?: EventSubstitution[];
  tables: EventTable<D>[];
}

/** A whole event: the regulation it runs under, the seed of its draws, players and rounds. */
export interface EventData<D = EventDeal> {
  /** Path of the regulation file, relative to the event file. */
  regulation: string;
  seed: number;
  players: EventPlayer[];
  rounds: EventRound<D>[];
}

/** An event in its file form (deals untagged), ready to write as YAML or JSON. */
export type EventFile = EventData<EventFileDeal>;

/** A code of a problem found by `checkEvent`. */
export type EventProblemCode =
  | 'event/unknown-player'
  | 'event/duplicate-player'
  | 'event/player-rounds'
  | 'event/inactive-player'
  | 'event/seated-twice'
  | 'event/substitution'
  | 'event/seat-change'
  | 'event/result-players'
  | 'event/vists-sum'
  | 'event/hands-players'
  | 'event/win-player'
  | 'event/discarder'
  | 'event/penalty-player';

/** A problem of an event, at a path (keys and 0-based indices) into its data. */
export interface EventProblem {
  code: EventProblemCode;
  message: string;
  path: Array<string | number>;
  hint?: string;
  /** The message in both languages (`en` is `message`). */
  text: Bilingual;
}

/** A text in both languages: the place of a problem (`table 1 in round 2` / `стол 1 тура 2`) or its message. */
type Words = Bilingual;

/** `where: what` in both languages. */
function atWords(where: Words, en: string, ru: string): Words {
  return { en: `${where.en}: ${en}`, ru: `${where.ru}: ${ru}` };
}

/** A problem whose message is `text` (English as `message`). */
function problem(code: EventProblemCode, path: Array<string | number>, text: Words, hint?: string): EventProblem {
  return { code, message: text.en, path, ...(hint !== undefined ? { hint } : {}), text };
}

/** A table's name in both languages. */
function tableWords(table: number, round: number): Words {
  return { en: `table ${table} in round ${round}`, ru: `стол ${table}, тур ${round}` };
}

/** What a per-player map holds, in both languages: its name and its genitive plural (`no vists for C`). */
const WHAT: Record<'vists' | 'points' | 'hands', { en: string; ru: string; ruOf: string }> = {
  vists: { en: 'vists', ru: 'висты', ruOf: 'вистов' },
  points: { en: 'points', ru: 'очки', ruOf: 'очков' },
  hands: { en: 'hands', ru: 'руки', ruOf: 'рук' },
};

/** The roles of a player named in a deal, in both languages. */
const ROLE = {
  penalised: { en: 'penalised player', ru: 'оштрафованный игрок' },
  winner: { en: 'the winner', ru: 'победитель сдачи' },
  discarder: { en: 'the discarder', ru: 'сбросивший выигрышную кость' },
  robbed: { en: 'the player whose kong was robbed', ru: 'игрок, у которого ограбили конг' },
} satisfies Record<string, Words>;

/** The kind of a deal written in the file: `hands`, `fans` or `events` if it has them, `redeal` if it says so, else `recorded`. */
export function classifyDeal(deal: object): EventDeal['kind'] {
  if ('hands' in deal) return 'hands';
  if ('fans' in deal) return 'fans';
  if ('events' in deal) return 'events';
  if ('redeal' in deal) return 'redeal';
  return 'recorded';
}

/** Tags every deal of a schema-valid event file with its kind (`rounds` may be absent in the file). */
export function eventFromFile(file: Omit<EventFile, 'rounds'> & { rounds?: EventFile['rounds'] }): EventData {
  return {
    regulation: file.regulation,
    seed: file.seed,
    players: file.players,
    rounds: (file.rounds ?? []).map((round) => ({
      ...round,
      tables: round.tables.map((table) => {
        const { deals, ...rest } = table;
        return deals === undefined ? rest : { ...rest, deals: deals.map(tagDeal) };
      }),
    })),
  };
}

/** A file deal with its kind. */
function tagDeal(deal: EventFileDeal): EventDeal {
  return { kind: classifyDeal(deal), ...deal } as EventDeal;
}

/** Copies the keys of `source` in the order given, skipping absent ones. */
function pick(source: object, keys: readonly string[]): Record<string, unknown> {
  const record = source as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys) if (record[key] !== undefined) out[key] = record[key];
  return out;
}

const PENALTY_KEYS = ['player', 'vists', 'points', 'rule', 'tournament-points', 'disqualified', 'clause', 'reason'] as const;
const WIN_KEYS = ['player', 'from', 'discarder', ...DEAL_WIN_CIRCUMSTANCES.map((c) => c.key)];

/** The file form of a deal: kind dropped, keys in the documented order. */
function untagDeal(deal: EventDeal): EventFileDeal {
  const penalties = deal.penalties?.map((p) => pick(p, PENALTY_KEYS));
  switch (deal.kind) {
    case 'recorded':
      return pick({ ...deal, penalties }, ['vists', 'points', 'mahjong', 'limit', 'penalties', 'note']) as EventFileDeal;
    case 'hands':
      return pick({ ...deal, penalties, win: deal.win && pick(deal.win, WIN_KEYS) }, ['hands', 'win', 'penalties', 'note']) as EventFileDeal;
    case 'fans':
      return pick({ ...deal, penalties, win: pick(deal.win, ['player', 'from', 'discarder']) }, ['win', 'fans', 'tagged', 'penalties', 'note']) as EventFileDeal;
    case 'events':
      return pick({ ...deal, penalties }, ['void', 'events', 'penalties', 'note']) as EventFileDeal;
    case 'redeal':
      return pick({ ...deal, penalties }, ['redeal', 'penalties', 'note']) as EventFileDeal;
  }
}

/** The file form of an event: deals untagged, keys in the documented order (deterministic output). */
export function eventToFile(event: EventData): EventFile {
  return {
    regulation: event.regulation,
    seed: event.seed,
    players: event.players.map((p) => pick(p, ['id', 'name', 'from-round', 'withdrawn-after']) as unknown as EventPlayer),
    rounds: event.rounds.map((round) => {
      const out = pick(round, ['wind', 'seating']);
      if (round.substitutions !== undefined) out.substitutions = round.substitutions.map((s) => pick(s, ['out', 'in', 'after-deal', 'forced']));
      out.tables = round.tables.map((table) =>
        pick(
          {
            ...table,
            deals: table.deals?.map(untagDeal),
            penalties: table.penalties?.map((p) => pick(p, PENALTY_KEYS)),
          },
          ['players', 'wind', 'seat-changes', 'deals', 'penalties', 'vists', 'pulya', 'hanchan'],
        ),
      );
      return out as unknown as EventRound<EventFileDeal>;
    }),
  };
}

/** No winner (shared, frozen). */
const NO_WINNERS: readonly PlayerId[] = Object.freeze([]);

/**
 * The winners of a recorded deal (dealWinners): one list per winner shared by the deals he won, as an outcome's
 * winners are read-only. A list per deal lived through the evaluation with its outcome, a fifth of what the young
 * generation's collections copied on a large event.
 */
export function recordedWinners(deal: RecordedDeal, lists: Map<PlayerId, readonly PlayerId[]>): readonly PlayerId[] {
  const winner = deal.mahjong;
  if (winner === undefined) return NO_WINNERS;
  if (typeof winner !== 'string') return dealWinners(deal);
  let list = lists.get(winner);
  if (list === undefined) {
    list = [winner];
    lists.set(winner, list);
  }
  return list;
}

/** The winners of a deal: none for a redeal or an unwon deal, several for a Sichuan deal with several mahjongs (a
 *  deal given as events has its winners only once it is run). */
export function dealWinners(deal: EventDeal): PlayerId[] {
  switch (deal.kind) {
    case 'recorded':
      return deal.mahjong === undefined ? [] : Array.isArray(deal.mahjong) ? deal.mahjong : [deal.mahjong];
    case 'hands':
      return deal.win === undefined ? [] : [deal.win.player];
    case 'fans':
      return [deal.win.player];
    case 'events':
    case 'redeal':
      return [];
  }
}

/**
 * How the regulation moves the players of a table between its recorded seatings (wind-round-seats.ts): the seats
 * as recorded for the deals from `from` on (0-based; 0: the table's first seating), as they are at deal `dealIndex`.
 */
export type SeatMoves = (seats: readonly PlayerId[], from: number, dealIndex: number) => PlayerId[];

/**
 * Who sits at a table at a deal (0-based indices), in the seat order of the first deal: the table's players, as
 * its last seat change before the deal put them (`seat-changes`), moved by `moves` where the regulation moves them
 * (its seat chart after each wind round), with substitutes put in for the deals after their `after-deal`.
 */
export function playersAtDeal(event: EventData, roundIndex: number, tableIndex: number, dealIndex: number, moves?: SeatMoves): PlayerId[] {
  const round = event.rounds[roundIndex];
  const table = round?.tables[tableIndex];
  if (round === undefined || table === undefined) return [];
  const changes = table['seat-changes'];
  const change = changes === undefined ? undefined : changes.filter((c) => c['after-deal'] <= dealIndex).at(-1);
  const recorded = change?.players ?? table.players;
  const seats = moves === undefined ? recorded.slice() : moves(recorded, change?.['after-deal'] ?? 0, dealIndex);
  const substitutions = round.substitutions;
  if (substitutions === undefined) return seats;
  for (const sub of substitutions) {
    const after = sub['after-deal'];
    if (after === undefined || dealIndex < after) continue;
    const seat = seats.indexOf(sub.out);
    if (seat >= 0) seats[seat] = sub.in;
  }
  return seats;
}

/** Everyone who sat at a table at some deal of the round: its players and the substitutes who came in between deals. */
export function playersOfTable(event: EventData, roundIndex: number, tableIndex: number): PlayerId[] {
  const round = event.rounds[roundIndex];
  const table = round?.tables[tableIndex];
  if (round === undefined || table === undefined) return [];
  const all = [...table.players];
  for (const sub of round.substitutions ?? []) {
    if (sub['after-deal'] !== undefined && all.includes(sub.out) && !all.includes(sub.in)) all.push(sub.in);
  }
  return all;
}

/** The rounds (1-based, inclusive) a player plays, and why they start and end where they do. */
export interface PlayerActivity {
  first: number;
  /** Infinity: to the end of the event. */
  last: number;
  /** Round in which the player came in as a substitute. */
  substituteIn?: number;
  /**
   * For a forced substitute who had played in the event under his own name: the round of the substitution (his own
   * results before it are set aside; his row carries on the results of whom he replaced).
   */
  setAsideBefore?: number;
  /** Round in which the player was substituted out (`last` is that round if it was between deals). */
  substitutedOut?: number;
  /** Who replaced the player. */
  replacedBy?: PlayerId;
  /** The disqualification of the player (`last` is its round). */
  disqualified?: Disqualification;
}

/** A player's disqualification: the round (1-based) and table where it was recorded, its clause and reason. */
export interface Disqualification {
  round: number;
  table: number;
  clause?: string;
  reason?: string;
}

/** The first disqualification of each player in the event: recorded with a deal or a table (the earliest round). */
export function disqualificationsOf(event: EventData): Map<PlayerId, Disqualification> {
  const out = new Map<PlayerId, Disqualification>();
  const note = (penalties: readonly EventPenalty[] | undefined, ri: number, ti: number) => {
    if (penalties === undefined) return;
    for (const p of penalties) {
      if (p.disqualified !== true || out.has(p.player)) continue;
      out.set(p.player, { round: ri + 1, table: ti + 1, ...(p.clause !== undefined ? { clause: p.clause } : {}), ...(p.reason !== undefined ? { reason: p.reason } : {}) });
    }
  };
  // The deals' penalties in order, then the table's (no list of them built, no function per table: most deals have none).
  for (let ri = 0; ri < event.rounds.length; ri++) {
    const tables = event.rounds[ri]!.tables;
    for (let ti = 0; ti < tables.length; ti++) {
      const table = tables[ti]!;
      if (table.deals !== undefined) for (const d of table.deals) note(d.penalties, ri, ti);
      note(table.penalties, ri, ti);
    }
  }
  return out;
}

/** When each registered player plays: `from-round`, `withdrawn-after` and the substitutions of the rounds. */
export function describeActivity(event: EventData): Map<PlayerId, PlayerActivity> {
  return computeActivity(event, []).activity;
}

/** Whether a player with this activity (undefined: not registered) plays in a round (1-based). */
export function isActiveIn(activity: PlayerActivity | undefined, round: number): boolean {
  return activity !== undefined && round >= activity.first && round <= activity.last;
}

/** Activity of every player; substitution problems are pushed to `problems`. */
function computeActivity(event: EventData, problems: EventProblem[]): { activity: Map<PlayerId, PlayerActivity> } {
  const activity = new Map<PlayerId, PlayerActivity>();
  for (const p of event.players) {
    if (activity.has(p.id)) continue;
    activity.set(p.id, { first: p['from-round'] ?? 1, last: p['withdrawn-after'] ?? Number.POSITIVE_INFINITY });
  }
  const seatedIn = (player: PlayerId, round: number) =>
    event.rounds[round - 1]?.tables.some((t) => t.players.includes(player)) ?? false;
  // Made at the first substitution: most events have none, and playersOf reads the activity on every standings.
  let registered: Map<PlayerId, EventData['players'][number]> | undefined;
  const registeredOf = () => (registered ??= new Map(event.players.map((p) => [p.id, p] as const)));

  event.rounds.forEach((round, ri) => {
    const r = ri + 1;
    (round.substitutions ?? []).forEach((sub, si) => {
      const place = ['rounds', ri, 'substitutions', si];
      const where: Words = { en: `round ${r}, substitution ${si + 1}`, ru: `тур ${r}, замена ${si + 1}` };
      const report = (en: string, ru: string, key: string, hint?: string) =>
        problems.push(problem('event/substitution', [...place, key], atWords(where, en, ru), hint));
      let ok = true;
      for (const key of ['out', 'in'] as const) {
        if (!registeredOf().has(sub[key])) {
          problems.push(unknownPlayer(sub[key], [...place, key], where));
          ok = false;
        }
      }
      if (!ok) return;
      if (sub.out === sub.in) return report(`out and in are the same player (${sub.out})`, `уходит и входит один и тот же игрок (${sub.out})`, 'in');
      const out = activity.get(sub.out)!;
      const incoming = activity.get(sub.in)!;
      if (incoming.substitutedOut !== undefined) {
        return report(`${sub.in} was substituted out in round ${incoming.substitutedOut} and cannot come back (no reverse substitution)`,
          `игрока ${sub.in} заменили в туре ${incoming.substitutedOut}; вернуться нельзя (обратной замены нет)`, 'in');
      }
      if (incoming.substituteIn !== undefined) return report(`${sub.in} already came in as a substitute in round ${incoming.substituteIn}`, `замена с входом игрока ${sub.in} уже записана в туре ${incoming.substituteIn}`, 'in');
      if (out.substitutedOut !== undefined) return report(`${sub.out} was already substituted out in round ${out.substitutedOut}`, `замена игрока ${sub.out} уже была в туре ${out.substitutedOut}`, 'out');
      if (r < out.first || r > out.last) {
        return report(`${sub.out} does not play in round ${r}, so nobody can replace them there`, `игрок ${sub.out} не играет в туре ${r}, заменять некого`, 'out');
      }
      let played = false;
      for (let earlier = 1; earlier < r && !played; earlier++) {
        if (!seatedIn(sub.in, earlier)) continue;
        // A forced substitution may bring in a player of the event where the regulation allows it (checked with the
        // regulation: checkPlayedSubstitutes); his own results are then set aside.
        if (sub.forced !== true) {
          return report(
            `${sub.in} played in round ${earlier} under their own name; a substitute carries on ${sub.out}'s results and cannot have results of their own`,
            `у игрока ${sub.in} есть свои результаты в туре ${earlier}; заменяющий продолжает результаты игрока ${sub.out} и своих иметь не может`,
            'in',
            'only a forced substitution (the judge\'s sanction, `forced: true`) may bring in a player of the event, where the regulation allows it',
          );
        }
        played = true;
      }
      const fromRound = registeredOf().get(sub.in)!['from-round'];
      if (!played && fromRound !== undefined && fromRound !== r) {
        return report(`${sub.in} has from-round ${fromRound} but comes in by substitution in round ${r}`, `у игрока ${sub.in} первый тур ${fromRound} (from-round), а замена — в туре ${r}`, 'in', `a substitute's first round is that of the substitution: remove from-round or set it to ${r}`);
      }
      const afterDeal = sub['after-deal'];
      if (afterDeal !== undefined) {
        if (!seatedIn(sub.out, r)) return report(`after-deal needs ${sub.out} at a table of round ${r}`, `замена после сдачи: игрок ${sub.out} должен сидеть за столом тура ${r}`, 'after-deal');
        if (seatedIn(sub.in, r)) return report(`${sub.in} already sits at a table of round ${r}`, `игрок ${sub.in} уже сидит за столом тура ${r}`, 'in');
      }
      out.substitutedOut = r;
      out.replacedBy = sub.in;
      out.last = Math.min(out.last, afterDeal !== undefined ? r : r - 1);
      incoming.substituteIn = r;
      if (played) incoming.setAsideBefore = r;
      else incoming.first = r;
    });
  });
  for (const [player, dq] of disqualificationsOf(event)) {
    const a = activity.get(player);
    if (a === undefined) continue;
    a.disqualified = dq;
    a.last = Math.min(a.last, dq.round);
  }
  return { activity };
}

/** "+20", "-8", "0.5". */
function signed(n: number): string {
  const rounded = Math.round(n * 1e6) / 1e6;
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

/** The problem for an id that is not a registered player. */
function unknownPlayer(id: string, path: Array<string | number>, where: Words): EventProblem {
  return problem('event/unknown-player', path, atWords(where, `"${id}" is not a registered player`, `«${id}» — нет такого зарегистрированного игрока`),
    'register the player under `players:` (id and name), or fix the id');
}

/** Whether a sum is zero up to floating-point noise. */
function isZero(n: number): boolean {
  return Math.abs(n) < 1e-9;
}

/**
 * Checks an event without its regulation: players registered once, table players registered and active in the
 * round, nobody seated twice, valid substitutions, recorded vists/points for exactly the players at the table and
 * summing to zero, hands for exactly the players at the table, winner and discarder at the table, penalised players
 * at the table. Returns every problem found; never throws.
 */
export function checkEvent(event: EventData): EventProblem[] {
  const problems: EventProblem[] = [];
  const registered = new Set<PlayerId>();
  event.players.forEach((p, i) => {
    if (registered.has(p.id)) {
      problems.push(problem('event/duplicate-player', ['players', i, 'id'], { en: `player "${p.id}" is registered twice`, ru: `игрок «${p.id}» зарегистрирован дважды` }, 'each player id must be unique'));
    }
    registered.add(p.id);
    const from = p['from-round'];
    const until = p['withdrawn-after'];
    if (from !== undefined && until !== undefined && until < from) {
      problems.push(problem('event/player-rounds', ['players', i], {
        en: `player "${p.id}" withdraws after round ${until}, before entering in round ${from}`,
        ru: `игрок «${p.id}» снимается после тура ${until}, раньше, чем вступает в турнир (тур ${from})`,
      }));
    }
  });
  const { activity } = computeActivity(event, problems);

  event.rounds.forEach((round, ri) => {
    const r = ri + 1;
    const seatedAt = new Map<PlayerId, number>();
    round.tables.forEach((table, ti) => {
      const tableName = tableWords(ti + 1, r);
      const tablePath = ['rounds', ri, 'tables', ti];
      table.players.forEach((id, si) => {
        const path = [...tablePath, 'players', si];
        if (!registered.has(id)) return problems.push(unknownPlayer(id, path, tableName));
        const other = seatedAt.get(id);
        if (other !== undefined) {
          problems.push(problem('event/seated-twice', path, other === ti
            ? atWords(tableName, `${id} is listed twice`, `код ${id} указан дважды`)
            : { en: `round ${r}: ${id} sits at tables ${other + 1} and ${ti + 1}`, ru: `тур ${r}: ${id} сидит за столами ${other + 1} и ${ti + 1}` }));
          return;
        }
        seatedAt.set(id, ti);
        const a = activity.get(id)!;
        if (r < a.first) {
          const why: Words = a.substituteIn !== undefined
            ? { en: `comes in as a substitute in round ${a.substituteIn}`, ru: `входит на замену в туре ${a.substituteIn}` }
            : { en: `enters in round ${a.first} (from-round)`, ru: `вступает в турнир с тура ${a.first} (from-round)` };
          problems.push(problem('event/inactive-player', path, inactive(tableName, id, why, r)));
        } else if (r > a.last) {
          // The Russian says what happened, not who did it: no verb that would need the player's gender.
          const why: Words = a.disqualified !== undefined && a.last === a.disqualified.round
            ? { en: `was disqualified in round ${a.disqualified.round}`, ru: `— дисквалификация в туре ${a.disqualified.round}` }
            : a.substitutedOut !== undefined && a.last === a.substitutedOut - 1
              ? { en: `was replaced by ${a.replacedBy ?? '?'} from round ${a.substitutedOut}`, ru: `— замена на ${a.replacedBy ?? '?'} с тура ${a.substitutedOut}` }
              : a.substitutedOut !== undefined
                ? { en: `was replaced by ${a.replacedBy ?? '?'} during round ${a.substitutedOut}`, ru: `— замена на ${a.replacedBy ?? '?'} в ходе тура ${a.substitutedOut}` }
                : { en: `withdrew after round ${a.last}`, ru: `— снятие с турнира после тура ${a.last}` };
          problems.push(problem('event/inactive-player', path, inactive(tableName, id, why, r)));
        }
      });
      checkTable(event, ri, ti, registered, problems);
    });
  });
  return problems;
}

/** `table: A cannot play in round 2` with why, in both languages. */
function inactive(table: Words, id: PlayerId, why: Words, round: number): Words {
  return atWords(table, `${id} ${why.en}, so cannot play in round ${round}`, `${id} ${why.ru}, играть в туре ${round} нельзя`);
}

/** `A is not at this table (B, C, D)` in both languages. */
function notAtTable(where: Words, id: string, seats: readonly PlayerId[], role?: Words): Words {
  return atWords(where, `${role ? `${role.en} ` : ''}${id} is not at this table (${seats.join(', ')})`,
    `${role ? `${role.ru} ` : ''}${id} не сидит за этим столом (${seats.join(', ')})`);
}

/** Keys of a per-player map against the players at the table: unknown ids, players not there, players missing. */
function checkPlayerMap(
  map: Record<PlayerId, unknown>,
  seats: readonly PlayerId[],
  registered: ReadonlySet<PlayerId>,
  path: Array<string | number>,
  where: Words,
  what: keyof typeof WHAT,
  code: 'event/result-players' | 'event/hands-players',
  problems: EventProblem[],
): void {
  for (const id of Object.keys(map)) {
    if (!registered.has(id)) problems.push(unknownPlayer(id, [...path, id], where));
    else if (!seats.includes(id)) problems.push(problem(code, [...path, id], notAtTable(where, id, seats)));
  }
  const missing = seats.filter((id) => !(id in map));
  if (missing.length > 0) {
    problems.push(problem(code, path, atWords(where, `no ${what} for ${missing.join(', ')}`, `нет ${WHAT[what].ruOf} для ${missing.join(', ')}`),
      `give ${what} for exactly the players at the table: ${seats.join(', ')}`));
  }
}

/** A player named in a deal (winner, discarder, penalised) must be registered and at the table. */
function checkSeated(
  id: PlayerId,
  seats: readonly PlayerId[],
  registered: ReadonlySet<PlayerId>,
  path: Array<string | number>,
  where: Words,
  role: Words,
  code: 'event/win-player' | 'event/discarder' | 'event/penalty-player',
  problems: EventProblem[],
): boolean {
  if (!registered.has(id)) {
    problems.push(unknownPlayer(id, path, where));
    return false;
  }
  if (!seats.includes(id)) {
    problems.push(problem(code, path, notAtTable(where, id, seats, role)));
    return false;
  }
  return true;
}

/** Sum of a per-player map must be zero. */
function checkSum(map: Record<PlayerId, number>, path: Array<string | number>, where: Words, what: 'vists' | 'points', problems: EventProblem[]): void {
  const sum = Object.values(map).reduce((s, v) => s + v, 0);
  if (!isZero(sum)) {
    problems.push(problem('event/vists-sum', path,
      atWords(where, `${what} sum to ${signed(sum)}, not 0`, `сумма ${WHAT[what].ruOf} ${decimalText(signed(sum), 'ru')}, а должна быть 0`),
      `every ${what === 'points' ? 'point' : 'vist'} one player wins another loses: check the ${what} of each player`));
  }
}

/** Checks one table: its result, its deals and its penalties. */
function checkTable(event: EventData, ri: number, ti: number, registered: ReadonlySet<PlayerId>, problems: EventProblem[]): void {
  const table = event.rounds[ri]!.tables[ti]!;
  const tableName = tableWords(ti + 1, ri + 1);
  const tablePath = ['rounds', ri, 'tables', ti];
  if (table.vists !== undefined) {
    checkPlayerMap(table.vists, table.players, registered, [...tablePath, 'vists'], tableName, 'vists', 'event/result-players', problems);
    checkSum(table.vists, [...tablePath, 'vists'], tableName, 'vists', problems);
  }
  const everyone = playersOfTable(event, ri, ti);
  checkSeatChanges(event, ri, ti, problems);
  (table.penalties ?? []).forEach((p, pi) => {
    checkSeated(p.player, everyone, registered, [...tablePath, 'penalties', pi, 'player'], { en: `${tableName.en}, penalty ${pi + 1}`, ru: `${tableName.ru}, штраф ${pi + 1}` }, ROLE.penalised, 'event/penalty-player', problems);
  });
  (table.deals ?? []).forEach((deal, di) => {
    const where: Words = { en: `deal ${di + 1} of ${tableName.en}`, ru: `сдача ${di + 1}, ${tableName.ru}` };
    const path = [...tablePath, 'deals', di];
    const seats = playersAtDeal(event, ri, ti, di);
    checkDeal(deal, seats, registered, path, where, problems);
  });
}

/**
 * A table's seat changes: in the order played, each after a deal of the table, and each seating the same players
 * (a substitute comes in by a substitution, not by a change of seats).
 */
function checkSeatChanges(event: EventData, ri: number, ti: number, problems: EventProblem[]): void {
  const table = event.rounds[ri]!.tables[ti]!;
  const tableName = tableWords(ti + 1, ri + 1);
  let before = 0;
  (table['seat-changes'] ?? []).forEach((change, ci) => {
    const path = ['rounds', ri, 'tables', ti, 'seat-changes', ci];
    const after = change['after-deal'];
    const where: Words = { en: `${tableName.en}, seat change after deal ${after}`, ru: `${tableName.ru}, пересадка после сдачи ${after}` };
    if (after <= before) {
      problems.push(problem('event/seat-change', [...path, 'after-deal'], atWords(where, `comes after the seat change after deal ${before}: list the changes in the order played`, `идёт после пересадки после сдачи ${before}: перечислите пересадки в порядке игры`)));
    }
    before = Math.max(before, after);
    const seated = new Set(playersAtDeal({ ...event, rounds: withoutSeatChange(event, ri, ti, ci) }, ri, ti, after));
    const moved = new Set(change.players);
    if (moved.size !== change.players.length || moved.size !== seated.size || [...seated].some((p) => !moved.has(p))) {
      problems.push(problem('event/seat-change', [...path, 'players'], atWords(where,
        `the seats must hold the players at the table then (${[...seated].join(', ')}), each once; got ${change.players.join(', ')}`,
        `на местах должны быть игроки этого стола (${[...seated].join(', ')}), каждый по разу; указано ${change.players.join(', ')}`),
      'a player who leaves the table is substituted (`substitutions` with `after-deal`), not moved'));
    }
  });
}

/** The event's rounds with one seat change of a table left out (the seats it changes, as they were before it). */
function withoutSeatChange(event: EventData, ri: number, ti: number, ci: number): EventRound[] {
  return event.rounds.map((round, r) => (r !== ri ? round : {
    ...round,
    tables: round.tables.map((t, i) => (i !== ti ? t : { ...t, 'seat-changes': (t['seat-changes'] ?? []).filter((_, k) => k !== ci) })),
  }));
}

/** Checks one deal against the players at its table. */
function checkDeal(
  deal: EventDeal,
  seats: readonly PlayerId[],
  registered: ReadonlySet<PlayerId>,
  path: Array<string | number>,
  where: Words,
  problems: EventProblem[],
): void {
  (deal.penalties ?? []).forEach((p, pi) => {
    checkSeated(p.player, seats, registered, [...path, 'penalties', pi, 'player'], { en: `${where.en}, penalty ${pi + 1}`, ru: `${where.ru}, штраф ${pi + 1}` }, ROLE.penalised, 'event/penalty-player', problems);
  });
  if (deal.kind === 'recorded') {
    for (const what of ['vists', 'points'] as const) {
      const map = deal[what];
      if (map === undefined) continue;
      checkPlayerMap(map, seats, registered, [...path, what], where, what, 'event/result-players', problems);
      checkSum(map, [...path, what], where, what, problems);
    }
    const winners = deal.mahjong === undefined ? [] : Array.isArray(deal.mahjong) ? deal.mahjong : [deal.mahjong];
    winners.forEach((w, wi) => {
      const place = Array.isArray(deal.mahjong) ? [...path, 'mahjong', wi] : [...path, 'mahjong'];
      checkSeated(w, seats, registered, place, where, ROLE.winner, 'event/win-player', problems);
    });
    if (deal.limit === true && winners.length === 0) {
      problems.push(problem('event/win-player', [...path, 'limit'], atWords(where, 'limit is true but nobody won (no mahjong)', 'отмечен лимит, но маджонг никто не объявил'), 'name the winner in `mahjong`, or remove `limit`'));
    }
  } else if (deal.kind === 'hands') {
    checkPlayerMap(deal.hands, seats, registered, [...path, 'hands'], where, 'hands', 'event/hands-players', problems);
    if (deal.win !== undefined) checkWin(deal.win, seats, registered, path, where, problems);
  } else if (deal.kind === 'fans') {
    checkWin(deal.win, seats, registered, path, where, problems);
  }
}

/** Checks the win of a deal: the winner at the table, the discarder there when the win needs one and only then. */
function checkWin(
  win: Pick<EventWin, 'player' | 'from' | 'discarder'>,
  seats: readonly PlayerId[],
  registered: ReadonlySet<PlayerId>,
  path: Array<string | number>,
  where: Words,
  problems: EventProblem[],
): void {
  const winnerOk = checkSeated(win.player, seats, registered, [...path, 'win', 'player'], where, ROLE.winner, 'event/win-player', problems);
  const needsDiscarder = win.from === 'discard' || win.from === 'robbing';
  const role = win.from === 'robbing' ? ROLE.robbed : ROLE.discarder;
  if (win.discarder === undefined) {
    if (needsDiscarder) {
      problems.push(problem('event/discarder', [...path, 'win'], win.from === 'robbing'
        ? atWords(where, 'a win from a robbed kong needs `discarder`', 'при ограблении конга нужно указать, у кого ограблен конг (discarder)')
        : atWords(where, 'a win from a discard needs `discarder`', 'при выигрыше со сброса нужно указать сбросившего (discarder)'),
      win.from === 'robbing' ? 'discarder: the player whose kong was robbed' : 'discarder: the player who discarded the winning tile'));
    }
    return;
  }
  if (!needsDiscarder) {
    problems.push(problem('event/discarder', [...path, 'win', 'discarder'], win.from === 'wall'
      ? atWords(where, 'a win from the wall has no discarder', 'при выигрыше из стены сбросившего нет')
      : atWords(where, 'a win from the replacement tile has no discarder', 'при выигрыше свободной костью сбросившего нет'),
    'remove `discarder`, or set `from` to discard or robbing'));
    return;
  }
  if (!checkSeated(win.discarder, seats, registered, [...path, 'win', 'discarder'], where, role, 'event/discarder', problems)) return;
  if (winnerOk && win.discarder === win.player) {
    problems.push(problem('event/discarder', [...path, 'win', 'discarder'], atWords(where, `${win.player} is both the winner and ${role.en}`, `${win.player} — и победитель сдачи, и ${role.ru}`)));
  }
}
