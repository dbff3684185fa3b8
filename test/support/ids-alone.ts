/**
 * A check the name-showing browser tests share: the texts of a part of a page in which a player's id stands alone,
 * not as «name (id)» the way a picker names a player. Ids and names should differ in every letter, so that an id
 * shown alone is found in the text.
 */
import type { Page } from 'playwright-core';

/** The texts under `scope` (every text node: options, labels, cells, legends) where an id of `names` stands alone. */
export function idsAlone(page: Page, scope: string, names: Readonly<Record<string, string>>): Promise<string[]> {
  return page.evaluate(([scope, names]) => {
    const found: string[] = [];
    const root = document.querySelector(scope);
    if (root === null) return [`no ${scope}`];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
      let text = n.textContent ?? '';
      for (const [id, name] of Object.entries(names)) text = text.split(`${name} (${id})`).join(name);
      if (Object.keys(names).some((id) => new RegExp(`(^|[^a-z])${id}([^a-z]|$)`).test(text))) found.push((n.textContent ?? '').trim());
    }
    return found;
  }, [scope, names] as const);
}
