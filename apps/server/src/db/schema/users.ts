import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  mobile: string;
  password_hash: string | null;
  nick_name: string | null;
  avatar: string | null;
  /** 1 coach, 2 player; null until chosen at first login. */
  position: number | null;
  sex: number | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  chest: number | null;
  waist: number | null;
  hip: number | null;
  email: string | null;
  /** The coach's code this trainee entered. */
  invite_code: string | null;
  coach_id: number | null;
  /** A coach's own code to hand to trainees. */
  my_invite_code: string | null;
  /** A trainee's own code (their QR code): a coach who has it can add them to a team. */
  member_code: string | null;
  base_info_at: string | null;
  /** Set by user/unsubscribe: the row is anonymised and its number free to register again. */
  deactivated_at: string | null;
  /** How weights are shown to the person: 'kg' or 'lbs' (stored weights are always kg). */
  units: Generated<string>;
  /** 1: the person keeps their body data from their coaches (member statistics show none). */
  body_data_hidden: Generated<number>;
  /** When the person became an operator (issue 27 §3); null: not one. */
  operator_since: string | null;
  /** Who granted it; null when OPERATOR_MOBILES made them one. */
  operator_granted_by: number | null;
  /** IANA name, e.g. Asia/Shanghai: the person's calendar (issue 23). */
  timezone: Generated<string>;
  created_at: string;
  updated_at: string;
}
