/**
 * Length caps on names and texts (issue #21, Low): every string a regulation or an event file may hold has a cap in
 * its schema, one of the caps of runtime/tournament/limits.ts that docs/limits-and-guarantees.md lists, except the
 * rule strings, which the DSL caps before parsing (compiler/dsl/limits.ts, `dsl/too-long`). A text over its cap is a
 * diagnostic at its position ("... is N characters long; the most is M"); a text at its cap is accepted.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAX_HAND_LENGTH, MAX_ID_LENGTH, MAX_KEY_LENGTH, MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH,
} from '../../runtime/index.js';
import { tempFolder } from '../support/desk.js';
import { runCli, ROOT } from '../support/run-cli.js';

type Schema = Record<string, unknown>;
const schemaOf = (name: string) => JSON.parse(readFileSync(join(ROOT, 'schemas', name), 'utf8')) as Schema & { definitions: Record<string, Schema> };
const regulationSchema = schemaOf('regulation.schema.json');
const eventSchema = schemaOf('event.schema.json');

/** Every string schema in `schema` with its path: [path, maxLength] (undefined: no cap); enums and consts left out. */
function strings(node: unknown, path = ''): Array<[string, number | undefined]> {
  if (Array.isArray(node)) return node.flatMap((n, i) => strings(n, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const s = node as Schema;
  const own: Array<[string, number | undefined]> = s.type === 'string' && s.enum === undefined && s.const === undefined ? [[path, s.maxLength as number | undefined]] : [];
  return [...own, ...Object.entries(s).flatMap(([k, v]) => strings(v, `${path}/${k}`))];
}

/** The caps docs/limits-and-guarantees.md lists for texts. */
const CAPS = [MAX_ID_LENGTH, MAX_KEY_LENGTH, MAX_NAME_LENGTH, MAX_HAND_LENGTH, MAX_LABEL_LENGTH, MAX_TEXT_LENGTH];

describe('the schemas', () => {
  it('cap every string of a regulation file but its rule strings, each with a documented cap', () => {
    const all = strings(regulationSchema);
    expect(all.filter(([, cap]) => cap === undefined).map(([path]) => path)).toEqual(['/definitions/dslExpression', '/definitions/dslPattern', '/definitions/dslTileSet']);
    for (const [path, cap] of all.filter(([, c]) => c !== undefined)) expect(CAPS, path).toContain(cap);
  });

  it('cap every string of an event file, each with a documented cap', () => {
    const all = strings(eventSchema);
    expect(all.filter(([, cap]) => cap === undefined).map(([path]) => path)).toEqual([]);
    for (const [path, cap] of all) expect(CAPS, path).toContain(cap);
  });

  it('state the caps of limits.ts where the docs say', () => {
    const d = regulationSchema.definitions;
    const at = (schema: Schema, ...keys: string[]) => keys.reduce<Schema>((s, k) => s[k] as Schema, schema).maxLength;
    expect(at(d.id!)).toBe(MAX_KEY_LENGTH);
    expect(at(d.clause!)).toBe(MAX_LABEL_LENGTH);
    expect(at(d.localizedText!, 'properties', 'ru')).toBe(MAX_TEXT_LENGTH);
    expect(at(d.localizedText!, 'properties', 'en')).toBe(MAX_TEXT_LENGTH);
    expect(at(d.test!, 'properties', 'name')).toBe(MAX_LABEL_LENGTH);
    expect(at(d.test!, 'properties', 'hand')).toBe(MAX_HAND_LENGTH);
    expect(at(eventSchema.definitions['hands-deal']!, 'properties', 'hands', 'additionalProperties')).toBe(MAX_HAND_LENGTH);
    expect(at(regulationSchema, 'properties', 'extends')).toBe(MAX_LABEL_LENGTH);
  });
});

/** The club-night example extending the bundled Bermuda Triangle by its absolute path, with `clause` and `name` set. */
function clubNight(clause: string, name: string): string {
  const text = readFileSync(join(ROOT, 'regulations', 'examples', 'bermuda-club-night.yaml'), 'utf8')
    .replace('extends: ../bermuda-triangle.yaml', `extends: ${join(ROOT, 'regulations', 'bermuda-triangle.yaml')}`)
    .replace('clause: "Объявление клуба, п. 2"', `clause: "${clause}"`)
    .replace('name: { ru: Бонус за три панга драконов,', `name: { ru: ${name},`);
  return text;
}

/** The 1-based line of the first line of `text` that contains `part`. */
const lineOf = (text: string, part: string) => text.split('\n').findIndex((l) => l.includes(part)) + 1;

describe('reglament check', () => {
  it('refuses a clause and a name one over their caps, at their positions, exit 1', () => {
    const file = join(tempFolder('length-caps-'), 'long.yaml');
    const text = clubNight('x'.repeat(MAX_LABEL_LENGTH + 1), 'Б'.repeat(MAX_TEXT_LENGTH + 1));
    writeFileSync(file, text);
    const r = runCli('check', file, '--lang', 'en');
    expect(r.code).toBe(1);
    // `check` reports on standard output. The clause's value starts after `      clause: ` (6 + 8 = 14 characters:
    // column 15); the name's after `      name: { ru: ` (6 + 12 = 18: column 19).
    const lines = r.out.split('\n').filter((l) => l.includes('  error  '));
    expect(lines).toEqual([
      `${file}:${lineOf(text, 'clause: "xxx')}:15  error  schema/invalid  override.points[0].clause is 501 characters long; the most is 500`,
      `${file}:${lineOf(text, 'ru: БББ')}:19  error  schema/invalid  add.points[0].name.ru is 2001 characters long; the most is 2000`,
    ]);
    expect(r.out + r.err).not.toMatch(/\n\s+at |internal error/);
  });

  it('accepts them at their caps', () => {
    const file = join(tempFolder('length-caps-'), 'at-cap.yaml');
    writeFileSync(file, clubNight('x'.repeat(MAX_LABEL_LENGTH), 'Б'.repeat(MAX_TEXT_LENGTH)));
    const r = runCli('check', file, '--lang', 'en');
    expect(r.out).not.toContain('error');
    expect(r.code).toBe(0);
  });
});

describe('an event file', () => {
  it("refuses a player's name one over its cap at its position, exit 2", () => {
    const folder = tempFolder('length-caps-');
    const event = join(folder, 'event.yaml');
    const long = 'Я'.repeat(MAX_NAME_LENGTH + 1);
    writeFileSync(event, `regulation: ${join(ROOT, 'regulations', 'bermuda-triangle.yaml')}\nseed: 1\nplayers:\n  - {id: A, name: ${long}}\n`);
    const r = runCli('event', 'import', join(folder, 'event.db'), event, '--lang', 'en');
    expect(r.code).toBe(2);
    // Line 4, the name's value after `  - {id: A, name: ` (18 characters: column 19).
    expect(r.err.split('\n')[0]).toBe(`${event}:4:19  error  event/schema  player 1, name is 101 characters long; the most is 100`);
  });
});
