/**
 * The riichi regulations against an independent calculator (test/data/conformance/riichi/README.md): every one of the
 * 3,000 random hands under EMA 2016 and under WRC 2022, and every case of the reference's own test suite that the
 * `score` arguments can state and whose result the EMA / WRC options do not change (the suite's default options
 * differ: open tanyao off, double yakuman and kazoe yakuman on). Each hand is read and scored exactly as
 * `reglament score <regulation> "<hand>" <args> --json` does (its argument parser, scorer and JSON), in process.
 * A record agrees when declarability, total, han (13 per yakuman), fu (below 5 han) and the yaku names all agree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../games/index.js';
import { scoreText } from '../../cli/commands/score.js';
import { scoreJson } from '../../present/index.js';
import { parseScoreArgs } from '../../cli/score-words.js';
import { findImpossible, parseHand, scorerOf, type RegulationIR } from '../../runtime/index.js';

const root = join(import.meta.dirname, '..', '..');
const data = join(root, 'test', 'data', 'conformance', 'riichi');

/** A random-hand record. */
interface Record {
  hand: string;
  args: string[];
  declarable: boolean;
  han: number | null;
  fu: number | null;
  total: number | null;
  yaku: string[];
}

/** A case of the reference suite. */
interface SuiteCase {
  id: string;
  hand: string;
  args: string[];
  not_in_contract: string[];
  same_under_ema_2016?: boolean;
  same_under_wrc_2022?: boolean;
  expect: { error: string | null; han: number | null; fu: number | null; total: number | null; yaku: string[] };
}

/** The reference's names of our items (yakuhai winds are named by the wind, see yakuNames). */
const REFERENCE_NAMES: Readonly<Partial<globalThis.Record<string, string>>> = {
  riichi: 'Riichi', ippatsu: 'Ippatsu', 'menzen-tsumo': 'Menzen Tsumo', pinfu: 'Pinfu', iipeikou: 'Iipeiko', tanyao: 'Tanyao',
  'yakuhai-haku': 'Yakuhai (haku)', 'yakuhai-hatsu': 'Yakuhai (hatsu)', 'yakuhai-chun': 'Yakuhai (chun)', haitei: 'Haitei Raoyue',
  houtei: 'Houtei Raoyui', 'rinshan-kaihou': 'Rinshan Kaihou', chankan: 'Chankan', 'double-riichi': 'Double Riichi',
  chiitoitsu: 'Chiitoitsu', chanta: 'Chantai', 'chanta-open': 'Chantai', 'sanshoku-doujun': 'Sanshoku Doujun',
  'sanshoku-doujun-open': 'Sanshoku Doujun', ittsu: 'Ittsu', 'ittsu-open': 'Ittsu', toitoi: 'Toitoi', sanankou: 'San Ankou',
  'sanshoku-doukou': 'Sanshoku Doukou', sankantsu: 'San Kantsu', shousangen: 'Shou Sangen', honroutou: 'Honroutou',
  honitsu: 'Honitsu', 'honitsu-open': 'Honitsu', junchan: 'Junchan', 'junchan-open': 'Junchan', ryanpeikou: 'Ryanpeikou',
  chinitsu: 'Chinitsu', 'chinitsu-open': 'Chinitsu', 'kokushi-musou': 'Kokushi Musou', suuankou: 'Suu Ankou',
  daisangen: 'Daisangen', shousuushii: 'Shousuushii', daisuushii: 'Dai Suushii', tsuuiisou: 'Tsuu Iisou',
  chinroutou: 'Chinroutou', ryuuiisou: 'Ryuuiisou', 'chuuren-poutou': 'Chuuren Poutou', suukantsu: 'Suu Kantsu',
  tenhou: 'Tenhou', chiihou: 'Chiihou',
};

/**
 * The reference's names for the variants of a yakuman that it names apart and that EMA/WRC count as the single
 * yakuman (no double yakuman): the pair-wait four concealed pungs, the thirteen-sided thirteen orphans.
 */
const SINGLE_YAKUMAN: Readonly<Partial<globalThis.Record<string, string>>> = {
  'Suu Ankou Tanki': 'Suu Ankou', 'Kokushi Musou Juusanmen Matchi': 'Kokushi Musou', 'Daburu Chuuren Poutou': 'Chuuren Poutou',
};

const WINDS: Readonly<globalThis.Record<string, string>> = { E: 'east', S: 'south', W: 'west', N: 'north' };

/** The reference's yaku names of a scored hand: items by name, yakuhai winds by wind, dora with their count. */
function yakuNames(json: ReturnType<typeof scoreJson>, args: string[]): string[] {
  const flag = (name: string) => args[args.indexOf(name) + 1]!;
  return json.items.flatMap((i) => {
    if (i.counter !== 'han' && i.counter !== 'yakuman') return [];
    if (i.id === 'dora') return [`Dora ${i.value}`];
    if (i.id === 'ura-dora') return [`Ura Dora ${i.value}`];
    if (i.id === 'yakuhai-seat-wind') return [`Yakuhai (seat wind ${WINDS[flag('--seat')]})`];
    if (i.id === 'yakuhai-round-wind') return [`Yakuhai (round wind ${WINDS[flag('--round')]})`];
    return [REFERENCE_NAMES[i.id] ?? `unmapped item ${i.id}`];
  }).sort();
}

/** The reference's names with its double-yakuman variants read as the single yakuman. */
const referenceNames = (names: readonly string[]): string[] => names.map((n) => SINGLE_YAKUMAN[n] ?? n).sort();

/**
 * Scores a hand as `reglament score --json` does; `refused`: the id of the `scoring.impossible` rule that refuses it
 * (the command then exits 2 with that rule's name).
 */
function scoreAsCli(ir: RegulationIR, hand: string, args: string[]): { json: ReturnType<typeof scoreJson>; refused?: undefined } | { json?: undefined; refused: string } {
  const parsed = parseScoreArgs(args);
  if ('error' in parsed) throw new Error(`bad arguments ${args.join(' ')}: ${parsed.error}`);
  const tiles = parseHand(hand);
  if (!tiles.ok) throw new Error(`bad hand ${hand}: ${tiles.error.message}`);
  const impossible = findImpossible(scorerOf(ir), tiles.hand, parsed.options);
  if (impossible !== null) return { refused: impossible.rule.id };
  const r = scoreText(ir, hand, parsed.options);
  if ('error' in r) throw new Error(r.error);
  return { json: scoreJson(hand, r.result) };
}

/** What a record and our score say, in one comparable shape (han: 13 per yakuman; fu only where it decides). */
function comparable(json: ReturnType<typeof scoreJson>, args: string[]) {
  const counters = json as unknown as { han?: number; fu?: number; yakuman?: number };
  const yakuman = counters.yakuman ?? 0;
  if (json.declarable !== true) return { declarable: json.declarable };
  const han = yakuman > 0 ? 13 * yakuman : counters.han ?? null;
  return { declarable: true, total: json.total, han, fu: yakuman === 0 && (han ?? 0) < 5 ? counters.fu ?? null : 'n/a', yaku: yakuNames(json, args) };
}

function expected(e: { declarable: boolean; han: number | null; fu: number | null; total: number | null; yaku: string[] }) {
  if (!e.declarable) return { declarable: false };
  return { declarable: true, total: e.total, han: e.han, fu: (e.han ?? 0) < 5 ? e.fu : 'n/a', yaku: referenceNames(e.yaku) };
}

const regulations = [
  { file: 'riichi-ema-2016', records: 'riichi-ema-2016.jsonl', suiteFlag: 'same_under_ema_2016' as const },
  { file: 'riichi-wrc-2022', records: 'riichi-wrc-2022.jsonl', suiteFlag: 'same_under_wrc_2022' as const },
];

/** The suite's refusals of impossible circumstances, as our impossible situations. */
const REFUSALS: Readonly<globalThis.Record<string, string>> = {
  open_hand_riichi_not_allowed: 'riichi-open-hand', open_hand_daburi_not_allowed: 'riichi-open-hand',
  ippatsu_without_riichi_not_allowed: 'ippatsu-without-riichi', tenhou_not_as_dealer_not_allowed: 'tenhou-not-dealer',
  chiihou_as_dealer_not_allowed: 'chiihou-dealer', chiihou_without_tsumo_not_allowed: 'first-draw-win-not-self-drawn',
  chiihou_with_meld_not_allowed: 'first-draw-win-with-call',
};

describe.each(regulations)('$file against the reference calculator', ({ file, records, suiteFlag }) => {
  const { ir, diagnostics } = compileRegulationFile(join(root, 'regulations', `${file}.yaml`));
  if (!ir) throw new Error(diagnostics.map((d) => d.message).join('\n'));

  it('agrees on every one of the 3,000 random hands', () => {
    const lines = readFileSync(join(data, records), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record);
    expect(lines).toHaveLength(3000);
    const differences = lines.flatMap((rec, i) => {
      const scored = scoreAsCli(ir, rec.hand, rec.args);
      if (scored.json === undefined) throw new Error(`${rec.hand} refused by ${scored.refused}`);
      const ours = comparable(scored.json, rec.args);
      const theirs = expected(rec);
      return JSON.stringify(ours) === JSON.stringify(theirs) ? [] : [{ line: i + 1, hand: rec.hand, args: rec.args.join(' '), ours, theirs }];
    });
    expect(differences).toEqual([]);
  });

  const suite = (JSON.parse(readFileSync(join(data, 'riichi-reference-suite.json'), 'utf8')) as SuiteCase[])
    .filter((c) => c.not_in_contract.length === 0 && c[suiteFlag] === true);
  it('runs the applicable cases of the reference suite', () => {
    expect(suite.length).toBe(suiteFlag === 'same_under_ema_2016' ? 124 : 122);
  });

  it.each(suite.map((c) => [c.id, c] as const))('suite case %s', (_id, c) => {
    const { json, refused } = scoreAsCli(ir, c.hand, c.args);
    const e = c.expect;
    if (e.error !== null && e.error !== 'no_yaku' && e.error !== 'hand_not_winning') expect(refused).toBe(REFUSALS[e.error] ?? `no mapping for ${e.error}`);
    else if (json === undefined) throw new Error(`${c.hand} refused by ${refused}`);
    else if (e.error === 'no_yaku') expect(json.declarable).toBe(false);
    else if (e.error === 'hand_not_winning') expect(json.complete).toBe(false);
    else expect(comparable(json, c.args)).toEqual(expected({ ...e, declarable: true }));
  });
});
