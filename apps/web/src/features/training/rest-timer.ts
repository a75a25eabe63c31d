/**
 * The rest timer is stored as the moment it ends (restEndsAt, ms since the epoch), not as a
 * count: after the screen locks, the tab is killed or the page reloads, what remains is
 * worked out again from the clock and is right.
 */

export const REST_STEP_SECONDS = 15;

/** Whole seconds left, 0 once it has ended or when none runs. */
export function restRemaining(restEndsAt: number | null, now: number): number {
  return restEndsAt === null ? 0 : Math.max(0, Math.ceil((restEndsAt - now) / 1000));
}

/** The end after +15 s / −15 s; never before now, so −15 s near the end simply ends it. */
export function adjustRest(restEndsAt: number, now: number, deltaSeconds: number): number {
  return Math.max(now, restEndsAt + deltaSeconds * 1000);
}

export function startRest(now: number, seconds: number): number {
  return now + Math.max(0, seconds) * 1000;
}
