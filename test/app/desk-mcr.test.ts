/**
 * What the desk's MCR forms take from the regulation, over HTTP (no browser): `GET /api/deal-form` gives the table's
 * unit from the regulation's data (mcr-2006's standings count `game-points`: points, not vists), the tag its
 * declaration rule reads (3.9.1.1 "points - points(flowers) >= 8": a deal by fans states its flower fans, named by
 * the item that carries the tag, #81 Flower Tiles) and its named penalty (false mahjong, 3.11: −30 to the offender, 10
 * to each other player); `GET /api/event` gives the same unit for the table's result line.
 */
import { describe, expect, it } from 'vitest';
import { createStore, request, useDesk } from '../support/desk.js';

describe('the MCR desk\'s information from the regulation', () => {
  const desk = useDesk(() => createStore('mcr-2006', 3, [...'ABCD'].map((id) => ({ id, name: id }))));

  it('gives the unit, the declaration rule\'s tag and the named penalty to the deal forms', async () => {
    const info = (await request(`${desk.api()}/api/deal-form`)).body;
    expect(info.game).toBe('mahjong-mcr');
    expect(info.unit).toBe('points');
    expect(info.declareTags).toEqual([{ tag: 'flowers', items: [{ id: 'flower-tiles', name: { ru: 'Цветы', en: 'Flower Tiles' }, clause: '3.8.1 #81' }] }]);
    expect(info.penalties).toEqual([{
      id: 'false-mahjong', name: { ru: 'Ложный маджонг', en: 'False mahjong' }, clause: '3.11',
      effect: { ru: 'нарушителю -30, каждому другому игроку 10', en: '-30 to the offender, 10 to each other player' }, needsHands: false,
    }]);
  });

  it('gives the unit with the event for the table\'s result line', async () => {
    expect((await request(`${desk.api()}/api/event`)).body.regulation.unit).toBe('points');
  });
});
