/**
 * The hand last scored on the score page, kept in the browser (another tab of the desk sees it too) so that the deal
 * form can take it for a player's hand instead of typing it again.
 */
const KEY = 'reglament.scoredHand';

/** Keeps the hand being scored (nothing when empty). */
export function rememberScoredHand(hand: string): void {
  try {
    if (hand !== '') localStorage.setItem(KEY, hand);
  } catch {
    // A browser that keeps nothing (private mode): the judge types the hand.
  }
}

/** The hand last scored, or null. */
export function scoredHand(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
