/**
 * IR of the judge's sanctions beyond a game's own penalties: tournament points taken from a player, and
 * disqualification. Which of them a regulation provides for, and whether only once a player's progressive scale of
 * minor violations is exhausted in the session, is data of the regulation (`tournament.sanctions`); so is what becomes
 * of a player disqualified during a session (`tournament.after-disqualification`).
 */
import type { SettingIR } from './common.js';

/** A sanction the judge may record: tournament points taken, or disqualification (the player is out from then on). */
export type SanctionKind = 'tournament-points' | 'disqualification';

/** The sanctions a regulation provides for. */
export interface SanctionsValue {
  kinds: SanctionKind[];
  /** Only for a player who has exhausted the progressive scale of minor violations in that session. */
  afterScale: boolean;
}

/** The `tournament.sanctions` setting. */
export type SanctionsIR = SettingIR<SanctionsValue>;

/**
 * A player disqualified during a session: `no-further-part`, he plays no later deal of it (a later deal that gives
 * him a part is reported); `plays-on`, his later deals of it count without comment.
 */
export type AfterDisqualification = 'no-further-part' | 'plays-on';

/** The `tournament.after-disqualification` setting. */
export type AfterDisqualificationIR = SettingIR<AfterDisqualification>;

/**
 * Who may come in as a substitute having played in the event himself: `never`, or `forced` (only in a forced
 * substitution, one the judge imposes as a sanction; his own earlier results are then set aside).
 */
export type PlayedSubstitutes = 'never' | 'forced';

/** The `tournament.played-substitutes` setting. */
export type PlayedSubstitutesIR = SettingIR<PlayedSubstitutes>;
