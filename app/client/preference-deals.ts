/**
 * A preference table's pulya entered deal by deal (docs/preference.md, "The pulya file"): each deal's dealer, contract
 * (6-10 with its suit, misère, all-pass), declarer, the defenders' decisions (whist, pass, half-whist, returned) and
 * every player's tricks, a misère half with the dealer, the players writing off the mountain (clause 7), which all-pass
 * in a row, the judge's note; the deal in which the last round was announced. After each deal added or removed, and on request, the server settles the pulya under the
 * regulation (`POST /api/pulya/sheet`) and the sheet is shown as `reglament pulya` prints it: each deal's entries
 * with their rules, the pool, mountain and whists, and every player's result. Filled from an entry for a correction.
 */
import { postJson, UNREACHABLE, type FieldError } from './api.js';
import { field, h, replace, select } from './dom.js';
import { fx } from './form-texts.js';
import { currentLang } from './settings.js';
import { clearErrors, showErrors } from './submit.js';

type Payload = Record<string, unknown>;

/** The text of a value for an input (empty when absent). */
const shown = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** A whole number typed, else the text as typed (the server names it). */
const wholeOr = (text: string): number | string => { const n = Number(text.trim()); return Number.isInteger(n) ? n : text; };

/**
 * The key a saved deal spells a two-word field with: a pulya file may use the TypeScript spelling (`offMountain`,
 * `allPassRound`, which the reader accepts as well); the form gives it back as the entry spelt it, so that any saved
 * pulya reopens in the form and a correction changes only what the judge changed.
 */
const speltAs = (init: Payload, kebab: string, camel: string): string => (init[kebab] === undefined && init[camel] !== undefined ? camel : kebab);

/** One deal row: its node and the deal it gives. */
interface DealRow {
  row: HTMLElement;
  deal: () => Payload;
}

/** The fields of one deal (the `i`-th), filled from `init`: an all-pass has no suit, declarer or decisions. */
function dealRow(players: readonly string[], i: number, init: Payload, remove: (row: DealRow) => void): DealRow {
  const name = (key: string) => `payload.pulya.deals.${i}.${key}`;
  const pick = (key: string, value: unknown, empty: boolean) => select({ class: `pref-${key}`, 'data-field': name(key) },
    [...(empty ? [['', '—'] as const] : []), ...players.map((p) => [p, p] as const)], shown(value) || undefined);
  const dealer = pick('dealer', init.dealer, false);
  const contract = select({ class: 'pref-contract', 'data-field': name('contract') },
    [...['6', '7', '8', '9', '10'].map((n) => [n, n] as const), ['misere', fx('misere')], ['all-pass', fx('allPass')]], shown(init.contract) || '6');
  const suit = select({ class: 'pref-suit', 'data-field': name('suit') },
    [['', '—'], ['spades', '♠'], ['clubs', '♣'], ['diamonds', '♦'], ['hearts', '♥'], ['no-trumps', fx('noTrumps')]], shown(init.suit));
  const declarer = pick('declarer', init.declarer, true);
  const defenders = (init.defenders ?? {}) as Record<string, unknown>;
  const tricks = (init.tricks ?? {}) as Record<string, unknown>;
  const decisions = players.map((p) => ({ p, pick: select({ class: 'pref-decision', 'data-player': p, 'data-field': `${name('defenders')}.${p}` },
    [['', '—'], ['whist', fx('whist')], ['pass', fx('pass')], ['half-whist', fx('halfWhist')], ['returned', fx('returned')]], shown(defenders[p])) }));
  const taken = players.map((p) => ({ p, input: h('input', { class: 'pref-tricks', size: 2, inputmode: 'numeric', 'data-player': p, 'data-field': `${name('tricks')}.${p}`, value: shown(tricks[p]) }) }));
  const offKey = speltAs(init, 'off-mountain', 'offMountain');
  const roundKey = speltAs(init, 'all-pass-round', 'allPassRound');
  const givenOff = Array.isArray(init[offKey]) ? init[offKey] as string[] : [];
  const off = players.map((p) => ({ p, box: h('input', { type: 'checkbox', class: 'pref-off', 'data-player': p, 'data-field': name('off-mountain'), checked: givenOff.includes(p) }) }));
  const half = h('input', { type: 'checkbox', class: 'pref-half', 'data-field': name('half'), checked: init.half === true });
  const round = h('input', { class: 'pref-all-pass-round', size: 2, inputmode: 'numeric', 'data-field': name('all-pass-round'), value: shown(init[roundKey]) });
  const note = h('input', { class: 'pref-note', size: 24, maxlength: 2000, 'data-field': name('note'), value: typeof init.note === 'string' ? init.note : '' });
  const rank = (p: string) => (givenOff.includes(p) ? givenOff.indexOf(p) : givenOff.length + players.indexOf(p));
  const allPass = () => contract.value === 'all-pass';
  const sync = () => {
    suit.disabled = allPass() || contract.value === 'misere';
    declarer.disabled = allPass();
    for (const d of decisions) d.pick.disabled = allPass();
    half.disabled = contract.value !== 'misere';
    round.disabled = !allPass();
  };
  contract.addEventListener('change', sync);
  sync();
  const self: DealRow = {
    row: h('div', { class: 'row preference-deal', 'data-deal': i + 1, 'data-field': `payload.pulya.deals.${i}` }, h('strong', {}, `${i + 1}.`),
      field(fx('dealer'), dealer, fx('hintDealer')), field(fx('contract'), contract, fx('hintContract')), field(fx('suit'), suit, fx('hintSuit')),
      field(fx('declarer'), declarer, fx('hintDeclarer')),
      h('span', { class: 'pref-players' }, ...players.map((p, k) => h('span', { class: 'pref-player' }, h('strong', {}, p),
        field(fx('decision'), decisions[k]!.pick, fx('hintDecision')), field(fx('tricks'), taken[k]!.input, fx('hintTricks')),
        field(fx('offMountain'), off[k]!.box, fx('hintOffMountain'))))),
      field(fx('half'), half, fx('hintHalf')), field(fx('allPassRound'), round, fx('hintAllPassRound')), field(fx('dealNote'), note, fx('hintDealNote')),
      h('button', { type: 'button', class: 'pref-remove', title: fx('removeDeal'), onclick: () => remove(self) }, '✕')),
    deal: () => {
      const number = Number(contract.value);
      const chosen = decisions.filter((d) => d.pick.value !== '');
      // In the order the entry gave them, then the table's.
      const offList = off.filter((o) => o.box.checked).map((o) => o.p).sort((a, b) => rank(a) - rank(b));
      const typed = taken.filter((t) => t.input.value.trim() !== '');
      return {
        // A typed deal carries its table (the pulya's, checked by the server): kept as given.
        ...(Array.isArray(init.players) ? { players: init.players } : {}),
        dealer: dealer.value,
        contract: Number.isInteger(number) ? number : contract.value,
        ...(!suit.disabled && suit.value ? { suit: suit.value } : {}),
        ...(!allPass() && declarer.value ? { declarer: declarer.value } : {}),
        ...(!allPass() && chosen.length > 0 ? { defenders: Object.fromEntries(chosen.map((d) => [d.p, d.pick.value])) } : {}),
        ...(typed.length > 0 ? { tricks: Object.fromEntries(typed.map((t) => [t.p, wholeOr(t.input.value)])) } : {}),
        // half: false as given stays (a correction gives back the entry as it was).
        ...(!half.disabled && (half.checked || init.half === false) ? { half: half.checked } : {}),
        ...(offList.length > 0 ? { [offKey]: offList } : {}),
        ...(!round.disabled && round.value.trim() !== '' ? { [roundKey]: wholeOr(round.value) } : {}),
        ...(note.value !== '' ? { note: note.value } : {}),
      };
    },
  };
  return self;
}

/** The pulya sheet as the server settled it, or the problems next to their fields. */
async function drawSheet(form: HTMLElement, sheet: HTMLElement, pulya: Payload): Promise<void> {
  clearErrors(form);
  const answer = await postJson('/api/pulya/sheet', { pulya });
  if (answer.status === 200) {
    const text = answer.body.text as { ru: string; en: string };
    replace(sheet, h('pre', { class: 'text pulya-sheet' }, text[currentLang()]));
  } else if (answer.status === 400 && Array.isArray(answer.body.errors)) {
    replace(sheet);
    showErrors(form, answer.body.errors as FieldError[]);
  } else replace(sheet, h('p', { class: 'form-error', role: 'alert' }, answer.status === UNREACHABLE ? fx('previewUnreachable') : String(answer.body.error ?? `HTTP ${answer.status}`)));
}

/**
 * The deals of a pulya, filled from `init` (a result's payload), drawn into `body`: the list of deals, "add a deal"
 * (the next dealer in turn) and the sheet after them. Gives the payload `{pulya: {players?, deals}}`.
 */
export function preferenceDealsFields(players: readonly string[], init: Payload | undefined, body: HTMLElement): () => Payload {
  const given = (init?.pulya ?? {}) as Payload;
  const named = Array.isArray(given.players) ? given.players as string[] : null;
  const order = named ?? [...players];
  const list = h('div', { class: 'preference-deals' });
  const sheet = h('div', { class: 'pulya-sheet-box', 'aria-live': 'polite' });
  let rows: DealRow[] = [];
  const givenLast = (given['last-round'] ?? {}) as Payload;
  const last = h('input', { class: 'pref-last-round', size: 2, inputmode: 'numeric', 'data-field': 'payload.pulya.last-round.announced-in-deal', value: shown(givenLast['announced-in-deal']) });
  const lastRound = (): Payload => (last.value.trim() === '' ? {} : { 'last-round': { ...givenLast, 'announced-in-deal': wholeOr(last.value) } });
  const payload = (): Payload => ({ pulya: {
    ...(named !== null || init === undefined ? { players: order } : {}), deals: rows.map((r) => r.deal()), ...lastRound(),
    ...(typeof given.note === 'string' ? { note: given.note } : {}),
    ...(typeof given.regulation === 'string' ? { regulation: given.regulation } : {}),
  } });
  const refresh = () => {
    const form = body.closest('form') ?? body;
    if (rows.length === 0) replace(sheet);
    else void drawSheet(form as HTMLElement, sheet, (payload().pulya as Payload));
  };
  const rebuild = (deals: readonly Payload[]) => {
    rows = deals.map((d, i) => dealRow(order, i, d, remove));
    replace(list, ...rows.map((r) => r.row));
  };
  const remove = (row: DealRow) => {
    rebuild(rows.filter((r) => r !== row).map((r) => r.deal()));
    refresh();
  };
  rebuild(Array.isArray(given.deals) ? given.deals as Payload[] : []);
  const add = h('button', { type: 'button', class: 'pref-add', onclick: () => {
    // The deal passes clockwise: the next dealer after the last deal's.
    const last = rows.at(-1)?.deal().dealer;
    const next = last === undefined ? order[0]! : order[(order.indexOf(String(last)) + 1) % order.length]!;
    if (rows.length > 0) refresh();
    rebuild([...rows.map((r) => r.deal()), { dealer: next }]);
  } }, fx('addDeal'));
  const again = h('button', { type: 'button', class: 'pref-sheet', onclick: refresh }, fx('showSheet'));
  last.addEventListener('change', refresh);
  replace(body, list, h('div', { class: 'row' }, add, again, field(fx('lastRound'), last, fx('hintLastRound'))), sheet);
  if (rows.length > 0) queueMicrotask(refresh);
  return payload;
}

/** The sheet of a saved preference result given as a pulya (its deals or its final sheet), as the server settles it. */
export function savedPulyaSheet(payload: unknown): HTMLElement | null {
  const pulya = (payload as Payload | null)?.pulya;
  if (pulya === undefined || pulya === null || typeof pulya !== 'object') return null;
  const sheet = h('div', { class: 'pulya-sheet-box' });
  const box = h('details', { class: 'pulya-sheet-view', open: true }, h('summary', {}, fx('pulyaSheetOf')), sheet);
  void drawSheet(box, sheet, pulya as Payload);
  return box;
}
