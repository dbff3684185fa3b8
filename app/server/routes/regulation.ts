/**
 * Looking at regulations from the desk: `GET /api/regulations` (the catalogue), `GET /api/regulation?id=&lang=`
 * (its rules section by section in readable form, and its assumptions), `GET /api/diff?old=&new=&lang=` (the text
 * of `reglament diff`) and `GET /print/impact.html?old=&new=&lang=&hands=N&seed=S` (the HTML report of
 * `reglament impact --generate N --seed S`, default 2000 hands, seed 1; refused cross-site, one at a time, computed in
 * a worker: impact-job.ts). Regulations are named by catalogue ids only.
 */
import { collectAssumptions, fieldLabel, formatValue, regulationOf, renderDiff, renderImpactHtml, ruleInfoOf, ruleName, sectionTitle } from '../../../present/index.js';
import { deskViewOf, diffRegulations, gameNameOf, GAMES, listRules } from '../../../games/index.js';
import { IMPACT_WINNING_SHARE, type Bilingual } from '../../../runtime/index.js';
import { sendJson, sendText } from '../http.js';
import { computeImpact, MAX_IMPACT_HANDS, refuseCrossSite } from '../impact-job.js';
import { integerParam, langOf } from '../query-params.js';
import type { Route } from '../router.js';

/** Fields of a rule shown under its name (name, clause and assumption are shown apart). */
const HIDDEN_FIELDS = new Set(['name', 'clause', 'assumption']);

/** The regulation routes. */
export const regulationRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/regulations$/,
    handle({ ctx, res }) {
      const list = ctx.catalogue.list().map((e) => {
        const compiled = ctx.catalogue.compile(e.file);
        return 'ir' in compiled
          ? { id: e.id, file: ctx.catalogue.displayPath(e.file), name: compiled.ir.name, game: compiled.ir.game, gameName: gameNameOf(compiled.ir), version: compiled.ir.version, desk: deskViewOf(compiled.ir), ok: true }
          : { id: e.id, file: ctx.catalogue.displayPath(e.file), name: { ru: e.id, en: e.id }, ok: false };
      });
      sendJson(res, 200, { event: ctx.catalogue.eventRegulationId(), regulations: list });
    },
  },
  {
    method: 'GET',
    path: /^\/api\/regulation$/,
    handle({ ctx, res, url }) {
      const lang = langOf(ctx, url);
      const { id, file, ir } = ctx.regulationById(url.searchParams.get('id') ?? '', 'id');
      const rules = listRules(ir).map((r) => ({
        id: r.id,
        section: sectionTitle(r.section, lang, GAMES),
        name: ruleName(r.id, r.view.name as Bilingual | undefined)[lang],
        clause: String(r.view.clause ?? ''),
        fields: Object.keys(r.view).filter((k) => !HIDDEN_FIELDS.has(k)).map((k) => ({ field: fieldLabel(k, lang), text: formatValue(r.view[k], lang) })),
        assumption: r.view.assumption !== undefined ? formatValue(r.view.assumption, lang) : null,
      }));
      const assumptions = collectAssumptions(ir, GAMES).map((a) => ({
        id: a.id, section: sectionTitle(a.section, lang, GAMES), name: a.name[lang], clause: a.clause, text: a.assumption.text[lang], alternative: a.assumption.alternative?.[lang] ?? null,
      }));
      sendJson(res, 200, { id, file: ctx.catalogue.displayPath(file), name: ir.name, game: ir.game, gameName: gameNameOf(ir), version: ir.version, description: ir.description ?? null, rules, assumptions });
    },
  },
  {
    method: 'GET',
    path: /^\/api\/diff$/,
    handle({ ctx, res, url }) {
      const before = ctx.regulationById(url.searchParams.get('old') ?? '', 'old');
      const after = ctx.regulationById(url.searchParams.get('new') ?? '', 'new');
      const changes = diffRegulations(before.ir, after.ir);
      sendJson(res, 200, { changes: changes.length, text: renderDiff(before.ir, after.ir, changes, 'text', langOf(ctx, url), GAMES) });
    },
  },
  {
    method: 'GET',
    path: /^\/print\/impact\.html$/,
    async handle({ ctx, req, res, url }) {
      const lang = langOf(ctx, url);
      refuseCrossSite(req, lang);
      const before = ctx.regulationById(url.searchParams.get('old') ?? '', 'old');
      const after = ctx.regulationById(url.searchParams.get('new') ?? '', 'new');
      const count = integerParam(url, 'hands', 1, MAX_IMPACT_HANDS) ?? 2000;
      const seed = integerParam(url, 'seed', 0, 2 ** 31 - 1) ?? 1;
      const report = await computeImpact({ old: before.ir, new: after.ir, seed, count }, res, lang);
      const html = renderImpactHtml({
        regulations: { old: regulationOf(ctx.catalogue.displayPath(before.file), before.ir), new: regulationOf(ctx.catalogue.displayPath(after.file), after.ir) },
        input: { kind: 'generated', count, seed, winningShare: IMPACT_WINNING_SHARE },
        report,
        ruleInfo: ruleInfoOf(before.ir, after.ir),
      }, lang);
      sendText(res, 200, 'text/html; charset=utf-8', html);
    },
  },
];
