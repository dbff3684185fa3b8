/**
 * Scores and settles one classical mahjong deal: every hand is scored with its seat wind, the winner's hand must be
 * a declarable mahjong, then the regulation's settlement (runtime/mahjong/settle.ts; without one, the payments of the
 * winner's hand, scoring.payments: settle-payments.ts) and penalties make the ledger.
 *
 * Order: a redeal gives everyone 0; otherwise a valid mahjong is settled, unless a penalty stops the deal (its
 * other results are then void); a `discarder-pays-all` penalty whose condition holds (on the winner's reading)
 * and whose exemption does not (on the discarder's hand, `win.tile` being the discarded tile) replaces the
 * settlement by one payment of the discarder; then the penalties the judge names, in the order given. Vists per
 * player = payments received - paid + adjustments. Problems are reported, never thrown.
 */
import { compileExpr, type Compiled } from '../eval/compile-expr.js';
import type { EvalContext, HandFacts, Reading } from '../eval/context.js';
import type { Bilingual, ExprIR } from '../ir/types.js';
import type { PenaltyIR } from '../ir/tournament.js';
import type { Adjustment, PlayerId, SeatWind } from '../tournament/types.js';
import type { CompiledScorer } from './scorer-types.js';
import type { DealInput, DealNote, DealPayment, DealProblem, DealResult } from './deal-input.js';
import type { ParsedHand } from './hand.js';
import { impossibleHands } from './deal-impossible.js';
import { handCounts } from './hand-counts.js';
import { waitingTiles } from './hand-waits.js';
import { parseHand } from './notation.js';
import { buildHandFacts } from './hand-facts.js';
import { scoreHand } from './score-hand.js';
import { DEFAULT_WIN_OPTIONS, WIN_FROM, type ScoreResult, type WinOptions } from './score-types.js';
import { isWinFromPlayer, netOfPayments, settleClassical } from './settle.js';
import { settleByPayments } from './settle-payments.js';
import { formatTile, WINDS, type Tile } from './tiles.js';
import { countRu } from '../text/plural.js';

export { DEAL_PROBLEM_CODES } from './deal-input.js';
export type { DealFlags, DealInput, DealNote, DealPayment, DealProblem, DealProblemCode, DealResult, DealWin, NamedPenalty } from './deal-input.js';


/** The penalty kinds a judge names for a player (the others apply by themselves). */
const NAMED_KINDS: ReadonlySet<PenaltyIR['kind']> = new Set(['false-mahjong', 'false-mahjong-replay', 'fixed']);

type Penalty<K extends PenaltyIR['kind']> = Extract<PenaltyIR, { kind: K }>;

/** A penalty condition compiled once, with the sum slots (`points:<tag>`...) it reads. */
interface CompiledCondition {
  run: Compiled;
  slots: Map<string, number>;
}

const COMPILED = new WeakMap<ExprIR, CompiledCondition>();

function compiled(e: ExprIR): CompiledCondition {
  let c = COMPILED.get(e);
  if (!c) {
    const slots = new Map<string, number>();
    const slotOf = (key: string) => {
      let slot = slots.get(key);
      if (slot === undefined) slots.set(key, (slot = slots.size));
      return slot;
    };
    c = { run: compileExpr(e, slotOf), slots };
    COMPILED.set(e, c);
  }
  return c;
}

/** Evaluates a condition on a scored hand's chosen reading (item sums by tag and the limit fraction rebuilt). */
function holds(scorer: CompiledScorer, e: ExprIR, facts: HandFacts, score: ScoreResult): boolean {
  const { run, slots } = compiled(e);
  // The result does not say which meld the winning tile completed; conditions read its wait kind instead.
  const reading: Reading = { shape: score.shape, melds: score.melds, loose: [], winMeld: -1, wait: score.wait };
  const tags = new Map<string, string[]>();
  for (const item of [...scorer.ir.scoring.points, ...scorer.ir.scoring.doublings]) tags.set(item.id, item.tags);
  const sums = new Float64Array(slots.size);
  let limit = 0;
  for (const i of score.items) {
    if (i.kind === 'limit') limit = Math.max(limit, i.value);
    if (i.kind !== 'points' && i.kind !== 'doubling') continue;
    const of = i.kind === 'points' ? 'points' : 'doublings';
    for (const tag of tags.get(i.id) ?? []) {
      const slot = slots.get(`${of}:${tag}`);
      if (slot !== undefined) sums[slot]! += i.value;
    }
  }
  const c: EvalContext = { hand: facts, reading, sums, limit, points: score.points, value: score.total };
  return run(c) === true;
}

/** A record without a prototype, so that any player id (even `constructor`) is a plain key. */
function record<T>(): Record<PlayerId, T> {
  return Object.create(null) as Record<PlayerId, T>;
}

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** Edit distance (insert, delete, substitute), for "did you mean". */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length]!;
}

/** The closest known name within a third of its length, if any. */
function closest(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const d = editDistance(name.toLowerCase(), k.toLowerCase());
    if (d < bestD) { best = k; bestD = d; }
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

const bi = (ru: string, en: string): Bilingual => ({ ru, en });

/** A problem of the deal in both languages (`message` is the English). */
function said(code: DealProblem['code'], ru: string, en: string, more: Pick<DealProblem, 'player'> = {}): DealProblem {
  return { code, message: en, text: { ru, en }, ...more };
}

const TIMES = ['раз', 'раза', 'раз'] as const;
const COPIES = ['экземпляр', 'экземпляра', 'экземпляров'] as const;

interface Seated {
  player: PlayerId;
  seat: SeatWind;
  hand: ParsedHand;
}

/** Checks the deal's structure; returns the parsed hands by player, or undefined when it cannot be scored. */
function readInput(input: DealInput, penalties: readonly PenaltyIR[], problems: DealProblem[]): Map<PlayerId, Seated> | undefined {
  const before = problems.length;
  const { seats, win } = input;
  const hands = input.hands ?? {};
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > 4) {
    problems.push(said('deal/seats', `за столом сидят от 2 до 4 игроков (Восток, Юг, Запад, Север), а указано: ${Array.isArray(seats) ? seats.length : 'ничего'}`, `a table seats 2 to 4 players (East, South, West, North), got ${Array.isArray(seats) ? seats.length : 'none'}`));
    return undefined;
  }
  if (new Set(seats).size !== seats.length) {
    problems.push(said('deal/seats', `один игрок сидит за столом дважды: ${seats.join(', ')}`, `a player sits twice at the table: ${seats.join(', ')}`));
    return undefined;
  }
  if (!(WINDS as readonly string[]).includes(input.round)) {
    problems.push(said('deal/round', `преимущественный ветер — один из E, S, W, N, а указано «${String(input.round)}»`, `the round wind must be one of E, S, W, N, got '${String(input.round)}'`));
  }
  const known = (p: unknown): p is PlayerId => typeof p === 'string' && seats.includes(p);
  const unknown = (p: unknown, what: Bilingual): DealProblem => {
    const near = typeof p === 'string' ? closest(p, seats) : undefined;
    return said('deal/unknown-player',
      `${what.ru} «${String(p)}»: такого игрока нет за столом (${seats.join(', ')})${near ? `; может быть, «${near}»?` : ''}`,
      `${what.en} '${String(p)}' is not at the table (${seats.join(', ')})${near ? `; did you mean '${near}'?` : ''}`);
  };
  for (const p of Object.keys(hands)) if (!seats.includes(p)) problems.push(unknown(p, bi('рука игрока', 'the hand of')));
  const offenders = new Set<PlayerId>();
  for (const np of input.penalties ?? []) {
    const p = penalties.find((x) => x.id === np.rule);
    if (!p) {
      const near = closest(String(np.rule), penalties.map((x) => x.id));
      const list = penalties.map((x) => x.id).join(', ');
      problems.push(said('deal/unknown-penalty',
        `в регламенте нет штрафа «${String(np.rule)}»${near ? `; может быть, «${near}»?` : ''} (его штрафы: ${list || 'нет'})`,
        `the regulation has no penalty '${String(np.rule)}'${near ? `; did you mean '${near}'?` : ''} (its penalties: ${list || 'none'})`, { player: np.player }));
    } else if (!NAMED_KINDS.has(p.kind)) {
      problems.push(said('deal/automatic-penalty', `штраф «${p.id}» (${p.clause}) применяется сам, когда выполнено его условие: не указывайте его`, `the penalty '${p.id}' (${p.clause}) applies by itself when its condition holds: do not name it`, { player: np.player }));
    } else if (p.kind === 'false-mahjong' || p.kind === 'false-mahjong-replay') {
      offenders.add(np.player);
    }
    if (!known(np.player)) problems.push(unknown(np.player, bi(`нарушитель по штрафу «${String(np.rule)}»`, `the offender of '${String(np.rule)}'`)));
  }
  if (win) {
    if (!known(win.player)) problems.push(unknown(win.player, bi('победитель', 'the winner')));
    if (!WIN_FROM.includes(win.from)) problems.push(said('deal/win-from', `выигрышная кость приходит одним из способов ${WIN_FROM.join(', ')}, а указано «${String(win.from)}»`, `the winning tile comes from one of ${WIN_FROM.join(', ')}, got '${String(win.from)}'`));
    else if (isWinFromPlayer(win.from)) {
      if (win.discarder === undefined) problems.push(said('deal/discarder-missing', `при выигрыше ${win.from === 'robbing' ? 'ограблением конга' : 'со сброса'} указывают, чья это была кость: добавьте сбросившего (discarder)`, `a win by ${win.from} names the player whose tile it was: add the discarder`, { player: win.player }));
      else if (!known(win.discarder)) problems.push(unknown(win.discarder, bi('сбросивший', 'the discarder')));
      else if (win.discarder === win.player) problems.push(said('deal/discarder-is-winner', `нельзя выиграть на собственном сбросе: «${win.player}» — и победитель, и сбросивший`, `the winner '${win.player}' cannot win on his own discard`, { player: win.player }));
    } else if (win.discarder !== undefined) {
      problems.push(said('deal/discarder-on-self-draw', `у выигрыша со стены (${win.from}) нет сбросившего: уберите «${win.discarder}» или укажите from: discard`, `a self-drawn win (${win.from}) has no discarder; remove '${win.discarder}' or say from: discard`, { player: win.player }));
    }
    if (input.redeal) problems.push(said('deal/redeal-with-win', 'сдача либо выиграна, либо пересдаётся: уберите win или redeal: true', 'a deal is either won or redealt: remove the win or redeal: true'));
  }
  const out = new Map<PlayerId, Seated>();
  seats.forEach((player, i) => {
    const text = has(hands, player) ? hands[player] : undefined;
    if (typeof text !== 'string') {
      problems.push(said('deal/missing-hand', `нет руки игрока «${player}»`, `no hand for '${player}'`, { player }));
      return;
    }
    const parsed = parseHand(text);
    if (!parsed.ok) {
      const e = parsed.error;
      problems.push(said(e.code, `рука игрока ${player}, знак ${e.offset + 1}: ${e.text.ru} (в «${text}»)`, `${player}'s hand, at ${e.offset + 1}: ${e.message} (in "${text}")`, { player }));
      return;
    }
    const winning = parsed.hand.winTile !== null;
    if (win && win.player === player && !winning) {
      problems.push(said('deal/win-tile-missing', `в руке победителя ${player} нет выигрышной кости: допишите её в конце как +кость (в «${text}»)`, `the winner ${player}'s hand has no winning tile: write it at the end as +tile (in "${text}")`, { player }));
    } else if (winning && win?.player !== player && !offenders.has(player)) {
      problems.push(said('deal/unexpected-win-tile', `${player} — не победитель сдачи, поэтому в руке не пишут +кость (в «${text}»)`, `${player} did not win, so his hand has no +tile (in "${text}")`, { player }));
    }
    out.set(player, { player, seat: WINDS[i]!, hand: parsed.hand });
  });
  if (out.size === seats.length) checkCopies(out, problems);
  return problems.length === before ? out : undefined;
}

/** A deal is played with one set: each playing tile exists 4 times, each flower and season once. */
function checkCopies(hands: Map<PlayerId, Seated>, problems: DealProblem[]): void {
  const total = new Uint8Array(42);
  for (const s of hands.values()) {
    const k = handCounts(s.hand);
    for (let t = 0; t < 42; t++) total[t]! += k[t]!;
  }
  for (let t = 0; t < 42; t++) {
    const most = t < 34 ? 4 : 1;
    if (total[t]! > most) {
      problems.push(said('deal/too-many-copies', `в руках ${formatTile(t)} встречается ${countRu(total[t]!, TIMES)}, а в комплекте ${countRu(most, COPIES)}`, `the hands hold ${total[t]} copies of ${formatTile(t)}, a set has ${most}`));
    }
  }
}

function optionsOf(input: DealInput, seat: SeatWind, winner: boolean): WinOptions {
  const base: WinOptions = { ...DEFAULT_WIN_OPTIONS, seat, round: input.round };
  return winner && input.win ? { ...base, ...input.flags, seat, round: input.round, win: input.win.from } : base;
}


/** The discarder-pays-all penalty that applies to this win, if any (notes say why another did not). */
function discarderPenalty(
  scorer: CompiledScorer, input: DealInput, seated: Map<PlayerId, Seated>, scores: Record<PlayerId, ScoreResult>,
  penalties: readonly PenaltyIR[], notes: DealNote[],
): Penalty<'discarder-pays-all'> | undefined {
  const win = input.win!;
  const discarder = win.discarder!;
  const w = seated.get(win.player)!;
  const d = seated.get(discarder)!;
  const wOptions = optionsOf(input, w.seat, true);
  const winnerFacts = buildHandFacts(scorer, w.hand, wOptions);
  for (const p of penalties) {
    if (p.kind !== 'discarder-pays-all' || !holds(scorer, p.when, winnerFacts, scores[win.player]!)) continue;
    if (p.unless) {
      // The discarder's own hand, never a winner's (even with a false mahjong's +tile); `win.tile` is the tile he discarded.
      const dOptions: WinOptions = { ...DEFAULT_WIN_OPTIONS, seat: d.seat, round: input.round, win: win.from };
      const discarderFacts = buildHandFacts(scorer, d.hand, dOptions);
      discarderFacts.winner = false;
      discarderFacts.winTile = w.hand.winTile!;
      if (holds(scorer, p.unless, discarderFacts, scores[discarder]!)) {
        notes.push({
          rule: p.id, clause: p.clause,
          text: bi(`${discarder} освобождён от штрафа: ${p.unlessText ?? ''}`, `${discarder} is exempt from this penalty: ${p.unlessText ?? ''}`),
        });
        continue;
      }
    }
    return p;
  }
  return undefined;
}

/** The best declarable self-drawn mahjong of a calling hand on its next draw: [tile, value], or undefined. */
function bestNextMahjong(scorer: CompiledScorer, s: Seated, round: SeatWind): [Tile, number] | undefined {
  const o: WinOptions = { ...DEFAULT_WIN_OPTIONS, seat: s.seat, round, win: 'wall' };
  let best: [Tile, number] | undefined;
  for (const t of waitingTiles(scorer, s.hand, o)) {
    const r = scoreHand(scorer, { ...s.hand, concealed: [...s.hand.concealed, t], winTile: t }, o);
    if (r.declarable === true && (!best || r.total > best[1])) best = [t, r.total];
  }
  return best;
}

/** Applies a penalty the judge named (its payments and adjustments). */
function applyNamed(
  p: PenaltyIR, offender: PlayerId, scorer: CompiledScorer, input: DealInput, seated: Map<PlayerId, Seated>,
  scores: Record<PlayerId, ScoreResult>, payments: DealPayment[], adjustments: Adjustment[],
): void {
  const others = input.seats.filter((x) => x !== offender);
  switch (p.kind) {
    case 'fixed':
      if (p.vists !== 0) adjustments.push({ player: offender, vists: p.vists, rule: p.id, clause: p.clause });
      return;
    case 'false-mahjong': {
      // The zero-sum part (the innocents' share, paid by the offender) as payments; the rest paid to nobody.
      if (p.innocent > 0) {
        for (const o of others) payments.push({ from: offender, to: o, amount: p.innocent, rule: p.id, clause: p.clause });
        const rest = p.offender + others.length * p.innocent;
        if (rest !== 0) adjustments.push({ player: offender, vists: rest, rule: p.id, clause: p.clause });
      } else {
        if (p.offender !== 0) adjustments.push({ player: offender, vists: p.offender, rule: p.id, clause: p.clause });
        if (p.innocent !== 0) for (const o of others) adjustments.push({ player: o, vists: p.innocent, rule: p.id, clause: p.clause });
      }
      return;
    }
    case 'false-mahjong-replay': {
      for (const o of others) {
        const s = seated.get(o)!;
        const next = bestNextMahjong(scorer, s, input.round);
        let amount: number;
        let reason: Bilingual;
        if (next) {
          amount = next[1];
          reason = bi(`просящая рука: лучший маджонг со стены на ${formatTile(next[0])} = ${amount}`, `calling hand: best self-drawn mahjong, on ${formatTile(next[0])} = ${amount}`);
        } else {
          const value = scores[o]!.total;
          amount = value + p.bonus;
          reason = bi(`стоимость руки ${value} + ${p.bonus}`, `hand value ${value} + ${p.bonus}`);
        }
        if (amount > 0) payments.push({ from: offender, to: o, amount, rule: p.id, clause: p.clause, reason });
        else if (amount < 0) payments.push({ from: o, to: offender, amount: -amount, rule: p.id, clause: p.clause, reason });
      }
      return;
    }
    case 'discarder-pays-all':
      return; // never named (reported by readInput)
  }
}

function stopsDeal(p: PenaltyIR): boolean {
  return p.kind === 'false-mahjong-replay' || (p.kind === 'false-mahjong' && p.endsDeal);
}

/** Scores and settles one deal under a compiled regulation; problems are reported in the result, never thrown. */
export function scoreDeal(scorer: CompiledScorer, input: DealInput): DealResult {
  const problems: DealProblem[] = [];
  const notes: DealNote[] = [];
  const payments: DealPayment[] = [];
  const adjustments: Adjustment[] = [];
  const scores = record<ScoreResult>();
  const penalties = scorer.ir.penalties ?? [];
  const seats = Array.isArray(input.seats) ? input.seats : [];
  const result = (mahjong?: PlayerId, limit = false, limitCombination = limit): DealResult => {
    const vists = netOfPayments(seats, payments);
    for (const a of adjustments) vists[a.player] = (vists[a.player] ?? 0) + a.vists;
    return {
      vists: Object.assign(record<number>(), vists), ...(mahjong !== undefined ? { mahjong } : {}), limit, limitCombination,
      redeal: input.redeal === true, payments, adjustments, scores, notes, problems,
    };
  };

  const seated = readInput(input, penalties, problems);
  if (seated) {
    const circumstances = [...seated.values()].map((s) => ({ ...s, options: optionsOf(input, s.seat, input.win?.player === s.player) }));
    problems.push(...impossibleHands(scorer, circumstances));
  }
  if (!seated || problems.length > 0) {
    // Score what can be read, so that the judge still sees the hands.
    seats.forEach((player, i) => {
      const text = input.hands && has(input.hands, player) ? input.hands[player] : undefined;
      const parsed = typeof text === 'string' ? parseHand(text) : undefined;
      if (parsed?.ok && i < 4 && (WINDS as readonly string[]).includes(input.round)) {
        scores[player] = scoreHand(scorer, parsed.hand, optionsOf(input, WINDS[i]!, input.win?.player === player));
      }
    });
    return result();
  }
  for (const s of seated.values()) scores[s.player] = scoreHand(scorer, s.hand, optionsOf(input, s.seat, input.win?.player === s.player));

  const named = (input.penalties ?? []).map((np) => ({ p: penalties.find((x) => x.id === np.rule)!, player: np.player }));
  const stopping = named.filter((n) => stopsDeal(n.p));
  if (stopping.length > 1) {
    const named2 = stopping.map((n) => `${n.p.id} (${n.player})`).join(', ');
    problems.push(said('deal/two-deal-endings', `прекратить сдачу может только один штраф, а указаны: ${named2}`, `only one penalty can stop a deal, got ${named2}`));
    return result();
  }
  const stop = stopping[0];

  // The declared mahjong: complete and declarable, or a false mahjong.
  let valid = false;
  const win = input.win;
  if (win) {
    const score = scores[win.player]!;
    const penalised = named.some((n) => n.player === win.player && (n.p.kind === 'false-mahjong' || n.p.kind === 'false-mahjong-replay'));
    valid = score.declarable === true;
    if (!valid) {
      const why = score.complete === false
        ? bi('рука не собрана', 'the hand is not complete')
        : bi('рука не удовлетворяет правилу объявления Маджонга', 'the hand does not meet the regulation\'s declaration rule');
      const declare = scorer.ir.scoring.declare;
      if (penalised) {
        notes.push({ rule: 'declare', clause: declare?.clause ?? '', text: bi(`Ложный маджонг ${win.player}: ${why.ru}`, `False mahjong by ${win.player}: ${why.en}`) });
      } else {
        const ids = penalties.filter((p) => p.kind === 'false-mahjong' || p.kind === 'false-mahjong-replay').map((p) => p.id);
        const clause = declare && score.complete !== false ? ` (${declare.clause})` : '';
        problems.push(said('deal/not-declarable',
          `маджонг ${win.player} ложный: ${why.ru}${clause}; расчёт не производится` + (ids.length > 0 ? `; если это ложный маджонг, укажите штраф регламента (${ids.join(', ')})` : ''),
          `${win.player}'s mahjong is false: ${why.en}${clause}; nothing is settled` + (ids.length > 0 ? `; name the regulation's false mahjong penalty (${ids.join(', ')}) if it applies` : ''),
          { player: win.player }));
      }
    }
  } else if (!input.redeal && !stop) {
    problems.push(said('deal/no-result', 'в сдаче нет маджонга: укажите win: {player, from, discarder} или redeal: true для пересдачи', 'the deal has no mahjong: give win: {player, from, discarder}, or redeal: true for a drawn deal'));
  }

  let mahjong: PlayerId | undefined;
  let limit = false;
  let limitCombination = false;
  if (stop) {
    if (win && valid) notes.push({ rule: stop.p.id, clause: stop.p.clause, text: bi('Сдача прекращена: прочие результаты сдачи не засчитываются', 'The deal is stopped: its other results do not count') });
  } else if (win && valid && !input.redeal) {
    const rules = scorer.ir.settlement;
    const lines = scores[win.player]!.payments;
    if (!rules && lines !== undefined) {
      // No classical settlement: the payments of the winner's hand (scoring.payments) are the ledger.
      const settled = settleByPayments(lines, seats, win.player, win.discarder);
      if ('tableLine' in settled) {
        problems.push(said('deal/no-settlement', `выплата «${settled.tableLine.id}» (${settled.tableLine.clause}) идёт на стол или со стола: она рассчитывается в ханчане, а не в одной сдаче`, `the payment '${settled.tableLine.id}' (${settled.tableLine.clause}) goes to or from the table: it is settled in a hanchan, not in one deal`));
        return result();
      }
      payments.push(...settled.payments);
      mahjong = win.player;
      limit = scores[win.player]!.limit !== null;
      limitCombination = scores[win.player]!.items.some((i) => i.kind === 'limit');
    } else if (!rules) {
      problems.push(said('deal/no-settlement', 'в регламенте нет ни раздела settlement:, ни scoring.payments, поэтому сдачу нельзя рассчитать', 'the regulation has no settlement: section nor scoring.payments, so the deal cannot be settled'));
    } else {
      const values = record<number>();
      for (const p of seats) values[p] = scores[p]!.total;
      const ledger = settleClassical({ seats, values, winner: win.player, from: win.from, ...(win.discarder !== undefined ? { discarder: win.discarder } : {}) }, rules);
      const penalty = win.discarder !== undefined ? discarderPenalty(scorer, input, seated, scores, penalties, notes) : undefined;
      if (penalty) {
        const toWinner = ledger.filter((x) => x.to === win.player);
        const amount = toWinner.reduce((s, x) => s + x.amount, 0);
        const sum = toWinner.map((x) => `${x.amount} (${x.from})`).join(' + ');
        payments.push({
          from: win.discarder!, to: win.player, amount, rule: penalty.id, clause: penalty.clause,
          reason: bi(`платит за всех: ${sum}; прочие расчёты не производятся`, `pays for everyone: ${sum}; no other payment`),
        });
      } else {
        payments.push(...ledger);
      }
      mahjong = win.player;
      limit = scores[win.player]!.limit !== null;
      limitCombination = scores[win.player]!.items.some((i) => i.kind === 'limit');
    }
  }

  for (const n of named) applyNamed(n.p, n.player, scorer, input, seated, scores, payments, adjustments);
  return result(mahjong, limit, limitCombination);
}
