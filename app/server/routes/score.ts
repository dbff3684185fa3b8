/**
 * Scoring a hand from the desk: `POST /api/score {regulation?, hand, options}` scores the hand under a regulation
 * of the catalogue (default: the event's) with the CLI's option parser (cli/score-options.ts: the same checks as
 * `reglament score`) and answers the JSON of `score --json` with the items' names and the explanation text in
 * Russian and English. A bad hand or option is a 400 naming its field (`hand` with its offset, `options.<name>`); so is
 * a hand the regulation makes impossible (`scoring.impossible`: at the option its rule names, else at `hand`).
 */
import { parseScoreArgs, renderScoreText, scoreJson, scoreOptionFlags } from '../../../cli/index.js';
import { findImpossible, impossibleMessage, parseHand, scoreHand, scorerOf } from '../../../runtime/index.js';
import { badRequest, fieldErrors, HttpError, readJson, sendJson } from '../http.js';
import type { Route } from '../router.js';

/** The win options the desk offers: those of `reglament score`, `[option key, flag, takes a value]`. */
const OPTION_FLAGS = scoreOptionFlags();

/** The words of `reglament score` for the options of a request (unknown keys and bad types are field errors). */
function optionWords(options: unknown): string[] {
  if (options === undefined) return [];
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw fieldErrors([{ field: 'options', message: 'options must be a mapping' }]);
  const words: string[] = [];
  for (const [key, value] of Object.entries(options)) {
    const flag = OPTION_FLAGS.find(([k]) => k === key);
    if (flag === undefined) throw fieldErrors([{ field: `options.${key}`, message: `unknown option ${key}` }]);
    if (flag[2]) {
      if (value === '' || value === null) continue;
      if (typeof value !== 'string') throw fieldErrors([{ field: `options.${key}`, message: `${key} must be a text` }]);
      words.push(flag[1], value);
    } else if (value === true) words.push(flag[1]);
    else if (value !== false) throw fieldErrors([{ field: `options.${key}`, message: `${key} must be true or false` }]);
  }
  return words;
}

/** The scoring routes. */
export const scoreRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/api\/score$/,
    async handle({ ctx, req, res }) {
      const body = await readJson(req);
      // The regulation a request names (an id of the catalogue), or the event's.
      const named = body.regulation;
      const ir = named === undefined || named === null || named === '' ? ctx.regulation() : ctx.regulationById(named, 'regulation').ir;
      if (typeof body.hand !== 'string' || body.hand.trim() === '') throw fieldErrors([{ field: 'hand', message: 'pick the tiles of the hand, or type it' }]);
      const hand = body.hand.trim();
      if (hand.length > 200) throw fieldErrors([{ field: 'hand', message: 'a hand is at most 200 characters' }]);
      const args = parseScoreArgs(optionWords(body.options));
      if ('error' in args) throw badRequest(args.error);
      const parsed = parseHand(hand);
      if (!parsed.ok) throw new HttpError(400, { errors: [{ field: 'hand', message: parsed.error.message, code: parsed.error.code, offset: parsed.error.offset, length: parsed.error.length }] });
      const scorer = scorerOf(ir);
      const impossible = findImpossible(scorer, parsed.hand, args.options);
      if (impossible !== null) {
        const field = impossible.circumstance === null ? 'hand' : `options.${impossible.circumstance}`;
        const text = { ru: impossibleMessage(impossible.rule, 'ru'), en: impossibleMessage(impossible.rule, 'en') };
        throw new HttpError(400, { errors: [{ field, message: text.en, text, code: 'hand/impossible' }] });
      }
      const result = scoreHand(scorer, parsed.hand, args.options);
      sendJson(res, 200, {
        ...scoreJson(hand, result),
        regulation: { id: ir.regulation, name: ir.name, game: ir.game },
        text: { ru: renderScoreText(ir, hand, result, 'ru'), en: renderScoreText(ir, hand, result, 'en') },
      });
    },
  },
];
