import type { Query, QueryClient } from '@tanstack/react-query';
import { loadWithin } from './load-within.ts';

/** Spec §9's pull-to-refresh: released past `threshold` it refreshes, holding at `height`; the head never goes past `range`. */
export interface PullLimits {
  readonly threshold: number;
  readonly height: number;
  readonly range: number;
}

/**
 * How far the head follows a finger that moved `dragPx` down: one for one at first, then ever
 * more reluctantly, never past `range` (a rubber band, as a phone's own lists pull). The curve
 * starts at slope 1 and approaches `range`.
 */
export function pullDistance(dragPx: number, range: number): number {
  if (dragPx <= 0) return 0;
  return Math.min(range, range * (1 - Math.exp(-dragPx / range)));
}

/** How a pull ended: read again; not tried (no network); abandoned (pulled again, screen left); failed or too slow. */
export type PullOutcome = 'refreshed' | 'offline' | 'abandoned' | 'failed';

export interface PullRunner {
  /** Abandons the pull in flight, if any, and starts another. */
  pull: () => Promise<PullOutcome>;
  /** Abandons the pull in flight (the screen is left). */
  abandon: () => void;
}

interface PullRunnerOptions {
  /** Reads the screen's data again; must stop when the signal aborts. */
  readonly refresh: (signal: AbortSignal) => Promise<unknown>;
  readonly isOnline: () => boolean;
  /** A refresh still running after this long fails (and is abandoned), so no spinner turns forever. */
  readonly timeoutMs: number;
}

/**
 * One pull at a time: a new pull or leaving the screen aborts the one in flight, whose result
 * is then never applied; offline nothing is asked and what is shown stays.
 */
export function pullRunner({ refresh, isOnline, timeoutMs }: PullRunnerOptions): PullRunner {
  let current: AbortController | null = null;
  const abandon = () => {
    current?.abort();
    current = null;
  };
  const pull = async (): Promise<PullOutcome> => {
    abandon();
    if (!isOnline()) return 'offline';
    const controller = new AbortController();
    current = controller;
    // Settles at once on abort, whether or not refresh itself listens.
    const abandoned = new Promise<void>((resolve) => controller.signal.addEventListener('abort', () => resolve(), { once: true }));
    try {
      await loadWithin(Promise.race([refresh(controller.signal), abandoned]), timeoutMs);
      return controller.signal.aborted ? 'abandoned' : 'refreshed';
    } catch {
      if (controller.signal.aborted) return 'abandoned';
      // Too slow or failed: whatever is still asked is asked no longer.
      controller.abort();
      return 'failed';
    } finally {
      if (current === controller) current = null;
    }
  };
  return { pull, abandon };
}

/**
 * Reads again every query the screen shows (those with a mounted observer), not just one of
 * them; an abort cancels exactly those, each keeping the data it had. A query already being
 * read is read afresh (TanStack's cancelRefetch).
 */
export async function refetchShown(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  const shown = new Set<Query>(queryClient.getQueryCache().findAll({ type: 'active' }));
  const mine = { predicate: (query: Query) => shown.has(query) };
  const cancel = () => void queryClient.cancelQueries(mine);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    // A query that fails makes the pull fail (and say so) rather than end as if all were fresh.
    await queryClient.refetchQueries(mine, { throwOnError: true });
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
