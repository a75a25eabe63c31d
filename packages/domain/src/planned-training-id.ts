/**
 * The id of the training that does a scheduled session (issue 23: one training per session).
 * Every phone derives the same id from the session, so two phones that start it offline write
 * into one training, and their sets meet there after both sync; the server refuses any other
 * id for a new training of a session. UUIDv7-shaped, so it passes where a phone's ids do: the
 * time bits are zero (no phone made it at a moment) and the last 48 bits hold the session id.
 */
const MAX_SESSION_ID = 2 ** 48 - 1;

export function plannedTrainingId(planSessionId: number): string {
  if (!Number.isSafeInteger(planSessionId) || planSessionId < 1 || planSessionId > MAX_SESSION_ID) {
    throw new RangeError(`not a scheduled session id: ${planSessionId}`);
  }
  return `00000000-0000-7000-8000-${planSessionId.toString(16).padStart(12, '0')}`;
}
