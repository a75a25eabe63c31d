import type { Generated } from 'kysely';

export interface SocialIdentitiesTable {
  id: Generated<number>;
  /** 'qq' or 'apple'. */
  provider: string;
  /** The QQ openid or Apple user identifier. */
  subject: string;
  user_id: number;
  created_at: string;
}
