/**
 * A compiled regulation as a list of comparable rule records: every group, shape, scoring item, setting,
 * settlement switch, penalty, tournament setting and procedure, with its readable content (conditions and patterns
 * as their canonical DSL text, tile sets in compact notation, fields under their YAML names) and its origin kept
 * apart (origins are never differences).
 */
import type {
  AdvanceIR, Assumption, Bilingual, GroupIR, Origin, PenaltyIR, ProcedureIR, RegulationIR, SettingIR, ShapeIR, PlaceValueIR,
  PrincipleIR, TournamentIR,
} from '../../runtime/index.js';
import { IR_PARTS, PRINCIPLE_IDS } from '../../runtime/compiler-entry.js';
import { counterRecords } from './counter-records.js';
import { assumption, bilingual, itemRecord, origin, ruleRecord, settingRecord, view, type Fields } from './records.js';
import { formatTileSet } from './tile-text.js';
import type { GameDiffSection, RuleRecord, ViewValue } from './types.js';

function groupRecord(g: GroupIR): RuleRecord {
  return ruleRecord('group', 'groups', g, { tiles: formatTileSet(g.tiles), tilesText: g.text });
}

function shapeRecord(s: ShapeIR): RuleRecord {
  return ruleRecord('shape', 'shapes', s, { pattern: s.pattern.text, distinct: s.distinct });
}

function penaltyRecord(p: PenaltyIR): RuleRecord {
  switch (p.kind) {
    case 'discarder-pays-all':
      return ruleRecord('penalty', 'penalties', p, { kind: p.kind, when: p.whenText, unless: p.unlessText });
    case 'false-mahjong':
      return ruleRecord('penalty', 'penalties', p, { kind: p.kind, offender: p.offender, innocent: p.innocent, 'ends-deal': p.endsDeal });
    case 'false-mahjong-replay':
      return ruleRecord('penalty', 'penalties', p, { kind: p.kind, bonus: p.bonus });
    case 'fixed':
      return ruleRecord('penalty', 'penalties', p, { kind: p.kind, vists: p.vists });
  }
}

function procedureRecord(p: ProcedureIR): RuleRecord {
  return ruleRecord('procedure', 'procedures', p, { text: bilingual(p.text) });
}

function scoringRecords(ir: RegulationIR): RuleRecord[] {
  const sc = ir.scoring;
  return [
    { id: 'scoring.base', family: 'setting', section: 'scoring', view: view({ clause: '', value: sc.base }) },
    ...settingRecord('scoring.house-limit', 'scoring', sc.houseLimit, { value: sc.houseLimit?.value }),
    ...settingRecord('scoring.doubling-cap', 'scoring', sc.doublingCap, { value: sc.doublingCap?.value }),
    { id: 'scoring.limit-vs-points', family: 'setting', section: 'scoring', view: view({ clause: '', value: sc.limitVsPoints }) },
    ...settingRecord('scoring.declare', 'scoring', sc.declare, { when: sc.declare?.text }),
    ...PRINCIPLE_IDS.flatMap((id) => principleRecord(id, sc.principles?.[id])),
    ...(sc.impossible ?? []).map((h) => ruleRecord('impossible', 'scoring', h, { when: h.whenText })),
  ];
}

/** A declared principle as a setting record (`scoring.principles.<id>`): its clause is its content. */
function principleRecord(id: string, p: PrincipleIR | undefined): RuleRecord[] {
  if (!p) return [];
  return [{
    id: `scoring.principles.${id}`, family: 'setting', section: 'scoring', origin: origin(p.origin),
    view: view({ name: bilingual(p.name), clause: p.clause, value: true, assumption: assumption(p.assumption) }),
  }];
}

function settlementRecords(ir: RegulationIR): RuleRecord[] {
  const s = ir.settlement;
  if (!s) return [];
  const sw = (key: string, setting: SettingIR<boolean>) => settingRecord(`settlement.${key}`, 'settlement', setting, { value: setting.value });
  return [
    ...sw('losers-pay-each-other', s.losersPayEachOther),
    ...sw('east-doubles', s.eastDoubles),
    ...sw('self-draw-doubles', s.selfDrawDoubles),
    ...sw('discarder-doubles', s.discarderDoubles),
  ];
}

function tournamentRecords(t: TournamentIR | undefined): RuleRecord[] {
  if (!t) return [];
  const tp = t.tablePoints;
  const plain = <T extends ViewValue>(key: string, s: SettingIR<T> | null) => settingRecord(`tournament.${key}`, 'tournament', s, { value: s?.value });
  const afterCounts = new Map<number, number>();
  const cuts = t.cuts.map((c): RuleRecord => {
    const seen = (afterCounts.get(c.after) ?? 0) + 1;
    afterCounts.set(c.after, seen);
    return {
      id: `tournament.cuts.after-${c.after}${seen > 1 ? `-${seen}` : ''}`, family: 'setting', section: 'tournament',
      view: view({ clause: c.clause, after: c.after, keep: c.keep }),
    };
  });
  return [
    ...plain('table-points.per', tp.per),
    ...plain('table-points.places', tp.places),
    ...plain('table-points.ties', tp.ties),
    ...settingRecord('tournament.table-points.vist-bands', 'tournament', tp.vistBands, {
      value: tp.vistBands?.value.map((b): ViewValue => (b.upTo === null ? { points: b.points } : { 'up-to': b.upTo, points: b.points })),
    }),
    ...settingRecord('tournament.table-points.limit-bonus', 'tournament', tp.limitBonus, { value: tp.limitBonus?.value, for: tp.limitBonus?.for }),
    ...plain('table-points.redeal-points', tp.redealPoints),
    ...plain('standings', t.standings),
    ...settingRecord('tournament.round-winds', 'tournament', t.roundWinds, { value: t.roundWinds === null ? undefined : [...t.roundWinds.value], scope: t.roundWinds?.scope }),
    ...plain('east-rotates', t.eastRotates),
    ...settingRecord('tournament.seating', 'tournament', t.seating, {
      first: t.seating.value.first, later: t.seating.value.later, 'avoid-repeats': t.seating.value.avoidRepeats,
    }),
    ...settingRecord('tournament.rounds', 'tournament', t.rounds, { count: t.rounds?.value.count, optional: t.rounds ? [...t.rounds.value.optional] : undefined }),
    ...cuts,
    ...settingRecord('tournament.final', 'tournament', t.final, {
      players: t.final?.value.players, 'from-zero': t.final?.value.fromZero,
      'rank-by': t.final?.value.rankBy ? [...t.final.value.rankBy] : undefined,
    }),
    ...(['final.winds', 'game-winds'] as const).flatMap((key) => {
      const w = key === 'game-winds' ? t.gameWinds : t.finalWinds;
      return settingRecord(`tournament.${key}`, 'tournament', w, { value: w ? [...w.value.winds] : undefined, 'deals-each': w?.value.dealsEach });
    }),
    ...settingRecord('tournament.wind-round-seats', 'tournament', t.windRoundSeats ?? null, {
      value: t.windRoundSeats?.value.map((m): ViewValue => ({ after: m.after, moves: { E: m.moves.E, S: m.moves.S, W: m.moves.W, N: m.moves.N } })),
    }),
    ...formulaRecords(t),
    ...settingRecord('tournament.sanctions', 'tournament', t.sanctions, { value: t.sanctions ? [...t.sanctions.value.kinds] : undefined, 'after-scale': t.sanctions?.value.afterScale }),
    ...settingRecord('tournament.after-disqualification', 'tournament', t.afterDisqualification, { value: t.afterDisqualification?.value }),
    ...settingRecord('tournament.played-substitutes', 'tournament', t.playedSubstitutes, { value: t.playedSubstitutes?.value }),
    ...plain('prize-places', t.prizePlaces ?? null),
  ];
}

/** A place value under its YAML form. */
const placeView = (v: PlaceValueIR): ViewValue => (typeof v === 'number' ? v : { 'if-result-above': v.ifResultAbove, then: v.then, else: v.else });

/** An advance rule under its YAML form. */
const advanceView = (a: AdvanceIR): ViewValue =>
  a.kind === 'threshold' ? { 'min-points': a.minPoints } : a.kind === 'best' ? { best: a.count } : { [a.kind]: a.count };

/** Records of place points by table size, table sizes, and formulas with their rounds and finals. */
function formulaRecords(t: TournamentIR): RuleRecord[] {
  const entry = (id: string, o: { clause: string; origin: Origin; assumption?: Assumption }, content: Fields, name?: Bilingual): RuleRecord => ({
    id, family: 'setting', section: 'tournament', origin: origin(o.origin),
    view: view({ name: bilingual(name), clause: o.clause, ...content, assumption: assumption(o.assumption) }),
  });
  return [
    ...(t.tablePoints.bySize ?? []).map((b) => entry(`tournament.table-points.by-table-size.${b.players}`, b, { players: b.players, places: b.places.map(placeView) })),
    ...settingRecord('tournament.table-sizes', 'tournament', t.tableSizes, { value: t.tableSizes ? [...t.tableSizes.value] : undefined }),
    ...(t.formulas ?? []).flatMap((f) => [
      entry(`tournament.formulas.${f.id}`, f, { players: view({ min: f.players.min, max: f.players.max ?? undefined }) }, f.name),
      ...f.rounds.map((r, i) => entry(`tournament.formulas.${f.id}.round-${i + 1}`, r, { seating: r.seating, advance: r.advance === null ? undefined : advanceView(r.advance) })),
      ...(f.final === null ? [] : [entry(`tournament.formulas.${f.id}.final`, f.final, { 'rank-by': [...f.final.rankBy] })]),
    ]),
  ];
}

/** What listing a regulation's rules asks of a game (compiler/game-part.ts says the whole of a game's part). */
export interface GameRecords {
  /** The fields of RegulationIR that are the game's. */
  readonly irParts?: readonly string[];
  /** Its own section of the report, where its records go. */
  readonly diffSection?: GameDiffSection;
  /** Its rules as comparable records. */
  diffRecords?(ir: RegulationIR): RuleRecord[];
}

/** The parts of the IR whose rules are listed here (the others are the games'). */
const CORE_PARTS: ReadonlySet<string> = new Set(['settlement', 'penalties', 'tournament', 'indicators']);

/**
 * Lists every rule of a compiled regulation as a comparable record, section by section in report order
 * (groups, shapes, points, doublings, limits, scoring settings, settlement, penalties, tournament, the games'
 * sections, procedures). An IR with a part of a game not in `games` is refused with an Error (a bug of the caller:
 * its rules would be missing from the list).
 */
export function listRules(ir: RegulationIR, games: readonly GameRecords[] = []): RuleRecord[] {
  const claimed = new Set(games.flatMap((g) => g.irParts ?? []));
  for (const part of IR_PARTS) {
    if (ir[part] !== undefined && !CORE_PARTS.has(part) && !claimed.has(part)) {
      throw new Error(`${ir.regulation}: no game lists the rules of its part '${part}' (list them through games/index.ts)`);
    }
  }
  return [
    ...ir.groups.map(groupRecord),
    ...ir.shapes.map(shapeRecord),
    ...ir.scoring.points.map(itemRecord),
    ...ir.scoring.doublings.map(itemRecord),
    ...ir.scoring.limits.map(itemRecord),
    ...scoringRecords(ir),
    ...counterRecords(ir),
    ...settlementRecords(ir),
    ...(ir.penalties ?? []).map(penaltyRecord),
    ...tournamentRecords(ir.tournament),
    ...games.flatMap((g) => g.diffRecords?.(ir) ?? []),
    ...ir.procedures.map(procedureRecord),
  ];
}
