import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error.ts';
import { configureRequest } from '../api/request.ts';
import { fetchUser } from './current-user.ts';
import { clearSession, getSession, startSession } from './session-store.ts';
import { memoryStorage } from './test-storage.ts';
import { testUser } from './test-user.ts';

const answer = (httpStatus: number, body: unknown) => new Response(JSON.stringify(body), { status: httpStatus, headers: { 'Content-Type': 'application/json' } });

describe('the signed-in person without a network', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const kai = testUser({ id: 9, nickName: 'Kai', position: 2, passwordConfirmed: true, baseInfoComplete: true });

  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('fetch', fetchMock);
    configureRequest({ getToken: () => getSession().token, getLanguage: () => 'en', errorText: (key) => key, showError: () => undefined, onUnauthorized: () => undefined });
  });

  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is the person as last loaded in this session when the server cannot be reached', async () => {
    startSession('tok-1', false);
    fetchMock.mockResolvedValueOnce(answer(200, { status: 200, msg: 'ok', data: kai }));
    expect(await fetchUser()).toEqual(kai);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await fetchUser()).toEqual(kai);
  });

  it('is an error when nothing was loaded in this session, and after a new login', async () => {
    startSession('tok-1', false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchUser()).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS });

    fetchMock.mockResolvedValueOnce(answer(200, { status: 200, msg: 'ok', data: kai }));
    await fetchUser();
    startSession('tok-2', false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchUser()).rejects.toBeInstanceOf(ApiError);
  });

  it('never hides an answer of the server behind the kept copy', async () => {
    startSession('tok-1', false);
    fetchMock.mockResolvedValueOnce(answer(200, { status: 200, msg: 'ok', data: kai }));
    await fetchUser();
    fetchMock.mockResolvedValueOnce(answer(200, { status: 404, msg: 'data not found', data: null }));
    await expect(fetchUser()).rejects.toMatchObject({ status: 404 });
  });

  it('is forgotten at logout', async () => {
    startSession('tok-1', false);
    fetchMock.mockResolvedValueOnce(answer(200, { status: 200, msg: 'ok', data: kai }));
    await fetchUser();
    expect(localStorage.getItem('repwise.userInfo')).not.toBeNull();
    clearSession();
    expect(localStorage.length).toBe(0);
  });
});
