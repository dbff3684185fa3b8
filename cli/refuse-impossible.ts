/**
 * Refusing a protocol write that records a hand the regulation makes impossible (`scoring.impossible`: an immediate
 * calling hand won from the wall, an exposed chow in Sichuan, ...): the event is run under its regulation before
 * and after the write, and the `hand/impossible` problems the write adds are its refusal, each at its place. Shared
 * by the desk's writes and `reglament event record|correct`, on top of the regulation-free checks of event-file.ts.
 */
import { evaluateEvent, type EventData, type RegulationIR } from '../runtime/index.js';
import type { EventValidator } from '../store/index.js';
import { newEventProblems, type PlacedEventProblem } from './event-file.js';

/** The impossible hands of an event under its regulation, as placed problems. */
function impossibleHands(ir: RegulationIR, event: EventData): PlacedEventProblem[] {
  return evaluateEvent(ir, event).problems
    .filter((p) => p.code === 'hand/impossible')
    .map((p) => ({ code: 'hand/impossible', path: p.path, message: p.message }));
}

/** The impossible hands `after` has that `before` did not. */
export function newImpossibleHands(ir: RegulationIR, after: EventData, before: EventData): PlacedEventProblem[] {
  const line = (p: PlacedEventProblem) => `${p.path.join('.')}: ${p.message}`;
  const old = new Set(impossibleHands(ir, before).map(line));
  return impossibleHands(ir, after).filter((p) => !old.has(line(p)));
}

/** Refuses a write that adds an event problem (event-file.ts) or an impossible hand under the regulation. */
export function refuseNewProblemsUnder(ir: RegulationIR): EventValidator {
  return (after, before) => [...newEventProblems(after, before), ...newImpossibleHands(ir, after, before)].map((p) => `${p.code}: ${p.message}`);
}
