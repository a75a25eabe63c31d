/** A training of the coach's feed that the coach has opened (migration 025); absent: unread. */
export interface CoachFeedReadsTable {
  coach_id: number;
  training_id: string;
  read_at: string;
}
