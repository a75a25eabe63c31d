import type { SetFields, TemplateOutput } from '@repwise/contracts';
import {
  DEFAULT_INTERVAL_SECONDS, DEFAULT_REST_SECONDS, SET_GROUP_TYPE, currentBlockIndex, e1rm, isWeightIntensity, newRecords, setVolumeKg, takesPlates, type NewRecord, type ProgressSet,
} from '@repwise/domain';
import type { PlannedBlock, PlannedGroup, PlannedSet, SetType } from '../../offline/planned.ts';

/** A recorded set as the plan needs it. */
export interface RecordedSet {
  readonly id: string;
  readonly fields: SetFields;
  readonly deleted: boolean;
}

const SET_TYPES: Record<number, SetType> = {
  [SET_GROUP_TYPE.normal]: 'normal',
  [SET_GROUP_TYPE.warmup]: 'warmup',
  [SET_GROUP_TYPE.stretch]: 'stretch',
  [SET_GROUP_TYPE.decrease]: 'decrease',
  [SET_GROUP_TYPE.increase]: 'increase',
};

const REPS_KEYS = ['reps', 'times', 'count'];

/** A template (a saved one, or the plan's copy of a scheduled session) as a session's plan. */
export function planFromTemplate(template: Pick<TemplateOutput, 'actionsCons'>): PlannedBlock[] {
  return template.actionsCons.map((block) => {
    const actions = new Map(block.actions.map((a) => [a.id, a]));
    return {
      key: block.actionsConId,
      name: block.name || block.actions.map((a) => a.name).join(' + '),
      groups: block.exerciseCons.map((group) => ({
        key: group.exerciseConId,
        restSeconds: group.restSeconds ?? DEFAULT_REST_SECONDS,
        sets: group.exercises.map((set) => {
          const action = actions.get(set.actionId);
          const weighted = action ? isWeightIntensity(action) : true;
          const counted = action ? REPS_KEYS.includes(action.quantityUnit.key) : true;
          return {
            actionId: set.actionId,
            actionName: action?.name ?? '',
            setType: SET_TYPES[group.type] ?? 'normal',
            unilateral: set.side === 1,
            weighted,
            barbell: weighted && takesPlates(action?.equipment),
            plannedWeightKg: weighted ? set.intensityCountLeft : null,
            plannedReps: counted ? set.quantityCount : null,
            intervalSeconds: set.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS,
          };
        }),
      })),
    };
  });
}

/** A new block for exercises added during the session: one group of `sets` rounds, the actions alternating. */
export function blockForActions(key: string, actions: readonly { id: number; name: string; equipment?: string }[], sets: number): PlannedBlock {
  const round = actions.map((a) => ({
    actionId: a.id, actionName: a.name, setType: 'normal' as const, unilateral: false, weighted: true, barbell: takesPlates(a.equipment), plannedWeightKg: null, plannedReps: null, intervalSeconds: DEFAULT_INTERVAL_SECONDS,
  }));
  return { key, name: actions.map((a) => a.name).join(' + '), groups: [{ key: `${key}-g1`, restSeconds: DEFAULT_REST_SECONDS, sets: Array.from({ length: sets }, () => round).flat() }] };
}

/**
 * Each planned set of a group with the recorded set that did it: the nth recorded set of an
 * action (in the order they were completed) does the nth planned set of that action. Sets
 * recorded beyond the plan (two phones doing the same set offline) are `extra`: kept, shown.
 */
export function matchGroup(block: PlannedBlock, group: PlannedGroup, recorded: readonly RecordedSet[]): { slots: (RecordedSet | undefined)[]; extra: RecordedSet[] } {
  const mine = recorded
    .filter((s) => !s.deleted && s.fields.blockId === block.key && s.fields.groupId === group.key)
    .sort((a, b) => a.fields.completedAt.localeCompare(b.fields.completedAt) || a.id.localeCompare(b.id));
  const byAction = new Map<number, RecordedSet[]>();
  for (const set of mine) byAction.set(set.fields.actionId, [...(byAction.get(set.fields.actionId) ?? []), set]);
  const slots = group.sets.map((planned) => byAction.get(planned.actionId)?.shift());
  return { slots, extra: [...byAction.values()].flat() };
}

/** A group is finished when all its sets are done or the person finished it early. */
export function groupFinished(block: PlannedBlock, group: PlannedGroup, recorded: readonly RecordedSet[], closedGroups: readonly string[]): boolean {
  return closedGroups.includes(group.key) || matchGroup(block, group, recorded).slots.every(Boolean);
}

export function currentBlock(plan: readonly PlannedBlock[], recorded: readonly RecordedSet[], closedGroups: readonly string[], chosen: number | null): number {
  const finished = plan.map((block) => new Set(block.groups.filter((g) => groupFinished(block, g, recorded, closedGroups)).map((g) => g.key)));
  const blocks = plan.map((block, i) => ({ groups: block.groups.map((g) => finished[i]?.has(g.key) ?? false) }));
  return currentBlockIndex(blocks, (done) => done, chosen);
}

/** "Set x of y": the next set to do among all the planned sets (x = y + 1 when all are done). */
export function setPosition(plan: readonly PlannedBlock[], recorded: readonly RecordedSet[]): { done: number; total: number } {
  let done = 0;
  let total = 0;
  for (const block of plan) {
    for (const group of block.groups) {
      const { slots } = matchGroup(block, group, recorded);
      total += slots.length;
      done += slots.filter(Boolean).length;
    }
  }
  return { done, total };
}

export function totalSets(plan: readonly PlannedBlock[]): number {
  return plan.reduce((n, b) => n + b.groups.reduce((m, g) => m + g.sets.length, 0), 0);
}

export interface SessionSummary {
  sets: number;
  volumeKg: number;
  /** Every action done, by its heaviest set (more reps break a tie); its e1RM where the formula applies (≤ 12 reps), else null. */
  best: { actionId: number; weightKg: number; reps: number; e1rmKg: number | null }[];
  /** The personal records the session set, every kind (domain newRecords: working sets only, against every earlier set). */
  records: NewRecord[];
}

/** The reps that count for a set: the better side of a unilateral one. */
const repsOf = (s: SetFields) => Math.max(s.reps, s.repsRight ?? 0);

/** A set as the domain's figures read it (the phone's sets carry no id here: their order stands in). */
const asProgressSet = (s: SetFields, i: number): ProgressSet => ({ ...s, id: String(i).padStart(8, '0'), repsRight: s.repsRight ?? null });

/** The finishing summary (spec issue 12 point 5, issue 24 point 6, issue 25 point 6): sets, volume, every action's heaviest set, and the new records of every kind against `earlier` sets. */
export function summarise(sets: readonly SetFields[], earlier: readonly SetFields[]): SessionSummary {
  const heaviest = new Map<number, SessionSummary['best'][number]>();
  for (const s of sets) {
    const current = heaviest.get(s.actionId);
    const reps = repsOf(s);
    if (!current || s.weightKg > current.weightKg || (s.weightKg === current.weightKg && reps > current.reps)) {
      heaviest.set(s.actionId, { actionId: s.actionId, weightKg: s.weightKg, reps, e1rmKg: e1rm(s.weightKg, reps) });
    }
  }
  const records = newRecords(sets.map(asProgressSet), earlier.map(asProgressSet));
  return { sets: sets.length, volumeKg: sets.reduce((v, s) => v + setVolumeKg({ ...s, repsRight: s.repsRight ?? null }), 0), best: [...heaviest.values()], records };
}

export type StartRefusal = 'noExercises' | 'beforeDate';

/** Spec §5: training cannot start without exercises or before its date. */
export function startRefusal(plan: readonly PlannedBlock[], today: string, date: string | null = null): StartRefusal | null {
  if (date !== null && today < date) return 'beforeDate';
  return totalSets(plan) === 0 ? 'noExercises' : null;
}

/** A plan made from recorded sets alone: for a session another device started when its template cannot be read here. */
export function planFromRecorded(recorded: readonly RecordedSet[], actionName: (id: number) => string): PlannedBlock[] {
  const blocks = new Map<string, Map<string, PlannedSet[]>>();
  const ordered = [...recorded].filter((s) => !s.deleted).sort((a, b) => a.fields.completedAt.localeCompare(b.fields.completedAt));
  for (const { fields } of ordered) {
    const groups = blocks.get(fields.blockId) ?? new Map<string, PlannedSet[]>();
    blocks.set(fields.blockId, groups);
    groups.set(fields.groupId, [
      ...(groups.get(fields.groupId) ?? []),
      {
        actionId: fields.actionId, actionName: actionName(fields.actionId), setType: fields.setType, unilateral: fields.repsRight !== null && fields.repsRight !== undefined,
        weighted: true, plannedWeightKg: fields.plannedWeightKg ?? null, plannedReps: fields.plannedReps ?? null, intervalSeconds: DEFAULT_INTERVAL_SECONDS,
      },
    ]);
  }
  return [...blocks].map(([key, groups]) => ({
    key,
    name: [...new Set([...groups.values()].flat().map((s) => s.actionName))].join(' + '),
    groups: [...groups].map(([groupKey, sets]) => ({ key: groupKey, restSeconds: DEFAULT_REST_SECONDS, sets })),
  }));
}
