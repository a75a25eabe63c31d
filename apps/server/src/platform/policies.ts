/**
 * Who may see whose data. Reads outside these answer "not found", never the data.
 * Teams widen this in a later issue; today a coach sees the trainees linked by invite code.
 */
export interface PersonRef {
  id: number;
  coach_id: number | null;
}

export function canViewProfile(viewerId: number, target: PersonRef): boolean {
  return target.id === viewerId || target.coach_id === viewerId;
}
