import type { BodyInput, TemplateOutput } from '@repwise/contracts';
import { SET_GROUP_TYPE, groupKind, type ActionsCon, type RepeatCaseType, type Template, type TemplateAction } from '@repwise/domain';

/** An action as the server answered it: with what its block's cover shows, so no screen asks the library again. */
export interface SavedAction extends TemplateAction {
  readonly gifUrl: string;
  readonly primaryMuscles: readonly string[];
}

/** A block as the server answered it: its cover (spec §9, domain blockCover) worked out by the server. */
export interface SavedBlock extends ActionsCon {
  readonly cover: string;
  readonly actions: readonly SavedAction[];
}

/** A template the server answered: the domain's Template plus who may do what with it. */
export interface SavedTemplate extends Template {
  readonly actionsCons: readonly SavedBlock[];
  readonly id: number;
  readonly official: boolean;
  readonly mine: boolean;
  /** Shown to the owner, and to anyone for official templates. */
  readonly shareCode: string | null;
  readonly updatedAt: string;
}

const zeroOrOne = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const repeatCaseType = (value: number): RepeatCaseType => (value === 1 || value === -1 ? value : 0);

/**
 * The server's answer as the domain's Template. The contract types the codes as plain
 * numbers; the server only writes the domain's values, which are read here.
 */
export function toSavedTemplate(output: TemplateOutput): SavedTemplate {
  return {
    ...output,
    finished: zeroOrOne(output.finished),
    actionsCons: output.actionsCons.map((block) => ({
      ...block,
      finished: zeroOrOne(block.finished),
      actions: block.actions.map((action) => ({
        ...action,
        repeatCases: action.repeatCases.map((repeat) => ({ ...repeat, type: repeatCaseType(repeat.type), side: zeroOrOne(repeat.side) })),
      })),
      exerciseCons: block.exerciseCons.map((group) => ({
        ...group,
        type: SET_GROUP_TYPE[groupKind(group.type)],
        finished: zeroOrOne(group.finished),
        exercises: group.exercises.map((set) => ({ ...set, side: zeroOrOne(set.side) })),
      })),
    })),
  };
}

/** What series.modify takes: the template's own fields; the server works out the rest itself. */
export function toTemplateInput(template: Template, groupId: string): BodyInput<'series.modify'> {
  const { id, name, type, description, units, setIntervalSeconds, exerciseIntervalSeconds, overloadSets, deloadSets, unilateral, copyNameSuffix, finished } = template;
  return {
    id,
    groupId: template.groupId || groupId,
    name,
    type,
    description,
    units,
    setIntervalSeconds,
    exerciseIntervalSeconds,
    overloadSets,
    deloadSets,
    unilateral,
    copyNameSuffix,
    finished,
    actionsCons: template.actionsCons.map((block) => ({
      ...block,
      actions: block.actions.map((action) => ({ ...action, repeatCases: [...action.repeatCases] })),
      exerciseCons: block.exerciseCons.map((group) => ({ ...group, exercises: [...group.exercises] })),
    })),
  };
}
