// Child process of test/store/crash.test.ts: appends deal entries to an event store in a loop (every fifth write a
// correction of the one before) and prints `<i> <seq>` once each write has committed. Input: the store file (already
// initialised with players A-D and the seating of round 1). Output: one line per committed write on stdout, until
// it is killed or has written `limit` entries. Imports the BUILT store (dist/), as a deployed judge's desk would.
import { openStore } from '../../dist/store/index.js';

/** The payload of write number i (the test rebuilds it to compare). */
export function payloadFor(i) {
  return { vists: { A: i + 1, B: -(i + 1), C: 0, D: 0 }, mahjong: 'A', note: `write ${i} `.padEnd(1500, '.') };
}

const [file, limitText] = process.argv.slice(2);
if (file !== undefined) {
  const store = openStore(file);
  const limit = Number(limitText ?? 100000);
  let previous = 0;
  for (let i = 0; i < limit; i++) {
    const seq =
      i % 5 === 4
        ? store.correct(previous, payloadFor(i), `correction ${i}`)
        : store.record({ kind: 'deal', round: 1, table: 1, payload: payloadFor(i) });
    process.stdout.write(`${i} ${seq}\n`);
    previous = seq;
  }
  store.close();
}
