export interface SessionsTable {
  /** sha256 of the token: a leaked table does not leak working tokens. */
  token_hash: string;
  user_id: number;
  created_at: string;
  revoked_at: string | null;
}
