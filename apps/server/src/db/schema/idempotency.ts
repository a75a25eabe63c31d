/** Answers of create requests by idempotency key, so a retried request records nothing twice. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** The route the key was used on: the same key on another route is a client error. */
  route: string;
  /** JSON of the answer's data; null while the first request is still running. */
  response: string | null;
  created_at: string;
}
