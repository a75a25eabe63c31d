import type { TemplateOutput, TrainingDetail } from '@repwise/contracts';

type RecordedSet = TrainingDetail['recorded'][number];

type NamedTraining = Pick<TrainingDetail, 'recorded' | 'exercises'> & { planned: { template: TemplateOutput } | null };

/** A training's exercises by id, named as the library names them for the reader, else as the plan's template did. */
export function exerciseNamesOf(training: NamedTraining): Map<number, string> {
  const fromTemplate = training.planned?.template.actionsCons.flatMap((block) => block.actions.map((a) => [a.id, a.name] as const)) ?? [];
  return new Map([...fromTemplate, ...training.exercises.map((e) => [e.id, e.name] as const)]);
}

/**
 * The recorded sets per exercise, in the order they were done, each exercise named as the
 * library names it for the reader, else as the plan's template did (null: known to neither).
 */
export function setsByExercise(training: NamedTraining): { actionId: number; name: string | null; sets: RecordedSet[] }[] {
  const names = exerciseNamesOf(training);
  const groups = new Map<number, RecordedSet[]>();
  for (const set of [...training.recorded].sort((a, b) => a.completedAt.localeCompare(b.completedAt))) groups.set(set.actionId, [...(groups.get(set.actionId) ?? []), set]);
  return [...groups].map(([actionId, sets]) => ({ actionId, name: names.get(actionId) ?? null, sets }));
}
