/**
 * Fixing wrong seats after several hands (#19, asked by the riichi tool's users): the players of a table sat
 * otherwise than the seating says, and deals were recorded before anyone noticed. The judge corrects the round's
 * seating (a correction: the original stays in the history); every deal already recorded is settled again with the
 * seats as they really were, and nothing is lost. Expected values worked out by hand
 * (Bermuda; as in desk-deal-ledger.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { request, useDesk } from '../support/desk.js';
import { seatedBermudaStore } from '../support/hall-event.js';

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];
const HANDS = { Anna: '123m456m789m2m[777z]+2m', Boris: '123p456p789p1s5s9s3z', Vera: '234s567s11z22z3z4z5z', Gleb: '345p678s1m9m1p9p1s9s6z' };

describe('fixing wrong seats after several deals', () => {
  const desk = useDesk(() => seatedBermudaStore(PLAYERS, (store) => {
    // Deal 1 as hands: Anna wins on Boris's discard; deal 2 as vists: Boris wins 120 (40 from each).
    store.record({ kind: 'deal', round: 1, table: 1, payload: { hands: HANDS, win: { player: 'Anna', from: 'discard', discarder: 'Boris' } } });
    store.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { Anna: -40, Boris: 120, Vera: -40, Gleb: -40 }, mahjong: 'Boris' } });
  }));

  it('re-settles the deals already recorded with the corrected seats, keeping the original seating in the history', async () => {
    const api = desk.api();
    const before = (await request(`${api}/api/event`)).body;
    const deal1 = before.entries.find((e: { kind: string }) => e.kind === 'deal').seq as number;
    // As recorded (Anna East): Anna wins 104 as East, each loser pays double 208; Vera's 4 from Boris and Gleb.
    expect(before.settlements[deal1].en.net).toEqual({ Anna: 624, Boris: -212, Vera: -200, Gleb: -212 });

    // Boris was really East and Anna South (they swapped places): the judge corrects the round's seating.
    const seating = before.entries.find((e: { kind: string }) => e.kind === 'seating');
    const fixed = await request(`${api}/api/entries/${seating.seq}/correct`, {
      json: { version: before.version, payload: { seating: 'judge', tables: [{ players: ['Boris', 'Anna', 'Vera', 'Gleb'] }] }, reason: 'Борис и Анна сели не на свои места' },
    });
    expect(fixed.status).toBe(200);
    const after = (await request(`${api}/api/event`)).body;
    // Deal 1 again, Boris East: Anna (not East) wins 104; Boris pays double as East, 208, Vera and Gleb 104 each;
    // Vera's difference of 4 comes doubled from East Boris (8) and single from Gleb (4).
    // Anna +208 +104 +104 = +416; Boris -208 -8 = -216; Vera -104 +8 +4 = -92; Gleb -104 -4 = -108 (sum 0).
    const dealNow = after.entries.find((e: { kind: string }) => e.kind === 'deal').seq as number;
    expect(after.settlements[dealNow].en.net).toEqual({ Anna: 416, Boris: -216, Vera: -92, Gleb: -108 });
    // Nothing lost: both deals are still there, and the history keeps the seating as first recorded.
    expect(after.entries.filter((e: { kind: string }) => e.kind === 'deal')).toHaveLength(2);
    const history = (await request(`${api}/api/history`)).body.history as Array<{ seq: number; kind: string; payload: { tables?: Array<{ players: string[] }> } }>;
    expect(history.filter((e) => e.kind === 'seating').map((e) => e.payload.tables![0]!.players)).toEqual([PLAYERS, ['Boris', 'Anna', 'Vera', 'Gleb']]);
  });
});
