/**
 * Lowering of the `riichi:` section of a regulation (the session rules of a hanchan: start and target scores, uma,
 * riichi stick, draw payment, dealer rotation, several winners, leftover sticks, chombo, liability, rounds, tournament points)
 * to RiichiIR. The structure was checked by the schema; a malformed section lowers to nothing (the schema reported it).
 */
import type { RiichiChomboWhen, RiichiLiability, RiichiDealerKeeps, RiichiIR, RiichiLeftoverSticks, RiichiMultipleRon, RiichiWind } from '../../runtime/ir/riichi.js';
import { settingOf, type LowerContext } from '../../compiler/index.js';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Lowers `riichi:`; undefined when absent or incomplete. */
export function lowerRiichi(raw: unknown, ctx: LowerContext): RiichiIR | undefined {
  if (!isObject(raw)) return undefined;
  const s = <T>(key: string, value: (o: Obj) => T) => settingOf<T>(raw[key], ['riichi', key], ctx, value);
  const plain = <T>(o: Obj) => o.value as T;
  const list = <T>(o: Obj) => (Array.isArray(o.value) ? [...(o.value as T[])] : []);
  const startPoints = s<number>('start-points', plain);
  const targetPoints = s<number>('target-points', plain);
  const uma = s<number[]>('uma', list);
  const riichiStick = s<number>('riichi-stick', plain);
  const notenPayment = s<number>('noten-payment', plain);
  const dealerKeeps = s<RiichiDealerKeeps[]>('dealer-keeps', list);
  const multipleRon = s<RiichiMultipleRon>('multiple-ron', plain);
  const leftoverSticks = s<RiichiLeftoverSticks>('leftover-sticks', plain);
  const chombo = s('chombo', (o) => ({ points: Number(o.points), when: o.when as RiichiChomboWhen }));
  const liability = raw.liability === undefined ? undefined : s<RiichiLiability>('liability', (o) => ({
    hands: Array.isArray(o.hands) ? o.hands.map(String) : [],
    discardShare: Number(o['discard-share']),
    discarderOnly: Array.isArray(o['discarder-only']) ? o['discarder-only'].map(String) : [],
  }));
  const rounds = s<RiichiWind[]>('rounds', list);
  const pointsPerTournamentPoint = s<number>('points-per-tournament-point', plain);
  if (!startPoints || !targetPoints || !uma || !riichiStick || !notenPayment || !dealerKeeps || !multipleRon || !leftoverSticks || !chombo || !rounds || !pointsPerTournamentPoint) {
    return undefined;
  }
  return { startPoints, targetPoints, uma, riichiStick, notenPayment, dealerKeeps, multipleRon, leftoverSticks, chombo, ...(liability ? { liability } : {}), rounds, pointsPerTournamentPoint };
}
