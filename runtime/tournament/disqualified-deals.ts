/**
 * A disqualified player in the rest of his session, as the regulation says (`tournament.after-disqualification`):
 * under `no-further-part`, from the deal where a disqualification of his is accepted (sanctions.ts: the regulation
 * provides for it), he takes no further part in that table's deals, so a later deal that gives him a win, game points
 * (vists) or a penalty is reported at that deal (`event/disqualified-in-deal`, a warning: the deal still counts as
 * recorded, the judge corrects it); under `plays-on`, or where the regulation does not say, nothing is checked.
 * Later rounds are checked apart (event.ts: `event/inactive-player`).
 * Input: one deal as recorded and as run, the players disqualified earlier at the table, the regulation's setting.
 * Output: RunProblems.
 */
import type { AfterDisqualificationIR } from '../ir/sanctions.js';
import type { EventDeal } from './event.js';
import { runProblem, type RunProblem } from './run-problem.js';
import type { Bilingual } from '../ir/types.js';
import type { DealOutcome, PlayerId } from './types.js';

/**
 * Records in `disqualifiedAt` the players whose disqualification was accepted with a deal (sanctionsOf), each with
 * the deal's number (1-based; a player's first disqualification counts).
 */
export function noteDisqualifications(disqualified: readonly PlayerId[], dealNumber: number, disqualifiedAt: Map<PlayerId, number>): void {
  for (const player of disqualified) if (!disqualifiedAt.has(player)) disqualifiedAt.set(player, dealNumber);
}

/**
 * Reports each player disqualified in an earlier deal of the table who has a part in this deal, where the regulation
 * says he takes no further part (see the file's comment).
 */
export function checkDisqualifiedInDeal(
  deal: EventDeal, outcome: DealOutcome | null, dealNumber: number, disqualifiedAt: ReadonlyMap<PlayerId, number>,
  setting: AfterDisqualificationIR | undefined, path: Array<string | number>, problems: RunProblem[],
): void {
  if (setting?.value !== 'no-further-part' || disqualifiedAt.size === 0) return;
  for (const [player, at] of disqualifiedAt) {
    if (at >= dealNumber) continue;
    const parts: Bilingual[] = [];
    let where: Array<string | number> | undefined;
    const won = outcome !== null && outcome.winners !== undefined && outcome.winners.includes(player);
    if (won) {
      parts.push({ en: 'a win', ru: 'выигрыш' });
      where = deal.kind === 'recorded' ? [...path, 'mahjong'] : path;
    }
    // An outcome's vists may be the event's own record: its own keys only (a player named `constructor`).
    const net = (outcome !== null && Object.hasOwn(outcome.vists, player) ? outcome.vists[player] : undefined) ?? 0;
    if (net !== 0) {
      const gamePoints = deal.kind === 'events' || (deal.kind === 'recorded' && deal.points !== undefined);
      const amount = `${net > 0 ? '+' : ''}${net}`;
      parts.push({ en: `${amount} ${gamePoints ? 'game points' : 'vists'}`, ru: `${gamePoints ? 'игровые очки' : 'висты'} ${amount}` });
      where ??= deal.kind === 'recorded' ? [...path, deal.points !== undefined ? 'points' : 'vists', player] : path;
    }
    const penalty = (deal.penalties ?? []).findIndex((p) => p.player === player && p.disqualified !== true);
    if (penalty >= 0) {
      parts.push({ en: 'a penalty', ru: 'штраф' });
      where ??= [...path, 'penalties', penalty];
    }
    if (parts.length === 0) continue;
    problems.push(runProblem('event/disqualified-in-deal', 'warning', where!, {
      en: `deal ${dealNumber}: ${player} was disqualified in deal ${at} of this session and takes no further part in it (${setting.clause}), but this deal gives him ${parts.map((x) => x.en).join(', ')}`,
      ru: `сдача ${dealNumber}: после дисквалификации в сдаче ${at} этой сессии ${player} в ней больше не участвует (${setting.clause}), а в этой сдаче у игрока ${parts.map((x) => x.ru).join(', ')}`,
    }, player));
  }
}
