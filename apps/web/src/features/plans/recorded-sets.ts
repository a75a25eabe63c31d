import type { TemplateOutput, TrainingDetail } from '@repwise/contracts';

type RecordedSet = TrainingDetail['recorded'][number];

/**
 * The recorded sets per exercise, in the order they were done, each exercise named as the
 * library names it for the reader, else as the plan's template did (null: known to neither).
 */
export function setsByExercise(training: Pick<TrainingDetail, 'recorded' | 'exercises'> & { planned: { template: TemplateOutput } | null }): { actionId: number; name: string | null; sets: RecordedSet[] }[] {
  const fromTemplate = training.planned?.template.actionsCons.flatMap((block) => block.actions.map((a) => [a.id, a.name] as const)) ?? [];
  const names = new Map([...fromTemplate, ...training.exercises.map((e) => [e.id, e.name] as const)]);
  const groups = new Map<number, RecordedSet[]>();
  for (const set of [...training.recorded].sort((a, b) => a.completedAt.localeCompare(b.completedAt))) groups.set(set.actionId, [...(groups.get(set.actionId) ?? []), set]);
  return [...groups].map(([actionId, sets]) => ({ actionId, name: names.get(actionId) ?? null, sets }));
}

/** Whole minutes between start and finish; null while unfinished. */
export function durationMinutes(startedAt: string, finishedAt: string | null): number | null {
  if (!finishedAt) return null;
  return Math.max(0, Math.round((Date.parse(finishedAt) - Date.parse(startedAt)) / 60_000));
}
