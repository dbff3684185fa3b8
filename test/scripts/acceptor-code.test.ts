/**
 * The acceptors (scripts/acceptor-code.ts) accept exactly what the full validators accept: on every bundled
 * regulation and every fixture, on edited copies of them (a key removed, added, a value of another type; a fixed seed
 * and a new one each run), and for the event schema on every value inside the fixtures against every definition.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createRandom } from '../../runtime/random.js';
import { withoutAnnotations } from '../../scripts/acceptor-code.js';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
type Validate = (data: unknown) => boolean;
const table = (file: string) => (require(join(root, 'schemas', 'validators', file)) as { validators: Record<string, Validate> }).validators;

/** The values of the YAML and JSON files of a folder (those that parse). */
function valuesIn(folder: string): Array<[string, unknown]> {
  const dir = join(root, folder);
  const out: Array<[string, unknown]> = [];
  for (const file of readdirSync(dir).filter((f) => /\.(ya?ml|json)$/.test(f))) {
    try {
      out.push([`${folder}/${file}`, parse(readFileSync(join(dir, file), 'utf8'), { logLevel: 'error' })]);
    } catch {
      // A fixture that is not YAML (a syntax error on purpose) has no value to validate.
    }
  }
  return out;
}

/** Every object and array inside a value (itself included). */
function containers(value: unknown, out: Array<Record<string, unknown> | unknown[]> = []): Array<Record<string, unknown> | unknown[]> {
  if (value === null || typeof value !== 'object') return out;
  out.push(value as Record<string, unknown>);
  for (const child of Object.values(value)) containers(child, out);
  return out;
}

/** Every value inside a value (itself included). */
function nodes(value: unknown, out: unknown[] = []): unknown[] {
  out.push(value);
  if (value !== null && typeof value === 'object') for (const child of Object.values(value)) nodes(child, out);
  return out;
}

/** Values put into the copies: of every JSON type, and strings about the length bounds (80, 500) in UTF-16 units and in characters. */
const REPLACEMENTS = [
  null, 0, -1, 1.5, '', 'x', 'Not-An-Id', true, [], {}, ['a'], { ru: 'а', en: 'a' },
  'a'.repeat(80), 'a'.repeat(81), 'a'.repeat(600), '\u{1F600}'.repeat(41), '\u{1F600}'.repeat(81), '\u{1F600}'.repeat(300),
];

/** A copy of `value` with one edit at a random place: a key removed or added, or an item replaced. */
function edited(value: unknown, random: () => number): unknown {
  const copy = structuredClone(value);
  const places = containers(copy);
  const place = places[Math.floor(random() * places.length)]!;
  const keys = Object.keys(place);
  const replacement = structuredClone(REPLACEMENTS[Math.floor(random() * REPLACEMENTS.length)]);
  const choice = random();
  if (Array.isArray(place)) {
    if (choice < 0.3 && place.length > 0) place.splice(Math.floor(random() * place.length), 1);
    else if (choice < 0.5 && place.length > 0) place.push(structuredClone(place[0]));
    else place[Math.floor(random() * (place.length + 1))] = replacement;
  } else if (choice < 0.3 && keys.length > 0) delete place[keys[Math.floor(random() * keys.length)]!];
  else if (choice < 0.4) place.unknownKey = replacement;
  else if (keys.length > 0) place[keys[Math.floor(random() * keys.length)]!] = replacement;
  return copy;
}

describe('acceptors', () => {
  it('drop annotations only where a schema stands', () => {
    expect(withoutAnnotations({ title: 't', description: 'd', type: 'object', properties: { description: { type: 'string', description: 'd' } }, enum: [{ description: 'kept' }] }))
      .toEqual({ type: 'object', properties: { description: { type: 'string' } }, enum: [{ description: 'kept' }] });
  });

  const seeds = [20261203, Date.now() % 1_000_000_007];
  for (const seed of seeds) {
    it(`accept a regulation exactly when the full validator does (bundled, fixtures, edited copies; seed ${seed})`, () => {
      const accept = table('regulation-accept.cjs')['']!;
      const full = table('regulation.cjs')['']!;
      const values = [...valuesIn('regulations'), ...valuesIn('test/fixtures/bad'), ...valuesIn('test/fixtures/source')];
      const random = createRandom(seed);
      let accepted = 0;
      let rejected = 0;
      for (const [name, value] of values) {
        for (let i = 0; i < 25; i++) {
          const candidate = i === 0 ? value : edited(value, random);
          const expected = full(candidate);
          expect(accept(candidate), `${name} edit ${i}`).toBe(expected);
          if (expected) accepted++;
          else rejected++;
        }
      }
      expect(accepted).toBeGreaterThan(100);
      expect(rejected).toBeGreaterThan(100);
    });
  }

  it('accept an event file, and every value inside one against every definition, exactly when the full validators do', () => {
    const accept = table('event-accept.cjs');
    const fullWhole = table('event.cjs')['']!;
    const fullParts = table('event-parts.cjs');
    const definitions = Object.keys(accept).filter((p) => p !== '');
    expect(definitions.length).toBeGreaterThan(5);
    const random = createRandom(seeds[1]!);
    let checked = 0;
    const disagreements: string[] = [];
    for (const [name, value] of valuesIn('test/fixtures/events')) {
      for (let i = 0; i < 8; i++) {
        const candidate = i === 0 ? value : edited(value, random);
        if (accept['']!(candidate) !== fullWhole(candidate)) disagreements.push(`${name} edit ${i}`);
        for (const node of nodes(candidate)) {
          for (const pointer of definitions) {
            if (accept[pointer]!(node) !== fullParts[pointer]!(node)) disagreements.push(`${name} edit ${i} ${pointer}: ${JSON.stringify(node)}`);
            checked++;
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });
});
