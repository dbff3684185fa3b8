/**
 * The live standings on the event page: the printed standings (`/print/standings.html`) in a frame as tall as they
 * are, so that no row is hidden in a fixed-height box with a scroll bar of its own (on a phone, a scroll inside a
 * scroll). The frame takes its page's height once loaded and again when the window changes width (rows wrap).
 */
import { h } from './dom.js';

/** Makes `frame` as tall as the page it shows (same origin: the desk's own printout). */
function fitHeight(frame: HTMLIFrameElement): void {
  const page = frame.contentDocument?.documentElement;
  if (page === undefined || page === null) return;
  frame.style.height = `${page.scrollHeight + 2}px`;
}

/** The standings frame showing `src`. */
export function standingsFrame(src: string, title: string): HTMLIFrameElement {
  const frame = h('iframe', { class: 'standings', id: 'standings-frame', src, title });
  frame.addEventListener('load', () => fitHeight(frame));
  const refit = () => {
    if (!frame.isConnected) window.removeEventListener('resize', refit);
    else fitHeight(frame);
  };
  window.addEventListener('resize', refit);
  return frame;
}
