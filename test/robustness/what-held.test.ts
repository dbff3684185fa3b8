/**
 * What held in the audit of issue #21, guarded so that it keeps holding: the scorer's generated code takes a
 * regulation's texts as data, never as code (237 injection payloads once), and the desk serves no file outside its
 * own by a path that climbs out (`..`, encoded or not). (YAML bombs and extends cycles: test/compiler/source/
 * load-yaml.test.ts and extends.test.ts; HTML: test/present/markdown-html.test.ts and the desk's tests; cross-site
 * writes and DNS rebinding: test/app/desk-api.test.ts; acknowledged writes under kill -9: test/store/crash.test.ts.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { irOfFile, scoreWith } from '../support/compile-inline.js';
import { createStore, tempFolder, useDesk } from '../support/desk.js';
import { rawRequest } from '../support/raw-http.js';
import { ROOT } from '../support/run-cli.js';

/** Payloads that would run if a text were pasted into generated code: each sets globalThis.__injected. */
const PAYLOADS = [
  "'); globalThis.__injected = 1; ('",
  '"); globalThis.__injected = 1; ("',
  '`; globalThis.__injected = 1; `',
  '${globalThis.__injected = 1}',
  '*/ globalThis.__injected = 1; /*',
  '\u2028globalThis.__injected = 1;\u2029',
  '}); globalThis.__injected = 1; ({',
  '</script><script>globalThis.__injected = 1</script>',
];

describe('generated code', () => {
  it('takes names and clauses as data: no payload runs, each is shown as written', () => {
    const g = globalThis as { __injected?: number };
    delete g.__injected;
    const folder = tempFolder('what-held-');
    for (const [i, payload] of PAYLOADS.entries()) {
      const text = readFileSync(join(ROOT, 'regulations', 'examples', 'bermuda-club-night.yaml'), 'utf8')
        .replace('extends: ../bermuda-triangle.yaml', `extends: ${join(ROOT, 'regulations', 'bermuda-triangle.yaml')}`)
        .replace('name: { ru: Бонус за три панга драконов, en: Bonus for three dragon pungs }', `name: { ru: ${JSON.stringify(payload)}, en: ${JSON.stringify(payload)} }`)
        .replace('clause: "Объявление клуба, п. 3"', `clause: ${JSON.stringify(payload)}`);
      const file = join(folder, `payload-${i}.yaml`);
      writeFileSync(file, text);
      // Three dragon pungs (555z 666z 777z), a chow 123m and the pair 1p: the club's added bonus applies.
      const scored = scoreWith(irOfFile(file), '555z666z777z123m1p+1p');
      const bonus = scored.items.find((item) => item.id === 'three-dragon-sets-bonus');
      expect(bonus, payload).toBeDefined();
      expect(bonus!.clause, payload).toBe(payload);
      expect(g.__injected, payload).toBeUndefined();
    }
  });
});

describe('the desk', () => {
  const desk = useDesk(() => createStore('bermuda-triangle', 1));

  it.each([
    '/assets/../../package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/client/..%2f..%2f..%2fpackage.json',
    '/client/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/..%2f..%2f..%2fetc%2fpasswd',
  ])('serves nothing outside its files for GET %s', async (target) => {
    const port = Number(new URL(desk.api()).port);
    const answer = await rawRequest(port, { head: [`GET ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`].join('\r\n') });
    expect([400, 403, 404]).toContain(answer.status);
    expect(answer.text).not.toContain('"name": "reglament"');
    expect(answer.text).not.toContain('root:x:0:0');
  });
});
