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

/** What an "unverifiable furiten" hu is: a false hu, a hu that does not count (no penalty), or a hu that stands. */
export type SichuanFuriten = 'false-hu' | 'barred' | 'stands';

/**
 * Several declarations of a player on one discard (a pung or kong call, then hu): `first`, only the first counts
 * (the hu does not); `every`, the later one counts (the call is withdrawn).
 */
export type SichuanDeclarations = 'first' | 'every';

/**
 * The void suit penalties (game points paid to nobody): `wallEnd` for a tile of the void suit held at wall end,
 * `declaredSet` for each pung or kong of it declared; `wallEndTiles`: whether the wall-end fine looks at the standing
 * tiles only (a declared set was fined when declared) or at every tile; `exemption`: no wall-end fine for a player
 * whose every discard was of his void suit.
 */
export interface SichuanVoidSuit {
  wallEnd: number;
  declaredSet: number;
  wallEndTiles: 'standing' | 'all';
  exemption: 'all-discards-void' | null;
}

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
  /** The void suit penalties: a tile of it held at wall end, a set of it declared. */
  voidSuit: SettingIR<SichuanVoidSuit>;
  /** False hu: the offender pays each other player still in the deal this much (by whether his hand was waiting). */
  falseHu: SettingIR<{ waiting: number; notWaiting: number }>;
  /** An "unverifiable furiten" hu. */
  furiten: SettingIR<SichuanFuriten>;
  /** Which of a player's declarations on one discard count. */
  declarations: SettingIR<SichuanDeclarations>;
  /** Whether a dead hand may still claim other players' tiles (kong from a discard). */
  deadHandClaims: SettingIR<boolean>;
  /** The progressive scale of minor violations in a session: the total penalty after the 1st, 2nd, ... (game points, >= 0). */
  minorViolations: SettingIR<number[]> | null;
}
