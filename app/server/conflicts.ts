/**
 * Optimistic concurrency of the desk: every write carries the version (the last entry's seq) its browser saw; a
 * write is refused with 409 when an entry written since then concerns the same target (the same player, the same
 * round's seating, the same table's deals...) or the same correction chain. Checked inside the write's transaction.
 */
import type { EventStore, HistoryEntry } from '../../store/index.js';
import { DESK_TEXT_OF } from './desk-texts.js';
import { HttpError } from './http.js';

/** What an entry is about: two writes with one target may not be based on different versions. */
export function targetOf(kind: string, round: number | null | undefined, table: number | null | undefined, payload: unknown): string {
  if (kind === 'player' && payload !== null && typeof payload === 'object') {
    const p = payload as { action?: string; id?: string; player?: string; out?: string };
    if (p.action === 'register') return `player:${p.id ?? ''}`;
    if (p.action === 'withdraw') return `player:${p.player ?? ''}`;
    return `substitution:${round ?? ''}:${p.out ?? ''}`;
  }
  return `${kind}:${round ?? ''}:${table ?? ''}`;
}

/** The target of a stored entry (a withdrawn one takes its chain's first version's). */
function storedTarget(e: HistoryEntry, bySeq: ReadonlyMap<number, HistoryEntry>): string {
  const source = e.payload === null ? bySeq.get(e.origin) ?? e : e;
  return targetOf(source.kind, source.round, source.table, source.payload);
}

/**
 * Refuses (409, with the entries in the way and the current version) a write based on `version` when entries
 * after it, other than `except` (the write itself, inside its transaction), have the same target or chain.
 */
export function refuseStaleWrite(store: EventStore, version: number, target: string, chain: number | null, except: number): void {
  const history = store.history();
  const bySeq = new Map(history.map((e) => [e.seq, e] as const));
  const theirs = history.filter((e) => e.seq > version && e.seq !== except && (storedTarget(e, bySeq) === target || (chain !== null && e.origin === chain)));
  if (theirs.length === 0) return;
  const seqs = theirs.map((e) => e.seq);
  throw new HttpError(409, {
    error: DESK_TEXT_OF.stale.en(version, seqs),
    text: { ru: DESK_TEXT_OF.stale.ru(version, seqs), en: DESK_TEXT_OF.stale.en(version, seqs) },
    conflict: { theirs, version: history.filter((e) => e.seq !== except).reduce((m, e) => Math.max(m, e.seq), 0) },
  });
}
