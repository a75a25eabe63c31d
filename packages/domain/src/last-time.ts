/**
 * "Last time" on the training screen (issue 24 point 4): what the trainee did before at this
 * point of the session. Pure, so the rule is tested apart from where the sets are read (the
 * phone's own copy, which works offline).
 */

/** A recorded set as far as "last time" cares. */
export interface PastSet {
  readonly id: string;
  readonly sessionId: string;
  readonly actionId: number;
  readonly weightKg: number;
  readonly reps: number;
  readonly repsRight?: number | null;
  readonly completedAt: string;
  readonly deleted?: boolean;
}

export interface PastSession {
  readonly id: string;
  readonly startedAt: string;
  readonly deleted?: boolean;
}

/**
 * How many of the latest sessions with the exercise its "best recent set" is taken from:
 * recent enough to still be within reach, more than one so a light day does not hide it.
 */
export const RECENT_SESSIONS = 3;

export interface LastTime<S extends PastSet> {
  readonly set: S;
  /** The same set position of the latest earlier session with the exercise, or the best set of the recent ones. */
  readonly kind: 'samePosition' | 'bestRecent';
}

const byCompletion = (a: PastSet, b: PastSet) => a.completedAt.localeCompare(b.completedAt) || a.id.localeCompare(b.id);

/** Heavier wins; at the same weight more reps (the better side of a unilateral set), then the later set. */
function better(a: PastSet, b: PastSet): boolean {
  const repsA = Math.max(a.reps, a.repsRight ?? 0);
  const repsB = Math.max(b.reps, b.repsRight ?? 0);
  if (a.weightKg !== b.weightKg) return a.weightKg > b.weightKg;
  if (repsA !== repsB) return repsA > repsB;
  return byCompletion(a, b) > 0;
}

/**
 * The set to show as "last time" for the `position`-th set (1-based) of an action in the
 * session `current`: the `position`-th set of that action (in the order they were done) of
 * the latest earlier session that has the action; when that session had fewer sets of it,
 * the best set (heaviest, then most reps) of the RECENT_SESSIONS latest sessions with it.
 * Only sessions started before `current` count, never `current` itself; deleted sessions and
 * sets do not count. Null when the action was never done before.
 */
export function lastTimeSet<S extends PastSet>(
  actionId: number,
  position: number,
  current: Pick<PastSession, 'id' | 'startedAt'>,
  sessions: readonly PastSession[],
  sets: readonly S[],
): LastTime<S> | null {
  const earlier = new Map(
    sessions.filter((s) => !s.deleted && s.id !== current.id && s.startedAt < current.startedAt).map((s) => [s.id, s]),
  );
  const bySession = new Map<string, S[]>();
  for (const set of sets) {
    if (set.deleted || set.actionId !== actionId || !earlier.has(set.sessionId)) continue;
    bySession.set(set.sessionId, [...(bySession.get(set.sessionId) ?? []), set]);
  }
  const latestFirst = [...bySession.keys()].sort((a, b) => earlier.get(b)!.startedAt.localeCompare(earlier.get(a)!.startedAt));
  const [latest] = latestFirst;
  if (latest === undefined) return null;
  const same = [...bySession.get(latest)!].sort(byCompletion)[position - 1];
  if (same) return { set: same, kind: 'samePosition' };
  const recent = latestFirst.slice(0, RECENT_SESSIONS).flatMap((id) => bySession.get(id)!);
  const best = recent.reduce((a, b) => (better(b, a) ? b : a));
  return { set: best, kind: 'bestRecent' };
}
