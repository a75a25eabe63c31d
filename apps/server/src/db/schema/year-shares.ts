/** A trainee's shared year in review (migration 027): the sha-256 of the link's token, never the token. */
export interface YearSharesTable {
  owner_id: number;
  year: number;
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
}
