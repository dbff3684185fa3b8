/**
 * A riichi hanchan settled deal by deal: riichi sticks put on the table, wins (ron, several winners on one discard
 * where the regulation allows it, tsumo) paid by the hand's own payments (scoring.payments, with the seat, the round,
 * the counters and the sticks of that deal), exhaustive draws with the noten payment, chombo; the counters (honba),
 * the sticks and the dealer carried from deal to deal; then the end of the game: the sticks left, places, uma, oka,
 * chombo and tournament points. Every number comes from the regulation (`riichi:` and `scoring`); the mechanics
 * (who sits where, what a counter is) are here. Input: the regulation's scorer and a RiichiHanchanInput.
 * Output: RiichiHanchanResult (problems listed, never thrown).
 */
import { DEFAULT_WIN_OPTIONS, WINDS, findImpossible, impossibleMessage, parseHand, payersOfRole, scoreHand, scoreTypedCounters, typedCountersProblem, type Bilingual, type CompiledScorer, type ParsedHand, type PaymentLine, type ProblemCode, type ScoreResult, type WinFrom, type WinOptions } from '../../runtime/index.js';
import { type RiichiIR, type RiichiWind } from '../../runtime/ir/riichi.js';
import { RIICHI_TEXTS, type RiichiText } from './problem-texts.js';
import { endRiichiHanchan, type RiichiLeftover, type RiichiStanding } from './hanchan-end.js';

export type { RiichiLeftover, RiichiStanding } from './hanchan-end.js';

/** A player, as named in the hanchan file. */
export type RiichiPlayer = string;

/** One win of a deal: who, with which hand (or its counters typed), how the winning tile came, and the circumstances of `win:`. */
export interface RiichiWinInput {
  player: RiichiPlayer;
  /** The hand in the notation; absent when the judge typed its counters. */
  hand?: string;
  /** The counters typed by the judge instead of the hand (`{han: 3, fu: 40}`), by the regulation's counter ids. */
  typed?: Record<string, number>;
  from: WinFrom;
  /** Who discarded the winning tile (ron), or whose kong was robbed. */
  discarder?: RiichiPlayer;
  /** The player liable for the hand (pao, `riichi.liability`): who fed the set that completed it. */
  liable?: RiichiPlayer;
  /** Circumstances the deal states for the winner (ippatsu, dora, ura, last tile...). */
  circumstances: Partial<WinOptions>;
}

/** One deal of a hanchan: the riichi declarations, and how it ended (wins, an exhaustive draw, or a chombo). */
export interface RiichiDealInput {
  riichi: RiichiPlayer[];
  wins: RiichiWinInput[];
  /** An exhaustive draw: the players ready (tenpai). */
  draw?: { tenpai: RiichiPlayer[] };
  /** A chombo: the offender (the deal is replayed). */
  chombo?: RiichiPlayer;
}

/** A hanchan: the players in seat order East, South, West, North at the first deal, and the deals in order. */
export interface RiichiHanchanInput {
  players: RiichiPlayer[];
  deals: RiichiDealInput[];
}

/** A problem of the input, at a path of the hanchan file. */
export interface RiichiProblem {
  code: ProblemCode;
  /** In English; `text` has it in both languages. */
  message: string;
  path: Array<string | number>;
  text?: RiichiText;
}

/** A problem's message and its text in both languages. */
export function said(text: RiichiText): { message: string; text: RiichiText } {
  return { message: text.en, text };
}

/** `table`: the riichi sticks on the table, as a payer or a payee. */
export type RiichiParty = RiichiPlayer | 'table';

/** One payment of the hanchan: who pays whom, how much, by which rule of the regulation. */
export interface RiichiPayment {
  /** The deal (0-based). */
  deal: number;
  from: RiichiParty;
  to: RiichiParty;
  amount: number;
  rule: string;
  clause: string;
  name: Bilingual;
}

/** What one deal was: its dealer, round, counters and sticks at the start, the scored hands, the scores after it. */
export interface RiichiDealRecord {
  deal: number;
  round: RiichiWind;
  /** The dealer's turn in the round (1-4: East 1 ... East 4). */
  turn: number;
  dealer: RiichiPlayer;
  honba: number;
  sticks: number;
  kind: 'win' | 'draw' | 'chombo';
  winners: RiichiPlayer[];
  /** The scored wins: `hand` is null (and `text` the counters, `han 3, fu 40`) for a win whose counters were typed. */
  hands: Array<{ player: RiichiPlayer; text: string; hand: ParsedHand | null; typed?: Record<string, number>; score: ScoreResult; options: WinOptions }>;
  scores: Record<RiichiPlayer, number>;
}

/** A settled hanchan. */
export interface RiichiHanchanResult {
  deals: RiichiDealRecord[];
  payments: RiichiPayment[];
  /** The sticks left on the table after the last deal, and who got them. */
  leftover: RiichiLeftover;
  standings: RiichiStanding[];
  problems: RiichiProblem[];
}

/** Typed counters as text: `han 3, fu 40`. */
export function typedText(typed: Readonly<Record<string, number>>): string {
  return Object.entries(typed).map(([id, n]) => `${id} ${n}`).join(', ');
}

/** The order of turns after `from` (the next player first): who is "closest" to a discarder. */
function turnsAfter(players: readonly RiichiPlayer[], from: RiichiPlayer): RiichiPlayer[] {
  const i = players.indexOf(from);
  return [1, 2, 3].map((k) => players[(i + k) % players.length]!);
}

/** The state carried from deal to deal. */
interface Carry {
  dealerIndex: number;
  /** Dealer turns passed since the start (4 per round). */
  passed: number;
  honba: number;
  sticks: number;
}

/** Settles a hanchan under a riichi regulation (its `riichi:` section and its scorer). */
export function settleRiichiHanchan(scorer: CompiledScorer, rules: RiichiIR, input: RiichiHanchanInput): RiichiHanchanResult {
  const problems: RiichiProblem[] = [];
  const players = input.players;
  const scores: Record<RiichiPlayer, number> = Object.fromEntries(players.map((p) => [p, rules.startPoints.value]));
  const payments: RiichiPayment[] = [];
  const deals: RiichiDealRecord[] = [];
  const chombos = new Map<RiichiPlayer, number>();
  const carry: Carry = { dealerIndex: 0, passed: 0, honba: 0, sticks: 0 };
  const pay = (deal: number, from: RiichiParty, to: RiichiParty, amount: number, rule: { id: string; clause: string; name?: Bilingual | undefined }, name?: Bilingual) => {
    if (amount === 0) return;
    payments.push({ deal, from, to, amount, rule: rule.id, clause: rule.clause, name: name ?? rule.name ?? { ru: rule.id, en: rule.id } });
    if (from !== 'table') scores[from] = scores[from]! - amount;
    if (to !== 'table') scores[to] = scores[to]! + amount;
  };

  input.deals.forEach((deal, di) => {
    const path = ['deals', di];
    const roundIndex = Math.floor(carry.passed / 4);
    const round = rules.rounds.value[roundIndex];
    if (round === undefined) {
      problems.push({ code: 'deal/riichi-after-end', path, ...said(RIICHI_TEXTS.afterEnd(rules.rounds.value, rules.rounds.clause)) });
      return;
    }
    const dealer = players[carry.dealerIndex]!;
    const seatOf = (p: RiichiPlayer) => WINDS[(players.indexOf(p) - carry.dealerIndex + 4) % 4]!;
    const record: RiichiDealRecord = {
      deal: di, round, turn: (carry.passed % 4) + 1, dealer, honba: carry.honba, sticks: carry.sticks,
      kind: deal.chombo !== undefined ? 'chombo' : deal.draw !== undefined ? 'draw' : 'win', winners: [], hands: [], scores: {},
    };
    if (deal.chombo !== undefined) {
      // The deal is replayed: nothing is paid at the table, the counters, the sticks and the dealer stay.
      chombos.set(deal.chombo, (chombos.get(deal.chombo) ?? 0) + rules.chombo.value.points);
      record.scores = { ...scores };
      deals.push(record);
      return;
    }
    const stick = { id: 'riichi-stick', clause: rules.riichiStick.clause, name: rules.riichiStick.name };
    for (const p of deal.riichi) pay(di, p, 'table', rules.riichiStick.value, stick);
    const onTable = carry.sticks + deal.riichi.length;
    let dealerKeeps = false;
    if (deal.draw !== undefined) {
      const tenpai = deal.draw.tenpai;
      const noten = players.filter((p) => !tenpai.includes(p));
      const rule = { id: 'noten-payment', clause: rules.notenPayment.clause, name: rules.notenPayment.name };
      if (tenpai.length > 0 && noten.length > 0) {
        const each = rules.notenPayment.value / (tenpai.length * noten.length);
        for (const from of noten) for (const to of tenpai) pay(di, from, to, each, rule);
      }
      dealerKeeps = rules.dealerKeeps.value.includes('tenpai') && tenpai.includes(dealer);
      carry.honba += 1;
      carry.sticks = onTable;
    } else {
      let wins = deal.wins;
      const discarder = wins[0]?.discarder;
      if (wins.length > 1 && discarder !== undefined) {
        const order = turnsAfter(players, discarder);
        wins = [...wins].sort((a, b) => order.indexOf(a.player) - order.indexOf(b.player));
        if (rules.multipleRon.value === 'head-bump') {
          problems.push({
            code: 'deal/riichi-several-winners', path: [...path, 'win'],
            ...said(RIICHI_TEXTS.headBump(rules.multipleRon.clause, wins[0]!.player, discarder)),
          });
          return;
        }
      }
      const payWin = (w: RiichiWinInput, score: ScoreResult) => {
        for (const line of score.payments ?? []) {
          const from = payersOfRole(line.payer, players, w.player, dealer, w.discarder);
          if (w.liable === undefined || w.liable === w.discarder || line.payer === 'table' || rules.liability === undefined) {
            for (const f of from) pay(di, f, w.player, line.amount, line);
          } else {
            payLiable(di, w, line, from, rules.liability, pay);
          }
        }
      };
      /** A liable win's problem, or null: the regulation has liability, the hand (not typed) is one it applies to. */
      const liabilityProblem = (w: RiichiWinInput, score: ScoreResult | null): RiichiText | null => {
        if (w.liable === undefined) return null;
        if (rules.liability === undefined) return RIICHI_TEXTS.liabilityNotInRules(scorer.ir.regulation);
        if (w.liable === w.player) return RIICHI_TEXTS.liableIsWinner(w.player);
        if (score === null) return RIICHI_TEXTS.liabilityTyped(w.player);
        const hands = rules.liability.value.hands;
        if (score.items.some((i) => hands.includes(i.id))) return null;
        return RIICHI_TEXTS.liabilityHand(w.player, hands.join(', '), rules.liability.clause);
      };
      wins.forEach((w, wi) => {
        const wpath = deal.wins.length > 1 ? [...path, 'win', deal.wins.indexOf(w)] : [...path, 'win'];
        const declared = deal.riichi.includes(w.player);
        const options: WinOptions = {
          ...DEFAULT_WIN_OPTIONS, ...w.circumstances,
          seat: seatOf(w.player), round, win: w.from,
          riichi: declared && w.circumstances.doubleRiichi !== true,
          honba: carry.honba,
          // Several winners on one discard: the sticks go to the first in turn after the discarder.
          sticks: wi === 0 ? onTable : 0,
        };
        if (w.typed !== undefined) {
          const typedLiable = liabilityProblem(w, null);
          if (typedLiable !== null) {
            problems.push({ code: 'deal/riichi-liability', path: [...wpath, 'liable'], ...said(typedLiable) });
            return;
          }
          const wrong = typedCountersProblem(scorer, w.typed);
          if (wrong !== null) {
            problems.push({ code: 'deal/format', path: wpath, ...said({ ru: `${w.player}: ${wrong.ru}`, en: `${w.player}: ${wrong.en}` }) });
            return;
          }
          const score = scoreTypedCounters(scorer, w.typed, options);
          if (score.declarable !== true) {
            problems.push({ code: 'deal/not-declarable', path: wpath, ...said(RIICHI_TEXTS.typedWorthless(w.player, typedText(w.typed), scorer.ir.regulation)) });
            return;
          }
          record.winners.push(w.player);
          record.hands.push({ player: w.player, text: typedText(w.typed), hand: null, typed: w.typed, score, options });
          payWin(w, score);
          return;
        }
        const parsed = parseHand(w.hand ?? '');
        if (!parsed.ok) {
          const text = RIICHI_TEXTS.handNotation(w.player, w.hand ?? '', parsed.error.offset + 1, parsed.error.text);
          problems.push({ code: parsed.error.code, path: [...wpath, 'hand'], ...said(text) });
          return;
        }
        const impossible = findImpossible(scorer, parsed.hand, options);
        if (impossible !== null) {
          problems.push({ code: 'hand/impossible', path: wpath, ...said({ ru: `${w.player}: ${impossibleMessage(impossible.rule, 'ru')}`, en: `${w.player}: ${impossibleMessage(impossible.rule, 'en')}` }) });
          return;
        }
        const score = scoreHand(scorer, parsed.hand, options);
        if (score.declarable !== true) {
          problems.push({ code: 'deal/not-declarable', path: [...wpath, 'hand'], ...said(RIICHI_TEXTS.noYaku(w.player, w.hand ?? '', scorer.ir.regulation)) });
          return;
        }
        const liable = liabilityProblem(w, score);
        if (liable !== null) {
          problems.push({ code: 'deal/riichi-liability', path: [...wpath, 'liable'], ...said(liable) });
          return;
        }
        record.winners.push(w.player);
        record.hands.push({ player: w.player, text: w.hand!, hand: parsed.hand, score, options });
        payWin(w, score);
      });
      if (record.winners.length === 0) return;
      dealerKeeps = rules.dealerKeeps.value.includes('win') && record.winners.includes(dealer);
      carry.honba = dealerKeeps ? carry.honba + 1 : 0;
      carry.sticks = 0;
    }
    if (!dealerKeeps) {
      carry.dealerIndex = (carry.dealerIndex + 1) % players.length;
      carry.passed += 1;
    }
    record.scores = { ...scores };
    deals.push(record);
  });

  // The end: the sticks left, then places by score (ties share), uma, oka, chombo.
  const { standings, leftover } = endRiichiHanchan(rules, players, scores, chombos, carry.sticks);
  for (const p of leftover.to) pay(input.deals.length, 'table', p, leftover.each, { id: 'leftover-sticks', clause: rules.leftoverSticks.clause, name: rules.leftoverSticks.name });
  return { deals, payments, leftover, standings, problems };
}

/** A payment as the settlement records it: from, to, amount, by which rule. */
type Pay = (deal: number, from: RiichiParty, to: RiichiParty, amount: number, rule: { id: string; clause: string; name?: Bilingual | undefined }, name?: Bilingual) => void;

/**
 * One payment line of a win with a liable player (pao) who is not the discarder: on a self-draw the liable player
 * pays what every payer of the line would have paid; on another player's discard he pays `discardShare` of the line
 * and the discarder the rest, except the lines the discarder pays alone (the counters). The liable part is recorded
 * under the liability rule, naming the line it comes from.
 */
function payLiable(di: number, w: RiichiWinInput, line: PaymentLine, from: readonly RiichiPlayer[], liability: NonNullable<RiichiIR['liability']>, pay: Pay): void {
  const rule = { id: 'liability', clause: liability.clause, name: liability.name ?? { ru: 'Ответственность', en: 'Liability' } };
  const named = { ru: `${rule.name.ru}: ${line.name.ru}`, en: `${rule.name.en}: ${line.name.en}` };
  const liable = w.liable!;
  if (w.discarder === undefined) {
    pay(di, liable, w.player, line.amount * from.length, rule, named);
    return;
  }
  if (liability.value.discarderOnly.includes(line.id)) {
    pay(di, w.discarder, w.player, line.amount, line);
    return;
  }
  const share = Math.round(line.amount * liability.value.discardShare);
  pay(di, liable, w.player, share, rule, named);
  pay(di, w.discarder, w.player, line.amount - share, line);
}
