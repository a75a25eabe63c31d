import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../kv/index.ts';

/** A web sign-in the server started: which provider, and the nonce Apple's token must carry back. */
export interface WebSignInState {
  provider: 'qq' | 'apple';
  nonce: string;
}

/** Long enough to sign in at QQ or Apple (a password, a second factor), short enough to be useless when leaked later. */
export const WEB_STATE_TTL_MS = 10 * 60_000;

const KEY = (state: string) => `social-web:state:${state}`;
const random = () => randomBytes(24).toString('base64url');

/**
 * The `state` of a web sign-in (OAuth 2.0 §10.12, against login CSRF) and Apple's `nonce`
 * (against a replayed identity token): random, kept in the key-value store for ten minutes,
 * and taken on first use, so a state answers once and a forged, expired or replayed one never.
 */
export function webSignInStates(store: KeyValueStore) {
  return {
    async start(provider: WebSignInState['provider']): Promise<{ state: string; nonce: string }> {
      const state = random();
      const nonce = random();
      await store.set(KEY(state), JSON.stringify({ provider, nonce } satisfies WebSignInState), WEB_STATE_TTL_MS);
      return { state, nonce };
    },

    /** The sign-in `state` started, used up; null when it was never made, has expired or was used. */
    async take(state: string): Promise<WebSignInState | null> {
      const stored = await store.take(KEY(state));
      return stored === null ? null : (JSON.parse(stored) as WebSignInState);
    },
  };
}

export type WebSignInStates = ReturnType<typeof webSignInStates>;
