import 'fake-indexeddb/auto';
import type { UserDto } from '@repwise/contracts';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { configureRequest } from '../../../web/src/api/request.ts';
import { emptyTrainingDb } from '../../../web/src/features/training/test-rows.ts';
import { trainingDb } from '../../../web/src/offline/local-db.ts';
import { getSyncState, requestSync } from '../../../web/src/offline/sync-engine.ts';
import { clearSession, getSession, setUserInfo, startSession } from '../../../web/src/session/session-store.ts';
import { getInfo, type Made } from './factories.ts';
import type { TestApp } from './harness.ts';

/**
 * The phone in a test: the web app's own code (the recorder, the offline store on an in-memory
 * IndexedDB, the sync engine, the request layer) against a real app, its fetch routed to
 * `app.inject`. One phone per worker: the offline store is a module's single database.
 */
export interface Phone {
  /** Points the phone at `server` from its next request on (a restored app, say). */
  reach(server: TestApp): void;
  /** Signs `person` in on the phone, as a login does (the token, then their user info from the server it reaches). */
  signIn(person: Pick<Made, 'token'>): Promise<void>;
  /** One sync (send, then pull) that must end well. */
  sync(): Promise<void>;
  /** The next push reaches the server; its answer waits for `release`. */
  holdNextPushAnswer(): { applied: Promise<void>; release: () => void };
  /** What the phone stored under an IndexedDB meta key (`epoch:<ownerId>`, `cursor:<ownerId>`). */
  meta(key: string): Promise<string | number | undefined>;
}

/**
 * The phone of each test of the surrounding describe: its store emptied before every test,
 * signed out and its fetch given back after it. It reaches `server` unless told otherwise
 * (`reach`); without one it reaches nothing until told.
 */
export function usePhone(server?: TestApp): Phone {
  let reached: TestApp | undefined;
  let hold: { arrived: () => void; answer: Promise<void> } | null = null;

  beforeAll(() => {
    configureRequest({ getToken: () => getSession().token, getLanguage: () => 'en', errorText: (key) => key, showError: () => undefined, onUnauthorized: () => undefined });
  });

  beforeEach(async () => {
    await emptyTrainingDb();
    reached = server;
    hold = null;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (!reached) throw new TypeError('Failed to fetch: the phone reaches no server');
      const held = url.endsWith('/sync/push') ? hold : null;
      if (held) hold = null;
      const res = await reached.app.inject({ method: init.method as 'GET' | 'POST', url, headers: init.headers as Record<string, string>, payload: init.body as string | undefined });
      if (held) {
        held.arrived();
        await held.answer;
      }
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type']) } });
    });
  });

  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    reached = undefined;
  });

  const reaching = (): TestApp => {
    if (!reached) throw new Error('usePhone: the phone reaches no server (reach one first)');
    return reached;
  };

  return {
    reach(next) {
      reached = next;
    },
    async signIn(person) {
      startSession(person.token, false);
      setUserInfo((await getInfo(reaching(), person.token)).data as UserDto);
    },
    async sync() {
      await requestSync();
      expect(getSyncState()).toBe('idle');
    },
    holdNextPushAnswer() {
      let arrived!: () => void;
      let release!: () => void;
      const applied = new Promise<void>((resolve) => (arrived = resolve));
      hold = { arrived, answer: new Promise<void>((resolve) => (release = resolve)) };
      return { applied, release };
    },
    async meta(key) {
      return (await trainingDb()).get('meta', key);
    },
  };
}
