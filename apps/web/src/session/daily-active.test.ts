import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request.ts';
import { forgetActiveDay, recordActiveToday } from './daily-active.ts';
import { clearSession, getSession, startSession } from './session-store.ts';
import { memoryStorage } from './test-storage.ts';
import { testUser } from './test-user.ts';

const ok = () => new Response(JSON.stringify({ status: 200, msg: 'ok', data: { day: '2026-11-26', count: 1 } }), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('the daily-active ping', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const pings = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/statistics/user/active/recordActive')).map(([url]) => new URL(String(url), 'http://x').searchParams.toString());

  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => ok());
    configureRequest({ getToken: () => getSession().token, getLanguage: () => 'en', errorText: (key) => key, showError: () => undefined, onUnauthorized: () => undefined });
    startSession('tok-1', false);
  });

  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is sent once a calendar day of the person, again the next day, and again after a login', async () => {
    const trainee = testUser({ id: 7, position: 2, timezone: 'Asia/Shanghai' });
    // 15:00 UTC is 23:00 in Shanghai; 16:30 UTC is the next day there.
    recordActiveToday(trainee, new Date('2026-11-26T15:00:00Z'));
    recordActiveToday(trainee, new Date('2026-11-26T15:59:00Z'));
    await vi.waitFor(() => expect(pings()).toHaveLength(1));
    expect(pings()[0]).toBe('groupId=1&position=2');
    recordActiveToday(trainee, new Date('2026-11-26T16:30:00Z'));
    await vi.waitFor(() => expect(pings()).toHaveLength(2));
    forgetActiveDay();
    recordActiveToday(trainee, new Date('2026-11-26T16:31:00Z'));
    await vi.waitFor(() => expect(pings()).toHaveLength(3));
  });

  it('sends no role before one is chosen, and tries again after a failed ping', async () => {
    const newcomer = testUser({ id: 8, position: null });
    fetchMock.mockImplementationOnce(async () => { throw new TypeError('Failed to fetch'); });
    recordActiveToday(newcomer, new Date('2026-11-26T08:00:00Z'));
    await vi.waitFor(() => expect(pings()).toHaveLength(1));
    await vi.waitFor(() => expect(localStorage.getItem('repwise.activeDay')).toBeNull());
    recordActiveToday(newcomer, new Date('2026-11-26T09:00:00Z'));
    await vi.waitFor(() => expect(pings()).toHaveLength(2));
    expect(pings()[1]).toBe('groupId=1');
  });
});
