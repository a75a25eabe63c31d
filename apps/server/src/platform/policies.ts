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

/** Official exercises are everyone's to read; custom ones are their owner's. */
export function canViewExercise(viewerId: number, exercise: { owner_id: number | null }): boolean {
  return exercise.owner_id === null || exercise.owner_id === viewerId;
}

/** Only the owner changes a custom exercise; official ones change only through the seed. */
export function canEditExercise(viewerId: number, exercise: { owner_id: number | null }): boolean {
  return exercise.owner_id !== null && exercise.owner_id === viewerId;
}

/** Official templates are everyone's to read; a person's own are theirs (others use the share link). */
export function canViewTemplate(viewerId: number, template: { owner_id: number | null }): boolean {
  return template.owner_id === null || template.owner_id === viewerId;
}

/** Only the owner changes a template; official ones only operators. */
export function canEditTemplate(viewer: { id: number; isOperator: boolean }, template: { owner_id: number | null }): boolean {
  return template.owner_id === null ? viewer.isOperator : template.owner_id === viewer.id;
}
