export interface UserActivityTable {
  user_id: number;
  /** yyyy-MM-dd on the person's own calendar (their time zone) when recordActive was called. */
  day: string;
  group_id: string;
  position: number;
  count: number;
  last_seen_at: string;
}
