/**
 * The verdict of a protocol's hash chain in words, for `reglament event history` (and the desk's history page):
 * how many entries are verified, from which one their hashes were taken as they were written, and the head hash;
 * or the entry where the chain breaks and why. Russian or English.
 */
import type { ChainReport } from './hash-chain.js';
import type { StoreLang as Lang } from './store-error.js';

/** The line of an unbroken chain. */
export function chainLine(chain: ChainReport, lang: Lang): string {
  const head = chain.head === '' ? '—' : chain.head;
  const upgraded = chain.from > 1 && chain.entries > 0
    ? lang === 'ru'
      ? `; записи 1-${Math.min(chain.from - 1, chain.entries)} получили хеш при обновлении протокола (${chain.upgraded ?? '?'}), остальные — при записи`
      : `; entries 1-${Math.min(chain.from - 1, chain.entries)} were hashed when the store was upgraded (${chain.upgraded ?? '?'}), the others as they were written`
    : '';
  return lang === 'ru'
    ? `цепочка хешей цела: проверено записей ${chain.entries}${upgraded}; хеш последней записи ${head}`
    : `hash chain intact: ${chain.entries} entr${chain.entries === 1 ? 'y' : 'ies'} verified${upgraded}; hash of the last entry ${head}`;
}

/** The line of a broken chain (the error line's text). */
export function chainBrokenLine(chain: ChainReport, lang: Lang): string {
  const found = chain.break!;
  return lang === 'ru'
    ? `цепочка хешей протокола нарушена на записи ${found.seq}: ${found.ru}; записи 1-${found.seq - 1} целы`
    : `the protocol's hash chain breaks at entry ${found.seq}: ${found.en}; entries 1-${found.seq - 1} are intact`;
}
