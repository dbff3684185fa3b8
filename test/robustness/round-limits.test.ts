/**
 * Round numbers are bounded (issue #21, High 2): an entry at round 2,000,000,000 once grew memory until the process
 * aborted, because rebuilding an event walked every round from 1 to the largest. Now a round is at most the last
 * round with entries + 1 and at most MAX_ROUND (200), in the store, in `event record` (a diagnostic, exit 2), at the
 * desk (400 naming the field) and in the event schema, whose caps are the same numbers as runtime's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_DEALS, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_ROUND, MAX_SEED, MAX_TABLES, MAX_TEXT_LENGTH } from '../../runtime/index.js';
import { openStore, StoreError } from '../../store/index.js';
import { createStore, FOUR_PLAYERS, request, tempFolder, useDesk } from '../support/desk.js';
import { runCli, ROOT } from '../support/run-cli.js';

const SEATING = { tables: [{ players: ['A', 'B', 'C', 'D'] }] };

/** What recording a seating of `round` in `file` throws (undefined: it was recorded). */
function seatingError(file: string, round: unknown): string | undefined {
  const store = openStore(file);
  try {
    store.record({ kind: 'seating', round: round as number, payload: SEATING });
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(StoreError);
    return (e as Error).message;
  } finally {
    store.close();
  }
}

describe('the store', () => {
  it('refuses a round over the cap, or not a whole number, before anything else', () => {
    const file = createStore('bermuda-triangle', 1, FOUR_PLAYERS);
    for (const round of [2_000_000_000, 10_000_000, MAX_ROUND + 1, 0, -1, 1.5, 1e300]) {
      expect(seatingError(file, round)).toBe(`round must be a whole number from 1 to 200, got ${JSON.stringify(round)}`);
    }
    const store = openStore(file);
    expect(store.toEventData().rounds).toEqual([]); // nothing was written
    store.close();
  });

  it('refuses a round after the next one: round 1 first, then at most the last round + 1', () => {
    const file = createStore('bermuda-triangle', 1, FOUR_PLAYERS);
    expect(seatingError(file, 2)).toBe('round 2 cannot come first: the event starts with round 1');
    expect(seatingError(file, 1)).toBeUndefined();
    expect(seatingError(file, 3)).toBe('round 3 cannot follow round 1, the last round with entries: record round 2 first');
    expect(seatingError(file, MAX_ROUND)).toBe('round 200 cannot follow round 1, the last round with entries: record round 2 first');
    expect(seatingError(file, 2)).toBeUndefined();
    const store = openStore(file);
    expect(store.toEventData().rounds).toHaveLength(2);
    store.close();
  });
});

describe('event record', () => {
  it('refuses round 2,000,000,000 with a positioned diagnostic, exit 2', () => {
    const file = createStore('bermuda-triangle', 1, FOUR_PLAYERS);
    const entry = join(tempFolder('round-limits-'), 'seating.yaml');
    writeFileSync(entry, 'kind: seating\nround: 2000000000\npayload:\n  tables:\n    - players: [A, B, C, D]\n');
    const r = runCli('event', 'record', file, entry, '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toBe(`${entry}:2:8  error  event/schema  round must be <= 200`);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
  });
});

describe('the desk', () => {
  const desk = useDesk(() => createStore('bermuda-triangle', 1, FOUR_PLAYERS));

  it('answers a POST of round 2,000,000,000 with 400 naming the round, and still opens the event', async () => {
    const before = await request(`${desk.api()}/api/event`);
    const version = before.body.version as number;
    const answer = await request(`${desk.api()}/api/entries`, { json: { version, entry: { kind: 'seating', round: 2_000_000_000, payload: SEATING } } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'round' }));
    const after = await request(`${desk.api()}/api/event`);
    expect(after.status).toBe(200);
    expect(after.body.version).toBe(version);
  });
});

describe('the event schema', () => {
  const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'event.schema.json'), 'utf8')) as {
    properties: Record<string, Record<string, number>>;
    definitions: Record<string, { properties: Record<string, Record<string, number>> }>;
  };
  const def = (name: string, property: string) => schema.definitions[name]!.properties[property]!;

  it('states the caps of runtime/tournament/limits.ts', () => {
    expect(schema.properties.seed!.maximum).toBe(MAX_SEED);
    expect(schema.properties.rounds!.maxItems).toBe(MAX_ROUND);
    expect(def('entry', 'round').maximum).toBe(MAX_ROUND);
    expect(def('entry', 'table').maximum).toBe(MAX_TABLES);
    expect(def('player', 'from-round').maximum).toBe(MAX_ROUND);
    expect(def('player', 'withdrawn-after').maximum).toBe(MAX_ROUND);
    expect(def('withdraw-payload', 'after').maximum).toBe(MAX_ROUND);
    expect(def('round', 'tables').maxItems).toBe(MAX_TABLES);
    expect(def('table', 'deals').maxItems).toBe(MAX_DEALS);
    expect(def('substitution', 'after-deal').maximum).toBe(MAX_DEALS);
    expect(schema.definitions['player-id']).toMatchObject({ maxLength: MAX_ID_LENGTH });
    expect(def('player', 'name').maxLength).toBe(MAX_NAME_LENGTH);
    expect(def('penalty', 'reason').maxLength).toBe(MAX_TEXT_LENGTH);
  });
});
