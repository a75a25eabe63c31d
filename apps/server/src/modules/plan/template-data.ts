import type { TemplateOutput } from '@repwise/contracts';
import {
  SET_GROUP_TYPE, blockName, groupKind, type ActionsCon, type ExerciseCon, type Flag, type RepeatCase, type RepeatCaseType, type Template, type TemplateExercise,
} from '@repwise/domain';

/**
 * A plan's template as it is stored, once per version (plan_templates.data): the domain's
 * template without what presenting adds. Exercises are ids (their names, units, muscles and
 * media are the library's, read when the plan is read); sets and groups carry no labels
 * (relabel writes them in the reader's language); a block keeps a name only when its author
 * gave it one (otherwise it is named after its exercises when read). Weights are kg.
 */
export type SetData = Omit<TemplateExercise, 'name'>;
export type GroupData = Omit<ExerciseCon, 'name' | 'exercises'> & { readonly exercises: readonly SetData[] };
export interface ActionData {
  readonly id: number;
  readonly repeatCases: readonly RepeatCase[];
}
export type BlockData = Omit<ActionsCon, 'name' | 'actions' | 'exerciseCons'> & {
  /** The block's own name; absent when it is named after its exercises. */
  readonly name?: string;
  readonly actions: readonly ActionData[];
  readonly exerciseCons: readonly GroupData[];
};

export type TemplateTexts = Readonly<Record<string, { readonly name: string; readonly description: string }>>;

export type PlanTemplateData = Omit<Template, 'id' | 'actionsCons'> & {
  /** The template's owner when the plan was made (null: official); the reader's `mine` is worked out from it. */
  readonly ownerId: number | null;
  /** The template's share code (every stored template has one). */
  readonly shareCode: string;
  readonly updatedAt: string;
  /** An official template's texts by language (name and description above are the coach's). */
  readonly texts?: TemplateTexts;
  readonly actionsCons: readonly BlockData[];
};

const flag = (value: number): Flag => (value === 1 ? 1 : 0);
const repeatType = (value: number): RepeatCaseType => (value === 1 || value === -1 ? value : 0);

/** A template as its coach was answered it (series getTemplate), as data; `texts` for an official one. */
export function planTemplateData(template: TemplateOutput, ownerId: number | null, texts?: TemplateTexts): PlanTemplateData {
  return {
    ownerId,
    shareCode: template.shareCode ?? '',
    updatedAt: template.updatedAt,
    groupId: template.groupId,
    name: template.name,
    description: template.description,
    ...(texts ? { texts } : {}),
    type: template.type,
    units: template.units,
    setIntervalSeconds: template.setIntervalSeconds,
    exerciseIntervalSeconds: template.exerciseIntervalSeconds,
    overloadSets: template.overloadSets,
    deloadSets: template.deloadSets,
    unilateral: template.unilateral,
    copyNameSuffix: template.copyNameSuffix,
    finished: flag(template.finished),
    actionsCons: template.actionsCons.map((block) => ({
      actionsConId: block.actionsConId,
      ...(block.name === blockName(block.actions) ? {} : { name: block.name }),
      type: block.type,
      restSeconds: block.restSeconds,
      finished: flag(block.finished),
      actions: block.actions.map((a) => ({ id: a.id, repeatCases: a.repeatCases.map((c) => ({ id: c.id, type: repeatType(c.type), side: flag(c.side), intervalSeconds: c.intervalSeconds })) })),
      exerciseCons: block.exerciseCons.map((group) => ({
        exerciseConId: group.exerciseConId,
        type: SET_GROUP_TYPE[groupKind(group.type)],
        restSeconds: group.restSeconds,
        finished: flag(group.finished),
        exercises: group.exercises.map((set) => ({
          id: set.id,
          side: flag(set.side),
          intervalSeconds: set.intervalSeconds,
          actionId: set.actionId,
          actionRepeatCaseId: set.actionRepeatCaseId,
          intensityCountLeft: set.intensityCountLeft,
          intensityCountRight: set.intensityCountRight,
          quantityCount: set.quantityCount,
        })),
      })),
    })),
  };
}

/**
 * The domain template of the data, before the library and the reader's language are applied:
 * exercises without names or media, sets and groups without labels, derived block names empty.
 */
export function bareTemplate(data: PlanTemplateData, templateId: number, texts: { name: string; description: string }): Template {
  const { ownerId: _owner, shareCode: _code, updatedAt: _updated, texts: _texts, actionsCons, ...fields } = data;
  return {
    ...fields,
    ...texts,
    id: templateId,
    actionsCons: actionsCons.map((block) => ({
      ...block,
      name: block.name ?? '',
      actions: block.actions.map((a) => ({
        id: a.id, name: '', iconPath: '', gifPath: '', intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' }, repeatCases: a.repeatCases,
      })),
      exerciseCons: block.exerciseCons.map((group) => ({ ...group, name: '', exercises: group.exercises.map((set) => ({ ...set, name: '' })) })),
    })),
  };
}
