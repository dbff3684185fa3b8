/**
 * Lowering of the deal and tournament parts of a regulation (settlement, penalties, table points, standings,
 * winds, seating, stages) to IR. The structure was checked by the schema; conditions are resolved as rule-language
 * expressions over a hand.
 */
import type {
  CutIR, FinalKey, LimitBonusIR, PenaltyIR, SanctionKind, SeatName, SettlementIR, StandingKey, TablePointsIR, TournamentIR, VistBandIR,
} from '../../runtime/index.js';
import type { AfterDisqualification, PlayedSubstitutes } from '../../runtime/index.js';
import { lowerFormulas, lowerPlacesBySize } from './lower-formulas.js';
import { settingOf, type LowerContext, type Path } from './lower-context.js';
import { toAssumption } from './rule-info.js';
import type { SourceAssumption, SourceText } from './source-shape.js';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

const plain = <T>(o: Obj): T => o.value as T;

/** Lowers `settlement:`; undefined when absent or malformed (the schema reported it). */
export function lowerSettlement(raw: unknown, ctx: LowerContext): SettlementIR | undefined {
  if (!isObject(raw)) return undefined;
  const s = (key: string) => settingOf<boolean>(raw[key], ['settlement', key], ctx, plain);
  const [losers, east, self, discarder] = [s('losers-pay-each-other'), s('east-doubles'), s('self-draw-doubles'), s('discarder-doubles')];
  if (!losers || !east || !self || !discarder) return undefined;
  return { losersPayEachOther: losers, eastDoubles: east, selfDrawDoubles: self, discarderDoubles: discarder };
}

/** Lowers `penalties:` (well-formed entries only; indices kept for positions). */
export function lowerPenalties(raw: unknown, ctx: LowerContext): PenaltyIR[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((p, i): PenaltyIR[] => {
    if (!isObject(p) || typeof p.id !== 'string' || typeof p.clause !== 'string' || !isObject(p.name)) return [];
    const info = {
      id: p.id, name: p.name as unknown as SourceText, clause: p.clause, origin: ctx.originOf(['penalties', i]),
      ...(p.assumption !== undefined ? { assumption: toAssumption(p.assumption as SourceAssumption) } : {}),
      ...(isObject(p.note) ? { note: p.note as unknown as SourceText } : {}),
    };
    switch (p.kind) {
      case 'discarder-pays-all': {
        if (typeof p.when !== 'string') return [];
        const when = ctx.condition(['penalties', i, 'when'], p.when);
        const unless = typeof p.unless === 'string' ? ctx.condition(['penalties', i, 'unless'], p.unless) : undefined;
        return [{
          ...info, kind: 'discarder-pays-all', when: when.ir, whenText: when.text,
          ...(unless ? { unless: unless.ir, unlessText: unless.text } : {}),
        }];
      }
      case 'false-mahjong':
        if (typeof p.offender !== 'number' || typeof p.innocent !== 'number' || typeof p['ends-deal'] !== 'boolean') return [];
        return [{ ...info, kind: 'false-mahjong', offender: p.offender, innocent: p.innocent, endsDeal: p['ends-deal'] }];
      case 'false-mahjong-replay':
        return typeof p.bonus === 'number' ? [{ ...info, kind: 'false-mahjong-replay', bonus: p.bonus }] : [];
      case 'fixed':
        return typeof p.vists === 'number' ? [{ ...info, kind: 'fixed', vists: p.vists }] : [];
      default:
        return [];
    }
  });
}

function lowerBands(o: Obj): VistBandIR[] {
  const bands = Array.isArray(o.value) ? o.value : [];
  return bands.filter(isObject).map((b) => ({ upTo: typeof b['up-to'] === 'number' ? b['up-to'] : null, points: Number(b.points) }));
}

/** Lowers `table-points.limit-bonus` (null when absent or malformed). */
function lowerLimitBonus(raw: unknown, path: Path, ctx: LowerContext): LimitBonusIR | null {
  const setting = settingOf<number>(raw, path, ctx, plain);
  if (setting === null || !isObject(raw) || (raw.for !== 'combination' && raw.for !== 'limit-value')) return null;
  return { ...setting, for: raw.for };
}

/** Lowers `tournament:`; undefined when absent or malformed. */
export function lowerTournament(raw: unknown, ctx: LowerContext): TournamentIR | undefined {
  if (!isObject(raw) || !isObject(raw['table-points'])) return undefined;
  const tp = raw['table-points'];
  const at = (key: string): Path => ['tournament', 'table-points', key];
  const per = settingOf<'deal' | 'tour'>(tp.per, at('per'), ctx, plain);
  const places = settingOf<number[]>(tp.places, at('places'), ctx, plain);
  const ties = settingOf<'share' | 'best'>(tp.ties, at('ties'), ctx, plain);
  const redealPoints = settingOf<boolean>(tp['redeal-points'], at('redeal-points'), ctx, plain);
  const standings = settingOf<StandingKey[]>(raw.standings, ['tournament', 'standings'], ctx, (o) =>
    (Array.isArray(o.value) ? [...o.value] : []) as StandingKey[]);
  const winds = settingOf(raw['round-winds'], ['tournament', 'round-winds'], ctx, (o) => o.value as Array<'E' | 'S' | 'W' | 'N' | 'lot'>);
  const seating = settingOf(raw.seating, ['tournament', 'seating'], ctx, (o) => ({
    first: 'lot' as const, later: 'strongest-with-strongest' as const, avoidRepeats: o['avoid-repeats'] === true,
  }));
  const rounds = settingOf(raw.rounds, ['tournament', 'rounds'], ctx, (o) => ({
    count: Number(o.count), optional: Array.isArray(o.optional) ? o.optional.map(Number) : [],
  }));
  const eastRotates = settingOf<'every-deal' | 'unless-east-wins'>(raw['east-rotates'], ['tournament', 'east-rotates'], ctx, plain);
  if (!per || !places || !ties || !standings || !seating) return undefined;
  const bySize = lowerPlacesBySize(tp['by-table-size'], ctx.originOf);
  const tablePoints: TablePointsIR = {
    per, places, ties, redealPoints,
    vistBands: settingOf(tp['vist-bands'], at('vist-bands'), ctx, lowerBands),
    limitBonus: lowerLimitBonus(tp['limit-bonus'], at('limit-bonus'), ctx),
    ...(bySize !== undefined ? { bySize } : {}),
  };
  const cuts: CutIR[] = (Array.isArray(raw.cuts) ? raw.cuts : []).filter(isObject)
    .map((c) => ({ after: Number(c.after), keep: Number(c.keep), clause: String(c.clause) }));
  const final = isObject(raw.final)
    ? settingOf(raw.final, ['tournament', 'final'], ctx, (o) => ({
      players: Number(o.players), fromZero: o['from-zero'] === true,
      ...(Array.isArray(o['rank-by']) ? { rankBy: [...o['rank-by']] as FinalKey[] } : {}),
    }))
    : null;
  const finalWinds = isObject(raw.final)
    ? settingOf(raw.final.winds, ['tournament', 'final', 'winds'], ctx, (o) => ({
      winds: (Array.isArray(o.value) ? [...o.value] : []) as Array<'E' | 'S' | 'W' | 'N'>, dealsEach: Number(o['deals-each']),
    }))
    : null;
  const gameWinds = settingOf(raw['game-winds'], ['tournament', 'game-winds'], ctx, (o) => ({
    winds: (Array.isArray(o.value) ? [...o.value] : []) as Array<'E' | 'S' | 'W' | 'N'>, dealsEach: Number(o['deals-each']),
  }));
  const windRoundSeats = settingOf(raw['wind-round-seats'], ['tournament', 'wind-round-seats'], ctx, (o) => (Array.isArray(o.value) ? o.value : [])
    .filter(isObject).map((m) => ({ after: m.after as SeatName, moves: { ...(isObject(m.moves) ? m.moves : {}) } as Record<SeatName, SeatName> })));
  const scope = isObject(raw['round-winds']) && raw['round-winds'].scope === 'table' ? 'table' : 'round';
  const tableSizes = settingOf<number[]>(raw['table-sizes'], ['tournament', 'table-sizes'], ctx, plain);
  const formulas = lowerFormulas(raw.formulas, ctx.originOf);
  const sanctions = settingOf(raw.sanctions, ['tournament', 'sanctions'], ctx, (o) => ({
    kinds: Array.isArray(o.value) ? ([...o.value] as SanctionKind[]) : [], afterScale: o['after-scale'] === true,
  }));
  const afterDisqualification = settingOf<AfterDisqualification>(raw['after-disqualification'], ['tournament', 'after-disqualification'], ctx, plain);
  const prizePlaces = settingOf<number>(raw['prize-places'], ['tournament', 'prize-places'], ctx, plain);
  const playedSubstitutes = settingOf<PlayedSubstitutes>(raw['played-substitutes'], ['tournament', 'played-substitutes'], ctx, plain);
  return {
    tablePoints, standings, roundWinds: winds === null ? null : { ...winds, scope }, eastRotates, seating, rounds, cuts, final,
    ...(finalWinds !== null ? { finalWinds } : {}),
    ...(gameWinds !== null ? { gameWinds } : {}),
    ...(windRoundSeats !== null ? { windRoundSeats } : {}),
    ...(tableSizes !== null ? { tableSizes } : {}),
    ...(formulas !== undefined ? { formulas } : {}),
    ...(sanctions !== null ? { sanctions } : {}),
    ...(afterDisqualification !== null ? { afterDisqualification } : {}),
    ...(playedSubstitutes !== null ? { playedSubstitutes } : {}),
    ...(prizePlaces !== null ? { prizePlaces } : {}),
  };
}
