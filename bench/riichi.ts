/**
 * The riichi part of the benchmark: parse + score of riichi hands under regulations/riichi-ema-2016.yaml, on one core,
 * and the riichi npm scorers (bench/peers.ts) on the same hands. The hands are the 3,000 random hands of the
 * conformance data (test/data/conformance/riichi/riichi-ema-2016.jsonl: realistic riichi hands with riichi, dora,
 * ura dora, kongs, tsumo and ron), read with `score`'s own argument parser, repeated to fill a pass.
 * Input: the package root, passes, a progress sink. Output: the figures and the summary lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileRegulationFile } from '../games/index.js';
import { parseScoreArgs } from '../cli/index.js';
import { compileScorer, parseHand, scoreHand, type WinOptions } from '../runtime/index.js';
import { loadPaiForge, loadRiichi, timePeerInputs, type Peer } from './peers.js';
import { median, perSecond, round, timePasses } from './timing.js';

/** The riichi scoring target of issue #14 (parse + score, one core). */
export const RIICHI_TARGET_HANDS_PER_SECOND = 100_000;

/** How many times the 3,000 hands are repeated in one timed pass. */
const REPEAT = 10;

/** What the riichi section reports. */
export interface RiichiFigures {
  handsPerSecond: number;
  peers: Record<string, number>;
  peersRejected: Record<string, number>;
  hands: number;
  declarable: number;
  summary: string[];
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Keeps a value alive so the optimiser cannot drop the work that produced it. */
let sink = 0;

/** Times parse + score of the conformance hands under EMA 2016, and each peer on the same hands. */
export async function measureRiichi(o: { root: string; passes: number; progress(message: string): void }): Promise<RiichiFigures> {
  const regulation = join(o.root, 'regulations', 'riichi-ema-2016.yaml');
  const { ir, diagnostics } = compileRegulationFile(regulation);
  if (!ir) throw new Error(`${regulation} does not compile: ${diagnostics.map((d) => d.message).join('; ')}`);
  const scorer = compileScorer(ir);
  const records = readFileSync(join(o.root, 'test', 'data', 'conformance', 'riichi', 'riichi-ema-2016.jsonl'), 'utf8')
    .trim().split('\n').map((line) => JSON.parse(line) as { hand: string; args: string[] });
  const hands: Array<{ text: string; options: WinOptions }> = records.map((r) => {
    const args = parseScoreArgs(r.args);
    if ('error' in args) throw new Error(`bad arguments ${r.args.join(' ')}: ${args.error}`);
    return { text: r.hand, options: args.options };
  });
  const n = hands.length * REPEAT;
  const at = (i: number) => hands[i % hands.length]!;
  let declarable = 0;
  for (const h of hands) {
    const parsed = parseHand(h.text);
    if (parsed.ok && scoreHand(scorer, parsed.hand, h.options).declarable === true) declarable++;
  }
  const plan = { size: n, warmupMs: 1000, passes: o.passes };
  o.progress(`riichi: ${fmt(n)} hands under riichi-ema-2016, parse + score`);
  const ours = perSecond(n, median(timePasses((from, to) => {
    let acc = 0;
    for (let i = from; i < to; i++) {
      const h = at(i);
      const r = parseHand(h.text);
      if (r.ok) acc += scoreHand(scorer, r.hand, h.options).total;
    }
    sink += acc;
  }, plan)));

  const peers: Record<string, number> = {};
  const rejected: Record<string, number> = {};
  const summary = [
    `riichi   ${fmt(hands.length)} conformance hands × ${REPEAT} under riichi-ema-2016 (${fmt(declarable)} declarable): ` +
      `parse + score ${fmt(ours)} hands/s (target ${fmt(RIICHI_TARGET_HANDS_PER_SECOND)})`,
  ];
  for (const load of [loadPaiForge, loadRiichi] as Array<() => Promise<Peer<unknown>>>) {
    let peer: Peer<unknown>;
    try {
      peer = await load();
    } catch (e) {
      summary.push(`riichi   peer ${load.name}: not available (${e instanceof Error ? e.message : String(e)})`);
      continue;
    }
    const parsed = hands.map((h) => {
      const r = parseHand(h.text);
      if (!r.ok) throw new Error(`${h.text}: ${r.error.message}`);
      return peer.prepare(r.hand, h.options);
    });
    o.progress(`riichi: peer ${peer.name}`);
    const { perSecond: speed, rejected: refused } = timePeerInputs(peer, parsed, plan);
    peers[peer.name] = round(speed);
    rejected[peer.name] = refused;
    summary.push(`riichi   peer ${peer.name}: ${fmt(speed)} hands/s (parse + score; rejected ${fmt(refused)} of ${fmt(hands.length)}); ours / peer = ${(ours / speed).toPrecision(3)}`);
  }
  return { handsPerSecond: round(ours), peers, peersRejected: rejected, hands: hands.length, declarable, summary };
}
