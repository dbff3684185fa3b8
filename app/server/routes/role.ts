/**
 * `GET /api/role`: who opened the desk's pages, the judge or a referee (the referee's token, see referee.ts), so
 * that a referee's pages show only what a referee may do instead of offering the judge's buttons and refusing them.
 */
import { sendJson } from '../http.js';
import { REFEREE_ENTRY_KINDS } from '../referee.js';
import type { Route } from '../router.js';

/** The role's route. */
export const roleRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/role$/,
    handle({ res, role }) {
      sendJson(res, 200, role === 'referee' ? { role, entryKinds: REFEREE_ENTRY_KINDS } : { role });
    },
  },
];
