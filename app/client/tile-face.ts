/**
 * A mahjong tile drawn as SVG, in the project (no image set, no font needed for the suits): an ivory tile with the
 * dots (p) or bamboo sticks (s) laid out as on real tiles; characters (m) as their Chinese numeral over a red 萬; winds
 * and dragons as their Chinese signs (the red dragon is drawn, the white one is the blue frame it has on tiles);
 * flowers and seasons as a flower or a leaf with their number. Every tile also carries its short name in a corner
 * (5, В, Кр...); where the machine has no Chinese font, characters and winds show their number or letter large.
 * Input: a tile in the notation (`5p`, `7z`, `3f`).
 */
const SVG = 'http://www.w3.org/2000/svg';

/** Where the dots or sticks of a numbered tile go (x, y in a 30 x 37 face), by number. */
const LAYOUTS: Record<number, Array<readonly [number, number]>> = {
  1: [[15, 18.5]],
  2: [[15, 10], [15, 27]],
  3: [[8, 8], [15, 18.5], [22, 29]],
  4: [[9, 10], [21, 10], [9, 27], [21, 27]],
  5: [[8, 8], [22, 8], [15, 18.5], [8, 29], [22, 29]],
  6: [[10, 8], [20, 8], [10, 18.5], [20, 18.5], [10, 29], [20, 29]],
  7: [[7, 6], [15, 10], [23, 14], [10, 23], [20, 23], [10, 31], [20, 31]],
  8: [[10, 6], [20, 6], [10, 14.5], [20, 14.5], [10, 23], [20, 23], [10, 31.5], [20, 31.5]],
  9: [[7, 8], [15, 8], [23, 8], [7, 18.5], [15, 18.5], [23, 18.5], [7, 29], [15, 29], [23, 29]],
};

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const HONOR_SIGNS = ['東', '南', '西', '北', '', '發', ''];
const HONOR_NAMES = { ru: ['В', 'Ю', 'З', 'С', 'Бел', 'Зел', 'Кр'], en: ['E', 'S', 'W', 'N', 'Wh', 'Gr', 'Rd'] };
const CJK_FONT = "'Noto Serif CJK SC', 'Noto Sans CJK SC', 'Source Han Serif SC', SimSun, 'Microsoft YaHei', 'PingFang SC', serif";

let cjk: boolean | undefined;

/**
 * Whether the machine draws Chinese signs: 萬 measured against a character no font has (which every browser draws as
 * the same empty box). Without them the tiles show their number or letter large instead of a box.
 */
function drawsChinese(): boolean {
  if (cjk === undefined) {
    const ctx = document.createElement('canvas').getContext('2d');
    if (ctx === null) cjk = true;
    else {
      ctx.font = `20px ${CJK_FONT}`;
      cjk = ctx.measureText('萬').width !== ctx.measureText('\u{10FFFD}').width;
    }
  }
  return cjk;
}

/** An SVG element with attributes and children. */
function svg(tag: string, attrs: Record<string, string | number>, ...children: Array<SVGElement | string>): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const c of children) el.append(c);
  return el;
}

/** A text centred at (x, y). */
function text(x: number, y: number, size: number, fill: string, value: string, font = 'sans-serif'): SVGElement {
  return svg('text', { x, y, 'font-size': size, fill, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-family': font, 'font-weight': 'bold' }, value);
}

/** The dots of a circles tile: rings with a centre, blue, green and red as on the tiles. */
function dots(n: number): SVGElement[] {
  const r = n === 1 ? 8 : n <= 4 ? 5 : n <= 6 ? 4.3 : 3.6;
  const colours = ['#1d4e9e', '#1c7a3a', '#c0262d'];
  return LAYOUTS[n]!.flatMap(([x, y], i) => {
    const c = n === 1 ? colours[2]! : colours[(i + n) % 3]!;
    return [svg('circle', { cx: x, cy: y, r, fill: 'none', stroke: c, 'stroke-width': r / 3 }), svg('circle', { cx: x, cy: y, r: r / 3, fill: c })];
  });
}

/** The sticks of a bamboo tile (the one of bamboo is a bird: a round green body with a red crest). */
function sticks(n: number): SVGElement[] {
  if (n === 1) {
    return [svg('ellipse', { cx: 15, cy: 21, rx: 7, ry: 9, fill: '#1c7a3a' }), svg('circle', { cx: 15, cy: 9, r: 4, fill: '#1c7a3a' }),
      svg('path', { d: 'M15 5 l2 -3 l1 3 z', fill: '#c0262d' }), svg('circle', { cx: 16.5, cy: 8.5, r: 1, fill: '#fff' }),
      svg('path', { d: 'M9 27 l-4 6 l7 -3 z', fill: '#c0262d' })];
  }
  const height = n <= 4 ? 11 : n <= 6 ? 8.5 : 7;
  return LAYOUTS[n]!.flatMap(([x, y], i) => {
    const c = n >= 5 && i === Math.floor(n / 2) ? '#c0262d' : '#1c7a3a';
    return [svg('rect', { x: x - 1.8, y: y - height / 2, width: 3.6, height, rx: 1.6, fill: c }), svg('line', { x1: x - 1.8, x2: x + 1.8, y1: y, y2: y, stroke: '#fbf8ef', 'stroke-width': 0.7 })];
  });
}

/** The face of an honor (winds, dragons). */
function honor(n: number, lang: 'ru' | 'en'): SVGElement[] {
  if (n === 5) return [svg('rect', { x: 6, y: 6, width: 18, height: 25, fill: 'none', stroke: '#1d4e9e', 'stroke-width': 2.2, rx: 1.5 })];
  if (n === 7) {
    // 中: a box with the stroke through it.
    return [svg('rect', { x: 7, y: 12, width: 16, height: 11, fill: 'none', stroke: '#c0262d', 'stroke-width': 2.6 }),
      svg('line', { x1: 15, x2: 15, y1: 5, y2: 32, stroke: '#c0262d', 'stroke-width': 2.8 })];
  }
  const colour = n === 6 ? '#1c7a3a' : '#1b1b1b';
  if (!drawsChinese()) return [text(15, 17, n === 6 ? 11 : 17, colour, HONOR_NAMES[lang][n - 1]!)];
  return [text(15, 17, 17, colour, HONOR_SIGNS[n - 1]!, CJK_FONT)];
}

/** The face of a characters tile: its Chinese numeral over a red 萬 (without Chinese signs: the number, and a red 萬 line). */
function characters(n: number): SVGElement[] {
  if (!drawsChinese()) return [text(15, 14, 17, '#1b1b1b', String(n)), svg('rect', { x: 8, y: 25, width: 14, height: 3, rx: 1.5, fill: '#c0262d' })];
  return [text(15, 11, 13, '#1b1b1b', NUMERALS[n - 1] ?? '', CJK_FONT), text(15, 26, 14, '#c0262d', '萬', CJK_FONT)];
}

/** The face of a flower (1-4, a red flower) or a season (5-8, a green leaf). */
function bonus(n: number): SVGElement[] {
  const flower = n <= 4;
  const petals = flower
    ? [0, 72, 144, 216, 288].map((a) => svg('circle', { cx: 15 + 5 * Math.sin((a * Math.PI) / 180), cy: 15 - 5 * Math.cos((a * Math.PI) / 180), r: 3.6, fill: '#c0262d' }))
    : [svg('path', { d: 'M15 6 C25 10 24 22 15 26 C6 22 5 10 15 6 z', fill: '#1c7a3a' }), svg('line', { x1: 15, x2: 15, y1: 8, y2: 26, stroke: '#fbf8ef', 'stroke-width': 0.8 })];
  return [...petals, ...(flower ? [svg('circle', { cx: 15, cy: 15, r: 2.4, fill: '#e8b923' })] : [])];
}

/** The short name of a tile in the corner: its number (a red five's 5), or the honor's letter. */
export function tileName(tile: string, lang: 'ru' | 'en'): string {
  return tile[1] === 'z' ? HONOR_NAMES[lang][Number(tile[0]) - 1] ?? tile : tile[0] === '0' ? '5' : tile[0]!;
}

/** Paints every coloured part of a face red (a red five: `0m 0p 0s`). */
function inRed(face: SVGElement[]): SVGElement[] {
  for (const part of face) {
    for (const paint of ['fill', 'stroke']) {
      const c = part.getAttribute(paint);
      if (c !== null && c !== 'none' && c !== '#fff' && c !== '#fbf8ef') part.setAttribute(paint, '#c0262d');
    }
  }
  return face;
}

/** A tile drawn as SVG (`5p`, `7z`...; `0m` a red five, drawn as the five in red); `lang` for the corner's name. */
export function tileFace(tile: string, lang: 'ru' | 'en'): SVGElement {
  const red = tile[0] === '0';
  const n = red ? 5 : Number(tile[0]);
  const suit = tile[1];
  const drawn: SVGElement[] = suit === 'p' ? dots(n) : suit === 's' ? sticks(n) : suit === 'z' ? honor(n, lang) : suit === 'f' ? bonus(n)
    : characters(n);
  const face = red ? inRed(drawn) : drawn;
  const cornerColour = suit === 'm' || red ? '#c0262d' : suit === 'z' || suit === 'f' ? '#1d4e9e' : '#555';
  return svg('svg', { viewBox: '0 0 30 40', class: `tile-face ${suit ?? ''}${red ? ' red-five' : ''}`, role: 'img', 'aria-label': tile },
    svg('rect', { x: 0.5, y: 2.5, width: 29, height: 37, rx: 4, fill: '#cfc6ad' }),
    svg('rect', { x: 0.5, y: 0.5, width: 29, height: 36.5, rx: 4, fill: '#fbf8ef', stroke: '#9a917c', 'stroke-width': 0.8 }),
    ...face,
    svg('text', { x: 27.5, y: 35, 'font-size': 6.5, fill: cornerColour, 'text-anchor': 'end', 'font-family': 'sans-serif', 'font-weight': 'bold' }, suit === 'f' ? String(n) : tileName(tile, lang)));
}
