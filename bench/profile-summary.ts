/**
 * Summarises a V8 CPU profile (`node --cpu-prof dist/bench/run.js ...`): the functions with the most self time, and
 * the most inclusive time, as a table. Usage: `node dist/bench/profile-summary.js <file.cpuprofile> [top]`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** One function's time in a profile. */
export interface FunctionTime {
  name: string;
  location: string;
  selfMs: number;
  totalMs: number;
}

/** Sums self and inclusive time per function (by name and location) over a profile's samples. */
export function summariseProfile(profile: CpuProfile, root = ''): FunctionTime[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfById = new Map<number, number>();
  profile.samples.forEach((id, i) => selfById.set(id, (selfById.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const key = (n: ProfileNode) => {
    const f = n.callFrame;
    const url = f.url.replace(/^file:\/\//, '').replace(root, '');
    return { name: f.functionName || '(anonymous)', location: url ? `${url}:${f.lineNumber + 1}` : '' };
  };
  const table = new Map<string, FunctionTime>();
  const entry = (n: ProfileNode): FunctionTime => {
    const k = key(n);
    const id = `${k.name}@${k.location}`;
    let e = table.get(id);
    if (!e) table.set(id, (e = { ...k, selfMs: 0, totalMs: 0 }));
    return e;
  };
  for (const [id, ms] of selfById) {
    const node = byId.get(id);
    if (!node) continue;
    entry(node).selfMs += ms;
    // Inclusive time: every distinct function on the stack gets the sample once (recursion counted once).
    const seen = new Set<FunctionTime>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const e = entry(byId.get(cur)!);
      if (!seen.has(e)) {
        seen.add(e);
        e.totalMs += ms;
      }
    }
  }
  return [...table.values()];
}

function main(): void {
  const [file, topText] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: profile-summary <file.cpuprofile> [top]\n');
    process.exitCode = 2;
    return;
  }
  const top = Number(topText ?? 25);
  const rows = summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, process.cwd() + '/');
  const total = rows.reduce((s, r) => s + r.selfMs, 0);
  const show = (title: string, sorted: FunctionTime[], pick: (r: FunctionTime) => number) => {
    console.log(`\n${title}`);
    for (const r of sorted.slice(0, top)) {
      console.log(`${pick(r).toFixed(0).padStart(8)} ms ${((100 * pick(r)) / total).toFixed(1).padStart(5)}%  ${r.name}  ${r.location}`);
    }
  };
  console.log(`profile: ${total.toFixed(0)} ms sampled`);
  show('self time', [...rows].sort((a, b) => b.selfMs - a.selfMs), (r) => r.selfMs);
  show('inclusive time', [...rows].sort((a, b) => b.totalMs - a.totalMs), (r) => r.totalMs);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) main();
