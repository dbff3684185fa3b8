/**
 * The judge's sanctions of an event beyond the game's own penalties: tournament points taken from a player
 * (`tournament-points` on a penalty entry) and disqualification (`disqualified: true`). Each is checked against the
 * regulation's `tournament.sanctions`: provided for at all, and, where the regulation says so (`after-scale`), only
 * for a player who has exhausted the progressive scale of minor violations in that session. Tournament points go to
 * the table's result (added after its ranking); a disqualification takes effect through the player's activity
 * (event.ts: not seated after it, out in the standings), and, within the session, as the regulation says
 * (disqualified-deals.ts).
 * Input: a penalty list, the regulation IR, the player's minor violations so far in the session. Output: the sanctions
 * accepted (points, disqualified players) and RunProblems (never thrown).
 */
import type { SanctionKind } from '../ir/sanctions.js';
import type { RegulationIR } from '../ir/types.js';
import type { EventPenalty } from './event.js';
import { runProblem, type RunProblem } from './run-problem.js';
import type { ViolationScale } from './table-rules.js';
import type { PlayerId, PointsSanction } from './types.js';

/** Whether a penalty entry carries a sanction (tournament points or disqualification). */
export function isSanction(p: EventPenalty): boolean {
  return p['tournament-points'] !== undefined || p.disqualified === true;
}

/** Whether a penalty entry is only a sanction (no game points, vists or named rule with it). */
export function isSanctionOnly(p: EventPenalty): boolean {
  return isSanction(p) && p.vists === undefined && p.points === undefined && p.rule === undefined;
}

/** The name of a sanction kind in both languages, for messages. */
const KIND_TEXT: Record<SanctionKind, { en: string; ru: string }> = {
  'tournament-points': { en: 'tournament points', ru: 'снятие турнирных очков' },
  disqualification: { en: 'disqualification', ru: 'дисквалификация' },
};

/** The sanctions of a penalty list that the regulation accepts. */
export interface AcceptedSanctions {
  /** Tournament points to add. */
  readonly points: readonly PointsSanction[];
  /** The players disqualified, in the order of their entries (a player may appear twice). */
  readonly disqualified: readonly PlayerId[];
}

/** The answer for an empty penalty list (most deals): shared, never written. */
const NO_SANCTIONS: AcceptedSanctions = Object.freeze({ points: Object.freeze([]), disqualified: Object.freeze([]) });

/**
 * The sanctions of a penalty list, checked against the regulation: `event/sanction-not-provided` when the regulation
 * does not provide for that sanction (it is then not applied), `event/sanction-before-scale` when it provides for it
 * only once the scale of minor violations is exhausted and the player's violations in the session up to that entry
 * (`violations[index]`, 0 when absent) have not gone beyond the scale (`scale`: the game's, none when absent) yet. An entry counts only when every sanction
 * it carries is accepted. Returns the tournament points to add (deal: 1-based, or null for the table's) and the
 * players whose disqualification is accepted.
 */
export function sanctionsOf(
  penalties: readonly EventPenalty[], regulation: RegulationIR, violations: readonly number[], scale: ViolationScale | undefined,
  deal: number | null, path: Array<string | number>, problems: RunProblem[],
): AcceptedSanctions {
  if (penalties.length === 0) return NO_SANCTIONS;
  const out = { points: [] as PointsSanction[], disqualified: [] as PlayerId[] };
  const setting = regulation.tournament?.sanctions;
  penalties.forEach((p, i) => {
    if (!isSanction(p)) return;
    const at = [...path, 'penalties', i];
    const kinds: SanctionKind[] = [];
    if (p['tournament-points'] !== undefined) kinds.push('tournament-points');
    if (p.disqualified === true) kinds.push('disqualification');
    let allowed = true;
    for (const kind of kinds) {
      const key = kind === 'tournament-points' ? 'tournament-points' : 'disqualified';
      if (setting === undefined || !setting.value.kinds.includes(kind)) {
        const kinds = (lang: 'en' | 'ru') => setting!.value.kinds.map((k) => KIND_TEXT[k][lang]).join(', ');
        problems.push(runProblem('event/sanction-not-provided', 'error', [...at, key], setting === undefined
          ? {
            en: `${KIND_TEXT[kind].en} of ${p.player}: the regulation ${regulation.regulation} provides for no sanction (tournament.sanctions)`,
            ru: `${KIND_TEXT[kind].ru} (${p.player}): регламент ${regulation.regulation} не предусматривает санкций (tournament.sanctions)`,
          }
          : {
            en: `${KIND_TEXT[kind].en} of ${p.player}: the regulation ${regulation.regulation} provides only for ${kinds('en')} (${setting.clause})`,
            ru: `${KIND_TEXT[kind].ru} (${p.player}): регламент ${regulation.regulation} предусматривает только: ${kinds('ru')} (${setting.clause})`,
          }, p.player));
        allowed = false;
        continue;
      }
      if (setting.value.afterScale) {
        const steps = scale?.steps ?? [];
        const k = violations[i] ?? 0;
        if (k <= steps.length || steps.length === 0) {
          const where = steps.length === 0
            ? {
              en: `the regulation has no progressive scale${scale !== undefined ? ` (${scale.setting})` : ''}`,
              ru: `в регламенте нет прогрессивной шкалы${scale !== undefined ? ` (${scale.setting})` : ''}`,
            }
            : {
              en: `${p.player} has ${k} minor violation(s) in this session, the scale has ${steps.length} steps (${steps.join('-')})`,
              ru: `мелких нарушений у ${p.player} в этой сессии: ${k}, ступеней шкалы: ${steps.length} (${steps.join('-')})`,
            };
          problems.push(runProblem('event/sanction-before-scale', 'error', [...at, key], {
            en: `${KIND_TEXT[kind].en} of ${p.player} only once the progressive scale is exhausted in the session (${setting.clause}): ${where.en}`,
            ru: `${KIND_TEXT[kind].ru} (${p.player}) — только когда прогрессивная шкала в сессии исчерпана (${setting.clause}): ${where.ru}`,
          }, p.player));
          allowed = false;
        }
      }
    }
    if (!allowed) return;
    const points = p['tournament-points'];
    if (points !== undefined) {
      out.points.push({ player: p.player, points, clause: p.clause ?? setting!.clause, deal, ...(p.reason !== undefined ? { reason: p.reason } : {}) });
    }
    if (p.disqualified === true) out.disqualified.push(p.player);
  });
  return out;
}
