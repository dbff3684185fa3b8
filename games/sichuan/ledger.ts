/**
 * The ledger of a Sichuan deal given as events (deal-types.ts), under the regulation's
 * `sichuan:` rules (SichuanIR). Mechanics (the amounts are the regulation's):
 * - kong: concealed and promoted kongs are paid by each player still in the deal, a kong from a discard by the
 *   discarder; a pung claimed on a discard pays nothing; a declared set of the player's void suit costs him the
 *   regulation's declared-set fine (paid to nobody);
 * - several declarations of a player on one discard (a pung or kong claim, then hu): only the first counts, or the
 *   later one (the claim withdrawn), as `declarations` says;
 * - hu on a discard (or a robbed kong): the discarder pays each winner his hand value (several may win on one
 *   discard); self-drawn hu: each other player still in the deal pays value + the self-draw bonus;
 * - a hand that is not a declarable hu, and (by the regulation) an unverifiable furiten hu, is a false hu: the
 *   offender pays each other player still in the deal the compensation for a waiting or a not-waiting hand (a
 *   furiten hu may instead be barred: it does not count, no penalty);
 * - a player who has declared hu is out: he neither pays nor receives afterwards; the deal ends when one player
 *   is left, or at the wall end, where each not-ready player still in pays each ready one his best value over his
 *   waits (a dead hand, a wrong tile count and a void-suit tile make a hand not ready; the last also costs the
 *   wall-end fine, on the tiles `wall-end-tiles` says, unless the regulation's exemption covers the player);
 * - a kong's payments are returned in the situations the regulation's `kong-void` lists.
 * Problems are reported with their paths, never thrown.
 */
import type { DiagnosticCode } from '../../compiler/index.js';
import { type Bilingual, type RegulationIR, type PlayerId, type ProblemCode, scorerOf, type CompiledScorer, type ParsedHand, scoreHand, netOfPayments, formatTile, suitOf, type Tile } from '../../runtime/index.js';
import { type SichuanIR, type SichuanKongVoid } from '../../runtime/ir/sichuan.js';
import type { DealPath, SichuanDealInput, SichuanDealResult, SichuanEvent, SichuanPayment, VoidSuit } from './deal-types.js';
import { bestWaitingValue, hasStandingCount, holdsVoid, isWaiting, possibleValues, readHand } from './hands.js';
import { impossibleSichuanHand } from './impossible.js';

const bi = (ru: string, en: string): Bilingual => ({ ru, en });

/** The plain reason of a hand that is not ready (no wait). */
const NOT_READY = bi('рука не готова', 'not ready');

type Ev<K extends SichuanEvent['kind']> = Extract<SichuanEvent, { kind: K }>;

/** A declared kong and the payments made for it. */
interface KongRecord {
  player: PlayerId;
  type: Ev<'kong'>['type'];
  tile: Tile;
  event: number;
  payments: SichuanPayment[];
  voided: boolean;
}

/** A claim on a discard: a pung, or a kong (its record) from a discard. */
interface Claim {
  event: number;
  player: PlayerId;
  from: PlayerId;
  kong?: KongRecord;
}

/** Why a kong's payments are returned, in words. */
const VOID_REASON: Record<SichuanKongVoid, Bilingual> = {
  robbed: bi('конг ограблен', 'the kong was robbed'),
  'hu-on-next-discard': bi('Ху на сброс после конга', 'hu on the discard after the kong'),
  'not-ready-at-wall-end': bi('рука не готова при окончании стены', 'the hand is not ready at wall end'),
  'false-hu': bi('ложное Ху', 'false hu'),
  'wrong-tile-count': bi('неправильное количество костей', 'wrong number of tiles'),
};

/** The state of a deal while its events are applied. */
class Deal {
  readonly rules: SichuanIR;
  readonly scorer: CompiledScorer;
  /** Players still in the deal, in seat order. */
  inDeal: PlayerId[];
  readonly dead = new Set<PlayerId>();
  readonly kongs: KongRecord[] = [];
  /** Declared sets of a void suit already fined, as `player:tile`. */
  readonly finedSets = new Set<string>();
  /** The last claim on a discard (a pung, or a kong from a discard) and its event. */
  lastClaim: Claim | undefined;
  ended = false;
  readonly out: SichuanDealResult;

  constructor(readonly ir: RegulationIR, rules: SichuanIR, readonly input: SichuanDealInput) {
    this.rules = rules;
    this.scorer = scorerOf(ir);
    this.inDeal = [...input.seats];
    this.out = { points: {}, payments: [], adjustments: [], winners: [], scores: {}, notes: [], problems: [] };
  }

  problem(code: ProblemCode, path: DealPath, message: string): void {
    this.out.problems.push({ code, path, message });
  }

  note(event: number, rule: string, clause: string, text: Bilingual): void {
    this.out.notes.push({ event, rule, clause, text });
  }

  pay(p: Omit<SichuanPayment, 'clause'> & { clause: string }): SichuanPayment | undefined {
    if (p.amount <= 0 || p.from === p.to) return undefined;
    this.out.payments.push(p);
    return p;
  }

  isIn(p: PlayerId): boolean {
    return this.inDeal.includes(p);
  }

  /** Checks that a player can still act; reports it when he has declared hu already. */
  stillIn(p: PlayerId, path: DealPath): boolean {
    if (this.isIn(p)) return true;
    this.problem('deal/player-out', path, `${p} has declared hu and is out of the deal: he neither pays nor receives afterwards`);
    return false;
  }

  /** A void-suit fine (`amount`, game points paid to nobody). */
  voidPenalty(player: PlayerId, event: number, why: Bilingual, amount: number): void {
    if (amount === 0) return;
    this.out.adjustments.push({ player, points: amount, rule: 'void-suit', clause: this.rules.voidSuit.clause, reason: why, event });
  }

  /** Fines a set of the void suit declared by `player` (once per set). */
  declaredVoidSet(player: PlayerId, tile: Tile, what: Bilingual, event: number): void {
    if (this.input.void[player] !== suitOf(tile) || this.finedSets.has(`${player}:${tile}`)) return;
    this.finedSets.add(`${player}:${tile}`);
    this.voidPenalty(player, event, bi(`объявлен ${what.ru} запрещённой масти ${formatTile(tile)}`, `declared a ${what.en} of the void suit, ${formatTile(tile)}`), this.rules.voidSuit.value.declaredSet);
  }

  /** Returns the payments of a player's kongs (or of one kong) when the regulation voids them in this situation. */
  voidKongs(kongs: readonly KongRecord[], situation: SichuanKongVoid, event: number): void {
    const live = kongs.filter((k) => !k.voided && k.payments.length > 0);
    if (live.length === 0) return;
    const rule = this.rules.kongVoid;
    if (!rule.value.includes(situation)) {
      const who = [...new Set(live.map((k) => k.player))].join(', ');
      this.note(event, 'kong-void', rule.clause, bi(`Выплаты за конги ${who} сохраняются (${VOID_REASON[situation].ru}): регламент их не отменяет`, `The kong payments of ${who} stand (${VOID_REASON[situation].en}): the regulation does not void them`));
      return;
    }
    for (const k of live) {
      k.voided = true;
      for (const p of k.payments) {
        this.pay({
          from: p.to, to: p.from, amount: p.amount, rule: 'kong-void', clause: rule.clause, event,
          reason: bi(`возврат за конг ${formatTile(k.tile)}: ${VOID_REASON[situation].ru}`, `kong ${formatTile(k.tile)} returned: ${VOID_REASON[situation].en}`),
        });
      }
    }
  }

  /** The false hu of a player: compensation to each other player still in, his kongs void (by the regulation). */
  falseHu(player: PlayerId, waiting: boolean | undefined, event: number, path: DealPath, why: Bilingual): void {
    const f = this.rules.falseHu;
    const same = f.value.waiting === f.value.notWaiting;
    if (waiting === undefined && !same) {
      this.problem('deal/false-hu-waiting', path, `the false hu of ${player} costs ${f.value.waiting} for a waiting hand and ${f.value.notWaiting} for one that is not (${f.clause}): give waiting: true|false, or the hand`);
      return;
    }
    const amount = waiting === false ? f.value.notWaiting : f.value.waiting;
    const kind = same ? bi('', '') : waiting ? bi(', рука в ожидании', ', waiting hand') : bi(', рука не в ожидании', ', hand not waiting');
    for (const p of this.inDeal) {
      this.pay({ from: player, to: p, amount, rule: 'false-hu', clause: f.clause, event, reason: bi(`ложное Ху (${why.ru}${kind.ru})`, `false hu (${why.en}${kind.en})`) });
    }
    this.voidKongs(this.kongs.filter((k) => k.player === player), 'false-hu', event);
  }

  /**
   * Whether a player's hu on a discard counts when he has just claimed that discard (a pung or a kong: the event just
   * before, by him, from the same discarder): `first`, the claim was his first declaration and stands, so the hu does
   * not count; `every`, the hu counts and the claim is withdrawn (a kong's payments returned).
   */
  huAfterClaim(player: PlayerId, discarder: PlayerId, event: number): boolean {
    const c = this.lastClaim;
    if (c === undefined || c.event !== event - 1 || c.player !== player || c.from !== discarder) return true;
    const rule = this.rules.declarations;
    const call = c.kong ? bi('конг', 'kong') : bi('панг', 'pung');
    if (rule.value === 'first') {
      this.note(event, 'declarations', rule.clause, bi(`Ху ${player} на этот снос не засчитывается: засчитывается только первое объявление (${call.ru})`, `The hu of ${player} on this discard does not count: only his first declaration (${call.en}) does`));
      return false;
    }
    this.note(event, 'declarations', rule.clause, bi(`${player} объявил Ху на снос, на который уже объявил ${call.ru}: засчитывается Ху, ${call.ru} отменён`, `${player} declared hu on the discard he had claimed for a ${call.en}: the hu counts, the ${call.en} is withdrawn`));
    if (c.kong !== undefined && !c.kong.voided) {
      c.kong.voided = true;
      for (const p of c.kong.payments) {
        this.pay({ from: p.to, to: p.from, amount: p.amount, rule: 'kong-void', clause: rule.clause, event, reason: bi(`возврат за конг ${formatTile(c.kong.tile)}: объявление заменено Ху`, `kong ${formatTile(c.kong.tile)} returned: the call was replaced by a hu`) });
      }
    }
    return true;
  }

  /** The previous event when it was a kong by `player` (the discard after it, or the tile added to it). */
  kongJustBefore(event: number, player: PlayerId): KongRecord | undefined {
    const k = this.kongs[this.kongs.length - 1];
    return k !== undefined && k.event === event - 1 && k.player === player ? k : undefined;
  }
}

function applyKong(d: Deal, e: Ev<'kong'>): void {
  const path: DealPath = ['events', e.at];
  if (!d.stillIn(e.player, [...path, 'player'])) return;
  if (e.type === 'discard') {
    if (!d.stillIn(e.from!, [...path, 'from'])) return;
    const claims = d.rules.deadHandClaims;
    if (d.dead.has(e.player) && !claims.value) {
      d.note(e.at, 'dead-hand-claims', claims.clause, bi(`${e.player}: мёртвая рука не может брать кости по объявлениям — конга нет`, `${e.player}: a dead hand may not claim tiles, so there is no kong`));
      return;
    }
  }
  const kongs = d.rules.kongs;
  const amount = kongs.value[e.type];
  const payers = e.type === 'discard' ? [e.from!] : d.inDeal.filter((p) => p !== e.player);
  const record: KongRecord = { player: e.player, type: e.type, tile: e.tile, event: e.at, payments: [], voided: false };
  const what = { concealed: bi('закрытый конг', 'concealed kong'), discard: bi('конг с чужого сброса', 'kong from a discard'), promoted: bi('конг, добавленный свежей костью', 'kong promoted with a fresh tile'), 'from-hand': bi('конг, добавленный из руки', 'kong promoted from the hand') }[e.type];
  for (const payer of payers) {
    const p = d.pay({ from: payer, to: e.player, amount, rule: `kong-${e.type}`, clause: kongs.clause, event: e.at, reason: bi(`${what.ru} ${formatTile(e.tile)}`, `${what.en} ${formatTile(e.tile)}`) });
    if (p) record.payments.push(p);
  }
  if (amount === 0) d.note(e.at, `kong-${e.type}`, kongs.clause, bi(`${e.player}: ${what.ru} ${formatTile(e.tile)} не оплачивается`, `${e.player}: a ${what.en} ${formatTile(e.tile)} is not paid`));
  d.declaredVoidSet(e.player, e.tile, bi('конг', 'kong'), e.at);
  d.kongs.push(record);
  if (e.type === 'discard') d.lastClaim = { event: e.at, player: e.player, from: e.from!, kong: record };
}

/** A pung claimed on a discard: nothing is paid for it; a pung of the void suit is fined. */
function applyPung(d: Deal, e: Ev<'pung'>): void {
  const path: DealPath = ['events', e.at];
  if (!d.stillIn(e.player, [...path, 'pung']) || !d.stillIn(e.from, [...path, 'from'])) return;
  const claims = d.rules.deadHandClaims;
  if (d.dead.has(e.player) && !claims.value) {
    d.note(e.at, 'dead-hand-claims', claims.clause, bi(`${e.player}: мёртвая рука не может брать кости по объявлениям — панга нет`, `${e.player}: a dead hand may not claim tiles, so there is no pung`));
    return;
  }
  d.declaredVoidSet(e.player, e.tile, bi('панг', 'pung'), e.at);
  d.lastClaim = { event: e.at, player: e.player, from: e.from };
}

/** The value of one winner's hu; undefined when it does not stand (a false hu is applied, or a problem reported). */
function huValue(d: Deal, e: Ev<'hu'>, w: Ev<'hu'>['winners'][number], path: DealPath): number | undefined {
  if ('value' in w) {
    if (!possibleValues(d.ir).includes(w.value)) {
      d.problem('deal/bad-value', path, `${w.value} is not a hand value of ${d.ir.regulation} (values: ${possibleValues(d.ir).join(', ') || 'none'})`);
      return undefined;
    }
    return w.value;
  }
  const read = readHand(w.hand, false);
  if ('error' in read) {
    d.problem(read.error.code, path, `${w.player}: ${read.error.message}`);
    return undefined;
  }
  const suit = d.input.void[w.player];
  if (suit === undefined) {
    d.problem('deal/void-missing', ['void'], `the void suit of ${w.player} is needed to score his hand: give void: { ${w.player}: m|p|s }`);
    return undefined;
  }
  const options = { win: e.from, lastTile: e.lastTile, afterKong: e.afterKong, void: suit };
  const refused = impossibleSichuanHand(d.scorer, read.hand, options, w.player, ['events', e.at], path);
  if (refused !== null) {
    d.out.problems.push(refused);
    return undefined;
  }
  const score = scoreHand(d.scorer, read.hand, options);
  d.out.scores[`${e.at}:${w.player}`] = { hand: w.hand, score };
  if (score.declarable !== true) {
    const why = score.complete === false ? bi('рука не собрана', 'the hand is not complete') : bi('в руке кость запрещённой масти', 'the hand holds a tile of the void suit');
    d.falseHu(w.player, isWaiting(d.scorer, read.hand), e.at, path, why);
    return undefined;
  }
  return score.total;
}

function applyHu(d: Deal, e: Ev<'hu'>): void {
  const path: DealPath = ['events', e.at];
  const discarder = e.discarder;
  if (discarder !== undefined && !d.stillIn(discarder, [...path, 'discarder'])) return;
  const kong = discarder !== undefined ? d.kongJustBefore(e.at, discarder) : undefined;
  if (e.from === 'robbing' && (kong === undefined || (kong.type !== 'promoted' && kong.type !== 'from-hand'))) {
    d.problem('deal/robbing-without-kong', path, `a robbed kong needs the event just before to be a promoted kong by ${discarder}`);
    return;
  }
  if (e.afterKong && kong === undefined) {
    d.problem('deal/after-kong-without-kong', [...path, 'after-kong'], `after-kong needs the event just before to be a kong by ${discarder}`);
    return;
  }
  const won: Array<[PlayerId, number]> = [];
  for (const w of e.winners) {
    const at = [...path, 'hu', w.player];
    if (!d.stillIn(w.player, at) || (discarder !== undefined && !d.huAfterClaim(w.player, discarder, e.at))) continue;
    if (d.dead.has(w.player)) {
      d.problem('deal/dead-hand-hu', at, `${w.player} has a dead hand and cannot declare hu`);
      continue;
    }
    const value = huValue(d, e, w, at);
    if (value === undefined) continue;
    if (e.furiten) {
      const f = d.rules.furiten;
      if (f.value === 'false-hu') {
        d.falseHu(w.player, true, e.at, at, bi('непроверяемый фуритен', 'unverifiable furiten'));
        continue;
      }
      if (f.value === 'barred') {
        d.note(e.at, 'furiten', f.clause, bi(`Ху ${w.player} при непроверяемом фуритене не засчитывается (без штрафа); игрок остаётся в сдаче`, `The hu of ${w.player} on an unverifiable furiten does not count (no penalty); he stays in the deal`));
        continue;
      }
      d.note(e.at, 'furiten', f.clause, bi(`Ху ${w.player} при непроверяемом фуритене засчитывается`, `The hu of ${w.player} on an unverifiable furiten stands`));
    }
    won.push([w.player, value]);
  }
  if (won.length > 0 && kong !== undefined && (e.from === 'robbing' || e.afterKong)) d.voidKongs([kong], e.from === 'robbing' ? 'robbed' : 'hu-on-next-discard', e.at);
  // Each payment cites the setting that makes it: `discard-bonus` for a hu on a discard, `self-draw-bonus` for a
  // self-drawn one.
  const setting = discarder !== undefined ? d.rules.discardBonus : d.rules.selfDrawBonus;
  const clause = setting.clause;
  const bonus = setting.value;
  const plus = (value: number) => (bonus === 0 ? `${value}` : `${value} + ${bonus}`);
  for (const [w, value] of won) {
    if (discarder !== undefined) {
      const how = e.from === 'robbing' ? bi('ограбление конга', 'robbing the kong') : bi('Ху с чужого сброса', 'hu on a discard');
      d.pay({ from: discarder, to: w, amount: value + bonus, rule: 'hu-discard', clause, event: e.at, reason: bi(`${how.ru}: стоимость руки ${plus(value)}`, `${how.en}: hand value ${plus(value)}`) });
    } else {
      for (const p of d.inDeal) {
        if (p === w) continue;
        d.pay({ from: p, to: w, amount: value + bonus, rule: 'hu-self-draw', clause, event: e.at, reason: bi(`Ху со стены: ${plus(value)}`, `self-drawn hu: ${plus(value)}`) });
      }
    }
  }
  for (const [w] of won) {
    d.out.winners.push(w);
    d.inDeal = d.inDeal.filter((p) => p !== w);
  }
  if (d.inDeal.length <= 1 && won.length > 0) {
    d.ended = true;
    d.note(e.at, 'hu', clause, bi('В сдаче остался один игрок: сдача окончена', 'One player is left in the deal: the deal ends'));
  }
}

function wrongCount(d: Deal, player: PlayerId, event: number): void {
  d.dead.add(player);
  d.voidKongs(d.kongs.filter((k) => k.player === player), 'wrong-tile-count', event);
}

/** A wall-end hand: its best value when ready, or why it is not. */
function wallEndHand(d: Deal, p: PlayerId, h: string | number | false, at: number, path: DealPath, exempt: boolean): { value: number; tile?: Tile } | { notReady: Bilingual } | undefined {
  const w = d.rules.wallEnd;
  if (typeof h === 'number') {
    if (!possibleValues(d.ir).includes(h)) {
      d.problem('deal/bad-value', path, `${h} is not a hand value of ${d.ir.regulation} (values: ${possibleValues(d.ir).join(', ')})`);
      return undefined;
    }
    return d.dead.has(p) ? { notReady: bi('мёртвая рука', 'dead hand') } : { value: h };
  }
  if (h === false) return { notReady: d.dead.has(p) ? bi('мёртвая рука', 'dead hand') : NOT_READY };
  const read = readHand(h, true);
  if ('error' in read) {
    d.problem(read.error.code, path, `${p}: ${read.error.message}`);
    return undefined;
  }
  const hand: ParsedHand = read.hand;
  if (hand.winTile !== null) {
    d.problem('deal/unexpected-win-tile', path, `${p} did not win, so his hand has no +tile`);
    return undefined;
  }
  const suit = d.input.void[p];
  if (suit === undefined) {
    d.problem('deal/void-missing', ['void'], `the void suit of ${p} is needed at wall end: give void: { ${p}: m|p|s }`);
    return undefined;
  }
  const refused = impossibleSichuanHand(d.scorer, hand, { void: suit }, p, ['events', at], path);
  if (refused !== null) {
    d.out.problems.push(refused);
    return undefined;
  }
  if (!hasStandingCount(hand)) {
    wrongCount(d, p, at);
    return { notReady: bi('неправильное количество костей', 'wrong number of tiles') };
  }
  if (holdsVoid(hand, suit)) {
    fineVoidAtWallEnd(d, p, hand, suit, at, exempt);
    return { notReady: bi('кость запрещённой масти', 'a tile of the void suit') };
  }
  if (d.dead.has(p)) return { notReady: bi('мёртвая рука', 'dead hand') };
  const best = bestWaitingValue(d.ir, w.value.excludes, hand, suit);
  if (!best) return { notReady: NOT_READY };
  d.out.scores[`${at}:${p}`] = { hand: `${h}+${formatTile(best.tile)}`, score: best.score };
  return { value: best.score.total, tile: best.tile };
}

/**
 * The void-suit fines of a hand holding its void suit at wall end: each declared set of it not fined yet (a set the
 * events did not record), then the wall-end fine when the tiles it looks at (`wall-end-tiles`: standing, or all) hold
 * the suit, unless the regulation's exemption covers the player (`exempt`: every discard of his was of that suit).
 */
function fineVoidAtWallEnd(d: Deal, p: PlayerId, hand: ParsedHand, suit: VoidSuit, at: number, exempt: boolean): void {
  const rule = d.rules.voidSuit;
  for (const m of hand.declared) if (m.kind !== 'chow') d.declaredVoidSet(p, m.tile, m.kind === 'kong' ? bi('конг', 'kong') : bi('панг', 'pung'), at);
  const held = rule.value.wallEndTiles === 'all' ? holdsVoid(hand, suit) : hand.concealed.some((t) => suitOf(t) === suit);
  if (!held) return;
  if (exempt && rule.value.exemption === 'all-discards-void') {
    d.note(at, 'void-suit', rule.clause, bi(`${p}: все его сносы были запрещённой масти — штрафа за кость запрещённой масти нет`, `${p}: every discard of his was of the void suit, so no fine for the tile of it he holds`));
    return;
  }
  if (exempt) d.note(at, 'void-suit', rule.clause, bi(`${p}: регламент не освобождает от штрафа за сносы только запрещённой масти`, `${p}: the regulation makes no exemption for discards all of the void suit`));
  d.voidPenalty(p, at, bi('кость запрещённой масти в руке при окончании стены', 'a tile of the void suit in the hand at wall end'), rule.value.wallEnd);
}

function applyWallEnd(d: Deal, e: Ev<'wall-end'>): void {
  const path: DealPath = ['events', e.at, 'wall-end'];
  const given = Object.keys(e.hands);
  for (const p of given) if (!d.isIn(p)) d.problem('deal/wall-end-hands', [...path, p], `${p} has declared hu and is out of the deal: give the hands of ${d.inDeal.join(', ')} only`);
  const missing = d.inDeal.filter((p) => !given.includes(p));
  if (missing.length > 0) d.problem('deal/wall-end-hands', path, `no hand for ${missing.join(', ')}: give every player still in the deal (hand, value waited for, or false)`);
  d.ended = true;
  if (missing.length > 0 || given.some((p) => !d.isIn(p))) return;
  const ready: Array<[PlayerId, number, Tile | undefined]> = [];
  const notReady: Array<[PlayerId, Bilingual]> = [];
  for (const p of d.inDeal) {
    const r = wallEndHand(d, p, e.hands[p]!, e.at, [...path, p], e.allDiscardsVoid.includes(p));
    if (r === undefined) continue;
    if ('value' in r) ready.push([p, r.value, r.tile]);
    else notReady.push([p, r.notReady]);
  }
  const w = d.rules.wallEnd;
  for (const [n, why] of notReady) {
    for (const [r, value, tile] of ready) {
      const on = tile !== undefined ? bi(` (ожидание ${formatTile(tile)})`, ` (waiting on ${formatTile(tile)})`) : bi('', '');
      const cause = why === NOT_READY ? bi('', '') : bi(` (${why.ru})`, ` (${why.en})`);
      d.pay({ from: n, to: r, amount: value, rule: 'wall-end', clause: w.clause, event: e.at, reason: bi(`конец стены: ${n} не готов${cause.ru}, ${r} готов — лучшая стоимость ${value}${on.ru}`, `wall end: ${n} not ready${cause.en}, ${r} ready, best value ${value}${on.en}`) });
    }
  }
  for (const [n] of notReady) d.voidKongs(d.kongs.filter((k) => k.player === n), 'not-ready-at-wall-end', e.at);
}

/** Applies one event (a problem if the deal has ended). */
function applyEvent(d: Deal, e: SichuanEvent): void {
  // Hands are checked after the deal too, so a wrong tile count may come after its end.
  if (d.ended && e.kind !== 'wrong-tile-count') {
    d.problem('deal/after-end', ['events', e.at], 'the deal has already ended (one player left, or the wall end)');
    return;
  }
  const path: DealPath = ['events', e.at];
  switch (e.kind) {
    case 'kong': return applyKong(d, e);
    case 'pung': return applyPung(d, e);
    case 'hu': return applyHu(d, e);
    case 'false-hu': {
      if (!d.stillIn(e.player, [...path, 'false-hu'])) return;
      let waiting = e.waiting;
      if (waiting === undefined && e.hand !== undefined) {
        const read = readHand(e.hand, true);
        if ('error' in read) return d.problem(read.error.code, [...path, 'hand'], `${e.player}: ${read.error.message}`);
        const suit = d.input.void[e.player];
        const refused = impossibleSichuanHand(d.scorer, read.hand, suit !== undefined ? { void: suit } : {}, e.player, path, [...path, 'hand']);
        if (refused !== null) return void d.out.problems.push(refused);
        waiting = isWaiting(d.scorer, read.hand);
      }
      return d.falseHu(e.player, waiting, e.at, path, bi('объявлено судьёй', 'as recorded'));
    }
    case 'dead-hand':
      if (!d.stillIn(e.player, [...path, 'dead-hand'])) return;
      d.dead.add(e.player);
      return d.note(e.at, 'dead-hand', d.rules.deadHandClaims.clause, bi(`${e.player}: мёртвая рука — не может объявить Ху и при окончании стены не готова`, `${e.player}: dead hand, cannot declare hu and is not ready at wall end`));
    case 'wrong-tile-count':
      return wrongCount(d, e.player, e.at);
    case 'wall-end':
      return applyWallEnd(d, e);
  }
}

/** Keeps the ledger of a Sichuan deal under a compiled regulation; problems are reported in the result, never thrown. */
export function settleSichuanDeal(ir: RegulationIR, input: SichuanDealInput): SichuanDealResult {
  if (!ir.sichuan) {
    const out: SichuanDealResult = { points: {}, payments: [], adjustments: [], winners: [], scores: {}, notes: [], problems: [] };
    out.problems.push({ code: 'deal/no-sichuan', path: [], message: `the regulation ${ir.regulation} has no sichuan: section (payments, kongs, penalties)` });
    return out;
  }
  const d = new Deal(ir, ir.sichuan, input);
  for (const e of input.events) applyEvent(d, e);
  if (!d.ended && d.out.problems.length === 0) {
    d.problem('deal/unfinished', ['events'], `the deal has not ended: ${d.inDeal.join(', ')} are still in; end it with a wall-end event (or three hu)`);
  }
  const points = netOfPayments(input.seats, d.out.payments);
  for (const a of d.out.adjustments) points[a.player] = (points[a.player] ?? 0) + a.points;
  d.out.points = Object.assign(Object.create(null) as Record<PlayerId, number>, points);
  return d.out;
}

/** Every `deal/` code the Sichuan ledger can report besides those of the reader and the hands' `hand/` codes. */
export const SICHUAN_PROBLEM_CODES = [
  'deal/player-out', 'deal/false-hu-waiting', 'deal/bad-value', 'deal/void-missing', 'deal/robbing-without-kong',
  'deal/after-kong-without-kong', 'deal/dead-hand-hu', 'deal/unexpected-win-tile', 'deal/wall-end-hands', 'deal/after-end',
  'deal/unfinished', 'deal/no-sichuan',
] as const satisfies readonly DiagnosticCode[];
