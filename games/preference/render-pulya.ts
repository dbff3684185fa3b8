/**
 * Renders a settled pulya: each deal's explained entries (text) and the sheet with every player's exact result,
 * in text (ru/en) or the JSON contract of `reglament pulya --json`.
 */
import type { RegulationIR } from '../../runtime/index.js';
import { decimalText, fill, type Lang } from '../../present/index.js';
import type { LastRoundReport } from './last-round.js';
import type { SettledPlayer } from './pulya.js';
import { formatExact, formatRounded, toNumber } from './rational.js';
import type { DealItem, PreferenceDeal, PulyaDealScore } from './types.js';

const TEXTS = {
  title: { ru: 'Пуля', en: 'Pulya' },
  deal: { ru: 'Сдача', en: 'Deal' },
  deals: { ru: 'раздаёт', en: 'dealer' },
  plays: { ru: 'играет', en: 'plays' },
  misere: { ru: 'мизер', en: 'misère' },
  half: { ru: 'пополам со сдающим', en: 'half with the dealer' },
  allPass: { ru: 'распасы', en: 'all-pass' },
  noEntries: { ru: '(записей нет)', en: '(no entries)' },
  pool: { ru: 'пуля', en: 'pool' },
  mountain: { ru: 'гора', en: 'mountain' },
  whists: { ru: 'висты на', en: 'whists on' },
  whistsCol: { ru: 'висты', en: 'whists' },
  rules: { ru: 'правила', en: 'rules' },
  sheet: { ru: 'Итог пули', en: 'The sheet' },
  player: { ru: 'игрок', en: 'player' },
  net: { ru: 'результат', en: 'result' },
  poolPart: { ru: 'за пулю', en: 'pool part' },
  mountainPart: { ru: 'за гору', en: 'mountain part' },
  whistsPart: { ru: 'за висты', en: 'whists part' },
  exact: { ru: 'точно', en: 'exact' },
  formula: {
    ru: 'результат = {m}·{r}·(пуля − средняя) − {m}·(гора − средняя) + висты написанные − висты полученные',
    en: 'result = {m}·{r}·(pool − mean) − {m}·(mountain − mean) + whists written − whists received',
  },
  announced: { ru: 'объявлен последний круг', en: 'the last round announced' },
  lastRoundDeal: { ru: 'последний круг', en: 'last round' },
  lastRound: { ru: 'Последний круг', en: 'The last round' },
  dealsWord: { ru: 'сдачи', en: 'deals' },
  lastRoundLine: {
    ru: 'объявлен в сдаче {k}; после неё сыграно {n}{of}',
    en: 'announced in deal {k}; {n} deal(s) played after it{of}',
  },
  lastRoundOf: { ru: ' из {r} по регламенту', en: ' of the {r} the regulation requires' },
  lastRoundNoRule: { ru: ' (регламент не задаёт их числа)', en: ' (the regulation sets no number)' },
  // A contract's suit after its number, as players say it: «7 пик», «6 без козыря».
  suits: {
    spades: { ru: 'пик', en: 'spades' }, clubs: { ru: 'треф', en: 'clubs' }, diamonds: { ru: 'бубен', en: 'diamonds' },
    hearts: { ru: 'червей', en: 'hearts' }, 'no-trumps': { ru: 'без козыря', en: 'no trumps' },
  },
  decisions: {
    whist: { ru: 'вист', en: 'whist' }, pass: { ru: 'пас', en: 'pass' }, 'half-whist': { ru: 'полвиста', en: 'half-whist' },
    returned: { ru: 'вернул вист', en: 'returned the whist' },
  },
} as const;

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** One line describing a deal: dealer, contract, declarer, decisions. */
function dealHeading(deal: Omit<PreferenceDeal, 'players'>, lang: Lang): string {
  const head = `${TEXTS.deals[lang]} ${deal.dealer}`;
  if (deal.contract === 'all-pass') return `${head}; ${TEXTS.allPass[lang]}${deal.allPassRound ? ` №${deal.allPassRound}` : ''}`;
  const what = deal.contract === 'misere' ? `${TEXTS.misere[lang]}${deal.half ? ` (${TEXTS.half[lang]})` : ''}` : `${deal.contract}${deal.suit ? ` ${TEXTS.suits[deal.suit][lang]}` : ''}`;
  const defence = Object.entries(deal.defenders ?? {}).map(([p, d]) => `${p}: ${TEXTS.decisions[d][lang]}`).join(', ');
  return `${head}; ${deal.declarer} ${TEXTS.plays[lang]} ${what}${defence ? ` — ${defence}` : ''}`;
}

/** One entry of a deal; `ids`: with the id of the rule that wrote it (`[preference.misere]`). */
function itemLine(i: DealItem, lang: Lang, ids: boolean): string {
  const what = i.kind === 'whists' ? `${TEXTS.whists[lang]} ${i.on}` : TEXTS[i.kind][lang];
  return `  ${pad(i.player, 4)} ${pad(what, 12)} ${pad(decimalText(i.amount, lang), 5)}  ${i.text[lang]}${ids ? `  [${i.rule}]` : ''}`;
}

/** The mark of deal no. n (1-based) in the last round: where it was announced, or its place among the deals after. */
function lastRoundMark(n: number, last: LastRoundReport | null, lang: Lang): string {
  if (last === null) return '';
  if (n === last.announcedInDeal) return `  [${TEXTS.announced[lang]}]`;
  const i = last.deals.indexOf(n);
  if (i < 0) return '';
  return `  [${TEXTS.lastRoundDeal[lang]} ${i + 1}/${last.required ?? '?'}]`;
}

/** The summary of the last round: where it was announced, the deals after it against the regulation's count. */
function lastRoundLines(last: LastRoundReport | null, lang: Lang): string[] {
  if (last === null) return [];
  const of = last.required === null ? TEXTS.lastRoundNoRule[lang] : fill(TEXTS.lastRoundOf[lang], { r: last.required });
  const line = fill(TEXTS.lastRoundLine[lang], { k: last.announcedInDeal, n: last.deals.length, of });
  const range = last.deals.length === 0 ? '' : `: ${TEXTS.dealsWord[lang]} ${last.deals.length === 1 ? last.deals[0] : `${last.deals[0]}-${last.deals.at(-1)}`}`;
  return ['', `${TEXTS.lastRound[lang]}: ${line}${range}${last.clause ? ` — ${last.clause}` : ''}`];
}

/** The deals with their entries and the rules (with clauses) they cite; `ids`: each clause led by its rule's id. */
function renderDeals(scores: PulyaDealScore[], lang: Lang, last: LastRoundReport | null, ids: boolean): string[] {
  const out: string[] = [];
  scores.forEach((s, k) => {
    out.push('', `${TEXTS.deal[lang]} ${k + 1}: ${dealHeading(s.deal, lang)}${lastRoundMark(k + 1, last, lang)}`);
    if (s.items.length === 0) out.push(`  ${TEXTS.noEntries[lang]}`);
    for (const i of s.items) out.push(itemLine(i, lang, ids));
    const clauses = new Map(s.items.map((i) => [i.rule, i.clause]));
    if (ids) for (const [rule, clause] of clauses) out.push(`    ${rule}: ${clause}`);
    else for (const clause of new Set(clauses.values())) out.push(`    ${clause}`);
  });
  return out;
}

/**
 * The text report: deals (when given), then the sheet and every player's result; `ruleIds`: each deal's entries with
 * the ids of their rules (the CLI), or by their words and clauses alone (the judge's desk).
 */
export function renderPulyaText(ir: RegulationIR, players: Record<string, SettledPlayer>, scores: PulyaDealScore[], lang: Lang, last: LastRoundReport | null = null, ruleIds = true): string {
  const out = [`${TEXTS.title[lang]}: ${ir.name[lang]} (${ir.regulation} ${ir.version})`];
  out.push(...renderDeals(scores, lang, last, ruleIds));
  out.push(...lastRoundLines(last, lang));
  const decimals = ir.preference!.displayDecimals.value;
  const ids = Object.keys(players);
  const rows = ids.map((id) => {
    const e = players[id]!;
    // One decimal separator: a comma in Russian (runtime decimalText); the exact fraction "112/3" has none.
    const n = (x: string | number) => decimalText(x, lang);
    const whists = Object.entries(e.whists).filter(([, w]) => w !== 0).map(([q, w]) => `${q}: ${n(w)}`).join(', ') || '—';
    const parts = [e.terms.pool, e.terms.mountain, e.terms.whists].map((x) => n(formatRounded(x, decimals)));
    return [id, n(e.pool), n(e.mountain), whists, ...parts, n(formatRounded(e.net, decimals)), n(formatExact(e.net))];
  });
  const header = [
    TEXTS.player[lang], TEXTS.pool[lang], TEXTS.mountain[lang], TEXTS.whistsCol[lang],
    TEXTS.poolPart[lang], TEXTS.mountainPart[lang], TEXTS.whistsPart[lang], TEXTS.net[lang], TEXTS.exact[lang],
  ];
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k]!.length)));
  out.push('', `${TEXTS.sheet[lang]}:`);
  for (const r of [header, ...rows]) out.push(`  ${r.map((c, k) => pad(c, widths[k]!)).join('  ')}`.trimEnd());
  const pref = ir.preference!;
  out.push('', `  ${TEXTS.formula[lang].replaceAll('{m}', String(pref.mountainWhists.value)).replace('{r}', String(pref.poolToMountain.value))}`);
  out.push(`  ${pref.mountainWhists.clause}; ${pref.poolToMountain.clause}`);
  return out.join('\n');
}

/**
 * The JSON of `pulya --json`: the sheet's shape with `net` (the result in whists, a number), `netExact` (the exact
 * value as text, "112/3" or "-5") and `netDisplay` (rounded per the regulation) per player; `lastRound` when the
 * pulya says where it was announced.
 */
export function pulyaJson(ir: RegulationIR, players: Record<string, SettledPlayer>, scores: PulyaDealScore[], withDeals: boolean, last: LastRoundReport | null = null) {
  const decimals = ir.preference!.displayDecimals.value;
  const out: Record<string, unknown> = {
    players: Object.fromEntries(Object.entries(players).map(([id, e]) => [id, {
      pool: e.pool, mountain: e.mountain, whists: e.whists, net: toNumber(e.net), netExact: formatExact(e.net), netDisplay: formatRounded(e.net, decimals),
    }])),
  };
  if (withDeals) out.deals = scores.map((s) => ({ entries: s.entries, items: s.items }));
  if (last !== null) out.lastRound = last;
  return out;
}
