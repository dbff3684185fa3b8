/**
 * Instances of item patterns as generated code, the fast counterpart of instances.ts: one nested loop per unit over
 * the reading's melds, with the unit's kind, exposure and tile tests and its variables' bindings written out (a
 * variable's first unit binds it, later units compare). Patterns whose terms are alternatives of variables fall back
 * to the interpreter (`collect`), which the tests hold this code to.
 */
import type { PatternIR, TermIR, UnitIR } from '../ir/types.js';
import { literal, SourceParts } from './generate-expr.js';
import { MAX_INSTANCES } from './instances.js';
import type { HandFacts, Reading } from './context.js';

const SUITS = ['x', 'y', 'w'];
const EXPOSURE: Record<string, string> = { exposed: 'm$.exposed', declared: '(m$.exposed && m$.declared)', concealed: '!m$.exposed' };

/**
 * The source of a function `(h, r, out, at)` that writes the distinct meld masks filling any of `patterns` into
 * out[at..] and returns how many (at most MAX_INSTANCES), or undefined when a term needs the interpreter.
 */
export function instancesSource(patterns: readonly PatternIR[], parts: SourceParts): string | undefined {
  const bodies: string[] = [];
  for (const p of patterns) {
    const body = patternSource(p.units, parts);
    if (body === undefined) return undefined;
    bodies.push(body);
  }
  return [
    '  const melds = r.melds, len = melds.length;',
    '  let count = 0;',
    ...bodies,
    '  return count;',
  ].join('\n');
}

/** The loops of one pattern; each complete assignment records its mask once (`record`). */
function patternSource(units: readonly UnitIR[], parts: SourceParts): string | undefined {
  const bound = new Set<string>();
  const lines: string[] = [];
  let indent = '  ';
  for (let u = 0; u < units.length; u++) {
    const unit = units[u]!;
    const m = `m${u}`;
    const used = Array.from({ length: u }, (_, v) => ` || i${u} === i${v}`).join('');
    lines.push(`${indent}for (let i${u} = 0; i${u} < len; i${u}++) {`);
    indent += '  ';
    lines.push(`${indent}if (count >= ${MAX_INSTANCES}${used}) continue;`);
    lines.push(`${indent}const ${m} = melds[i${u}], t${u} = ${m}.tile;`);
    const kinds = (unit.meld ?? []).map((k) => `${m}.kind === ${literal(k)}`);
    const tests = [kinds.length === 1 ? kinds[0]! : `(${kinds.join(' || ')})`];
    if (unit.exposure) tests.push(EXPOSURE[unit.exposure]!.replace(/m\$/g, m));
    const term = termSource(unit.term, `t${u}`, bound, parts);
    if (term === undefined) return undefined;
    tests.push(...term.tests);
    lines.push(`${indent}if (!(${tests.join(' && ')})) continue;`);
    for (const b of term.binds) lines.push(`${indent}${b}`);
  }
  const mask = units.map((_, u) => `(1 << i${u})`).join(' | ');
  lines.push(`${indent}const mask = ${mask};`);
  lines.push(`${indent}let seen = false;`);
  lines.push(`${indent}for (let k = 0; k < count; k++) if (out[at + k] === mask) { seen = true; break; }`);
  lines.push(`${indent}if (!seen) out[at + count++] = mask;`);
  for (let u = units.length; u > 0; u--) {
    indent = indent.slice(2);
    lines.push(`${indent}}`);
  }
  return lines.join('\n');
}

/**
 * The tests of a term on tile variable `t`, and the statements that bind its variables the first time (`bound`
 * grows). Variables of one kind take different values: a new one is compared with those bound before it.
 */
function termSource(term: TermIR, t: string, bound: Set<string>, parts: SourceParts): { tests: string[]; binds: string[] } | undefined {
  switch (term.t) {
    case 'any': return { tests: [`${t} < 34`], binds: [] };
    case 'wind': return { tests: [`${t} === h.${term.which}`], binds: [] };
    case 'tiles': return { tests: [`${parts.add(membership(term.tiles))}[${t}] === 1`], binds: [] };
    case 'alt': {
      // Alternatives of concrete tiles only (no variables to bind in one branch and not another).
      if (!term.options.every((o) => o.t === 'tiles')) return undefined;
      return { tests: [`${parts.add(membership(term.options.flatMap((o) => (o.t === 'tiles' ? o.tiles : []))))}[${t}] === 1`], binds: [] };
    }
    case 'template': {
      const tests: string[] = [];
      const binds: string[] = [];
      const suit = term.suit;
      if ('fixed' in suit) {
        const base = 'mpszf'.indexOf(suit.fixed) * 9;
        tests.push(suit.fixed === 'z' ? `${t} >= 27 && ${t} < 34` : `${t} >= ${base} && ${t} < ${base + 9}`);
      } else {
        tests.push(`${t} < 27`);
        const s = `((${t} / 9) | 0)`;
        if (bound.has(suit.var)) tests.push(`${s} === v_${suit.var}`);
        else {
          for (const other of SUITS) if (other !== suit.var && bound.has(other)) tests.push(`${s} !== v_${other}`);
          binds.push(`const v_${suit.var} = ${s};`);
          bound.add(suit.var);
        }
      }
      const rank = term.rank;
      const r = `(${t} % 9 + 1)`;
      if (rank === null) return { tests, binds };
      if ('fixed' in rank) {
        tests.push(`${r} === ${rank.fixed}`);
        return { tests, binds };
      }
      const value = rank.offset === 0 ? r : `(${r} - ${rank.offset})`;
      if (bound.has(rank.var)) tests.push(`${value} === v_${rank.var}`);
      else {
        tests.push(`${value} >= 1 && ${value} <= 9`);
        for (const other of ['n', 'k', 'j', 'i']) if (other !== rank.var && bound.has(other)) tests.push(`${value} !== v_${other}`);
        binds.push(`const v_${rank.var} = ${value};`);
        bound.add(rank.var);
      }
      return { tests, binds };
    }
  }
}

function membership(tiles: readonly number[]): Uint8Array {
  const m = new Uint8Array(42);
  for (const t of tiles) m[t] = 1;
  return m;
}

/** A generated instances function on its own (what the scorer's sections inline), or undefined as instancesSource. */
export function compileInstances(patterns: readonly PatternIR[]): ((h: HandFacts, r: Reading, out: Int32Array, at: number) => number) | undefined {
  const parts = new SourceParts();
  const body = instancesSource(patterns, parts);
  if (body === undefined) return undefined;
  return new Function('K', `${parts.constants()}\n${parts.helpers.join('\n')}\nreturn function instances(h, r, out, at) {\n${body}\n};`)(parts.values) as (h: HandFacts, r: Reading, out: Int32Array, at: number) => number;
}
