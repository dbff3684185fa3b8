/**
 * What the deal forms take from the event's regulation (`GET /api/deal-form`, app/server/deal-form-info.ts): the win
 * flags it reads, its named penalties, Sichuan's progressive scale, the sanctions. Fetched once per page load and
 * kept; a form built before it arrives draws itself again when it does (`whenDealFormInfo`).
 */
import type { DealFormInfo } from '../server/deal-form-info.js';
import { getJson } from './api.js';

export type { DealFormInfo, PenaltyInfo, WinFlagInfo } from '../server/deal-form-info.js';

let info: DealFormInfo | null = null;
let loading: Promise<DealFormInfo | null> | null = null;

/** Starts fetching the information (once); resolves to it, or to null when the server cannot give it. */
export function loadDealFormInfo(): Promise<DealFormInfo | null> {
  loading ??= getJson<DealFormInfo>('/api/deal-form').then((x) => (info = x), () => {
    loading = null; // asked again by the next form
    return null;
  });
  return loading;
}

/** The information if it has arrived. */
export function dealFormInfoNow(): DealFormInfo | null {
  return info;
}

/** Calls `redraw` once the information arrives, when a form was built without it. */
export function whenDealFormInfo(redraw: () => void): void {
  if (info === null) void loadDealFormInfo().then((x) => { if (x !== null) redraw(); });
}
