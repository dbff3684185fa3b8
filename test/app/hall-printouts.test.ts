/**
 * The printouts a judge hands out: every one opens with the event's name, date and venue and when it was printed;
 * standings after a chosen round; a blank score sheet per table with seats, winds and the players' code; the
 * standings as CSV for Russian spreadsheets (`;`, UTF-8 BOM, decimal comma). Expected values worked out by hand.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../store/index.js';
import { createStore, request, useDesk } from '../support/desk.js';
import { seatedBermudaStore } from '../support/hall-event.js';
import { runCli } from '../support/run-cli.js';

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];

describe('printouts', () => {
  const desk = useDesk(() => {
    return seatedBermudaStore(PLAYERS, (store) => {
      // Two deals recorded as vists: Anna +150 -50 = 100, Boris -50 +150 = 100, Vera -50 -50 = -100, Gleb -100.
      store.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { Anna: 150, Boris: -50, Vera: -50, Gleb: -50 }, mahjong: 'Anna' } });
      store.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { Anna: -50, Boris: 150, Vera: -50, Gleb: -50 }, mahjong: 'Boris' } });
    });
  });

  it('opens every printout with the event\'s name, date, venue and the time it was printed', async () => {
    const api = desk.api();
    await request(`${api}/api/event-info`, { json: { name: 'Кубок <Репино>', date: '2011-01-06', venue: 'Репино' } });
    for (const path of ['/print/standings.html', '/print/table-cards.html', '/print/score-sheets.html']) {
      const ru = (await request(`${api}${path}?lang=ru`)).body as string;
      expect(ru, path).toContain('<p class="printout-event">Кубок &lt;Репино&gt; · 6 января 2011 г. · Репино</p>');
      expect(ru, path).toMatch(/<p class="printed-at">Напечатано: \d\d\.\d\d\.\d{4}, \d\d:\d\d<\/p>/);
      const en = (await request(`${api}${path}?lang=en`)).body as string;
      expect(en, path).toContain('6 January 2011');
      expect(en, path).toContain('Printed at: ');
    }
    const before = (await request(`${api}/print/standings.html?lang=en&after-round=0`)).body as string;
    expect(before).toMatch(/<h1>[^<]*: no rounds played yet|<h1>Standings/);
    expect((await request(`${api}/print/standings.html?lang=ru&after-round=1`)).body).toContain('после тура 1');
  });

  it('prints a blank score sheet per table: seats with winds, East of each deal, the table code', async () => {
    const api = desk.api();
    const sheet = (await request(`${api}/print/score-sheets.html?round=1&rows=5&lang=ru`)).body as string;
    const cards = (await request(`${api}/print/table-cards.html?round=1&lang=ru`)).body as string;
    const code = /data-code>(\d{6})</.exec(cards)![1]!;
    expect(sheet).toContain(`Код стола: <strong>${code}</strong>`);
    expect(sheet).toContain('Преимущественный ветер: <strong>Юг</strong>');
    expect(sheet).toContain('<li><strong>Восток</strong> Anna R. <span class="id">Anna</span></li>');
    expect(sheet).toContain('<li><strong>Север</strong> Gleb R. <span class="id">Gleb</span></li>');
    // East passes every deal (Bermuda 4.1.1): deals 1..5 have Anna, Boris, Vera, Gleb, Anna as East.
    const easts = [...sheet.matchAll(/<tr><td class="n">(\d+)<\/td><td>([^<]*)<\/td>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(easts).toEqual(['1 Anna R.', '2 Boris R.', '3 Vera R.', '4 Gleb R.', '5 Anna R.']);
    expect((await request(`${api}/print/score-sheets.html?rows=61`)).status).toBe(400);
  });

  it('gives the standings as CSV for Russian spreadsheets: semicolons, a BOM, decimal commas', async () => {
    const api = desk.api();
    const res = await fetch(`${api}/print/standings.csv?lang=ru&dialect=ru`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const plain = (await request(`${api}/print/standings.csv?lang=ru`)).body as string;
    const plainLines = plain.trimEnd().split('\r\n');
    // The same header, `;` for `,`; a line per player.
    expect(lines[0]).toBe(plainLines[0]!.replaceAll(',', ';'));
    expect(lines).toHaveLength(5);
    // Table points (Bermuda 3.2, places 4-2-1-0, ties share): Anna and Boris tie at +100 for 1st-2nd, (4 + 2) / 2 = 3
    // each; Vera and Gleb at -100 for 3rd-4th, (1 + 0) / 2 = 0.5 each: written 0,5 here, 0.5 in the plain CSV.
    const vera = lines.find((l) => l.includes('Vera'))!.split(';');
    const veraPlain = plainLines.find((l) => l.includes('Vera'))!.split(',');
    expect(vera).toContain('0,5');
    expect(vera).toContain('-100');
    expect(veraPlain).toContain('0.5');
    expect(vera).toEqual(veraPlain.map((c) => (/^-?\d+\.\d+$/.test(c) ? c.replace('.', ',') : c)));
    expect((await request(`${api}/print/standings.csv?dialect=excel`)).status).toBe(400);
  });
});

describe('the penalty list', () => {
  const desk = useDesk(() => seatedBermudaStore(PLAYERS, (store) => {
    // Deal 1 with a named penalty inside it: Vera's false mahjong, the deal going on (Bermuda 4.3: 100 vists to nobody).
    store.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { Anna: 150, Boris: -50, Vera: -50, Gleb: -50 }, mahjong: 'Anna', penalties: [{ player: 'Vera', rule: 'false-mahjong-continued' }] } });
    // A judge's penalty of the table outside any deal, in vists with its clause and reason.
    store.record({ kind: 'penalty', round: 1, table: 1, payload: { player: 'Gleb', vists: -30, clause: '4.5', reason: 'опоздал к началу тура' } });
  }));

  it('lists every penalty in the order of play: the deal\'s, then the table\'s own, with the amount, rule, clause and why', async () => {
    const api = desk.api();
    const ru = (await request(`${api}/print/penalties.html?lang=ru`)).body as string;
    expect(ru).toContain('<h1>Штрафы и санкции');
    expect(ru).toMatch(/<p class="printed-at">Напечатано: /);
    const rows = [...ru.matchAll(/<tr data-player="[^"]*">(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]));
    expect(rows).toEqual([
      ['1', '1', '1', 'Vera R. (Vera)', '-100', '', 'Неправильно объявленный Ма-Джонг (сдача продолжена)', '4.3', ''],
      ['1', '1', 'вне сдачи', 'Gleb R. (Gleb)', '-30', '', 'штраф судьи', '4.5', 'опоздал к началу тура'],
    ]);
    const en = (await request(`${api}/print/penalties.html?lang=en`)).body as string;
    expect(en).toContain('<td>outside a deal</td>');
    expect(en).toContain('False mahjong (the deal goes on)');
    expect(en).toContain('<td>judge\'s penalty</td>');
  });
});

describe('the penalty list of a Sichuan session with sanctions', () => {
  const desk = useDesk(() => {
    const file = join(mkdtempSync(join(tmpdir(), 'reglament-penalties-')), 'event.db');
    expect(runCli('event', 'import', file, 'test/fixtures/events/sbr-sanctions.yaml').code).toBe(0);
    return file;
  });

  it('gives the game points of the scale, the tournament point taken and the disqualification, each with its reason', async () => {
    const ru = (await request(`${desk.api()}/print/penalties.html?lang=ru`)).body as string;
    expect(ru).toContain('<th>Игровые очки</th>');
    const rows = [...ru.matchAll(/<tr data-player="D">(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]!));
    // test/fixtures/events/sbr-sanctions.yaml (as test/e2e/sichuan.test.ts works it out): D's 8 minor violations
    // follow the scale 0, 2, 4, 8, 16, 24, 48 game points in all after the 1st..7th, the 8th adds nothing: -48.
    const points = rows.filter((r) => r[4] !== '').map((r) => Number(r[4]!.replace(',', '.')));
    expect(points.reduce((a, b) => a + b, 0)).toBe(-48);
    expect(rows.every((r) => r[2] === 'вне сдачи' && r[3] === 'Глеб (D)')).toBe(true);
    // Each violation named by the regulation's scale, in Russian: the k-th brings the total to the k-th value, so it
    // costs the difference: 0, -2, -2, -4, -8, -8, -24.
    const scale = [0, 2, 4, 8, 16, 24, 48];
    expect(rows.slice(0, 7).map((r) => [r[4], r[6], r[8]])).toEqual(scale.map((total, k) => [
      String(-(total - (scale[k - 1] ?? 0))), 'Шкала прогрессивного штрафа', `нарушение ${k + 1} за сессию: всего ${total} (шкала 0-2-4-8-16-24-48)`,
    ]));
    // Then a tournament point taken and the disqualification, with the reasons the judge gave.
    expect(rows.at(-2)!.slice(4)).toEqual(['', '-1', 'санкция судьи', expect.stringContaining('Штрафы'), 'нарушения сверх шкалы']);
    expect(rows.at(-1)!.slice(4)).toEqual(['', 'дисквалификация', 'санкция судьи', expect.stringContaining('Штрафы'), 'нарушения продолжаются']);
  });
});

describe('a Sichuan minor violation with the judge\'s reason', () => {
  const desk = useDesk(() => {
    const file = createStore('sbr-2025', 3, ['A', 'B', 'C', 'D'].map((id) => ({ id, name: `${id} R.` })));
    const store = openStore(file);
    store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: ['A', 'B', 'C', 'D'] }] } });
    store.record({ kind: 'penalty', round: 1, table: 1, payload: { player: 'B', rule: 'minor-violation', reason: 'подсказка' } });
    store.record({ kind: 'penalty', round: 1, table: 1, payload: { player: 'B', rule: 'minor-violation', reason: 'разговор за столом' } });
    store.close();
    return file;
  });

  it('keeps the judge\'s reason after the count and the total, in Russian', async () => {
    const ru = (await request(`${desk.api()}/print/penalties.html?lang=ru`)).body as string;
    const rows = [...ru.matchAll(/<tr data-player="B">(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]!));
    // SBR 2025 scale 0, 2, 4, ...: the 1st violation is a warning (0), the 2nd brings the total to 2 (-2).
    expect(rows.map((r) => [r[4], r[6], r[8]])).toEqual([
      ['0', 'Шкала прогрессивного штрафа', 'нарушение 1 за сессию: всего 0 (шкала 0-2-4-8-16-24-48); подсказка'],
      ['-2', 'Шкала прогрессивного штрафа', 'нарушение 2 за сессию: всего 2 (шкала 0-2-4-8-16-24-48); разговор за столом'],
    ]);
    const en = (await request(`${desk.api()}/print/penalties.html?lang=en`)).body as string;
    expect(en).toContain('<td>Progressive penalty scale</td><td>Штрафы (шкала прогрессивного штрафа)</td><td>minor violation 2 in the session: total 2 (0-2-4-8-16-24-48); разговор за столом</td>');
  });
});

describe('printouts of a preference event', () => {
  const desk = useDesk(() => {
    const file = createStore('preference-festival-2011', 3, ['Anna', 'Boris', 'Vera'].map((id) => ({ id, name: `${id} R.` })));
    const store = openStore(file);
    store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: ['Anna', 'Boris', 'Vera'] }] } });
    store.close();
    return file;
  });

  it('numbers the seats of a table card (preference has no winds) and gives the CSV the regulation\'s columns', async () => {
    const cards = (await request(`${desk.api()}/print/table-cards.html?round=1&lang=ru`)).body as string;
    // Preference seats are the numbers drawn (number 1 chooses a place), not winds.
    expect([...cards.matchAll(/<tr><th>([^<]*)<\/th><td>([^<]*)<\/td>/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(['1 Anna R.', '2 Boris R.', '3 Vera R.']);
    expect(cards).not.toContain('Восток');
    // The festival's regulation names prize places (section 1) and has no mahjongs: its CSV columns say so, as the CLI's.
    const header = ((await request(`${desk.api()}/print/standings.csv?lang=ru&after-round=0`)).body as string).split('\r\n')[0]!;
    expect(header).toMatch(/,Приз$/);
    expect(header).not.toContain('Маджонги');
  });
});
