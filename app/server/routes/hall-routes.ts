/**
 * Every route of the event hall (issue: the hall's screen, players' entry, the round timer, the event info, the
 * blank score sheets, the penalty list, who opened the pages: the judge or a referee), in one list for the desk's server.
 */
import type { Route } from '../router.js';
import { eventInfoRoutes } from './event-info.js';
import { hallScreenRoutes } from './hall.js';
import { penaltyListRoutes } from './penalty-list.js';
import { playerEntryRoutes } from './player-entry.js';
import { roleRoutes } from './role.js';
import { scoreSheetRoutes } from './score-sheets.js';
import { submissionRoutes } from './submissions.js';
import { timerRoutes } from './timer.js';

/** The hall's routes. */
export const hallRoutes: Route[] = [...hallScreenRoutes, ...playerEntryRoutes, ...submissionRoutes, ...timerRoutes, ...eventInfoRoutes, ...scoreSheetRoutes, ...penaltyListRoutes, ...roleRoutes];
