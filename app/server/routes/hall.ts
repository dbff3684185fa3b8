/**
 * The hall's screen: `GET /hall` (the page, for a projector; it refreshes by itself) and `GET /hall/state` (its
 * JSON: seating, standings, timer, time rules), both read-only and open without the judge's token; `GET
 * /hall/qr.svg?for=hall|play` (a QR code of the desk's address on the hall's network: the hall's screen or the
 * players' entry page) and `GET /api/hall/addresses` (those addresses, for the desk; for the judge also the
 * referee's address with its token and QR code).
 */
import encodeQR from 'qr';
import { HttpError, sendJson, sendText } from '../http.js';
import { hallOf, lanOrigins } from '../hall-context.js';
import { hallState } from '../hall-state.js';
import { langOf } from '../query-params.js';
import type { Route } from '../router.js';
import { sendPage } from '../static-files.js';

/** The pages a QR code may lead to. */
const QR_TARGETS = { hall: '/hall', play: '/play' } as const;

/** The hall's addresses on the network: the screen and the players' page, one per address of the computer. */
function addresses(origins: readonly string[]): { lan: boolean; hall: string[]; play: string[] } {
  return { lan: origins.length > 0, hall: origins.map((o) => `${o}${QR_TARGETS.hall}`), play: origins.map((o) => `${o}${QR_TARGETS.play}`) };
}

/** The hall routes. */
export const hallScreenRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/hall$/,
    public: true,
    handle({ res }) {
      sendPage(res, 'hall.html');
    },
  },
  {
    method: 'GET',
    path: /^\/hall\/state$/,
    public: true,
    handle({ ctx, res }) {
      sendJson(res, 200, hallState(ctx));
    },
  },
  {
    method: 'GET',
    path: /^\/hall\/qr\.svg$/,
    public: true,
    handle({ ctx, res, url }) {
      const ru = langOf(ctx, url) === 'ru';
      const target = url.searchParams.get('for') ?? 'hall';
      if (target !== 'hall' && target !== 'play') throw new HttpError(400, { error: ru ? 'for= — hall или play' : 'for= is hall or play' });
      const n = Number(url.searchParams.get('n') ?? '0');
      const list = addresses(lanOrigins(hallOf(ctx).listening))[target];
      const address = list[Number.isInteger(n) && n >= 0 ? n : 0];
      if (address === undefined) throw new HttpError(404, {
        error: ru ? 'стол судьи не в сети зала (он открыт только на 127.0.0.1): запустите его с --host' : 'the desk is not on the hall\'s network (it listens on 127.0.0.1): start it with --host',
      });
      sendText(res, 200, 'image/svg+xml', encodeQR(address, 'svg', { ecc: 'medium', border: 2 }));
    },
  },
  {
    method: 'GET',
    path: /^\/api\/hall\/addresses$/,
    handle({ ctx, res, role }) {
      const listening = hallOf(ctx).listening;
      const origins = lanOrigins(listening);
      // The referee's address carries the referee's token: for the judge only, its QR code drawn here (the public
      // /hall/qr.svg never encodes a token).
      const token = role === 'judge' ? listening?.refereeToken : undefined;
      const referee = token === undefined ? [] : origins.map((o) => {
        const url = `${o}/?token=${token}`;
        return { url, qr: `data:image/svg+xml;base64,${Buffer.from(encodeQR(url, 'svg', { ecc: 'medium', border: 2 })).toString('base64')}` };
      });
      sendJson(res, 200, { ...addresses(origins), referee });
    },
  },
];
