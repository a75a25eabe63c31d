import { DEFAULT_BLOCK_TYPE, DEFAULT_REST_SECONDS } from '../constants.ts';
import type { Language } from '../dictionaries.ts';
import { limitValue, quantityLimit, storedIntensityLimit } from './limits.ts';
import { blockName, ensureRepeatCase, newRound, newSet, placeAction, repeatCaseTypeFor, roundInterval } from './rounds.ts';
import { fail, ok, findBlockIndex, freshIds, replaceAt, settle, withBlock } from './tree.ts';
import {
  REPEAT_CASE_TYPE, SET_GROUP_TYPE, groupKind, type ActionsCon, type ExerciseCon, type IdGen, type NewAction,
  type RepeatCase, type Result, type Template, type TemplateAction, type TemplateExercise,
} from './types.ts';

export type AddMode = 'separate' | 'superset';

export interface AddActionsOptions {
  readonly mode: AddMode;
  /** Sets per action (separate) or rounds (superset); whole numbers from 1 to MAX_SETS_PER_ADD. */
  readonly sets?: number;
}

export const MAX_SETS_PER_ADD = 20;

/**
 * Spec §4: "Adding actions creates a block with one set group and one set per action. A single
 * action with several sets and several actions in one block are handled differently." Read as
 * two modes. 'separate': every action gets its own block whose one normal group holds `sets`
 * sets of that action — a single action with several sets. 'superset': all the actions share
 * one block (a superset or circuit) whose one normal group holds `sets` rounds, each round one
 * set of every action in the order given (A B A B …), since that is the order they are done
 * in. With the default of one set both modes give one set group and one set per action. An
 * action given twice for a superset is placed once: a block holds each action once. New blocks
 * go last, with the default type and the template's rest between exercises.
 */
export function addActions(
  template: Template,
  actions: readonly NewAction[],
  options: AddActionsOptions,
  idGen: IdGen,
  language?: Language,
): Result<Template> {
  const ids = freshIds(template, idGen);
  const rounds = Math.min(MAX_SETS_PER_ADD, Math.max(1, Math.round(options.sets ?? 1) || 1));
  const groups = options.mode === 'superset' ? [uniqueById(actions)] : actions.map((a) => [a]);
  const blocks = groups.filter((g) => g.length > 0).map((g) => newBlock(template, g, rounds, ids));
  return ok(settle(template, { ...template, actionsCons: [...template.actionsCons, ...blocks] }, language));
}

function uniqueById(actions: readonly NewAction[]): NewAction[] {
  return actions.filter((a, i) => actions.findIndex((b) => b.id === a.id) === i);
}

function newBlock(template: Template, actions: readonly NewAction[], rounds: number, ids: IdGen): ActionsCon {
  const actionsConId = ids();
  const placed = actions.map((a) => placeAction(template, a, ids));
  const group: ExerciseCon = {
    exerciseConId: ids(),
    type: SET_GROUP_TYPE.normal,
    name: '',
    restSeconds: DEFAULT_REST_SECONDS,
    finished: 0,
    exercises: Array.from({ length: rounds }, () =>
      placed.map((action, index) => {
        const { repeatCase } = ensureRepeatCase(action, REPEAT_CASE_TYPE.normal, ids);
        return { ...newSet(ids(), action, repeatCase, undefined), intervalSeconds: roundInterval(template, index, placed.length, repeatCase) };
      }),
    ).flat(),
  };
  return {
    actionsConId,
    name: blockName(placed),
    type: DEFAULT_BLOCK_TYPE,
    restSeconds: template.exerciseIntervalSeconds,
    finished: 0,
    actions: placed,
    exerciseCons: [group],
  };
}

/**
 * Removes an action and all its sets from a block (spec §5: a block keeps at least one action,
 * so removing the last is refused). With one action left the block is a single-action block:
 * its cover and name follow that action. A group left without sets is dropped, since a group
 * keeps at least one set; if that drops every group, the block gets a fresh normal group with
 * one set of its remaining action(s) — hence the id generator.
 */
export function removeAction(template: Template, actionsConId: string, actionId: number, idGen: IdGen, language?: Language): Result<Template> {
  const blockIndex = findBlockIndex(template, actionsConId);
  const block = template.actionsCons[blockIndex];
  if (!block || !block.actions.some((a) => a.id === actionId)) return fail('notFound');
  if (block.actions.length <= 1) return fail('blockNeedsAction');
  const actions = block.actions.filter((a) => a.id !== actionId);
  const exerciseCons = block.exerciseCons
    .map((g) => ({ ...g, exercises: g.exercises.filter((s) => s.actionId !== actionId) }))
    .filter((g) => g.exercises.length > 0);
  let next: ActionsCon = { ...block, name: blockName(actions), actions, exerciseCons };
  if (exerciseCons.length === 0) next = withFreshNormalGroup(template, next, freshIds(template, idGen));
  return ok(settle(template, withBlock(template, blockIndex, next), language));
}

function withFreshNormalGroup(template: Template, block: ActionsCon, ids: IdGen): ActionsCon {
  const { actions, sets } = newRound(template, block, 'normal', ids, []);
  const group: ExerciseCon = { exerciseConId: ids(), type: SET_GROUP_TYPE.normal, name: '', restSeconds: DEFAULT_REST_SECONDS, finished: 0, exercises: sets };
  return { ...block, actions, exerciseCons: [group] };
}

/**
 * Adds actions to an existing block (spec §4: a single-action block becomes a superset, a
 * superset grows). Each new action joins the end of the block's action list and gets sets in
 * every group of the block, the way addActions builds a superset: one set per round, placed
 * right after that round, so a group S S S of a squat becomes S R S R S R when a row joins,
 * and S R S R becomes S R P S R P with a plank. A round is the k-th set of every action in the
 * group; in a group whose order was changed by hand the new set goes after the last set of its
 * round (never before the set of the previous round). A group has as many rounds as its most
 * repeated action has sets.
 *
 * New sets start at zero with the new action's repeat case of the group's kind (decrease and
 * increase groups their own, see rounds.ts), single-sided under unilateral recording. The
 * groups' finished flags are kept, as addSet keeps them. Actions already in the block, or given
 * twice, are placed once (a block holds each action once); with nothing new to add the
 * template comes back as it was, relabelled.
 */
export function addActionsToBlock(
  template: Template,
  actionsConId: string,
  actions: readonly NewAction[],
  idGen: IdGen,
  language?: Language,
): Result<Template> {
  const blockIndex = findBlockIndex(template, actionsConId);
  const block = template.actionsCons[blockIndex];
  if (!block) return fail('notFound');
  const fresh = uniqueById(actions).filter((a) => !block.actions.some((b) => b.id === a.id));
  const ids = freshIds(template, idGen);
  let placed = fresh.map((a) => placeAction(template, a, ids));
  const exerciseCons = block.exerciseCons.map((group) => {
    const type = repeatCaseTypeFor(groupKind(group.type));
    const rounds = roundEnds(group.exercises);
    const added: TemplateExercise[][] = group.exercises.map(() => []);
    placed = placed.map((original) => {
      const { action, repeatCase } = ensureRepeatCase(original, type, ids);
      for (const end of rounds) added[end]!.push(newSet(ids(), action, repeatCase, undefined));
      return action;
    });
    return { ...group, exercises: group.exercises.flatMap((set, i) => withinRound(template, set, added[i]!)) };
  });
  const all = [...block.actions, ...placed];
  return ok(settle(template, withBlock(template, blockIndex, { ...block, name: blockName(all), actions: all, exerciseCons }), language));
}

/**
 * A round's last set followed by the sets of new actions: each set but the new last one now
 * rests between exercises of the round (roundInterval). The old last set moves to the
 * template's exercise interval only while it has the interval between sets it was given, so
 * an interval set by hand stays.
 */
function withinRound(template: Template, set: TemplateExercise, added: readonly TemplateExercise[]): TemplateExercise[] {
  if (added.length === 0) return [set];
  const inside = template.exerciseIntervalSeconds;
  const before = set.intervalSeconds === template.setIntervalSeconds ? { ...set, intervalSeconds: inside } : set;
  return [before, ...added.map((s, k) => (k < added.length - 1 ? { ...s, intervalSeconds: inside } : s))];
}

/**
 * For each round of a group, the index of the set it ends with: round k holds the k-th set of
 * every action. Ends never go backwards, so new sets keep the order of their rounds.
 */
function roundEnds(sets: readonly TemplateExercise[]): number[] {
  const seen = new Map<number, number>();
  const ends: number[] = [];
  sets.forEach((set, i) => {
    const round = seen.get(set.actionId) ?? 0;
    seen.set(set.actionId, round + 1);
    ends[round] = i;
  });
  for (let k = 1; k < ends.length; k += 1) ends[k] = Math.max(ends[k]!, ends[k - 1]!);
  return ends;
}

/**
 * Puts another action in the place of one in a block, in the block and in every set of it.
 * The sets keep their values (clamped and rounded into the new action's units) and their
 * repeat cases, which move over to the new action so every actionRepeatCaseId stays valid.
 * If the new action is already in the block the two merge: the old sets are re-pointed to
 * the entry already there and its repeat case of the same type — this is how replacing can
 * turn a two-action superset into a single-action block (spec §4).
 */
export function replaceAction(
  template: Template,
  actionsConId: string,
  oldActionId: number,
  newAction: NewAction,
  language?: Language,
): Result<Template> {
  const blockIndex = findBlockIndex(template, actionsConId);
  const block = template.actionsCons[blockIndex];
  const oldIndex = block ? block.actions.findIndex((a) => a.id === oldActionId) : -1;
  const old = block?.actions[oldIndex];
  if (!block || !old) return fail('notFound');
  const targetIndex = block.actions.findIndex((a) => a.id === newAction.id && a.id !== oldActionId);
  const target = block.actions[targetIndex];
  const caseIds = new Map<string, string>();
  let actions: TemplateAction[];
  let replacement: TemplateAction;
  if (!target) {
    replacement = { ...newAction, repeatCases: old.repeatCases };
    actions = replaceAt(block.actions, oldIndex, replacement);
  } else {
    replacement = { ...target, ...newAction, repeatCases: mergeRepeatCases(target.repeatCases, old.repeatCases, caseIds) };
    actions = replaceAt(block.actions, targetIndex, replacement).filter((_, i) => i !== oldIndex);
  }
  const moveSet = (s: TemplateExercise): TemplateExercise =>
    s.actionId !== oldActionId ? s : {
      ...s,
      actionId: replacement.id,
      actionRepeatCaseId: caseIds.get(s.actionRepeatCaseId) ?? s.actionRepeatCaseId,
      ...limitedCounts(s, replacement),
    };
  const exerciseCons = block.exerciseCons.map((g) => ({ ...g, exercises: g.exercises.map(moveSet) }));
  return ok(settle(template, withBlock(template, blockIndex, { ...block, name: blockName(actions), actions, exerciseCons }), language));
}

/** The target's cases, plus the old cases of a type it lacks; `caseIds` learns old id → kept id. */
function mergeRepeatCases(target: readonly RepeatCase[], old: readonly RepeatCase[], caseIds: Map<string, string>): RepeatCase[] {
  const merged = [...target];
  for (const c of old) {
    const same = merged.find((m) => m.type === c.type);
    if (same) caseIds.set(c.id, same.id);
    else merged.push(c);
  }
  return merged;
}

/**
 * The kept values in the new action's units, as stored: a weight moving to a weight keeps its
 * kg exactly (only the ceiling applies), any other value is clamped and rounded by the new unit.
 */
function limitedCounts(set: TemplateExercise, action: TemplateAction): Pick<TemplateExercise, 'intensityCountLeft' | 'intensityCountRight' | 'quantityCount'> {
  const intensity = storedIntensityLimit(action);
  return {
    intensityCountLeft: limitValue(set.intensityCountLeft, intensity),
    intensityCountRight: limitValue(set.intensityCountRight, intensity),
    quantityCount: limitValue(set.quantityCount, quantityLimit(action)),
  };
}
