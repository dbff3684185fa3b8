/**
 * The hall's part of a desk: its records on the event store's connection (store/hall-store.ts), where the desk
 * listens (for the addresses the QR codes give to phones and the hall's screen), and a brake on guessing the
 * tables' players' codes. One per desk context, made on first use.
 */
import { networkInterfaces } from 'node:os';
import { openHallStore, type HallStore } from '../../store/index.js';
import type { DeskContext } from './desk-context.js';

/** Where a desk listens. */
export interface Listening {
  host: string;
  port: number;
  /** The referee's token (a desk on the network), for the referee's address the judge hands out. */
  refereeToken?: string;
}

/** The hall's state of one desk. */
export interface HallContext {
  store: HallStore;
  listening: Listening | undefined;
  /** Failed code attempts by remote address: their times (ms), the last minute only. */
  failures: Map<string, number[]>;
}

const contexts = new WeakMap<DeskContext, HallContext>();

/** The hall's state of a desk (made on first use). */
export function hallOf(ctx: DeskContext): HallContext {
  let hall = contexts.get(ctx);
  if (hall === undefined) {
    hall = { store: openHallStore(ctx.store), listening: undefined, failures: new Map() };
    contexts.set(ctx, hall);
  }
  return hall;
}

/** Notes where the desk listens (called once it does). */
export function noteListening(ctx: DeskContext, listening: Listening): void {
  hallOf(ctx).listening = listening;
}

/** Whether an address is a loopback one (the desk is then not on the hall's network). */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/**
 * The addresses phones and the hall's screen can open (`http://<address>:<port>`): every non-internal IPv4
 * address of the computer when the desk listens on all of them, the one it listens on otherwise; none on loopback.
 */
export function lanOrigins(listening: Listening | undefined): string[] {
  if (listening === undefined || isLoopback(listening.host)) return [];
  const { host, port } = listening;
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (!a.internal && a.family === 'IPv4') out.push(`http://${a.address}:${port}`);
  }
  return out;
}

/** How many wrong codes an address may try per minute. */
const MAX_FAILURES_PER_MINUTE = 10;

/** Whether `address` may try a code now (false: too many wrong ones in the last minute). */
export function mayTryCode(hall: HallContext, address: string, now: number): boolean {
  const recent = (hall.failures.get(address) ?? []).filter((t) => now - t < 60_000);
  hall.failures.set(address, recent);
  return recent.length < MAX_FAILURES_PER_MINUTE;
}

/** Counts a wrong code tried from `address`. */
export function noteWrongCode(hall: HallContext, address: string, now: number): void {
  const list = hall.failures.get(address) ?? [];
  list.push(now);
  hall.failures.set(address, list);
}

/** A submission with the name of the player who sent it (`submitterName`; his id where the event names him not). */
export function withSubmitterName<S extends { submitter: string }>(ctx: DeskContext, s: S): S & { submitterName: string } {
  const player = ctx.event().players.find((p) => p.id === s.submitter);
  return { ...s, submitterName: player?.name ?? s.submitter };
}
