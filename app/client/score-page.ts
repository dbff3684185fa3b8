/**
 * The score page: a hand built by clicking tiles on a palette (or typed in notation), its melds, winning tile and
 * win conditions; every change asks the server for the value and shows every item of the explanation.
 */
import type { GameDeskView } from '../../games/index.js';
import { getJson, postJson, type FieldError } from './api.js';
import { field, h, replace, select } from './dom.js';
import { handBuilder } from './hand-builder.js';
import { circumstanceFields, type CircumstanceFields, type ScoreFormField } from './score-circumstances.js';
import { scoreResultParts, type ScoreAnswer } from './score-result.js';
import { rememberScoredHand } from './scored-hand.js';
import { showErrors, clearErrors } from './submit.js';
import { bi, tx } from './texts.js';

/** A regulation of the catalogue. */
interface RegulationInfo {
  id: string;
  name: { ru: string; en: string };
  game?: string;
  /** How the desk takes its tables (hands: its deals are mahjong hands, scored here). */
  desk?: GameDeskView;
  ok: boolean;
}

/** Renders the score page into `root`. */
export async function renderScorePage(root: HTMLElement): Promise<void> {
  const catalogue = await getJson<{ event?: string; regulations: RegulationInfo[] }>('/api/regulations');
  // Hands are scored under the regulations whose deals are hands (a preference regulation scores deals, not hands).
  const mahjong = catalogue.regulations.filter((r) => r.ok && r.desk?.hands === true);
  let asked = 0;

  const regulation = select({ id: 'score-regulation', 'data-field': 'regulation', onchange: () => void buildCircumstances().then(rescore) },
    mahjong.map((r) => [r.id, bi(r.name)] as const), mahjong.some((r) => r.id === catalogue.event) ? catalogue.event : mahjong[0]?.id);
  const handInput = h('input', { id: 'hand-text', 'data-field': 'hand', size: 40, autocomplete: 'off', spellcheck: 'false', oninput: () => { builder.typed(); rememberHand(); void rescore(); } });
  const result = h('div', { id: 'score-result', 'aria-live': 'polite' });
  // The circumstances' fields and the palette's red fives come from the regulation (GET /api/score-form): built again when it changes.
  const circumstanceRow = h('div', { class: 'row', id: 'score-circumstances' });
  let circumstances: CircumstanceFields = { labels: [], values: () => ({}) };
  // Whether the regulation's set has red fives: the palette offers 0m 0p 0s (the regulation's data, not its game).
  let redFives = false;
  async function buildCircumstances(): Promise<void> {
    const form = await getJson<{ fields: ScoreFormField[]; redFives?: boolean }>(`/api/score-form?regulation=${encodeURIComponent(regulation.value)}`);
    circumstances = circumstanceFields(form.fields, () => void rescore());
    replace(circumstanceRow, ...circumstances.labels);
    redFives = form.redFives === true;
    builder.drawPalette();
  }
  const form = h('section', { class: 'box', id: 'score-form' });

  // The palette's tiles: the regulation's game's (the honours and flowers where its tiles have them).
  const honours = () => catalogue.regulations.find((r) => r.id === regulation.value)?.desk?.honours ?? true;

  // The hand built on the palette, written into the notation field (which stays for typing).
  const builder = handBuilder({ input: handInput, honours, redFives: () => redFives, name: 'add-mode', ids: true, changed: () => { rememberHand(); void rescore(); } });
  // The deal form takes the hand scored here (app/client/scored-hand.ts).
  const rememberHand = () => rememberScoredHand(handInput.value.trim());

  async function rescore(): Promise<void> {
    const text = handInput.value.trim();
    const ask = ++asked;
    if (text === '') {
      clearErrors(form);
      replace(result, h('p', { class: 'muted' }, tx('pickTiles')));
      return;
    }
    const answer = await postJson('/api/score', { regulation: regulation.value, hand: text, circumstances: circumstances.values() });
    if (ask !== asked) return; // a later change already asked again
    if (answer.status !== 200) {
      showErrors(form, (answer.body.errors as FieldError[] | undefined) ?? [{ field: '', message: String(answer.body.error) }]);
      replace(result);
      return;
    }
    clearErrors(form);
    replace(result, ...scoreResultParts(answer.body as unknown as ScoreAnswer));
  }

  replace(form,
    h('div', { class: 'row' }, field(tx('regulation'), regulation, tx('hintRegulation'))),
    builder.modes, builder.palette,
    h('div', { class: 'row' }, field(tx('hand'), handInput, tx('hintHand'))),
    builder.view,
    circumstanceRow);
  replace(root, h('h1', {}, tx('navScore')), form, h('section', { class: 'box' }, result));
  await buildCircumstances();
  await rescore();
}
