import { api } from '../../api/request.ts';
import type { LocalSession } from '../../offline/local-db.ts';
import type { PlannedBlock } from '../../offline/planned.ts';
import { planFromRecorded, planFromTemplate } from './plan.ts';
import { createSession, localDateOf, localTimezone, readSession, updateLocal } from './recorder.ts';
import { requestSync, startSync } from '../../offline/sync-engine.ts';

export interface SessionStart {
  ownerId: number;
  name: string;
  plan: readonly PlannedBlock[];
  planSessionId?: number | null;
  templateId?: number | null;
  /** A past session: its start and end, as the person gave them. */
  past?: { startedAt: Date; finishedAt: Date };
}

/** Starts a session now (or records a past one): saved on this phone first, then sent. */
export async function startSession({ ownerId, name, plan, planSessionId = null, templateId = null, past }: SessionStart): Promise<LocalSession> {
  startSync();
  const startedAt = past?.startedAt ?? new Date();
  const session = await createSession({
    ownerId,
    plan,
    backfillEnd: past ? past.finishedAt.toISOString() : null,
    fields: { planSessionId, templateId, name, startedAt: startedAt.toISOString(), finishedAt: null, timezone: localTimezone(), localDate: localDateOf(startedAt), rating: null, comment: null },
  });
  void requestSync();
  return session;
}

/**
 * The plan of a session another device started (sync/pull brings its rows, not its plan): its
 * scheduled session's copy, else its template, else what was recorded so far.
 */
export async function resolvePlan(session: LocalSession): Promise<void> {
  let plan: PlannedBlock[] | null = null;
  try {
    if (session.fields.planSessionId) {
      const { today } = await api('training.today', { query: { date: session.fields.localDate } });
      const scheduled = today.find((s) => s.id === session.fields.planSessionId);
      if (scheduled) plan = planFromTemplate(scheduled.template);
    }
    if (!plan && session.fields.templateId) plan = planFromTemplate(await api('series.get', { query: { id: session.fields.templateId } }));
  } catch {
    // Offline or no longer readable: what was recorded is still shown.
  }
  if (!plan) {
    const { sets } = await readSession(session.id);
    plan = planFromRecorded(sets, () => '');
  }
  await updateLocal(session.id, { plan });
}
