/**
 * A window of a long text around a position, for messages and code frames: a 1 MB hand or a 2000-character rule
 * line is shown as the characters around the problem, with `…` where it is cut, never echoed whole.
 */

/** The longest text shown whole. */
export const EXCERPT_WIDTH = 160;

/** How many characters are kept on each side of the position in a window. */
const CONTEXT = 50;

/** The longest part of the span itself kept in a window. */
const SPAN = 40;

/** A text shown in a message: the window, and where the position [start, end) falls inside it. */
export interface Excerpt {
  text: string;
  start: number;
  end: number;
}

/** `text` whole when it is short, else a window around [start, end) (offsets into `text`, end exclusive). */
export function excerptAround(text: string, start: number, end: number = start + 1): Excerpt {
  if (text.length <= EXCERPT_WIDTH) return { text, start, end };
  const from = Math.max(0, Math.min(start, text.length) - CONTEXT);
  const spanEnd = Math.min(Math.max(end, start + 1), start + SPAN);
  const to = Math.min(text.length, spanEnd + CONTEXT);
  const head = from > 0 ? '…' : '';
  const tail = to < text.length ? '…' : '';
  return { text: head + text.slice(from, to) + tail, start: start - from + head.length, end: Math.min(spanEnd, to) - from + head.length };
}
