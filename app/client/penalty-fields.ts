/**
 * The fields of one penalty, offered as the regulation defines them: its named penalties (the engine applies their
 * numbers; Russian names and what each does), Sichuan's minor violation on the progressive scale (shown as the
 * regulation gives it), the sanctions it provides for (tournament points, disqualification), or the judge's own
 * penalty in vists (game points in Sichuan) with its clause and reason. Used for a table's penalty and for the
 * penalties of a deal; each field names its payload path so that a refusal shows next to it.
 */
import type { DealFormInfo } from './deal-form-info.js';
import { field, h, replace, select } from './dom.js';
import { fx } from './form-texts.js';
import type { PlayerLabel } from './player-label.js';
import { bi, tx } from './texts.js';

type Payload = Record<string, unknown>;

/** The rule of a Sichuan minor violation (runtime/tournament/sichuan-outcome.ts reads it with the scale). */
const MINOR_VIOLATION = 'minor-violation';

/** The text of a value for an input (empty when absent). */
const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A number typed in a field: the number, the text itself when it is not one (the server names the field), or undefined. */
function numberOf(input: HTMLInputElement): number | string | undefined {
  const text = input.value.trim().replace(',', '.');
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : input.value;
}

/** Where the penalty is written and what it may be. */
export interface PenaltyPlace {
  players: readonly string[];
  /** What the table counts: game points (`points`) where the regulation's standings rank by them, else vists. */
  unit: 'vists' | 'points';
  /** The payload path of the penalty: `payload` (a table's penalty) or `payload.penalties.<i>` (a deal's). */
  path: string;
  /** Whether the deal is given as hands (a penalty computed from the hands is offered only then). */
  hands: boolean;
  /** Whether sanctions may be offered (a table's penalty). */
  sanctions: boolean;
  /** How the player picker names a player (default: the id). */
  label?: PlayerLabel;
}

/** The kinds of penalty offered, as [value, label]: `judge`, `rule:<id>`, `minor-violation`, sanctions. */
function kindsOf(place: PenaltyPlace, info: DealFormInfo | null): Array<readonly [string, string]> {
  const kinds: Array<readonly [string, string]> = [['judge', fx(place.unit === 'points' ? 'judgePenaltyPoints' : 'judgePenaltyVists')]];
  for (const p of info?.penalties ?? []) {
    if (!p.needsHands || place.hands) kinds.push([`rule:${p.id}`, `${bi(p.name)} (${p.clause})`]);
  }
  if (info?.scale) kinds.push([MINOR_VIOLATION, fx('minorViolation')]);
  if (place.sanctions && info?.sanctions) {
    if (info.sanctions.kinds.includes('tournament-points')) kinds.push(['tournament-points', fx('tournamentPoints')]);
    if (info.sanctions.kinds.includes('disqualification')) kinds.push(['disqualified', fx('disqualified')]);
  }
  return kinds;
}

/** The kind of a written penalty. */
function kindOfPayload(init: Payload): string {
  if (init.disqualified === true) return 'disqualified';
  if (init['tournament-points'] !== undefined) return 'tournament-points';
  if (init.vists !== undefined || init.points !== undefined || typeof init.rule !== 'string') return 'judge';
  return init.rule === MINOR_VIOLATION ? MINOR_VIOLATION : `rule:${init.rule}`;
}

/** The progressive scale as the regulation defines it, in one line. */
export function scaleLine(scale: NonNullable<DealFormInfo['scale']>): string {
  const steps = scale.steps.map((v, i) => fx('scaleStep', { k: i + 1, v })).join(', ');
  return fx('scaleLine', { name: bi(scale.name), clause: scale.clause, steps });
}

/** The fields of one penalty filled from `init`: the nodes and the penalty they give. */
export function penaltyFields(place: PenaltyPlace, info: DealFormInfo | null, init: Payload = {}): { nodes: HTMLElement[]; penalty: () => Payload } {
  const name = (key: string) => `${place.path}.${key}`;
  const kinds = kindsOf(place, info);
  const initialKind = kindOfPayload(init);
  // A kind the regulation no longer lists (a correction of an old entry) is still offered as written.
  if (!kinds.some(([k]) => k === initialKind)) kinds.push([initialKind, initialKind.replace(/^rule:/, '')]);
  const player = select({ class: 'penalty-player', 'data-field': name('player') }, place.players.map((p) => [p, place.label?.(p) ?? p] as const), textOf(init.player) || undefined);
  const kind = select({ class: 'penalty-kind', 'data-field': name('rule'), onchange: () => draw() }, kinds, initialKind);
  const amount = h('input', { size: 6, inputmode: 'decimal', class: 'penalty-amount', value: textOf(init[place.unit] ?? init['tournament-points']) });
  const clause = h('input', { size: 8, class: 'penalty-clause', 'data-field': name('clause'), value: textOf(init.clause) });
  const reason = h('input', { size: 24, class: 'penalty-reason', 'data-field': name('reason'), value: textOf(init.reason) });
  const detail = h('span', { class: 'penalty-detail muted' });
  const variable = h('span', { class: 'penalty-variable' });

  function draw(): void {
    const k = kind.value;
    const named = info?.penalties.find((p) => `rule:${p.id}` === k);
    if (k === 'judge' || k === 'tournament-points') {
      const unit = k === 'tournament-points' ? 'tournament-points' : place.unit;
      amount.dataset.field = name(unit);
      const hint = k === 'tournament-points' ? fx('hintTournamentPoints') : tx(place.unit === 'points' ? 'hintPenaltyPoints' : 'hintPenaltyVists');
      replace(variable, field(k === 'tournament-points' ? fx('amount') : place.unit === 'points' ? tx('dealPoints') : tx('dealVists'), amount, hint));
    } else replace(variable);
    const text = named !== undefined ? bi(named.effect)
      : k === MINOR_VIOLATION && info?.scale ? scaleLine(info.scale)
        : (k === 'tournament-points' || k === 'disqualified') && info?.sanctions
          ? `${info.sanctions.clause}${info.sanctions.afterScale ? `: ${fx('sanctionsAfterScale')}` : ''}` : '';
    replace(detail, text);
  }
  draw();

  return {
    nodes: [field(tx('player'), player, tx('hintPenaltyPlayer')), field(fx('penaltyKind'), kind, fx('hintPenaltyKind')), variable,
      field(tx('clause'), clause, tx('hintPenaltyClause')), field(tx('reason'), reason, tx('hintPenaltyReason')), detail],
    penalty: () => {
      const k = kind.value;
      const value = numberOf(amount);
      const body: Payload = { player: player.value };
      if (k === 'judge') {
        if (value !== undefined) body[place.unit] = value;
        // A judge's penalty that named a rule of the regulation keeps it (a correction gives it back unchanged).
        if (typeof init.rule === 'string' && kindOfPayload(init) === 'judge') body.rule = init.rule;
      } else if (k === 'tournament-points') {
        if (value !== undefined) body['tournament-points'] = value;
      } else if (k === 'disqualified') body.disqualified = true;
      else body.rule = k === MINOR_VIOLATION ? MINOR_VIOLATION : k.slice('rule:'.length);
      if (clause.value.trim()) body.clause = clause.value.trim();
      if (reason.value.trim()) body.reason = reason.value.trim();
      return body;
    },
  };
}

/**
 * The penalties of a deal: a list of penalty rows (added and removed by the judge), filled from `given`; the
 * list's node and the penalties it gives. `hands()` says whether the deal is given as hands now.
 */
export function dealPenaltiesFields(players: readonly string[], unit: 'vists' | 'points', info: () => DealFormInfo | null, hands: () => boolean, given: readonly Payload[], label?: PlayerLabel): { node: HTMLElement; penalties: () => Payload[] } {
  const list = h('div', { class: 'deal-penalties' });
  let rows: Array<{ row: HTMLElement; penalty: () => Payload }> = [];
  const rowOf = (i: number, init: Payload) => {
    const fields = penaltyFields({ players, unit, path: `payload.penalties.${i}`, hands: hands(), sanctions: false, ...(label !== undefined ? { label } : {}) }, info(), init);
    const self = {
      row: h('div', { class: 'row deal-penalty', 'data-penalty': i + 1 }, ...fields.nodes,
        h('button', { type: 'button', class: 'penalty-remove', title: fx('removePenalty'), onclick: () => remove(self) }, '✕')),
      penalty: fields.penalty,
    };
    return self;
  };
  // The rows are rebuilt with what they hold, so that their fields' names follow their places.
  const rebuild = (penalties: readonly Payload[]) => {
    rows = penalties.map((p, i) => rowOf(i, p));
    replace(list, ...rows.map((r) => r.row));
  };
  const remove = (row: { penalty: () => Payload }) => rebuild(rows.filter((r) => r !== row).map((r) => r.penalty()));
  rebuild(given);
  const add = h('button', { type: 'button', class: 'penalty-add', onclick: () => rebuild([...rows.map((r) => r.penalty()), {}]) }, fx('addDealPenalty'));
  return {
    node: h('details', { class: 'deal-penalties-box', open: given.length > 0 }, h('summary', {}, fx('dealPenalties')), list, add),
    penalties: () => rows.map((r) => r.penalty()),
  };
}
