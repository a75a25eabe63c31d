import { PULL_TO_REFRESH } from '@repwise/domain';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pullDistance, pullRunner, refetchShown } from './pull-refresh.ts';

const { threshold, height, range } = PULL_TO_REFRESH;

describe('pullDistance', () => {
  it('follows the finger nearly one for one at first and never passes the range', () => {
    expect(pullDistance(0, range)).toBe(0);
    expect(pullDistance(-30, range)).toBe(0);
    expect(pullDistance(10, range)).toBeGreaterThan(9.5);
    for (const drag of [100, 300, 1_000, 100_000]) expect(pullDistance(drag, range)).toBeLessThanOrEqual(range);
    expect(pullDistance(100_000, range)).toBe(range);
  });

  it('grows with the drag, ever more slowly (damped)', () => {
    const steps = [0, 50, 100, 150, 200, 300].map((d) => pullDistance(d, range));
    for (let i = 1; i < steps.length; i++) expect(steps[i]!).toBeGreaterThan(steps[i - 1]!);
    expect(steps[2]! - steps[1]!).toBeLessThan(steps[1]! - steps[0]!);
  });

  it('lets a modest pull pass the threshold and reach the head height', () => {
    expect(pullDistance(60, range)).toBeGreaterThan(threshold);
    expect(pullDistance(110, range)).toBeGreaterThan(height);
  });
});

/** A refresh that waits until the test lets it finish, or until it is aborted. */
function controllableRefresh() {
  const calls: { signal: AbortSignal; finish: () => void }[] = [];
  const refresh = (signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      calls.push({ signal, finish: resolve });
    });
  return { calls, refresh };
}

describe('pullRunner', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes once and says so', async () => {
    const { calls, refresh } = controllableRefresh();
    const runner = pullRunner({ refresh, isOnline: () => true, timeoutMs: 1_000 });
    const pulled = runner.pull();
    calls[0]!.finish();
    await expect(pulled).resolves.toBe('refreshed');
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it('a second pull aborts the first, whose end is reported as abandoned', async () => {
    const { calls, refresh } = controllableRefresh();
    const runner = pullRunner({ refresh, isOnline: () => true, timeoutMs: 1_000 });
    const first = runner.pull();
    const second = runner.pull();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    await expect(first).resolves.toBe('abandoned');
    calls[1]!.finish();
    await expect(second).resolves.toBe('refreshed');
  });

  it('leaving the screen abandons the pull in flight', async () => {
    const { calls, refresh } = controllableRefresh();
    const runner = pullRunner({ refresh, isOnline: () => true, timeoutMs: 1_000 });
    const pulled = runner.pull();
    runner.abandon();
    expect(calls[0]!.signal.aborted).toBe(true);
    await expect(pulled).resolves.toBe('abandoned');
  });

  it('offline asks nothing', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const runner = pullRunner({ refresh, isOnline: () => false, timeoutMs: 1_000 });
    await expect(runner.pull()).resolves.toBe('offline');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a refresh slower than the timeout fails and is aborted, so the spinner stops', async () => {
    vi.useFakeTimers();
    const { calls, refresh } = controllableRefresh();
    const runner = pullRunner({ refresh, isOnline: () => true, timeoutMs: 1_000 });
    const pulled = runner.pull();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pulled).resolves.toBe('failed');
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('a refresh that fails says so', async () => {
    const runner = pullRunner({ refresh: () => Promise.reject(new Error('500')), isOnline: () => true, timeoutMs: 1_000 });
    await expect(runner.pull()).resolves.toBe('failed');
  });
});

describe('refetchShown', () => {
  /** A query on screen (an observer subscribed) whose answers the test hands out one by one. */
  function shownQuery(client: QueryClient, key: string) {
    const asked: { signal: AbortSignal; answer: (value: string) => void }[] = [];
    const observer = new QueryObserver(client, {
      queryKey: [key],
      queryFn: ({ signal }) => new Promise<string>((resolve) => asked.push({ signal, answer: resolve })),
      retry: false,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    return { asked, observer, unsubscribe };
  }

  it('reads again every query on screen, not the ones off screen', async () => {
    const client = new QueryClient();
    const user = shownQuery(client, 'user');
    const today = shownQuery(client, 'today');
    user.asked[0]!.answer('Kai');
    today.asked[0]!.answer('nothing today');
    client.setQueryData(['off-screen'], 'old');
    await vi.waitFor(() => expect(today.observer.getCurrentResult().data).toBe('nothing today'));

    const refreshed = refetchShown(client, new AbortController().signal);
    expect(user.asked).toHaveLength(2);
    expect(today.asked).toHaveLength(2);
    user.asked[1]!.answer('Kai');
    today.asked[1]!.answer('Squat day');
    await refreshed;
    expect(today.observer.getCurrentResult().data).toBe('Squat day');
    expect(client.getQueryState(['off-screen'])?.dataUpdateCount).toBe(1);
    user.unsubscribe();
    today.unsubscribe();
  });

  it('an abort cancels the reads in flight (their requests aborted) and keeps what was shown', async () => {
    const client = new QueryClient();
    const today = shownQuery(client, 'today');
    today.asked[0]!.answer('nothing today');
    await vi.waitFor(() => expect(today.observer.getCurrentResult().data).toBe('nothing today'));

    const controller = new AbortController();
    const refreshed = refetchShown(client, controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(today.asked[1]!.signal.aborted).toBe(true);
    await refreshed;
    // Its answer, arriving late, is not applied.
    today.asked[1]!.answer('stale');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(today.observer.getCurrentResult().data).toBe('nothing today');
    expect(today.observer.getCurrentResult().fetchStatus).toBe('idle');
    today.unsubscribe();
  });

  it('a second refresh replaces the first read in flight: only its answer is applied', async () => {
    const client = new QueryClient();
    const today = shownQuery(client, 'today');
    today.asked[0]!.answer('nothing today');
    await vi.waitFor(() => expect(today.observer.getCurrentResult().data).toBe('nothing today'));

    const first = refetchShown(client, new AbortController().signal).catch((e: unknown) => e);
    const second = refetchShown(client, new AbortController().signal);
    expect(today.asked[1]!.signal.aborted).toBe(true);
    today.asked[2]!.answer('Squat day');
    today.asked[1]!.answer('stale');
    await Promise.all([first, second]);
    expect(today.observer.getCurrentResult().data).toBe('Squat day');
    today.unsubscribe();
  });
});
