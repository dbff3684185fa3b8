/**
 * What the desk answers to a bad query parameter or a regulation that cannot be used: every route reads whole
 * numbers and regulation ids with the same helpers (app/server/query-params.ts, DeskContext.regulationById), so the
 * answers name the parameter (or field) in one way. The event's regulation here has an error on purpose.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initStore } from '../../store/index.js';
import { createStore, FOUR_PLAYERS, request, tempFolder, useDesk } from '../support/desk.js';

describe('query parameters of the desk', () => {
  const desk = useDesk(() => createStore('bermuda-triangle', 3, FOUR_PLAYERS));

  it('a whole number out of its range is a 400 naming the parameter, its range and what was given', async () => {
    const api = desk.api();
    // No round is seated yet: after-round goes from 0 to 0.
    const standings = await request(`${api}/api/standings?after-round=1`);
    expect(standings.status).toBe(400);
    expect(standings.body.errors).toEqual([{ field: '', message: 'after-round must be a whole number from 0 to 0, got "1"', text: {
      en: 'after-round must be a whole number from 0 to 0, got "1"', ru: 'after-round: нужно целое число от 0 до 0, а указано "1"',
    } }]);
    // A round of the table cards goes from 1 to max(1, rounds seated) = 1.
    const cards = await request(`${api}/print/table-cards.html?round=x`);
    expect(cards.body.errors).toEqual([expect.objectContaining({ field: '', message: 'round must be a whole number from 1 to 1, got "x"' })]);
    const hands = await request(`${api}/print/impact.html?old=bermuda-triangle&new=bermuda-triangle&hands=20001`);
    expect(hands.body.errors).toEqual([expect.objectContaining({ field: '', message: 'hands must be a whole number from 1 to 20000, got "20001"' })]);
    const seed = await request(`${api}/print/impact.html?old=bermuda-triangle&new=bermuda-triangle&hands=1&seed=-1`);
    expect(seed.body.errors).toEqual([expect.objectContaining({ field: '', message: 'seed must be a whole number from 0 to 2147483647, got "-1"' })]);
  });

  it('an unknown regulation id is a field error of the parameter that named it', async () => {
    const api = desk.api();
    const diff = await request(`${api}/api/diff?old=bermuda-triangle&new=nothing`);
    expect(diff.status).toBe(400);
    expect(diff.body.errors).toEqual([{ field: 'new', message: 'unknown regulation "nothing"', text: { en: 'unknown regulation "nothing"', ru: 'регламента "nothing" нет в списке стола судьи' } }]);
    const score = await request(`${api}/api/score`, { json: { regulation: 'nothing', hand: '1m' } });
    expect(score.body.errors).toEqual([expect.objectContaining({ field: 'regulation', message: 'unknown regulation "nothing"' })]);
  });
});

describe('a regulation with an error', () => {
  const desk = useDesk(() => {
    const folder = tempFolder();
    const regulation = join(folder, 'broken.yaml');
    // `extends` of a file that does not exist: the regulation does not compile.
    writeFileSync(regulation, 'extends: ./missing.yaml\n');
    const file = join(folder, 'event.db');
    initStore(file, { regulation, seed: 1, players: FOUR_PLAYERS }).close();
    return file;
  });

  it('named by a request: a 400 naming the field, the first problem with its position, and the command to run', async () => {
    const api = desk.api();
    const shown = await request(`${api}/api/regulation?id=event`);
    expect(shown.status).toBe(400);
    expect(shown.body.errors).toEqual([{ field: 'id', message: expect.stringMatching(/^the regulation event has errors: .*broken\.yaml:\d+:\d+ \S+ .*; run `reglament check .*broken\.yaml`$/), text: {
      en: expect.stringMatching(/^the regulation event has errors: /),
      ru: expect.stringMatching(/^в регламенте event есть ошибки: .*broken\.yaml:\d+:\d+ \S+ .*; все покажет `reglament check .*broken\.yaml`$/),
    } }]);
    const score = await request(`${api}/api/score`, { json: { regulation: 'event', hand: '1m' } });
    expect(score.status).toBe(400);
    expect(score.body.errors[0].field).toBe('regulation');
  });

  it('as the event\'s own regulation: a 500 naming the file and the first problem', async () => {
    const event = await request(`${desk.api()}/api/event`);
    expect(event.status).toBe(500);
    // `error` in the request's language (the desk's, English here, or ?lang=), `text` in both.
    expect(event.body.error).toMatch(/^the event's regulation .*broken\.yaml has errors: .*broken\.yaml:\d+:\d+ \S+ /);
    const russian = await request(`${desk.api()}/api/event?lang=ru`);
    expect(russian.body.error).toMatch(/^в регламенте турнира .*broken\.yaml есть ошибки: .*broken\.yaml:\d+:\d+ \S+ /);
    expect(russian.body.text.en).toBe(event.body.error);
  });
});
