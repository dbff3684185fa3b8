/**
 * The event's penalty list, to print or pin up: `GET /print/penalties.html?lang=` lists every penalty and sanction
 * the protocol holds, in the order of play: the round, the table, the deal (or "outside a deal"), the player, the
 * vists (game points where the standings count them) as the engine applied them, the tournament points taken, a disqualification, the
 * rule with its clause, and why. Read from the event as evaluated, so a named penalty shows the amount its rule gave
 * and a penalty the engine words itself (a Sichuan minor violation: the scale's name, the count and the total) reads
 * in the list's language (present/deal-ledger.ts dealAdjustmentRows).
 */
import { dealAdjustmentRows, decimalText, escapeHtml, type Lang, renderHtmlPage } from '../../../present/index.js';
import { computeEventStandingsOf, evaluateEvent, lastPlayedRound, tableScoreUnit, type Adjustment } from '../../../runtime/index.js';
import type { DeskContext } from '../desk-context.js';
import { sendText } from '../http.js';
import { printoutHeader } from '../printout-header.js';
import { langOf } from '../query-params.js';
import type { Route } from '../router.js';
import { ledgerRuleNamesOf, tableRulesOf } from '../../../games/index.js';

const TEXT = {
  title: { ru: 'Штрафы и санкции', en: 'Penalties and sanctions' },
  round: { ru: 'Тур', en: 'Round' },
  table: { ru: 'Стол', en: 'Table' },
  deal: { ru: 'Сдача', en: 'Deal' },
  player: { ru: 'Игрок', en: 'Player' },
  vists: { ru: 'Висты', en: 'Vists' },
  gamePoints: { ru: 'Игровые очки', en: 'Game points' },
  tournamentPoints: { ru: 'ТО', en: 'Tournament points' },
  rule: { ru: 'Правило', en: 'Rule' },
  clause: { ru: 'Пункт', en: 'Clause' },
  reason: { ru: 'Причина', en: 'Reason' },
  outsideDeal: { ru: 'вне сдачи', en: 'outside a deal' },
  disqualified: { ru: 'дисквалификация', en: 'disqualified' },
  sanction: { ru: 'санкция судьи', en: 'judge\'s sanction' },
  judgePenalty: { ru: 'штраф судьи', en: 'judge\'s penalty' },
  none: { ru: 'Штрафов и санкций нет.', en: 'No penalties or sanctions.' },
} satisfies Record<string, Record<Lang, string>>;

/** One line of the list. */
interface PenaltyLine {
  round: number;
  table: number;
  /** 1-based; null: outside a deal. */
  deal: number | null;
  player: string;
  vists: number | null;
  tournamentPoints: number | null;
  disqualified: boolean;
  rule: string;
  clause: string;
  reason: string;
}

/** Every penalty and sanction of the event, in the order of play (a table's own after its deals). */
export function penaltyLines(ctx: DeskContext, lang: Lang): PenaltyLine[] {
  const ir = ctx.regulation();
  const event = ctx.event();
  const lines: PenaltyLine[] = [];
  // A penalty given in vists without a rule of the regulation is the judge's own (`judge` in the engine's adjustment).
  const adjustments = (list: readonly Adjustment[], round: number, table: number, deal: number | null): PenaltyLine[] =>
    dealAdjustmentRows(ir, list, lang, ledgerRuleNamesOf(ir)).map((a, k) => ({
      round, table, deal, player: a.player, vists: a.vists, tournamentPoints: null, disqualified: false, clause: a.clause,
      rule: list[k]!.rule === 'judge' ? TEXT.judgePenalty[lang] : a.ruleName, reason: a.reason,
    }));
  evaluateEvent(ir, event, tableRulesOf(ir)).rounds.forEach((round, ri) => round.tables.forEach((table, ti) => {
    const at = (deal: number | null) => (deal === null ? Number.MAX_SAFE_INTEGER : deal);
    const here: PenaltyLine[] = [
      ...table.deals.flatMap((d) => adjustments(d.adjustments, ri + 1, ti + 1, d.deal === undefined ? null : d.deal + 1)),
      ...adjustments(table.adjustments, ri + 1, ti + 1, null),
      ...(table.sanctions ?? []).map((s) => ({
        round: ri + 1, table: ti + 1, deal: s.deal, player: s.player, vists: null, tournamentPoints: s.points, disqualified: false,
        rule: TEXT.sanction[lang], clause: s.clause, reason: s.reason ?? '',
      })),
    ];
    lines.push(...here.sort((a, b) => at(a.deal) - at(b.deal)));
  }));
  if (ir.tournament !== undefined) {
    const { standings } = computeEventStandingsOf(ir, event, tableRulesOf(ir), { afterRound: lastPlayedRound(event), include: 'started' });
    for (const row of standings.rows) {
      const dq = row.disqualified;
      if (dq === undefined) continue;
      lines.push({
        round: dq.round, table: dq.table, deal: null, player: row.player, vists: null, tournamentPoints: null, disqualified: true,
        rule: TEXT.sanction[lang], clause: dq.clause ?? ir.tournament.sanctions?.clause ?? '', reason: dq.reason ?? '',
      });
    }
    lines.sort((a, b) => a.round - b.round || a.table - b.table);
  }
  return lines;
}

/** A signed number as the list shows it: +50, -100, 0,5 in Russian. */
function signed(n: number, lang: Lang): string {
  const text = decimalText(n, lang);
  return n > 0 ? `+${text}` : text;
}

/** The penalty list routes. */
export const penaltyListRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/print\/penalties\.html$/,
    handle({ ctx, res, url }) {
      const lang = langOf(ctx, url);
      const ir = ctx.regulation();
      const names = new Map(ctx.event().players.map((p) => [p.id, p.name] as const));
      // The regulation's unit of a table's score: game points where the standings rank by them (Sichuan, MCR, riichi).
      const unit = tableScoreUnit(ir) === 'points' ? TEXT.gamePoints : TEXT.vists;
      const head = [TEXT.round, TEXT.table, TEXT.deal, TEXT.player, unit, TEXT.tournamentPoints, TEXT.rule, TEXT.clause, TEXT.reason].map((t) => `<th>${escapeHtml(t[lang])}</th>`).join('');
      const rows = penaltyLines(ctx, lang).map((l) => {
        const who = names.get(l.player);
        const cells = [
          String(l.round), String(l.table), l.deal === null ? TEXT.outsideDeal[lang] : String(l.deal),
          who !== undefined && who !== l.player ? `${who} (${l.player})` : l.player,
          l.vists === null ? '' : signed(l.vists, lang),
          l.disqualified ? TEXT.disqualified[lang] : l.tournamentPoints === null ? '' : signed(l.tournamentPoints, lang),
          l.rule, l.clause, l.reason,
        ];
        return `<tr data-player="${escapeHtml(l.player)}">${cells.map((c, k) => `<td${k === 4 || k === 5 ? ' class="num"' : ''}>${escapeHtml(c)}</td>`).join('')}</tr>`;
      });
      sendText(res, 200, 'text/html; charset=utf-8', renderHtmlPage({
        lang,
        title: `${TEXT.title[lang]} — ${ir.name[lang]}`,
        css: `
body { font-family: "Segoe UI", Roboto, Arial, sans-serif; margin: 1.5em; color: #111; }
h1 { font-size: 1.3em; margin: 0 0 0.3em; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #999; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
th { background: #eee; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
@media print { thead { display: table-header-group; } tr { page-break-inside: avoid; } }
`,
        body: printoutHeader(ctx, lang) + (rows.length > 0
          ? `<table id="penalties"><thead><tr>${head}</tr></thead><tbody>${rows.join('\n')}</tbody></table>`
          : `<p>${escapeHtml(TEXT.none[lang])}</p>`),
      }));
    },
  },
];
