/**
 * Sichuan deals and penalties of an event (a table of a round is a game session): a recorded deal gives its game
 * points, a deal given as events is settled by the Sichuan ledger, a redeal gives nothing; penalties are game points
 * (`points`), or `minor-violation`, which the regulation's progressive scale turns into game points by the number
 * of the player's minor violations in the session so far. Game points are carried as the tournament layer's
 * `vists`; the session result (places by game points and penalties) is then table-points per tour.
 * Input: the regulation IR, one deal or penalty list, the session's counters. Output: DealOutcome / Adjustments and
 * RunProblems (never thrown). The Sichuan game's TableDealRules (runtime/tournament/table-rules.ts).
 */
import {
  decimalText, isSanctionOnly, netOfPayments, playerRecord, runProblem, type Adjustment, type DealOutcome, type EventDeal, type EventPath, type EventPenalty, type PlayerId,
  type RegulationIR, type RunProblem, type TableDealRules,
} from '../../runtime/index.js';
import { readSichuanDeal } from './deal-read.js';
import { settleSichuanDeal } from './ledger.js';

/** The rule name of a minor violation in an event's penalties (counted on the regulation's scale). */
export const MINOR_VIOLATION = 'minor-violation';

/** The counters of one game session (a table of a round): minor violations per player so far. */
export interface SichuanSession {
  violations: Map<PlayerId, number>;
}

/** Whether a penalty entry is a minor violation counted on the progressive scale (no game points of its own). */
function isMinorViolation(p: EventPenalty): boolean {
  return p.rule === MINOR_VIOLATION && p.points === undefined && p.vists === undefined;
}

/**
 * The minor violations of each entry's player in the session up to and including that entry of a penalty list (by
 * index): one pass forward from the session's counters before the list. Take it before sichuanPenalties counts the
 * list into the session.
 */
export function violationsUpTo(session: SichuanSession, penalties: readonly EventPenalty[]): number[] {
  const running = new Map(session.violations);
  return penalties.map((p) => {
    const k = (running.get(p.player) ?? 0) + (isMinorViolation(p) ? 1 : 0);
    running.set(p.player, k);
    return k;
  });
}

/** A new session, with no violation yet. */
export function createSichuanSession(): SichuanSession {
  return { violations: new Map() };
}

/**
 * The adjustments of penalties in a Sichuan event: explicit game points as they are (vists are read as game points,
 * with a warning); a `minor-violation` by the scale: the k-th violation of the session brings the player's total to
 * the scale's k-th value, so it costs the difference from the previous one; beyond the scale nothing more is added
 * and the judge is told to decide.
 */
export function sichuanPenalties(
  penalties: readonly EventPenalty[], regulation: RegulationIR, session: SichuanSession, path: EventPath, problems: RunProblem[],
): Adjustment[] {
  const out: Adjustment[] = [];
  penalties.forEach((p, i) => {
    if (isSanctionOnly(p)) return;
    const at = [...path, 'penalties', i];
    const reason = p.reason !== undefined ? { reason: p.reason } : {};
    if (p.points !== undefined || p.vists !== undefined) {
      if (p.vists !== undefined) {
        problems.push(runProblem('event/vists-penalty', 'warning', [...at, 'vists'], {
          en: `a Sichuan event counts game points: the penalty in vists (${p.vists}) is read as game points; write \`points: ${p.vists}\``,
          ru: `в Сычуани считают игровые очки: штраф в вистах (${p.vists}) засчитан как игровые очки; напишите \`points: ${p.vists}\``,
        }, p.player));
      }
      out.push({ player: p.player, vists: (p.points ?? p.vists)!, rule: p.rule ?? 'judge', clause: p.clause ?? '', ...reason });
      return;
    }
    if (!isMinorViolation(p)) {
      problems.push(runProblem('deal/unknown-penalty', 'error', [...at, 'rule'], {
        en: `a Sichuan penalty is given in game points (points: -8), or as rule: ${MINOR_VIOLATION} (the progressive scale); got rule '${String(p.rule)}'`,
        ru: `штраф в Сычуани записывают в игровых очках (points: -8) или как rule: ${MINOR_VIOLATION} (прогрессивная шкала), а указано rule «${String(p.rule)}»`,
      }, p.player));
      return;
    }
    const k = (session.violations.get(p.player) ?? 0) + 1;
    session.violations.set(p.player, k);
    const scale = regulation.sichuan?.minorViolations ?? null;
    if (scale === null || scale.value.length === 0) {
      problems.push(runProblem('event/no-scale', 'error', [...at, 'rule'], {
        en: `the regulation ${regulation.regulation} has no progressive scale (sichuan.minor-violations): give the penalty in game points`,
        ru: `в регламенте ${regulation.regulation} нет прогрессивной шкалы (sichuan.minor-violations): запишите штраф в игровых очках`,
      }, p.player));
      return;
    }
    const s = scale.value;
    if (k > s.length) {
      problems.push(runProblem('event/scale-exhausted', 'warning', at, {
        en: `minor violation ${k} of ${p.player} in this session is beyond the scale (${s.join(', ')}; ${scale.clause}): the judge decides (tournament points or disqualification)`,
        ru: `${k}-е мелкое нарушение ${p.player} в этой сессии — за пределами шкалы (${s.join(', ')}; ${scale.clause}): решает судья (снятие турнирных очков или дисквалификация)`,
      }, p.player));
      return;
    }
    const cost = s[k - 1]! - (k > 1 ? s[k - 2]! : 0);
    // Worded here in both languages (the ledgers and the penalty list read them in theirs), the judge's reason after.
    const ru = (n: number) => decimalText(n, 'ru');
    const words = {
      en: `minor violation ${k} in the session: total ${s[k - 1]} (${s.join('-')})`,
      ru: `нарушение ${k} за сессию: всего ${ru(s[k - 1]!)} (шкала ${s.map(ru).join('-')})`,
    };
    const withReason = (text: string) => (p.reason !== undefined ? `${text}; ${p.reason}` : text);
    out.push({
      player: p.player, vists: -cost, rule: MINOR_VIOLATION, clause: p.clause ?? scale.clause, reason: withReason(words.en),
      reasonText: { en: withReason(words.en), ru: withReason(words.ru) }, ...(scale.name !== undefined ? { ruleName: scale.name } : {}),
    });
  });
  return out;
}

/** One deal of a Sichuan event as a DealOutcome (null when it could not be settled; the problems say why). */
export function sichuanDealOutcome(
  deal: EventDeal, seats: readonly PlayerId[], regulation: RegulationIR, session: SichuanSession, path: EventPath, problems: RunProblem[],
): DealOutcome | null {
  const adjustments = sichuanPenalties(deal.penalties ?? [], regulation, session, path, problems);
  const zero = () => Object.assign(playerRecord<number>(), Object.fromEntries(seats.map((p) => [p, 0])));
  switch (deal.kind) {
    case 'redeal':
      return { vists: zero(), redeal: true, payments: [], adjustments };
    case 'hands':
    case 'fans':
      problems.push(runProblem('event/sichuan-deal', 'error', [...path, deal.kind], {
        en: `a Sichuan deal is recorded as game points (points) or given as events (void, events), not as ${deal.kind}`,
        ru: `сдачу Сычуани записывают игровыми очками (points) или событиями (void, events), а не как ${deal.kind}`,
      }));
      return null;
    case 'recorded': {
      if (deal.points === undefined) {
        problems.push(runProblem('event/sichuan-deal', 'error', [...path, 'vists'], { en: 'a Sichuan deal records game points: write points, not vists', ru: 'в сдаче Сычуани записывают игровые очки: points, а не vists' }));
        return null;
      }
      const winners = deal.mahjong === undefined ? [] : Array.isArray(deal.mahjong) ? deal.mahjong : [deal.mahjong];
      return {
        vists: Object.assign(playerRecord<number>(), deal.points), ...(winners.length > 0 ? { winners } : {}),
        redeal: false, payments: [], adjustments,
      };
    }
    case 'events': {
      const { kind: _kind, penalties: _penalties, ...data } = deal;
      const read = readSichuanDeal(data, seats);
      const settled = read.input ? settleSichuanDeal(regulation, read.input) : undefined;
      for (const p of settled?.problems ?? read.problems) problems.push({ code: p.code, severity: 'error', path: [...path, ...p.path], message: p.message, ...(p.text !== undefined ? { text: p.text } : {}) });
      if (!settled || settled.problems.length > 0) return null;
      const vists = Object.assign(playerRecord<number>(), netOfPayments(seats, settled.payments)); // adjustments apart
      const own: Adjustment[] = settled.adjustments.map((a) => ({ player: a.player, vists: a.points, rule: a.rule, clause: a.clause, reason: a.reason.en }));
      const winners = settled.winners;
      return {
        vists, ...(winners.length > 0 ? { winners } : {}), redeal: false,
        payments: settled.payments, adjustments: [...own, ...adjustments],
      };
    }
  }
}

/** How a Sichuan table reads its deals and penalties: a game session with its minor violations. */
export const sichuanTableDeals: TableDealRules<SichuanSession> = {
  session: createSichuanSession,
  violationsUpTo,
  dealOutcome: sichuanDealOutcome,
  tablePenalties: sichuanPenalties,
  violationScale: (regulation) => ({ steps: regulation.sichuan?.minorViolations?.value ?? [], setting: 'sichuan.minor-violations' }),
};
