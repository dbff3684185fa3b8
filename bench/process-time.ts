/**
 * Times a whole process as the benchmark's sections that start other processes need it: wall time from outside, and
 * the process's own CPU time (user + system of all its threads, `process.cpuUsage()` at exit) written by a small
 * `--require` preload to a file the caller names. The preload runs in the measured process, so the CPU figure counts
 * nothing of the benchmark's own.
 * Input: the node arguments, the folder, the environment, the preload and CPU files (processPreload makes them).
 * Output: wall and CPU milliseconds, and stdout when asked for.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/** A preload that appends the process's CPU milliseconds (user + system, since it started) to a file at exit. */
const CPU_PRELOAD = `process.on('exit', () => { const u = process.cpuUsage(); require('node:fs').appendFileSync(process.env.REGLAMENT_BENCH_CPU_FILE, ((u.user + u.system) / 1000) + '\\n'); });\n`;

/** Where a timed process's preload is and where it writes its CPU time. */
export interface ProcessPreload {
  preload: string;
  cpuFile: string;
  /** The environment a timed process needs beside the caller's own (the CPU file's name). */
  env: NodeJS.ProcessEnv;
}

/** Writes the CPU preload into a folder of the run. */
export function processPreload(dir: string): ProcessPreload {
  const preload = join(dir, 'cpu-at-exit.cjs');
  const cpuFile = join(dir, 'cpu.txt');
  writeFileSync(preload, CPU_PRELOAD);
  return { preload, cpuFile, env: { REGLAMENT_BENCH_CPU_FILE: cpuFile } };
}

/** One timed process: wall and CPU milliseconds, and its stdout when captured. */
export interface ProcessTime {
  wall: number;
  cpu: number;
  stdout?: string;
}

/**
 * Runs `node --require <preload> ...args` to its end; its wall and CPU time in ms (and stdout with `captureStdout`);
 * throws, naming `what`, if it fails. `env` must hold the preload's (ProcessPreload.env).
 */
export function timeProcess(
  what: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv, p: ProcessPreload, captureStdout = false,
): ProcessTime {
  writeFileSync(p.cpuFile, '');
  const start = performance.now();
  const r = spawnSync(process.execPath, ['--require', p.preload, ...args], {
    cwd, env, stdio: ['ignore', captureStdout ? 'pipe' : 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
  });
  const wall = performance.now() - start;
  if (r.status !== 0) throw new Error(`${what}: \`node ${args.join(' ')}\` exited ${r.status ?? r.signal}: ${r.stderr}`);
  const cpu = Number(readFileSync(p.cpuFile, 'utf8').trim());
  if (!Number.isFinite(cpu) || cpu <= 0) throw new Error(`${what}: \`node ${args.join(' ')}\` reported no CPU time`);
  return captureStdout ? { wall, cpu, stdout: r.stdout } : { wall, cpu };
}
