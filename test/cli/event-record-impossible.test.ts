/**
 * `reglament event record` refuses an entry that records a hand the store's regulation makes impossible
 * (`scoring.impossible`): Repino-2008 В.6, a calling hand declared at once "не берет костей со Стены", so a hands deal
 * won from the wall by such a hand is refused with one line and exit 2, and nothing is written; the same deal won on
 * a discard is recorded.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as run } from '../support/run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'reglament-impossible-'));
const write = (name: string, text: string) => {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
};

describe('event record and an impossible hand', () => {
  it('refuses it with one line (exit 2), records the possible one', () => {
    const store = join(tmp, 'event.db');
    const players = write('players.yaml', '- { id: A, name: A }\n- { id: B, name: B }\n- { id: C, name: C }\n- { id: D, name: D }\n');
    expect(run('event', 'init', store, '--regulation', 'regulations/repino-2008.yaml', '--seed', '1', '--players', players).code).toBe(0);
    expect(run('event', 'record', store, write('seating.yaml', 'kind: seating\nround: 1\npayload:\n  tables:\n    - players: [A, B, C, D]\n')).code).toBe(0);
    const hands = '  hands: { A: "345m678m345p678s1p", B: "123m456p789s234s1z+1z", C: "234p567p345s678s9p", D: "234s456s678p123p1s" }\n';
    const wall = write('wall.yaml', `kind: deal\nround: 1\ntable: 1\npayload:\n${hands}  win: { player: B, from: wall, immediate-calling: true }\n`);
    const refused = run('event', 'record', store, wall, '--lang', 'en');
    expect(refused.code).toBe(2);
    expect(refused.out).toBe('');
    // One line: the code, where in the event (the deal and the circumstance), the player, the rule that refuses it.
    expect(refused.err.trim().split('\n')).toEqual([
      expect.stringMatching(/^error: hand\/impossible: deal 1 of table 1 in round 1, win\.immediate-calling: B: impossible hand: .*\[immediate-calling-draws-nothing\]$/),
    ]);
    const discard = write('discard.yaml', `kind: deal\nround: 1\ntable: 1\npayload:\n${hands}  win: { player: B, from: discard, discarder: C, immediate-calling: true }\n`);
    expect(run('event', 'record', store, discard)).toMatchObject({ code: 0, err: '' });
  });
});
