/**
 * Lowering of `preference:` (contract prices and conventions) and of pulya tests to IR. The structure was checked by
 * the schema; a missing or malformed setting leaves the section out (its schema error is already reported).
 */
import type { SettingIR } from '../../runtime/index.js';
import { OPTIONAL_PREFERENCE_SETTINGS, PREFERENCE_SETTINGS, type LastRoundIR, type PreferenceContractIR, type PreferenceIR, type PreferenceSettingKey, type PreferenceTestIR } from '../../runtime/ir/preference.js';
import { ruleInfo, settingOf, type LowerContext, type Path, type SourceRule } from '../../compiler/index.js';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const numbers = (x: unknown): number[] => (Array.isArray(x) ? x.map(Number) : []);

/** How each setting's source value becomes its IR value. */
const VALUES: { [K in PreferenceSettingKey]: (v: unknown) => PreferenceIR[K]['value'] } = {
  tableSizes: numbers,
  mountainWhists: Number,
  poolToMountain: Number,
  misere: (v) => ({ game: Number((v as Obj).game), perTrick: Number((v as Obj)['per-trick']) }),
  bidOrder: (v) => (v as unknown[]).map((c) => (c === 'misere' ? 'misere' : Number(c))),
  misereHalf: (v) => ({
    allowed: (v as Obj).allowed === true, dealerShare: Number((v as Obj)['dealer-share']),
    settle: (v as Obj).settle === 'whists' ? 'whists' : 'entries',
  }),
  consolation: (v) => ({ per: (v as Obj).per as 'whist' | 'game', writers: (v as Obj).writers as PreferenceIR['consolation']['value']['writers'] }),
  whistResponsibility: Number,
  bothResponsible: numbers,
  twoWhistersDuty: (v) => v as 'own-half' | 'pair',
  gentleman: (v) => v as PreferenceIR['gentleman']['value'],
  halfWhist: (v) => ({ contracts: numbers((v as Obj).contracts), dutyShare: Number((v as Obj)['duty-share']) }),
  whistReturn: (v) => ({
    contracts: numbers((v as Obj).contracts), dealer: (v as Obj).dealer === true,
    passerConsolation: (v as Obj)['passer-consolation'] as 'returner' | 'passer',
  }),
  sixSpades: (v) => v as 'optional' | 'compulsory',
  tenWhisted: (v) => v === true,
  allPassProgression: numbers,
  allPassExit: (v) => ({
    ladder: numbers((v as Obj).ladder), unwhisted: (v as Obj).unwhisted === true, misere: (v as Obj).misere === true, failed: (v as Obj).failed === true,
  }),
  zeroTricks: (v) => ({ tricks: Number((v as Obj).tricks), excluded: (v as Obj).excluded as 'dealer' | 'dealer-sitting-out' }),
  allPassDealerTricks: Number,
  dealPasses: () => 'clockwise',
  displayDecimals: Number,
};

/** The last round's value: minutes before the end, deals after the one in progress per table size. */
function lastRoundValue(v: unknown): LastRoundIR {
  const o = v as Obj;
  const rows = Array.isArray(o['deals-after']) ? o['deals-after'].filter(isObject) : [];
  return { minutesBeforeEnd: Number(o['minutes-before-end']), dealsAfter: rows.map((r) => ({ players: Number(r.players), deals: Number(r.deals) })) };
}

const CONTRACT_FIELDS = ['tricks', 'game', 'whist', 'undertrick', 'duty'] as const;

/** Lowers `preference:`; undefined when it is absent or any setting is malformed (the schema reported it). */
export function lowerPreference(raw: unknown, ctx: LowerContext): PreferenceIR | undefined {
  if (!isObject(raw)) return undefined;
  const settings: Partial<Record<PreferenceSettingKey, SettingIR<unknown>>> = {};
  for (const key of Object.keys(PREFERENCE_SETTINGS) as PreferenceSettingKey[]) {
    const yamlKey = PREFERENCE_SETTINGS[key];
    const s = settingOf(raw[yamlKey], ['preference', yamlKey], ctx, (o) => VALUES[key](o.value));
    if (!s) return undefined;
    settings[key] = s;
  }
  const list = Array.isArray(raw.contracts) ? raw.contracts : [];
  const contracts = list.flatMap((c, i): PreferenceContractIR[] => {
    if (!isObject(c) || typeof c.id !== 'string' || !CONTRACT_FIELDS.every((f) => typeof c[f] === 'number')) return [];
    const path: Path = ['preference', 'contracts', i];
    return [{
      ...ruleInfo(c as unknown as SourceRule, ctx.originOf(path)),
      tricks: c.tricks as number, game: c.game as number, whist: c.whist as number, undertrick: c.undertrick as number, duty: c.duty as number,
    }];
  });
  const lastRoundKey = OPTIONAL_PREFERENCE_SETTINGS.lastRound;
  const lastRound = settingOf(raw[lastRoundKey], ['preference', lastRoundKey], ctx, (o) => lastRoundValue(o.value));
  return { ...(settings as Omit<PreferenceIR, 'contracts' | 'lastRound'>), contracts, ...(lastRound ? { lastRound } : {}) };
}

/** Lowers the pulya tests of `tests:` (entries with a `pulya`). */
export function lowerPulyaTests(raw: unknown, ctx: LowerContext): PreferenceTestIR[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((t, i): PreferenceTestIR[] => {
    if (!isObject(t) || typeof t.name !== 'string' || !isObject(t.pulya) || !isObject(t.expect)) return [];
    return [{ name: t.name, pulya: t.pulya, expect: t.expect as PreferenceTestIR['expect'], origin: ctx.originOf(['tests', i]) }];
  });
}
