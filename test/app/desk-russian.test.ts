/**
 * The desk's refusals in Russian as well as English (issue 18, "Russian throughout"): every refusal a judge meets
 * writing an entry carries `text: {ru, en}` (the page shows its language): the event's checks (a sum that is not
 * zero, a player not at the table), the structure of a payload (named by the field the judge sees, never by a
 * `payload.` path), the store's own refusals (already recorded), a correction without a reason, the conflict of two
 * judges, and the 401 page. The desk runs in this process on a Bermuda store with four players.
 */
import { describe, expect, it } from 'vitest';
import { openStore } from '../../store/index.js';
import { createStore, FOUR_PLAYERS, request, useDesk } from '../support/desk.js';

/** A Bermuda store with A-D seated by the judge at table 1 of round 1. */
function seatedStore(): string {
  const file = createStore('bermuda-triangle', 1, FOUR_PLAYERS);
  const store = openStore(file);
  store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: FOUR_PLAYERS.map((p) => p.id) }] } });
  store.close();
  return file;
}

describe('the desk\'s refusals in both languages', () => {
  const desk = useDesk(seatedStore);
  const version = async () => (await request(`${desk.api()}/api/event`)).body.version as number;
  const write = async (payload: unknown, at?: number) =>
    request(`${desk.api()}/api/entries`, { json: { version: at ?? await version(), entry: { kind: 'deal', round: 1, table: 1, payload } } });

  it('a sum of vists that is not zero: where and what, in Russian', async () => {
    // 300 - 100 - 100 - 80 = +20
    const r = await write({ vists: { A: 300, B: -100, C: -100, D: -80 }, mahjong: 'A' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{
      field: 'payload.vists',
      message: 'deal 1 of table 1 in round 1: vists sum to +20, not 0',
      text: { en: 'deal 1 of table 1 in round 1: vists sum to +20, not 0', ru: 'сдача 1, стол 1, тур 1: сумма вистов +20, а должна быть 0' },
    }]);
  });

  it('a player who is not at the table, and a limit without a winner', async () => {
    const r = await write({ vists: { A: 0, B: 0, C: 0, D: 0 }, limit: true });
    expect(r.body.errors.map((e: { text: { ru: string } }) => e.text.ru)).toEqual(['сдача 1, стол 1, тур 1: отмечен лимит, но маджонг никто не объявил']);
    const away = await write({ vists: { A: 0, B: 0, C: 0, D: 0 }, mahjong: 'Z' });
    expect(away.body.errors.map((e: { text: { ru: string } }) => e.text.ru)).toEqual(['сдача 1, стол 1, тур 1: «Z» — нет такого зарегистрированного игрока']);
  });

  it('a payload field of the wrong type is named by the field, not by its path', async () => {
    const r = await write({ vists: { A: 'abc', B: 0, C: 0, D: 0 } });
    expect(r.status).toBe(400);
    const [error] = r.body.errors as Array<{ field: string; text: { ru: string; en: string } }>;
    expect(error!.field).toBe('payload.vists.A');
    expect(error!.text.ru).toBe('висты игрока A: нужно целое число, а не «abc»');
    expect(error!.text.ru).not.toMatch(/payload/);
  });

  it('the store\'s refusal, a correction without a reason, and the conflict of two judges', async () => {
    const seating = await request(`${desk.api()}/api/entries`, { json: { version: await version(), entry: { kind: 'seating', round: 1, payload: { tables: [{ players: ['A', 'B', 'C', 'D'] }] } } } });
    expect(seating.body.errors[0].text.ru).toBe('рассадка тура 1: уже есть запись #5; исправьте её');
    const noReason = await request(`${desk.api()}/api/entries/5/correct`, { json: { version: await version(), payload: null, reason: ' ' } });
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: 'say why the entry is corrected', text: { ru: 'укажите причину исправления', en: 'say why the entry is corrected' } }]);
    // A deal (entry 6) written after the page of the second judge was loaded (version 5), for the same table.
    expect((await write({ redeal: true }, 5)).status).toBe(200);
    const late = await write({ redeal: true }, 5);
    expect(late.status).toBe(409);
    expect(late.body.text.ru).toBe('пока страница была открыта (версия 5), для того же места записана другая запись: #6');
  });
});

describe('the 401 page of a desk with a token', () => {
  it('says in Russian and in English what to open', async () => {
    const { startDesk } = await import('../../app/index.js');
    const desk = await startDesk({ store: createStore('bermuda-triangle', 1), port: 0, lang: 'ru', requireToken: true });
    try {
      const r = await request(`${desk.origin}/`);
      expect(r.status).toBe(401);
      expect(String(r.body).split('\n')[0]).toBe('401: этому столу судьи нужен ключ доступа (его выводит `reglament serve --host`): откройте адрес с ?token=...');
      expect(String(r.body)).toContain('401: this desk needs its access token');
    } finally {
      await desk.close();
    }
  });
});
