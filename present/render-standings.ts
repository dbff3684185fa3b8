/**
 * Rendering of an event's standings and of a round's seating: JSON (the contract of `standings --json` and
 * `seat --json`), a readable text table with the tie-break columns (Russian by default, English with --lang en),
 * CSV (for spreadsheets) and a self-contained printable HTML page (for publishing).
 * Input: the runtime's EventStandings / RoundSeating, the regulation and the event's players. Output: strings.
 */
import {
  hasFormula, prizePlacesOf, type EventStandings, type PrizePlaces, type RegulationIR, type RoundSeating, type StandingKey, type StandingRow,
  type TieBreak,
} from '../runtime/index.js';
import { decimalText, fill, formatNumber, type Lang } from './i18n.js';
import { escapeHtml, renderHtmlPage } from './html.js';
import { formulaLegend, goOnRu } from './render-formula.js';

/** A text in both languages. */
type Texts = Record<Lang, string>;

const TEXT = {
  title: { ru: 'Турнирная таблица', en: 'Standings' },
  after: { ru: 'после тура', en: 'after round' },
  noRounds: { ru: 'туры ещё не сыграны', en: 'no round played yet' },
  inProgress: { ru: 'тур не окончен: столов с записями {started} из {tables}', en: 'round in progress: {started} of {tables} tables have results' },
  place: { ru: 'Место', en: 'Place' },
  player: { ru: 'Игрок', en: 'Player' },
  id: { ru: 'Код', en: 'Id' },
  points: { ru: 'Очки', en: 'Points' },
  vists: { ru: 'Висты', en: 'Vists' },
  gamePoints: { ru: 'Игровые очки', en: 'Game points' },
  gamePointsKey: { ru: 'игровые очки', en: 'game points' },
  mahjongs: { ru: 'Маджонги', en: 'Mahjongs' },
  round: { ru: 'Т', en: 'R' },
  decided: { ru: 'Решило', en: 'Decided by' },
  status: { ru: 'Статус', en: 'Status' },
  final: { ru: 'финал', en: 'final' },
  chain: { ru: 'Порядок: ', en: 'Order: ' },
  then: { ru: ', затем ', en: ', then ' },
  tiedNote: { ru: 'Равные по всем критериям делят место.', en: 'Players equal on every criterion share the place.' },
  finalNote: { ru: 'Места финалистов — по результатам финала', en: 'The finalists\' places come from the final' },
  fromZero: { ru: ' (без учёта предыдущих очков)', en: ' (earlier points not counted)' },
  notes: { ru: 'Замечания', en: 'Notes' },
  seating: { ru: 'Рассадка', en: 'Seating' },
  table: { ru: 'Стол', en: 'Table' },
  wind: { ru: 'Преимущественный ветер', en: 'Prevailing wind' },
  byLot: { ru: 'по жребию', en: 'drawn by lot' },
  eachTable: { ru: 'у каждого стола свой', en: 'each table its own' },
  sittingOut: { ru: 'Не играют в этом туре', en: 'Sitting out this round' },
  carries: { ru: 'вместо', en: 'replaced' },
  setAside: { ru: 'свои результаты не учитываются, туры', en: 'own results set aside, rounds' },
  sanctions: { ru: 'Санкции судьи', en: 'Judge\'s sanctions' },
  prize: { ru: 'Приз', en: 'Prize' },
  prizeCell: { ru: 'призовое', en: 'prize' },
  prizeTieCell: { ru: 'призовое?', en: 'prize?' },
  prizePlaces: { ru: 'Призовые места: {range} ({clause}).', en: 'Prize places: {range} ({clause}).' },
  prizePending: {
    ru: ' Отмечаются, когда места окончательны (сыгран финал или, без финала, последний тур).',
    en: ' They are marked once the places are final (the final played or, without a final, the last round).',
  },
  prizeWithheld: {
    ru: '{player} ({rank}-е место) {reason}: регламент не говорит, сохраняется ли приз или переходит ниже, — решает судья.',
    en: '{player} (place {rank}) {reason}: the regulation does not say whether the prize stays or passes down: the judge decides.',
  },
  withdrawnReason: { ru: '— снятие с турнира', en: 'withdrew' },
  disqualifiedReason: { ru: '— дисквалификация', en: 'was disqualified' },
  prizeTie: {
    ru: 'Делят {rank}-е место: {players}; призовых мест на них {prizes}. Регламент не говорит, как их разделить, — решает судья.',
    en: 'Sharing place {rank}: {players}; {prizes} prize place(s) for them. The regulation does not say how to separate them: the judge decides.',
  },
} satisfies Record<string, Texts>;

const KEY_NAME: Record<TieBreak, Texts> = {
  points: { ru: 'очки', en: 'points' },
  vists: { ru: 'висты', en: 'vists' },
  mahjongs: { ru: 'маджонги', en: 'mahjongs' },
  'game-points': { ru: 'игровые очки', en: 'game points' },
  stage: { ru: 'этап', en: 'stage' },
  tied: { ru: 'равенство', en: 'tied' },
  'qualifying-points': { ru: 'очки отборочных туров', en: 'qualifying points' },
  'qualifying-vists': { ru: 'висты отборочных туров', en: 'qualifying vists' },
};

const METHOD: Record<RoundSeating['method'], Texts> = {
  lot: { ru: 'по жребию', en: 'by lot' },
  'strongest-with-strongest': { ru: 'сильнейший с сильнейшим', en: 'strongest with strongest' },
  'score-groups': { ru: 'равные по очкам за одним столом', en: 'equal points together' },
  final: { ru: 'финал: лучшие по итогам отборочных туров', en: 'final: the best after the qualifying rounds' },
};

const WIND_NAME: Record<string, Texts> = {
  E: { ru: 'Восток', en: 'East' },
  S: { ru: 'Юг', en: 'South' },
  W: { ru: 'Запад', en: 'West' },
  N: { ru: 'Север', en: 'North' },
};
/** A round's seating by how it was made (`lot`, `strongest-with-strongest`, `judge`...), in both languages; null if unknown. */
export function seatingMethodNames(method: string): Texts | null {
  if (method === 'judge') return { ru: 'рассадка судьи', en: 'seated by the judge' };
  return Object.hasOwn(METHOD, method) ? METHOD[method as RoundSeating['method']] : null;
}

/** A wind's name (`E` -> Восток / East) in both languages; null if unknown. */
export function windNames(wind: string): Texts | null {
  return WIND_NAME[wind] ?? null;
}

const SEAT_LETTER: Record<Lang, string[]> = { ru: ['В', 'Ю', 'З', 'С'], en: ['E', 'S', 'W', 'N'] };

const tr = (t: Texts, lang: Lang) => t[lang];

/** The status of a row: cut after round r, withdrawn, finalist (in Russian as what happened, not a verb that needs the player's gender). */
function statusOf(row: StandingRow, lang: Lang): string {
  if (row.outReason === 'cut') return lang === 'ru' ? `отсев после ${row.cutAfter}-го тура` : `cut after round ${row.cutAfter}`;
  if (row.outReason === 'withdrawn') return lang === 'ru' ? `снятие после ${row.withdrawnAfter}-го тура` : `withdrew after round ${row.withdrawnAfter}`;
  if (row.outReason === 'disqualified') return lang === 'ru' ? `дисквалификация в ${row.disqualified!.round}-м туре` : `disqualified in round ${row.disqualified!.round}`;
  if (row.stage === 'final') return tr(TEXT.final, lang);
  return '';
}

/** The player's name with the players whose results his row carries. */
function playerLabel(row: StandingRow, lang: Lang): string {
  const name = row.name ?? row.player;
  const notes = [
    ...(row.carries && row.carries.length > 0 ? [`${tr(TEXT.carries, lang)} ${row.carries.join(', ')}`] : []),
    ...(row.setAside && row.setAside.length > 0 ? [`${tr(TEXT.setAside, lang)} ${row.setAside.join(', ')}`] : []),
  ];
  return notes.length > 0 ? `${name} (${notes.join('; ')})` : name;
}

/** The prize places of the standings under the regulation (null: it names none). */
function prizesOf(ir: RegulationIR | undefined, s: EventStandings): PrizePlaces | null {
  return ir?.tournament ? prizePlacesOf(ir.tournament, s) : null;
}

/** A row's prize mark: a prize place, or a place shared across the last prize place. */
function prizeMark(prizes: PrizePlaces | null, player: string): 'prize' | 'tie' | null {
  if (prizes === null) return null;
  if (prizes.players.includes(player)) return 'prize';
  return prizes.ties.some((t) => t.players.includes(player)) ? 'tie' : null;
}

/**
 * The JSON of `standings --json`: `{standings: [{player, rank, points, vists, mahjongs, out, ...}], ...}`; with the
 * regulation's prize places, `prize: true` (or `prizeTie: true`, a place shared across the last prize place) on the
 * rows once the places are final, and `prizePlaces` ({places, clause, decided, players, ties}). The tally's wins
 * (StandingRow `wins`, `winsUnknown`, `qualifying.wins`) are written under the regulation's word for them, the
 * tie-break key `mahjongs` (`mahjongs`, `mahjongsUnknown`): the one place the standings' JSON names them so.
 */
export function standingsJson(ir: RegulationIR, s: EventStandings, problems: readonly object[], style: StandingsStyle) {
  const t = ir.tournament!;
  const prizes = prizesOf(ir, s);
  return {
    regulation: ir.regulation,
    afterRound: s.afterRound,
    ...(s.roundInProgress !== undefined ? { roundInProgress: s.roundInProgress } : {}),
    qualifyingRounds: s.qualifyingRounds,
    finalRound: s.finalRound,
    order: t.standings.value,
    clause: t.standings.clause,
    standings: s.rows.map((r) => ({
      player: r.player,
      ...(r.name !== undefined ? { name: r.name } : {}),
      rank: r.rank,
      points: r.points,
      vists: r.vists,
      // Sichuan, riichi: the table results are game points (the tournament layer counts them as vists).
      ...(countsGamePoints(ir, style) ? { gamePoints: r.vists } : {}),
      // The tally's wins under the regulation's name of them (StandingKey `mahjongs`): the JSON's keys since the start.
      mahjongs: r.wins,
      // A table that did not say who won (a riichi hanchan by its final scores): `mahjongs` counts the known wins only.
      ...(r.winsUnknown === true ? { mahjongsUnknown: true } : {}),
      out: r.out,
      tieBreak: r.tieBreak,
      ...(r.outReason !== undefined ? { outReason: r.outReason } : {}),
      ...(r.cutAfter !== undefined ? { cutAfter: r.cutAfter } : {}),
      ...(r.withdrawnAfter !== undefined ? { withdrawnAfter: r.withdrawnAfter } : {}),
      ...(r.disqualified !== undefined ? { disqualified: r.disqualified } : {}),
      ...(r.sanctions !== undefined ? { sanctions: r.sanctions } : {}),
      ...(r.stage !== undefined ? { stage: r.stage } : {}),
      ...(r.qualifying !== undefined ? { qualifying: { points: r.qualifying.points, vists: r.qualifying.vists, mahjongs: r.qualifying.wins } } : {}),
      ...(r.carries !== undefined ? { carries: r.carries } : {}),
      ...(r.setAside !== undefined ? { setAside: r.setAside } : {}),
      played: r.played,
      roundPoints: r.roundPoints,
      ...(prizeMark(prizes, r.player) === 'prize' ? { prize: true } : {}),
      ...(prizeMark(prizes, r.player) === 'tie' ? { prizeTie: true } : {}),
    })),
    cuts: s.cuts.map((c) => ({ after: c.after, keep: c.keep, clause: c.clause })),
    ...(hasFormula(s) ? { formula: s.formula } : {}),
    notes: s.notes,
    ...(prizes !== null ? { prizePlaces: prizes } : {}),
    problems,
  };
}

/** The columns of the tables (text, CSV, HTML): one cell per row and header. */
interface Column {
  header: string;
  cell: (r: StandingRow) => string;
  /** A number column: right-aligned, and a number in CSV (never neutralised as a formula, so −15 stays −15). */
  right?: boolean;
}

/**
 * What a game's tables yield, as its standings show it: the game declares it (games/<game>/, GameModule.standings)
 * and the caller passes it in, the regulation's standings chain adding to it.
 */
export interface StandingsStyle {
  /** The table results are game points, not vists (Sichuan): the column's name and the JSON rows' `gamePoints`. */
  readonly gamePoints: boolean;
  /** Its deals have mahjongs (a mahjong game): the Mahjongs column. Without them, only where the chain ranks by them. */
  readonly mahjongs: boolean;
}

/** Whether the table results are game points: the game's are, or the regulation's standings rank by game points (riichi). */
export function countsGamePoints(ir: RegulationIR | undefined, style: StandingsStyle): boolean {
  return style.gamePoints || (ir?.tournament?.standings.value.includes('game-points') ?? false);
}

/** What the vists column holds: vists, or game points. */
function vistsLabel(ir: RegulationIR | undefined, style: StandingsStyle): Texts {
  return countsGamePoints(ir, style) ? TEXT.gamePoints : TEXT.vists;
}

/** The name of a tie-break criterion (the vists criterion named as the column says). */
function keyName(k: TieBreak, unit: Texts): Texts {
  return k === 'vists' && unit === TEXT.gamePoints ? TEXT.gamePointsKey : KEY_NAME[k];
}

/**
 * Whether the tables show a Mahjongs column: the regulation's game has mahjongs (a mahjong game; riichi: the wins of
 * the hanchans given by their deals), or its standings chain ranks by them. A game without them (preference) shows
 * none; the JSON rows keep `mahjongs` for the contract. A player with a table that did not say who won (a riichi
 * hanchan given by its final scores) shows «—», not a count (JSON: `mahjongsUnknown`); the column is left out when no
 * player's count is known.
 */
export function showsMahjongs(ir: RegulationIR | undefined, style: StandingsStyle): boolean {
  if (ir === undefined) return style.mahjongs;
  return style.mahjongs || (ir.tournament?.standings.value.includes('mahjongs') ?? false);
}

function columns(s: EventStandings, lang: Lang, numbers: (n: number) => string, ir: RegulationIR | undefined, style: StandingsStyle): Column[] {
  const unit = vistsLabel(ir, style);
  const roundCount = Math.max(0, ...s.rows.map((r) => r.roundPoints.length));
  const cols: Column[] = [
    { header: tr(TEXT.place, lang), cell: (r) => String(r.rank), right: true },
    { header: tr(TEXT.player, lang), cell: (r) => playerLabel(r, lang) },
    { header: tr(TEXT.id, lang), cell: (r) => r.player },
    { header: tr(TEXT.points, lang), cell: (r) => numbers(r.points), right: true },
    { header: tr(unit, lang), cell: (r) => numbers(r.vists), right: true },
  ];
  if (showsMahjongs(ir, style) && !(s.rows.length > 0 && s.rows.every((r) => r.winsUnknown === true))) {
    cols.push({ header: tr(TEXT.mahjongs, lang), cell: (r) => (r.winsUnknown === true ? '—' : String(r.wins)), right: true });
  }
  for (let i = 0; i < roundCount; i++) {
    cols.push({ header: `${tr(TEXT.round, lang)}${i + 1}`, cell: (r) => (r.roundPoints[i] == null ? '—' : numbers(r.roundPoints[i]!)), right: true });
  }
  cols.push(
    { header: tr(TEXT.decided, lang), cell: (r) => (r.tieBreak === null ? '' : tr(keyName(r.tieBreak, unit), lang)) },
    { header: tr(TEXT.status, lang), cell: (r) => statusOf(r, lang) },
  );
  // The column is there whenever the regulation names prize places (a spreadsheet keeps its columns from round to
  // round); it is empty until the places are final.
  const prizes = prizesOf(ir, s);
  if (prizes !== null) {
    const cell = (r: StandingRow) => {
      const mark = prizeMark(prizes, r.player);
      return mark === 'prize' ? tr(TEXT.prizeCell, lang) : mark === 'tie' ? tr(TEXT.prizeTieCell, lang) : '';
    };
    cols.push({ header: tr(TEXT.prize, lang), cell });
  }
  return cols;
}

/** The heading line: title, regulation, after which round. */
function heading(ir: RegulationIR, s: EventStandings, lang: Lang): string {
  const when = s.afterRound === 0 ? `: ${tr(TEXT.noRounds, lang)}` : ` ${tr(TEXT.after, lang)} ${s.afterRound}`;
  const progress = s.roundInProgress === undefined ? '' : ` (${fill(tr(TEXT.inProgress, lang), { started: s.roundInProgress.tablesStarted, tables: s.roundInProgress.tables })})`;
  return `${tr(TEXT.title, lang)}${when}${progress} — ${ir.name[lang]}`;
}

/** The lines under the table: the order of the criteria with its clause, ties, the final. */
function legend(ir: RegulationIR, style: StandingsStyle, s: EventStandings, lang: Lang): string[] {
  const t = ir.tournament!;
  const keys = t.standings.value.map((k: StandingKey) => tr(keyName(k, vistsLabel(ir, style)), lang));
  const lines = [`${tr(TEXT.chain, lang)}${keys.join(tr(TEXT.then, lang))} (${t.standings.clause}). ${tr(TEXT.tiedNote, lang)}`];
  if (s.finalRound !== null && t.final !== null) {
    lines.push(`${tr(TEXT.finalNote, lang)}${t.final.value.fromZero ? tr(TEXT.fromZero, lang) : ''} (${t.final.clause}).`);
  }
  if (hasFormula(s)) lines.push(...formulaLegend(s.formula, lang));
  for (const c of s.cuts) {
    lines.push(lang === 'ru' ? `После ${c.after}-го тура ${goOnRu(c.keep, ['продолжает', 'продолжают', 'продолжают'])} (${c.clause}).` : `After round ${c.after} the best ${c.keep} go on (${c.clause}).`);
  }
  lines.push(...prizeLines(prizesOf(ir, s), lang));
  lines.push(...sanctionLines(s.rows, lang, t.sanctions?.clause));
  return lines;
}

/** The prize places with their clause; before the places are final, that they are not marked yet; each tie across the last one. */
function prizeLines(prizes: PrizePlaces | null, lang: Lang): string[] {
  if (prizes === null) return [];
  const range = prizes.places === 1 ? '1' : `1-${prizes.places}`;
  const head = fill(tr(TEXT.prizePlaces, lang), { range, clause: prizes.clause }) + (prizes.decided ? '' : tr(TEXT.prizePending, lang));
  return [
    head,
    ...prizes.ties.map((x) => fill(tr(TEXT.prizeTie, lang), { rank: x.rank, players: x.players.join(', '), prizes: x.prizes })),
    ...prizes.withheld.map((x) => fill(tr(TEXT.prizeWithheld, lang), {
      player: x.player, rank: x.rank, reason: tr(x.reason === 'withdrawn' ? TEXT.withdrawnReason : TEXT.disqualifiedReason, lang),
    })),
  ];
}

/**
 * The judge's sanctions of the rows: tournament points taken and disqualifications, each with its round and clause
 * (a disqualification recorded without one cites the regulation's `tournament.sanctions`).
 */
function sanctionLines(rows: readonly StandingRow[], lang: Lang, clause: string | undefined): string[] {
  const lines: string[] = [];
  const why = (clause: string | undefined, reason: string | undefined) => [clause, reason].filter((x) => x !== undefined && x !== '').join('; ');
  for (const r of rows) {
    for (const x of r.sanctions ?? []) {
      const at = lang === 'ru' ? `тур ${x.round}${x.deal !== null ? `, сдача ${x.deal}` : ''}` : `round ${x.round}${x.deal !== null ? `, deal ${x.deal}` : ''}`;
      const pts = formatNumber(x.points, lang);
      lines.push(lang === 'ru' ? `  ${r.player}: ${pts} ТО (${at}; ${why(x.clause, x.reason)})` : `  ${r.player}: ${pts} tournament points (${at}; ${why(x.clause, x.reason)})`);
    }
    const dq = r.disqualified;
    if (dq !== undefined) {
      const text = why(dq.clause ?? clause, dq.reason);
      lines.push(lang === 'ru' ? `  ${r.player}: дисквалификация в ${dq.round}-м туре, стол ${dq.table}${text ? ` (${text})` : ''}` : `  ${r.player}: disqualified in round ${dq.round}, table ${dq.table}${text ? ` (${text})` : ''}`);
    }
  }
  return lines.length > 0 ? [`${tr(TEXT.sanctions, lang)}:`, ...lines] : [];
}

/** Display width of a cell (every character one column). */
function width(s: string): number {
  return [...s].length;
}

/** Renders the standings as a readable text table. */
export function renderStandingsText(ir: RegulationIR, s: EventStandings, lang: Lang, style: StandingsStyle): string {
  const cols = columns(s, lang, (n) => formatNumber(n, lang), ir, style);
  const cells = s.rows.map((r) => cols.map((c) => c.cell(r)));
  const widths = cols.map((c, i) => Math.max(width(c.header), ...cells.map((row) => width(row[i]!))));
  const fit = (text: string, i: number) => {
    const pad = ' '.repeat(widths[i]! - width(text));
    return cols[i]!.right ? pad + text : text + pad;
  };
  const line = (row: string[]) => row.map(fit).join('  ').trimEnd();
  const out = [heading(ir, s, lang), '', line(cols.map((c) => c.header)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line), ''];
  out.push(...legend(ir, style, s, lang));
  if (s.notes.length > 0) out.push('', `${tr(TEXT.notes, lang)}:`, ...s.notes.map((n) => `  ${n.text[lang]}`));
  return out.join('\n');
}

/** A CSV field (RFC 4180 quoting). */
function csvField(s: string, separator: string): string {
  return /["\r\n]/.test(s) || s.includes(separator) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * A text cell a spreadsheet would take for a formula (a player named `=cmd|' /C calc'!A0`, `+1`, `@SUM(...)`: it
 * starts with = + - @, a tab or a carriage return) gets a leading apostrophe, so that it is shown as the text it is
 * (OWASP's advice on CSV injection), in both dialects. Number cells are not text cells and stay numbers.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** How a CSV is written: `plain` (`,` and a decimal point) or `ru` (Russian spreadsheets: `;`, a decimal comma, a UTF-8 BOM). */
export type CsvDialect = 'plain' | 'ru';

/** Renders the standings as CSV: one header line, one line per player; UTF-8 (the regulation names the vists column,
 *  game points where the game's style or the chain says so, and decides the Mahjongs column with the style); numbers and separators by the dialect. */
export function renderStandingsCsv(s: EventStandings, lang: Lang, ir: RegulationIR | undefined, style: StandingsStyle, dialect: CsvDialect = 'plain'): string {
  const sep = dialect === 'ru' ? ';' : ',';
  const cols = columns(s, lang, (n) => decimalText(n, dialect === 'ru' ? 'ru' : 'en'), ir, style);
  const cell = (c: Column, r: StandingRow) => {
    const text = c.cell(r);
    return text === '—' ? '' : c.right ? text : neutraliseFormula(text);
  };
  const lines = [cols.map((c) => csvField(neutraliseFormula(c.header), sep)).join(sep)];
  for (const r of s.rows) lines.push(cols.map((c) => csvField(cell(c, r), sep)).join(sep));
  return (dialect === 'ru' ? '\uFEFF' : '') + lines.join('\r\n') + '\r\n';
}

/** Renders the standings as a self-contained printable HTML page (no external resources). */
export function renderStandingsHtml(ir: RegulationIR, s: EventStandings, lang: Lang, style: StandingsStyle): string {
  const cols = columns(s, lang, (n) => formatNumber(n, lang), ir, style);
  const prizes = prizesOf(ir, s);
  const title = heading(ir, s, lang);
  const head = cols.map((c) => `<th${c.right ? ' class="num"' : ''}>${escapeHtml(c.header)}</th>`).join('');
  const body = s.rows
    .map((r) => {
      const prize = prizeMark(prizes, r.player);
      const cls = [r.out ? 'out' : '', r.tieBreak === 'stage' ? 'stage' : '', prize === 'prize' ? 'prize' : '', prize === 'tie' ? 'prize-tie' : ''].filter(Boolean).join(' ');
      const tds = cols.map((c) => `<td${c.right ? ' class="num"' : ''}>${escapeHtml(c.cell(r))}</td>`).join('');
      return `<tr${cls ? ` class="${cls}"` : ''}>${tds}</tr>`;
    })
    .join('\n');
  const notes = s.notes.length > 0 ? `<h2>${escapeHtml(tr(TEXT.notes, lang))}</h2>\n<ul>${s.notes.map((n) => `<li>${escapeHtml(n.text[lang])}</li>`).join('')}</ul>` : '';
  return renderHtmlPage({
    lang,
    title,
    css: `
body { font-family: "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; margin: 2em; color: #111; }
h1 { font-size: 1.4em; margin: 0 0 1em; }
h2 { font-size: 1.1em; }
table { border-collapse: collapse; width: 100%; font-size: 0.95em; }
th, td { border: 1px solid #bbb; padding: 0.25em 0.5em; text-align: left; white-space: nowrap; }
th { background: #eee; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.out td { color: #666; }
tr.prize td { font-weight: bold; }
tr.prize-tie td { font-style: italic; }
tr.stage td { border-bottom: 2px solid #333; }
p.legend { font-size: 0.9em; color: #333; margin: 0.3em 0; }
@media print {
  body { margin: 0; }
  thead { display: table-header-group; }
  tr { page-break-inside: avoid; }
  th { background: #eee !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`,
    body: `
<table>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
${legend(ir, style, s, lang).map((l) => `<p class="legend">${escapeHtml(l)}</p>`).join('\n')}
${notes}
`,
  });
}

/** The JSON of `seat --json`: `{round, tables: [[E, S, W, N], ...], wind, sittingOut, ...}`. */
export function seatingJson(seating: RoundSeating, seed: number, problems: readonly object[]) {
  return {
    round: seating.round,
    tables: seating.tables,
    wind: seating.wind,
    tableWinds: seating.tableWinds,
    windDrawn: seating.windDrawn,
    sittingOut: seating.sittingOut,
    method: seating.method,
    clause: seating.clause,
    seed,
    problems,
  };
}

/** Renders a round's seating as text: each table with its players in seat order, the wind, who sits out. */
export function renderSeatingText(seating: RoundSeating, names: ReadonlyMap<string, string>, lang: Lang): string {
  const label = (p: string) => (names.has(p) && names.get(p) !== p ? `${names.get(p)} (${p})` : p);
  const out = [`${tr(TEXT.seating, lang)}: ${lang === 'ru' ? `тур ${seating.round}` : `round ${seating.round}`} — ${tr(METHOD[seating.method], lang)} (${seating.clause})`];
  if (seating.wind !== null) out.push(`${tr(TEXT.wind, lang)}: ${tr(WIND_NAME[seating.wind]!, lang)}${seating.windDrawn ? ` (${tr(TEXT.byLot, lang)})` : ''}`);
  else if (seating.tableWinds !== null) out.push(`${tr(TEXT.wind, lang)}: ${tr(TEXT.eachTable, lang)}${seating.windDrawn ? ` (${tr(TEXT.byLot, lang)})` : ''}`);
  out.push('');
  seating.tables.forEach((table, i) => {
    const wind = seating.tableWinds?.[i];
    // Without winds (preference) the seats are the numbers drawn: number 1 chooses a place, the others follow clockwise.
    const seat = (k: number) => (seating.wind === null && seating.tableWinds === null ? `${k + 1}.` : SEAT_LETTER[lang][k]);
    const seats = table.map((p, k) => `${seat(k)} ${label(p)}`).join(', ');
    out.push(`${tr(TEXT.table, lang)} ${i + 1}${wind !== undefined ? ` [${tr(WIND_NAME[wind]!, lang)}]` : ''}: ${seats}`);
  });
  if (seating.sittingOut.length > 0) out.push('', `${tr(TEXT.sittingOut, lang)}: ${seating.sittingOut.map(label).join(', ')}`);
  return out.join('\n');
}
