/** Whom a plan goes to: trainees by id, whole teams, and tags of the coach's teams. */
export interface Recipients {
  traineeIds: number[];
  squadIds: number[];
  tags: string[];
}

export const NO_RECIPIENTS: Recipients = { traineeIds: [], squadIds: [], tags: [] };

export const hasRecipients = (r: Recipients): boolean => r.traineeIds.length + r.squadIds.length + r.tags.length > 0;

/** Adds the value to the list, or takes it out when it is there. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
