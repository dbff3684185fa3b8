/**
 * Classical mahjong's part of `reglament deal` (GameModule.deal), also the deal file of every mahjong game without one
 * of its own (MCR): one deal's players, round wind, hands, win and penalties (docs/judges-guide.md) read, every hand
 * scored, the deal settled under the regulation (settlement and penalties): the ledger of who pays whom, by which rule
 * and clause, and each player's net. Bad input: `deal/` or `hand/` problems with their paths (the command positions
 * them); a deal whose every hand scored is printed even with problems of its settlement.
 */
import { suggestName } from '../../compiler/index.js';
import {
  compileScorer, CORE_DEAL_WIN, dealWinCircumstances, dealWinFlags, scoreDeal, WIN_FROM, WINDS, type DealInput, type DealResult,
  type ListedCircumstance, type ProblemCode, type RegulationIR,
} from '../../runtime/index.js';
import {
  dealAdjustmentRows, dealLedgerRows, ledgerBlock, listBlock, netBlock, notesBlock, renderScoreText, scoreJson, signed, type Lang,
} from '../../present/index.js';
import type { GameDeal, GameDealProblem } from '../types.js';

type Path = Array<string | number>;

/** A problem of the deal file: where and what. */
interface FileProblem {
  path: Path;
  code: ProblemCode;
  message: string;
  atKey?: boolean;
}

const TOP_KEYS = ['players', 'round', 'hands', 'win', 'penalties', 'redeal', 'note'];
const PENALTY_KEYS = ['rule', 'player'];

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

function unknownKeys(o: Obj, allowed: string[], at: Path, problems: FileProblem[]): void {
  for (const k of Object.keys(o)) {
    if (allowed.includes(k)) continue;
    const near = suggestName(k, allowed);
    problems.push({ path: [...at, k], atKey: true, code: 'deal/format', message: `unknown key '${k}'${near ? `; did you mean '${near}'?` : ''} (keys here: ${allowed.join(', ')})` });
  }
}

/**
 * Reads the deal file's structure into a DealInput; the problems say what is wrong where. `circumstances`: what the
 * regulation's deals state under `win:` (games/index.ts dealWinOf), the only keys there besides player, from, discarder.
 */
export function readDealData(data: unknown, circumstances: readonly ListedCircumstance[]): { input?: DealInput; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const fail = (path: Path, message: string) => {
    const key = path[path.length - 1];
    const missing = typeof key === 'string' && path.length === 1 && isObject(data) && data[key] === undefined;
    problems.push({ path, code: 'deal/format', message: missing ? `missing ${message}` : message });
  };
  if (!isObject(data)) {
    fail([], 'a deal file is a mapping with players, round, hands and win (or redeal: true)');
    return { problems };
  }
  unknownKeys(data, TOP_KEYS, [], problems);
  const players = data.players;
  if (!Array.isArray(players) || players.length < 3 || players.length > 4 || !players.every((p) => typeof p === 'string' && p !== '')) {
    fail(['players'], 'players: a list of the 4 (or 3) player ids in seat order East, South, West, North');
  }
  if (typeof data.round !== 'string' || !(WINDS as readonly string[]).includes(data.round)) fail(['round'], 'round: the prevailing wind, one of E, S, W, N');
  const hands = data.hands;
  if (!isObject(hands) || !Object.values(hands).every((h) => typeof h === 'string')) fail(['hands'], 'hands: each player\'s hand as a string, e.g. Anna: "123m456m789m2m[777z]+2m"');
  const win = data.win;
  let flags: DealInput['flags'] | undefined;
  if (win !== undefined) {
    if (!isObject(win)) fail(['win'], 'win: {player, from, discarder}');
    else {
      unknownKeys(win, ['player', 'from', 'discarder', ...circumstances.map((c) => c.key)], ['win'], problems);
      if (typeof win.player !== 'string') fail(['win'], 'win.player: the id of the player who declared mahjong');
      if (typeof win.from !== 'string' || !(WIN_FROM as readonly string[]).includes(win.from)) fail(['win', 'from'], `win.from: where the winning tile came from, one of ${WIN_FROM.join(', ')}`);
      if (win.discarder !== undefined && typeof win.discarder !== 'string') fail(['win', 'discarder'], 'win.discarder: the id of the player who discarded the winning tile');
      const given = dealWinFlags(win, circumstances);
      for (const c of circumstances) {
        if (win[c.key] !== undefined && given[c.field] === undefined) fail(['win', c.key], c.value.kind === 'flag' ? `win.${c.key}: true or false` : `win.${c.key}: ${c.doc}`);
      }
      if (Object.keys(given).length > 0) flags = given;
    }
  }
  const penalties = data.penalties;
  if (penalties !== undefined) {
    if (!Array.isArray(penalties)) fail(['penalties'], 'penalties: a list of {rule, player}');
    else {
      penalties.forEach((p, i) => {
        if (!isObject(p)) { fail(['penalties', i], 'a penalty is {rule: <penalty id of the regulation>, player: <offender>}'); return; }
        unknownKeys(p, PENALTY_KEYS, ['penalties', i], problems);
        if (typeof p.rule !== 'string') fail(['penalties', i], 'penalty rule: the id of a penalty of the regulation');
        if (typeof p.player !== 'string') fail(['penalties', i], 'penalty player: the id of the offender');
      });
    }
  }
  if (data.redeal !== undefined && typeof data.redeal !== 'boolean') fail(['redeal'], 'redeal: true for a drawn deal');
  if (problems.length > 0) return { problems };
  const w = win as Obj | undefined;
  const input: DealInput = {
    seats: players as string[], round: data.round as DealInput['round'], hands: hands as Record<string, string>,
    ...(w ? { win: { player: w.player as string, from: w.from as 'discard', ...(typeof w.discarder === 'string' ? { discarder: w.discarder } : {}) } } : {}),
    ...(data.redeal === true ? { redeal: true } : {}),
    ...(Array.isArray(penalties) ? { penalties: (penalties as Obj[]).map((p) => ({ rule: p.rule as string, player: p.player as string })) } : {}),
    ...(flags ? { flags } : {}),
  };
  return { input, problems };
}

/** Where in the deal file a problem of the deal belongs. */
function pathOf(code: string, player: string | undefined, input: DealInput): Path {
  if (code.startsWith('hand/') || ['deal/win-tile-missing', 'deal/unexpected-win-tile', 'deal/not-declarable', 'deal/missing-hand'].includes(code)) {
    return player !== undefined && code !== 'deal/missing-hand' ? ['hands', player] : ['hands'];
  }
  if (code === 'deal/unknown-penalty' || code === 'deal/automatic-penalty' || code === 'deal/two-deal-endings') {
    const i = (input.penalties ?? []).findIndex((p) => p.player === player);
    return i >= 0 ? ['penalties', i] : ['penalties'];
  }
  if (code.startsWith('deal/discarder') || code === 'deal/win-from' || code === 'deal/redeal-with-win') return ['win'];
  if (code === 'deal/seats') return ['players'];
  if (code === 'deal/round') return ['round'];
  return [];
}

// ─── rendering ────────────────────────────────────────────────────────────────────────────────────────────────────

const TEXTS = {
  deal: { ru: 'Сдача', en: 'Deal' },
  round: { ru: 'ветер раунда', en: 'round wind' },
  winBy: { ru: 'Маджонг', en: 'Mahjong' },
  from: { discard: { ru: 'с кона от', en: 'on a discard by' }, wall: { ru: 'со стены', en: 'from the wall' }, replacement: { ru: 'Свободной костью', en: 'on a loose tile' }, robbing: { ru: 'ограблением конга у', en: 'robbing the kong of' } },
  redeal: { ru: 'Пересдача: никто не получает вистов', en: 'Redeal: nobody gets vists' },
  seats: { E: { ru: 'Восток', en: 'East' }, S: { ru: 'Юг', en: 'South' }, W: { ru: 'Запад', en: 'West' }, N: { ru: 'Север', en: 'North' } },
  adjustments: { ru: 'Штрафы вне расчёта', en: 'Penalties paid to nobody' },
  net: { ru: 'Итог сдачи', en: 'Net of the deal' },
  limit: { ru: 'лимит', en: 'limit' },
} as const;

/** Renders a deal's result as text: each hand, then the ledger, the adjustments, notes and the net per player. */
export function renderDealText(ir: RegulationIR, input: DealInput, r: DealResult, lang: Lang): string {
  const out: string[] = [];
  out.push(`${TEXTS.deal[lang]}: ${ir.name[lang]}; ${TEXTS.round[lang]} ${input.round}`);
  if (input.redeal) out.push(TEXTS.redeal[lang]);
  if (input.win) {
    const w = input.win;
    out.push(`${TEXTS.winBy[lang]}: ${w.player} ${TEXTS.from[w.from][lang]}${w.discarder !== undefined ? ` ${w.discarder}` : ''}`);
  }
  input.seats.forEach((p, i) => {
    const score = r.scores[p];
    if (!score) return;
    out.push('', `── ${p} (${TEXTS.seats[WINDS[i]!][lang]}) ──`);
    out.push(renderScoreText(ir, input.hands[p]!, score, lang));
  });
  out.push(...ledgerBlock(dealLedgerRows(ir, r.payments, r.mahjong, lang).map((x) => ({ payer: `${x.from} -> ${x.to}`, amount: x.amount, rule: x.rule, clause: x.clause, how: x.how })), lang));
  out.push(...listBlock(TEXTS.adjustments[lang], dealAdjustmentRows(ir, r.adjustments, lang).map((a) => `${a.player}  ${signed(a.vists)}  ${a.rule}  ${a.clause}${a.reason ? `  ${a.reason}` : ''}`)));
  out.push(...notesBlock(r.notes, lang));
  out.push(...netBlock(TEXTS.net[lang], input.seats, (p) => r.vists[p] ?? 0, (p) => (r.mahjong === p ? `  (${TEXTS.winBy[lang]}${r.limit ? `, ${TEXTS.limit[lang]}` : ''})` : '')));
  return out.join('\n');
}

/** The JSON of `deal --json`: players' scores, payments, adjustments, vists, and the deal's facts. */
export function dealJson(input: DealInput, r: DealResult) {
  const players: Record<string, unknown> = {};
  input.seats.forEach((p, i) => {
    const s = r.scores[p];
    if (s) players[p] = { seat: WINDS[i], ...scoreJson(input.hands[p]!, s) };
  });
  return {
    players,
    payments: r.payments,
    adjustments: r.adjustments,
    vists: { ...r.vists },
    mahjong: r.mahjong ?? null,
    limit: r.limit,
    redeal: r.redeal,
    notes: r.notes,
    problems: r.problems,
  };
}

/** The circumstances a classical deal states for its winner under `win:` (runtime CORE_DEAL_WIN). */
const CLASSICAL_WIN: readonly ListedCircumstance[] = dealWinCircumstances(CORE_DEAL_WIN);

/** Reads, scores, settles and presents a classical deal; the problems of settling it come with its output. */
export const classicalDeal: GameDeal = {
  run(ir, value, o) {
    const { input, problems } = readDealData(value, CLASSICAL_WIN);
    if (!input) return { problems };
    const r = scoreDeal(compileScorer(ir), input);
    const settled: GameDealProblem[] = r.problems.map((p) => ({
      code: p.code, message: p.message, path: p.at ?? pathOf(p.code, p.player, input), ...(p.text !== undefined ? { text: p.text } : {}),
    }));
    if (Object.keys(r.scores).length < input.seats.length) return { problems: settled };
    return { output: o.json ? JSON.stringify(dealJson(input, r), null, 2) : renderDealText(ir, input, r, o.lang), problems: settled };
  },
};
