/**
 * Scoring a hand from the desk: `POST /api/score {regulation?, hand, circumstances}` scores the hand under a
 * regulation of the catalogue (default: the event's) with its circumstances as a mapping (`{seat: S, win: wall,
 * last-tile: true}`, read by the circumstance table as regulation tests and `reglament score` are) and answers the
 * JSON of `score --json` with the items' names and the explanation text in Russian and English. A bad hand or
 * circumstance is a 400 naming its field (`hand` with its offset, `circumstances.<key>`); so is a hand the regulation
 * makes impossible (`scoring.impossible`: at the circumstance its rule names, else at `hand`). The answer adds, for
 * the page, each counter of the regulation with its name (`counted`) and each payment's payer in words (`payerText`).
 * `GET /api/score-form?regulation=` gives the form's fields under a regulation (games' scoreFormOf: the circumstances
 * its conditions read, in its game's words) and whether its set has red fives (the palette offers `0m 0p 0s`).
 */
import { scoreFormOf } from '../../../games/index.js';
import { payerWords, renderScoreText, scoreJson } from '../../../present/index.js';
import { circumstanceKey, findImpossible, impossibleMessage, parseHand, readCircumstances, regulationHasRedFives, scoreHand, scorerOf } from '../../../runtime/index.js';
import { fieldErrors, HttpError, readJson, sendJson } from '../http.js';
import type { Route } from '../router.js';

/** The scoring routes. */
export const scoreRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/score-form$/,
    handle({ ctx, res, url }) {
      const named = url.searchParams.get('regulation') ?? '';
      const ir = named === '' ? ctx.regulation() : ctx.regulationById(named, 'regulation').ir;
      sendJson(res, 200, { regulation: ir.regulation, game: ir.game, fields: scoreFormOf(ir), redFives: regulationHasRedFives(ir) });
    },
  },
  {
    method: 'POST',
    path: /^\/api\/score$/,
    // Scoring writes nothing: a referee at a table scores a hand too.
    referee: true,
    async handle({ ctx, req, res }) {
      const body = await readJson(req);
      // The regulation a request names (an id of the catalogue), or the event's.
      const named = body.regulation;
      const ir = named === undefined || named === null || named === '' ? ctx.regulation() : ctx.regulationById(named, 'regulation').ir;
      if (typeof body.hand !== 'string' || body.hand.trim() === '') throw fieldErrors([{ field: 'hand', message: 'pick the tiles of the hand, or type it', text: { en: 'pick the tiles of the hand, or type it', ru: 'наберите кости руки или впишите её' } }]);
      const hand = body.hand.trim();
      if (hand.length > 200) throw fieldErrors([{ field: 'hand', message: 'a hand is at most 200 characters', text: { en: 'a hand is at most 200 characters', ru: 'рука — не длиннее 200 символов' } }]);
      const circumstances = readCircumstances(body.circumstances);
      if ('problems' in circumstances) {
        throw fieldErrors(circumstances.problems.map((p) => ({ field: p.key === undefined ? 'circumstances' : `circumstances.${p.key}`, message: p.message, text: p.text })));
      }
      const parsed = parseHand(hand);
      if (!parsed.ok) {
        const e = parsed.error;
        throw new HttpError(400, { errors: [{ field: 'hand', message: e.message, text: e.text, code: e.code, offset: e.offset, length: e.length }] });
      }
      const scorer = scorerOf(ir);
      const impossible = findImpossible(scorer, parsed.hand, circumstances.options);
      if (impossible !== null) {
        const field = impossible.circumstance === null ? 'hand' : `circumstances.${circumstanceKey(impossible.circumstance)}`;
        const text = { ru: impossibleMessage(impossible.rule, 'ru'), en: impossibleMessage(impossible.rule, 'en') };
        throw new HttpError(400, { errors: [{ field, message: text.en, text, code: 'hand/impossible' }] });
      }
      const result = scoreHand(scorer, parsed.hand, circumstances.options);
      const json = scoreJson(hand, result);
      sendJson(res, 200, {
        ...json,
        counted: (ir.scoring.counters ?? []).map((c) => ({ id: c.id, name: c.name, clause: c.clause, value: result.counters?.[c.id] ?? 0 })),
        ...(json.payments !== undefined ? { payments: json.payments.map((p) => ({ ...p, payerText: payerWords(p.payer) })) } : {}),
        regulation: { id: ir.regulation, name: ir.name, game: ir.game },
        text: { ru: renderScoreText(ir, hand, result, 'ru'), en: renderScoreText(ir, hand, result, 'en') },
      });
    },
  },
];
