export interface UserActivityTable {
  user_id: number;
  /** yyyy-MM-dd in UTC. */
  day: string;
  group_id: string;
  position: number;
  count: number;
  last_seen_at: string;
}
