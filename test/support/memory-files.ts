/**
 * Test helper: regulation files held in memory (as an editor holds unsaved buffers), read through the compiler's
 * `readFile` option, and the text a span of them covers; a base regulation and a child of it to read.
 */
import type { Span } from '../../compiler/index.js';

/** Files by absolute path. */
export type MemoryFiles = Record<string, string>;

/** A `readFile` over the files given: undefined for any other path, so nothing comes from the disk. */
export function readerOf(files: MemoryFiles): (file: string) => string | undefined {
  return (file) => files[file];
}

/** The text a one-line span covers in its file. */
export function textAt(files: MemoryFiles, span: Span): string {
  const line = (files[span.file] ?? '').split('\n')[span.line - 1] ?? '';
  return span.endLine === span.line ? line.slice(span.col - 1, span.endCol - 1) : line.slice(span.col - 1);
}

/** A base regulation and a child extending it, in memory. */
export const BASE = '/mem/base.yaml';
export const CHILD = '/mem/child.yaml';

/** The texts of BASE and CHILD: tile groups, a shape, items with tags and excludes, tests; add, override, remove. */
export const REGULATIONS: Readonly<MemoryFiles> = {
  [BASE]: `regulation: mem-base
version: "1"
game: mahjong-classical
name: { ru: База, en: Base }
tiles:
  - { id: dragons, name: { ru: Драконы, en: Dragons }, clause: "1", tiles: 5-7z }
  - { id: winds, name: { ru: Ветра, en: Winds }, clause: "1", tiles: 1-4z }
  - { id: honors, name: { ru: Онеры, en: Honors }, clause: "1", tiles: winds dragons }
shapes:
  - { id: seven-pairs, name: { ru: Семь пар, en: Seven pairs }, clause: "2", pattern: "pair, pair, pair, pair, pair, pair, pair" }
scoring:
  points:
    - { id: mahjong, name: { ru: Маджонг, en: Mahjong }, clause: "3", when: winner, value: 20 }
    - { id: dragon-pung, name: { ru: Панг драконов, en: Dragon pung }, clause: "3", pattern: "set dragons", value: 4, tags: [bonus] }
  doublings:
    - id: all-honors
      name: { ru: Все онеры, en: All honors }
      clause: "4"
      when: "all tiles in honors and points(bonus) > 0"
      value: 2
      excludes: [dragon-pung]
  limits:
    - { id: pairs, name: { ru: Пары, en: Pairs }, clause: "5", when: "shape == seven-pairs and win.from == wall", value: 0.5 }
  house-limit: { value: 1000, clause: "6" }
tests:
  - name: A base test
    hand: 123m456m789m2m[777z]+2m
    expect: { items: [mahjong] }
`,
  [CHILD]: `regulation: mem-child
version: "1"
extends: ./base.yaml
add:
  points:
    - { id: wind-pung, name: { ru: Панг ветров, en: Wind pung }, clause: "c1", pattern: "set winds", value: 2, tags: [bonus] }
override:
  points:
    - { id: mahjong, value: 10 }
remove: [pairs]
tests:
  - name: A child test
    hand: 123m456m789m2m[777z]+2m
    expect: { items: [mahjong, wind-pung], shape: standard }
`,
};
