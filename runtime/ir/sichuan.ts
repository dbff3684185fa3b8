/**
 * IR of the Sichuan deal part of a regulation: the amounts of the payments the runtime's Sichuan ledger makes (hu,
 * kongs, wall end), when kong payments are void, the penalties (void suit, false hu, minor violations) and the
 * procedural switches of the declarations. The payment mechanisms are the runtime's; every number is here.
 */
import type { SettingIR } from './common.js';

/** Kinds of kong of a Sichuan deal: concealed, melded from a discard, promoted with a fresh tile, promoted from the hand. */
export type SichuanKongKind = 'concealed' | 'discard' | 'promoted' | 'from-hand';

/** The situations in which a kong's payments are void (not paid, or returned). */
export type SichuanKongVoid = 'robbed' | 'hu-on-next-discard' | 'not-ready-at-wall-end' | 'false-hu' | 'wrong-tile-count';

/** What an "unverifiable furiten" hu is: a false hu, or a hu that stands. */
export type SichuanFuriten = 'false-hu' | 'stands';

/** Which of a player's hu declarations in a deal count: only the first, or every one. */
export type SichuanDeclarations = 'first' | 'every';

/** The Sichuan deal rules of a regulation. */
export interface SichuanIR {
  /** Self-drawn hu: each player still in the deal pays the hand value plus this. */
  selfDrawBonus: SettingIR<number>;
  /** Hu on a discard (or a robbed kong): the discarder (the robbed player) alone pays each winner the value plus this. */
  discardBonus: SettingIR<number>;
  /** Kong payments per kind: from each player still in the deal, or (`discard`) from the discarder. */
  kongs: SettingIR<Record<SichuanKongKind, number>>;
  /** When the payments of a kong are void. */
  kongVoid: SettingIR<SichuanKongVoid[]>;
  /** Wall end: each not-ready player still in pays each ready one the best value over his waits, without these fans. */
  wallEnd: SettingIR<{ excludes: string[] }>;
  /** A tile of the void suit in the hand at wall end, or a declared set of it: game points to the player, paid to nobody. */
  voidSuit: SettingIR<number>;
  /** False hu: the offender pays each other player still in the deal this much (by whether his hand was waiting). */
  falseHu: SettingIR<{ waiting: number; notWaiting: number }>;
  /** An "unverifiable furiten" hu. */
  furiten: SettingIR<SichuanFuriten>;
  /** Which hu declarations of a player in a deal count. */
  declarations: SettingIR<SichuanDeclarations>;
  /** Whether a dead hand may still claim other players' tiles (kong from a discard). */
  deadHandClaims: SettingIR<boolean>;
  /** The progressive scale of minor violations in a session: the total penalty after the 1st, 2nd, ... (game points, >= 0). */
  minorViolations: SettingIR<number[]> | null;
}
