/**
 * Reading event files: the valid Repino fixture, one fixture per event/* code (position and message checked by hand
 * against the fixture text), JSON files, protocol entry files and players files.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkEntryValue as checkEntryValueWith } from '../../games/event-file.js';
import { checkEntryValue, loadEntryFile, loadEventFile, loadPlayersFile } from '../../games/index.js';
import { describeEventPath } from '../../present/event-wording.js';
import { checkEvent, dealWinners, eventToFile, parseHand, playersAtDeal, type EventData, type TableRecord } from '../../runtime/index.js';

const dir = 'test/fixtures/events';
const fixture = (name: string) => join(dir, name);
const tmp = mkdtempSync(join(tmpdir(), 'reglament-event-file-'));

/** `line:col code message` of each diagnostic, for compact expectations. */
function brief(file: string): string[] {
  return loadEventFile(file).diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`);
}

describe('the valid Repino fixture', () => {
  const loaded = loadEventFile(fixture('repino-two-rounds.yaml'));
  const event = loaded.event!;

  it('loads without diagnostics, with the regulation resolved against the event file', () => {
    expect(loaded.diagnostics).toEqual([]);
    // test/fixtures/events + ../../../regulations/repino-2008.yaml = regulations/repino-2008.yaml
    expect(loaded.regulationPath).toBe(join('regulations', 'repino-2008.yaml'));
    expect(event.seed).toBe(1);
    expect(event.players.map((p) => p.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(event.rounds).toHaveLength(2);
  });

  it('tags every deal with its kind: recorded, hands or redeal', () => {
    const kinds = event.rounds.map((r) => r.tables.map((t) => (t.deals ?? []).map((d) => d.kind)));
    expect(kinds).toEqual([
      [
        ['recorded', 'recorded', 'redeal', 'recorded'],
        ['hands', 'recorded', 'recorded', 'recorded'],
      ],
      [
        ['recorded', 'recorded'],
        ['recorded', 'recorded'],
      ],
    ]);
    const t2 = event.rounds[0]!.tables[1]!;
    expect(dealWinners(t2.deals![0]!)).toEqual(['E']);
    // The fourth deal is recorded without mahjong: a redeal written the other way.
    expect(dealWinners(t2.deals![3]!)).toEqual([]);
  });

  it('gives plausible hands: each parses, and no tile is used more than four times in the deal', () => {
    const deal = event.rounds[0]!.tables[1]!.deals![0]!;
    expect(deal.kind).toBe('hands');
    if (deal.kind !== 'hands') return;
    const counts = new Map<string, number>();
    for (const [player, text] of Object.entries(deal.hands)) {
      const parsed = parseHand(text);
      expect(parsed.ok ? 'ok' : parsed.error.message, `${player}: ${text}`).toBe('ok');
      // Every digit before a suit letter is one tile (the winning tile after + included).
      for (const tile of [...text.matchAll(/(\d+)([mpsz])/g)].flatMap((m) => [...m[1]!].map((d) => `${d}${m[2]}`))) {
        counts.set(tile, (counts.get(tile) ?? 0) + 1);
      }
    }
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(4);
  });

  it('round-trips to its file form', () => {
    // The file as plain data is what eventToFile must give back.
    expect(eventToFile(event)).toEqual(parse(readFileSync(fixture('repino-two-rounds.yaml'), 'utf8')));
  });

  it('reads the same event from JSON', () => {
    const json = join(tmp, 'event.json');
    writeFileSync(json, JSON.stringify({ ...eventToFile(event), regulation: resolve('regulations/repino-2008.yaml') }, null, 2));
    const fromJson = loadEventFile(json);
    expect(fromJson.diagnostics).toEqual([]);
    expect(fromJson.event).toEqual({ ...event, regulation: resolve('regulations/repino-2008.yaml') });
    expect(fromJson.regulationPath).toBe(resolve('regulations/repino-2008.yaml'));
  });
});

describe('one fixture per event/* code', () => {
  it('event/file-missing', () => {
    expect(brief(fixture('no-such-event.yaml'))).toEqual([`1:1 event/file-missing cannot read ${fixture('no-such-event.yaml')}: no such file`]);
  });

  it('event/json-syntax: the missing comma after the players list (line 7, col 3 is the next key)', () => {
    expect(brief(fixture('bad-json-syntax.json'))).toEqual([`7:3 event/json-syntax Expected ',' or '}' after property value`]);
  });

  it('event/schema: each structure error once, at its node, anyOf noise reduced to the branch meant', () => {
    expect(brief(fixture('bad-schema.yaml'))).toEqual([
      '10:11 event/schema round 1, wind must be one of "E", "S", "W", "N", got a string ("X")',
      '15:13 event/schema deal 1 of table 1 in round 1: unknown key "winn"; did you mean "win"?',
      '17:13 event/schema penalty 1 of table 1 in round 1: needs `vists`, `points`, `rule`, `tournament-points` or `disqualified`',
    ]);
    expect(loadEventFile(fixture('bad-schema.yaml')).event).toBeUndefined();
  });

  it('event/regulation-missing', () => {
    const r = loadEventFile(fixture('bad-regulation-missing.yaml'));
    // test/fixtures/events + ../regulations/repino-2008.yaml = test/fixtures/regulations/repino-2008.yaml
    expect(r.regulationPath).toBe(join('test', 'fixtures', 'regulations', 'repino-2008.yaml'));
    expect(brief(fixture('bad-regulation-missing.yaml'))).toEqual([
      `2:13 event/regulation-missing regulation file ${join('test', 'fixtures', 'regulations', 'repino-2008.yaml')} not found`,
    ]);
  });

  it('event/duplicate-player: at the second B', () => {
    expect(brief(fixture('bad-duplicate-player.yaml'))).toEqual(['7:11 event/duplicate-player player "B" is registered twice']);
  });

  it('event/player-rounds', () => {
    expect(brief(fixture('bad-player-rounds.yaml'))).toEqual(['6:5 event/player-rounds player "D" withdraws after round 2, before entering in round 3']);
  });

  it('event/unknown-player', () => {
    expect(brief(fixture('bad-unknown-player.yaml'))).toEqual(['11:28 event/unknown-player table 1 in round 1: "X" is not a registered player']);
  });

  it('event/inactive-player: a late entry too early, a withdrawn player too late', () => {
    expect(brief(fixture('bad-inactive-player.yaml'))).toEqual([
      '13:28 event/inactive-player table 1 in round 1: E enters in round 2 (from-round), so cannot play in round 1',
      '15:28 event/inactive-player table 1 in round 2: D withdrew after round 1, so cannot play in round 2',
    ]);
  });

  it('event/seated-twice', () => {
    expect(brief(fixture('bad-seated-twice.yaml'))).toEqual(['15:28 event/seated-twice round 1: B sits at tables 1 and 2']);
  });

  it('event/substitution: no reverse substitution (so B is still out in round 3)', () => {
    expect(brief(fixture('bad-substitution.yaml'))).toEqual([
      '18:23 event/substitution round 3, substitution 1: B was substituted out in round 2 and cannot come back (no reverse substitution)',
      '20:22 event/inactive-player table 1 in round 3: B was replaced by E from round 2, so cannot play in round 3',
    ]);
  });

  it('event/result-players: E from the other table (at the key), and no vists for D (at the map)', () => {
    expect(brief(fixture('bad-result-players.yaml'))).toEqual([
      '17:48 event/result-players deal 1 of table 1 in round 1: E is not at this table (A, B, C, D)',
      '17:20 event/result-players deal 1 of table 1 in round 1: no vists for D',
    ]);
  });

  it('event/vists-sum: 312 - 104 - 104 - 84 = +20', () => {
    expect(brief(fixture('bad-vists-sum.yaml'))).toEqual(['18:20 event/vists-sum deal 2 of table 1 in round 3: vists sum to +20, not 0']);
  });

  it('event/hands-players', () => {
    expect(brief(fixture('bad-hands-players.yaml'))).toEqual(['13:20 event/hands-players deal 1 of table 1 in round 1: no hands for D']);
  });

  it('event/win-player', () => {
    expect(brief(fixture('bad-win-player.yaml'))).toEqual(['15:22 event/win-player deal 1 of table 1 in round 1: the winner E is not at this table (A, B, C, D)']);
  });

  it('event/discarder: missing for a discard, and the winner as discarder', () => {
    expect(brief(fixture('bad-discarder.yaml'))).toEqual([
      '14:18 event/discarder deal 1 of table 1 in round 1: a win from a discard needs `discarder`',
      '16:57 event/discarder deal 2 of table 1 in round 1: A is both the winner and the discarder',
    ]);
  });

  it('event/penalty-player', () => {
    expect(brief(fixture('bad-penalty-player.yaml'))).toEqual([
      '17:23 event/penalty-player table 1 in round 1, penalty 1: penalised player E is not at this table (A, B, C, D)',
    ]);
  });
});

describe('checks of runtime/tournament/event.ts', () => {
  const base = (): EventData => ({
    regulation: 'r.yaml',
    seed: 1,
    players: ['A', 'B', 'C', 'D', 'E', 'F'].map((id) => ({ id, name: id })),
    rounds: [],
  });

  it('a substitution between deals: the substitute plays the later deals of the table', () => {
    const event = base();
    event.rounds.push({
      substitutions: [{ out: 'B', in: 'E', 'after-deal': 1 }],
      tables: [
        {
          players: ['A', 'B', 'C', 'D'],
          deals: [
            { kind: 'recorded', vists: { A: 10, B: -10, C: 0, D: 0 }, mahjong: 'A' },
            { kind: 'recorded', vists: { A: 10, E: -10, C: 0, D: 0 }, mahjong: 'A' },
          ],
          penalties: [{ player: 'E', vists: -5, reason: 'late' }],
        },
      ],
    });
    expect(checkEvent(event)).toEqual([]);
    expect(playersAtDeal(event, 0, 0, 0)).toEqual(['A', 'B', 'C', 'D']);
    expect(playersAtDeal(event, 0, 0, 1)).toEqual(['A', 'E', 'C', 'D']);
    // B's vists in deal 2 are an error: E sits there.
    event.rounds[0]!.tables[0]!.deals![1] = { kind: 'recorded', vists: { A: 10, B: -10, C: 0, D: 0 }, mahjong: 'A' };
    expect(checkEvent(event).map((p) => p.message)).toEqual([
      'deal 2 of table 1 in round 1: B is not at this table (A, E, C, D)',
      'deal 2 of table 1 in round 1: no vists for E',
    ]);
  });

  it('a substitute who already played under their own name', () => {
    const event = base();
    event.rounds.push({ tables: [{ players: ['A', 'B', 'C', 'E'] }] });
    event.rounds.push({ substitutions: [{ out: 'B', in: 'E' }], tables: [{ players: ['A', 'E', 'C', 'D'] }] });
    expect(checkEvent(event).map((p) => p.message)).toEqual([
      "round 2, substitution 1: E played in round 1 under their own name; a substitute carries on B's results and cannot have results of their own",
    ]);
  });

  it('a win from the wall has no discarder; a robbed kong needs one', () => {
    const event = base();
    const hands = { A: 'x', B: 'x', C: 'x', D: 'x' };
    event.rounds.push({
      tables: [
        {
          players: ['A', 'B', 'C', 'D'],
          deals: [
            { kind: 'hands', hands, win: { player: 'A', from: 'wall', discarder: 'B' } },
            { kind: 'hands', hands, win: { player: 'A', from: 'robbing' } },
            { kind: 'hands', hands, win: { player: 'A', from: 'robbing', discarder: 'E' } },
          ],
        },
      ],
    });
    expect(checkEvent(event).map((p) => `${p.code} ${p.message}`)).toEqual([
      'event/discarder deal 1 of table 1 in round 1: a win from the wall has no discarder',
      'event/discarder deal 2 of table 1 in round 1: a win from a robbed kong needs `discarder`',
      'event/discarder deal 3 of table 1 in round 1: the player whose kong was robbed E is not at this table (A, B, C, D)',
    ]);
  });

  it('table vists (preference) and Sichuan points sum to zero', () => {
    const event = base();
    event.rounds.push({
      tables: [
        { players: ['A', 'B', 'C'], vists: { A: 10.5, B: -5.25, C: -5 } },
        { players: ['D', 'E', 'F'], deals: [{ kind: 'recorded', points: { D: 8, E: -8, F: -8 }, mahjong: ['D'] }] },
      ],
    });
    // 10.5 - 5.25 - 5 = +0.25; 8 - 8 - 8 = -8
    expect(checkEvent(event).map((p) => p.message)).toEqual([
      'table 1 in round 1: vists sum to +0.25, not 0',
      'deal 1 of table 2 in round 1: points sum to -8, not 0',
    ]);
  });

  it('describes paths as judges count (1-based)', () => {
    expect(describeEventPath(['rounds', 2, 'tables', 0, 'deals', 1, 'win', 'from'])).toBe('deal 2 of table 1 in round 3, win.from');
    expect(describeEventPath(['rounds', 0, 'tables', 1, 'penalties', 0])).toBe('penalty 1 of table 2 in round 1');
    expect(describeEventPath(['players', 3, 'id'])).toBe('player 4, id');
    expect(describeEventPath([])).toBe('the top level');
  });
});

describe('entry and players files', () => {
  const write = (name: string, text: string) => {
    const file = join(tmp, name);
    writeFileSync(file, text);
    return file;
  };

  it('reads an entry and checks its payload against its kind', () => {
    const ok = loadEntryFile(write('deal.yaml', 'kind: deal\nround: 1\ntable: 2\npayload:\n  redeal: true\n'));
    expect(ok).toEqual({ entry: { kind: 'deal', round: 1, table: 2, payload: { redeal: true }, author: null }, diagnostics: [] });
    const bad = loadEntryFile(write('bad.yaml', 'kind: penalty\nround: 1\ntable: 1\npayload:\n  player: A\n  vist: -50\n'));
    expect(bad.entry).toBeUndefined();
    expect(bad.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`)).toEqual([
      '6:3 event/schema payload: unknown key "vist"; did you mean "vists"?',
      '5:3 event/schema payload: needs `vists`, `points`, `rule`, `tournament-points` or `disqualified`',
    ]);
  });

  it('allows payload: null only for a correction', () => {
    const file = write('null.json', '{"kind": "deal", "payload": null}');
    expect(loadEntryFile(file).diagnostics.map((d) => d.message)).toEqual(['payload: null withdraws an entry; it is only for `event correct`']);
    expect(loadEntryFile(file, true).entry).toEqual({ kind: 'deal', round: null, table: null, payload: null, author: null });
  });

  it('reads players as a list or under players:', () => {
    expect(loadPlayersFile(write('list.yaml', '- { id: A, name: Анна }\n')).players).toEqual([{ id: 'A', name: 'Анна' }]);
    expect(loadPlayersFile(write('map.json', '{"players": [{"id": "B", "name": "Борис", "from-round": 2}]}')).players).toEqual([
      { id: 'B', name: 'Борис', 'from-round': 2 },
    ]);
    const bad = loadPlayersFile(write('bad-players.yaml', 'players:\n  - { id: A }\n'));
    expect(bad.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`)).toEqual(['2:5 player 1: missing required key "name"']);
  });
});

describe('the games\' records as they come in (TableRecord.inputProblems)', () => {
  const sheet = (pool: number) => ({ players: { A: { pool, mountain: 0, whists: {} }, B: { pool: 0, mountain: 0, whists: {} }, C: { pool: 0, mountain: 0, whists: {} } } });
  const result = (pool: number) => ({ kind: 'result', round: 1, table: 1, payload: { pulya: sheet(pool) } });
  /** A record of another game under the same key that refuses every value, at a path inside it. */
  const refusing: TableRecord = {
    key: 'pulya', outcome: () => null,
    inputProblems: () => [{ code: 'event/schema', severity: 'error', path: ['players'], message: 'refused', text: { en: 'refused', ru: 'отклонено' } }],
  };

  it('are what the records given say: none, another game\'s, or every game\'s (preference bounds a sheet\'s numbers)', () => {
    expect(checkEntryValueWith(result(1e16), [])).toHaveProperty('entry');
    expect(checkEntryValueWith(result(10), [refusing], false, 'ru')).toEqual({ problems: [{ code: 'event/schema', path: ['payload', 'pulya', 'players'], message: 'отклонено', text: { en: 'refused', ru: 'отклонено' } }] });
    // 1e16 > 1,000,000 (MAX_PULYA_NUMBER): preference's own check, through games/index.ts (every game's records).
    const refused = checkEntryValue(result(1e16));
    expect('problems' in refused && refused.problems.map((p) => [p.code, p.path.join('.')])).toEqual([['pulya/number', 'payload.pulya.players.A.pool']]);
    expect(checkEntryValue(result(10))).toHaveProperty('entry');
  });
});
