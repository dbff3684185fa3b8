/**
 * Lowering of the `sichuan:` section of a regulation (Sichuan deal payments, kong rules, wall end, penalties and
 * declaration switches) to SichuanIR. The structure was checked by the schema; a malformed section lowers to
 * nothing (the schema reported it).
 */
import type { SichuanDeclarations, SichuanFuriten, SichuanIR, SichuanKongKind, SichuanKongVoid, SichuanVoidSuit } from '../../runtime/ir/sichuan.js';
import { settingOf, type LowerContext } from '../../compiler/index.js';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const KONG_KINDS: readonly SichuanKongKind[] = ['concealed', 'discard', 'promoted', 'from-hand'];

/** Lowers `sichuan:`; undefined when absent or malformed. */
export function lowerSichuan(raw: unknown, ctx: LowerContext): SichuanIR | undefined {
  if (!isObject(raw)) return undefined;
  const s = <T>(key: string, value: (o: Obj) => T) => settingOf<T>(raw[key], ['sichuan', key], ctx, value);
  const plain = <T>(o: Obj) => o.value as T;
  const selfDrawBonus = s<number>('self-draw-bonus', plain);
  const discardBonus = s<number>('discard-bonus', plain);
  const kongs = s('kongs', (o) => Object.fromEntries(KONG_KINDS.map((k) => [k, Number(o[k])])) as Record<SichuanKongKind, number>);
  const kongVoid = s<SichuanKongVoid[]>('kong-void', (o) => (Array.isArray(o.value) ? [...(o.value as SichuanKongVoid[])] : []));
  const wallEnd = s('wall-end', (o) => ({ excludes: Array.isArray(o.excludes) ? o.excludes.map(String) : [] }));
  const voidSuit = s<SichuanVoidSuit>('void-suit', (o) => ({
    wallEnd: Number(o.value), declaredSet: Number(o['declared-set']),
    wallEndTiles: o['wall-end-tiles'] === 'all' ? 'all' : 'standing', exemption: o.exemption === 'all-discards-void' ? 'all-discards-void' : null,
  }));
  const falseHu = s('false-hu', (o) => ({ waiting: Number(o.waiting), notWaiting: Number(o['not-waiting']) }));
  const furiten = s<SichuanFuriten>('furiten', plain);
  const declarations = s<SichuanDeclarations>('declarations', plain);
  const deadHandClaims = s<boolean>('dead-hand-claims', plain);
  const minorViolations = s<number[]>('minor-violations', (o) => (Array.isArray(o.value) ? o.value.map(Number) : []));
  if (!selfDrawBonus || !discardBonus || !kongs || !kongVoid || !wallEnd || !voidSuit || !falseHu || !furiten || !declarations || !deadHandClaims) return undefined;
  return { selfDrawBonus, discardBonus, kongs, kongVoid, wallEnd, voidSuit, falseHu, furiten, declarations, deadHandClaims, minorViolations };
}
