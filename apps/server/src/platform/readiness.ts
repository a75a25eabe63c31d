/**
 * Whether this instance should be sent traffic (GET /readyz). SIGTERM turns it off first, so a
 * load balancer stops routing here while requests already in flight finish.
 */
export interface Readiness {
  draining: boolean;
}

/** How long readiness waits for the database or Redis before it answers "not ready". */
export const READINESS_CHECK_MS = 1000;
