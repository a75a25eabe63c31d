/** Answers of create requests by idempotency key, so a retried request records nothing twice. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** The route the key was used on: the same key on another route is a client error. */
  route: string;
  /** sha256 of the request's input: the same key with another input is a client error. */
  fingerprint: string;
  /** JSON of the answer's data, committed in the same transaction as the work itself. */
  response: string;
  created_at: string;
  /** After this the key is forgotten (and removed by the janitor). */
  expires_at: string;
}
