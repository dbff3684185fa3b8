/**
 * What the deal forms of the desk take from the event's regulation, so that no list of a regulation's flags or
 * penalties lives in the client: the win flags the regulation reads (a circumstance whose fact a rule's condition
 * names: `last_tile` in Repino's "Маджонг последней допустимой костью"), each with the rules that read it; the
 * regulation's named penalties with what each does; Sichuan's progressive penalty scale as the regulation defines it;
 * the judge's sanctions the regulation provides for. Input: the compiled regulation. Output: JSON for
 * `GET /api/deal-form`.
 */
import { deskOf, tableRulesOf } from '../../games/index.js';
import { declareTagsOf, factReaders, MAHJONG_FACTS, regulationCircumstances, tableScoreUnit, type PenaltyIR, type RegulationIR, type TableScoreUnit } from '../../runtime/index.js';

type Bilingual = { ru: string; en: string };

/** A win flag the regulation reads. */
export interface WinFlagInfo {
  /** The key of a deal's `win:` mapping (and of a Sichuan hu event): `last-tile`. */
  key: string;
  /** What the flag means (the fact's own words). */
  doc: Bilingual;
  /** Whether a hands deal states it under `win:` (the others are facts of a Sichuan hu event only). */
  dealWin: boolean;
  /** The rules of the regulation that read it: name and clause. */
  rules: Array<{ id: string; name: Bilingual; clause: string }>;
}

/** A named penalty of the regulation as the forms offer it. */
export interface PenaltyInfo {
  id: string;
  name: Bilingual;
  clause: string;
  /** What it does, in words with the regulation's numbers. */
  effect: Bilingual;
  /** Whether it needs the deal's hands (it is computed from them); else it may be written with any deal or a table. */
  needsHands: boolean;
}

/** The game's progressive scale of minor violations (Sichuan's): the player's total after the 1st, 2nd, ... of a session. */
export interface ScaleInfo {
  steps: number[];
  name: Bilingual;
  clause: string;
  assumption: Bilingual | null;
}

/**
 * A tag whose points the declaration rule reads (MCR: `flowers` in "8 fans without the flowers"): a deal given by its
 * fans states them among its fans (`tagged`), with the items that carry the tag to name the field.
 */
export interface DeclareTagInfo {
  tag: string;
  items: Array<{ id: string; name: Bilingual; clause: string }>;
}

/** Everything the deal forms take from the regulation. */
export interface DealFormInfo {
  game: string;
  /** What a table's score and a judge's penalty count: game points where the standings rank by them, else vists. */
  unit: TableScoreUnit;
  /** The tags a deal by fans states among its fans (those the declaration rule reads). */
  declareTags: DeclareTagInfo[];
  winFlags: WinFlagInfo[];
  penalties: PenaltyInfo[];
  scale: ScaleInfo | null;
  /** The sanctions the judge may record (`tournament-points`, `disqualification`), and whether only after the scale. */
  sanctions: { kinds: string[]; afterScale: boolean; clause: string } | null;
}

/** The win flags (yes/no circumstances) whose facts the regulation's conditions read, in the circumstance table's order. */
export function winFlagsOf(ir: RegulationIR): WinFlagInfo[] {
  const read = factReaders(ir);
  const flags: WinFlagInfo[] = [];
  for (const c of regulationCircumstances(ir)) {
    // A flag is read through its one fact (`last_tile`), whose words say what it means.
    const fact = c.facts[0];
    if (c.value.kind !== 'flag' || fact === undefined) continue;
    const rules = (read.get(fact) ?? []).map((r) => ({ id: r.id, name: { ru: r.name.ru, en: r.name.en }, clause: r.clause ?? '' }));
    flags.push({ key: c.key, doc: MAHJONG_FACTS[fact]!.doc, dealWin: c.dealWin === true, rules });
  }
  return flags;
}

/** What a penalty does, in words with its numbers. */
function effectOf(p: PenaltyIR): Bilingual {
  switch (p.kind) {
    case 'fixed':
      return { ru: `нарушителю ${p.vists} вист.`, en: `${p.vists} vists to the offender` };
    case 'false-mahjong':
      return {
        ru: `нарушителю ${p.offender}, каждому другому игроку ${p.innocent}${p.endsDeal ? '; сдача останавливается' : ''}`,
        en: `${p.offender} to the offender, ${p.innocent} to each other player${p.endsDeal ? '; the deal stops' : ''}`,
      };
    case 'false-mahjong-replay':
      return {
        ru: `сдача останавливается; нарушитель платит каждому стоимость его руки (у Просящей руки — её лучший маджонг, у другой — стоимость + ${p.bonus})`,
        en: `the deal stops; the offender pays each player his hand's value (a calling hand: its best mahjong; another: its value + ${p.bonus})`,
      };
    case 'discarder-pays-all':
      return { ru: 'сбросивший платит победителю за всех (применяется по рукам сам)', en: 'the discarder pays the winner for everyone (applied from the hands by itself)' };
  }
}

/** The scoring items of the regulation that carry `tag`: name and clause. */
function itemsTagged(ir: RegulationIR, tag: string): DeclareTagInfo['items'] {
  const s = ir.scoring;
  const all = [...s.points, ...s.doublings, ...s.limits, ...(s.counters ?? []).flatMap((c) => c.items)];
  return all.filter((i) => i.tags.includes(tag)).map((i) => ({ id: i.id, name: { ru: i.name.ru, en: i.name.en }, clause: i.clause }));
}

/** The deal forms' information of a regulation. */
export function dealFormInfoOf(ir: RegulationIR): DealFormInfo {
  const scale = tableRulesOf(ir).deals?.violationScale?.(ir);
  const sanctions = ir.tournament?.sanctions;
  const hands = deskOf(ir).hands;
  return {
    game: ir.game,
    unit: tableScoreUnit(ir),
    declareTags: hands ? declareTagsOf(ir).map((tag) => ({ tag, items: itemsTagged(ir, tag) })) : [],
    winFlags: hands ? winFlagsOf(ir) : [],
    // A penalty that applies by itself (discarder-pays-all) is not written by the judge.
    penalties: (ir.penalties ?? []).filter((p) => p.kind !== 'discarder-pays-all').map((p) => ({
      id: p.id, name: p.name, clause: p.clause, effect: effectOf(p), needsHands: p.kind === 'false-mahjong-replay',
    })),
    scale: scale === undefined || scale.steps.length === 0 ? null : {
      steps: [...scale.steps],
      name: scale.name ?? { ru: 'Шкала прогрессивного штрафа', en: 'Progressive penalty scale' },
      clause: scale.clause,
      assumption: scale.assumption ?? null,
    },
    sanctions: sanctions === undefined ? null : { kinds: [...sanctions.value.kinds], afterScale: sanctions.value.afterScale, clause: sanctions.clause },
  };
}
