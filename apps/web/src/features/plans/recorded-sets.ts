import type { TemplateOutput, TrainingDetail } from '@repwise/contracts';

type RecordedSet = TrainingDetail['recorded'][number];

/** The recorded sets per exercise, in the order they were done, each exercise named from the plan's template where it has one. */
export function setsByExercise(recorded: readonly RecordedSet[], template: TemplateOutput | null): { actionId: number; name: string | null; sets: RecordedSet[] }[] {
  const names = new Map(template?.actionsCons.flatMap((block) => block.actions.map((a) => [a.id, a.name] as const)) ?? []);
  const groups = new Map<number, RecordedSet[]>();
  for (const set of [...recorded].sort((a, b) => a.completedAt.localeCompare(b.completedAt))) groups.set(set.actionId, [...(groups.get(set.actionId) ?? []), set]);
  return [...groups].map(([actionId, sets]) => ({ actionId, name: names.get(actionId) ?? null, sets }));
}

/** Whole minutes between start and finish; null while unfinished. */
export function durationMinutes(startedAt: string, finishedAt: string | null): number | null {
  if (!finishedAt) return null;
  return Math.max(0, Math.round((Date.parse(finishedAt) - Date.parse(startedAt)) / 60_000));
}
