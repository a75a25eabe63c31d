import { DEFAULT_REST_SECONDS } from '../constants.ts';
import type { Language } from '../dictionaries.ts';
import { blockSets, newRound } from './rounds.ts';
import { fail, ok, findBlockIndex, findGroup, findSet, freshIds, insertAt, moveItem, removeAt, replaceAt, settle, withBlock, withGroup } from './tree.ts';
import { SET_GROUP_TYPE, groupKind, type ExerciseCon, type IdGen, type Result, type SetGroupKind, type Template } from './types.ts';

/**
 * Where each kind of group sits in a block, as a workout runs: warm-up first, then the normal
 * working groups, then decrease and increase groups (they build on the working sets), and
 * stretching last.
 */
const GROUP_RANK: Readonly<Record<SetGroupKind, number>> = { warmup: 0, normal: 1, decrease: 2, increase: 2, stretch: 3 };

/**
 * Adds a set group with one round of sets (one set of each of the block's actions), each
 * starting from the last set of that action in the block, so a new group begins where the
 * coach left off. The group goes after the last group of the same or an earlier rank: a
 * warm-up after the existing warm-ups (so warm-ups come first), a normal group after the last
 * normal group, a decrease or increase group after the last working group (normal, decrease
 * or increase — so several of them stay in the order they were added), a stretch group last.
 */
export function addSetGroup(template: Template, actionsConId: string, kind: SetGroupKind, idGen: IdGen, language?: Language): Result<Template> {
  const blockIndex = findBlockIndex(template, actionsConId);
  const block = template.actionsCons[blockIndex];
  if (!block) return fail('notFound');
  const ids = freshIds(template, idGen);
  const { actions, sets } = newRound(template, block, kind, ids, [blockSets(block)]);
  const group: ExerciseCon = {
    exerciseConId: ids(),
    type: SET_GROUP_TYPE[kind],
    name: '',
    restSeconds: DEFAULT_REST_SECONDS,
    finished: 0,
    exercises: sets,
  };
  const rank = GROUP_RANK[kind];
  const at = block.exerciseCons.reduce((after, g, i) => (GROUP_RANK[groupKind(g.type)] <= rank ? i + 1 : after), 0);
  const exerciseCons = insertAt(block.exerciseCons, at, group);
  return ok(settle(template, withBlock(template, blockIndex, { ...block, actions, exerciseCons }), language));
}

/**
 * Removes a set group with its sets (not only by undoing its addition). A block keeps at
 * least one group (spec §5: a block keeps its exercise, and a group its sets), so removing the
 * block's last group is refused with 'blockNeedsGroup'. The sets after it are renumbered and
 * the finished flags roll up again (a block whose only unfinished group goes is finished).
 * Repeat cases stay on the actions even when no set uses them any more, as after removeSet.
 */
export function removeSetGroup(template: Template, exerciseConId: string, language?: Language): Result<Template> {
  const place = findGroup(template, exerciseConId);
  if (!place) return fail('notFound');
  if (place.block.exerciseCons.length <= 1) return fail('blockNeedsGroup');
  const exerciseCons = removeAt(place.block.exerciseCons, place.groupIndex);
  return ok(settle(template, withBlock(template, place.blockIndex, { ...place.block, exerciseCons }), language));
}

/**
 * Adds one round to a group: a set of each of the block's actions (in a single-action block,
 * one set), starting from that action's last set in the group, else in the block.
 */
export function addSet(template: Template, exerciseConId: string, idGen: IdGen, language?: Language): Result<Template> {
  const place = findGroup(template, exerciseConId);
  if (!place) return fail('notFound');
  const ids = freshIds(template, idGen);
  const { block, group } = place;
  const { actions, sets } = newRound(template, block, groupKind(group.type), ids, [group.exercises, blockSets(block)]);
  const exerciseCons = replaceAt(block.exerciseCons, place.groupIndex, { ...group, exercises: [...group.exercises, ...sets] });
  return ok(settle(template, withBlock(template, place.blockIndex, { ...block, actions, exerciseCons }), language));
}

/** Removes one set; a group keeps at least one set, so removing its last is refused. */
export function removeSet(template: Template, setId: string, language?: Language): Result<Template> {
  const place = findSet(template, setId);
  if (!place) return fail('notFound');
  if (place.group.exercises.length <= 1) return fail('groupNeedsSet');
  return ok(settle(template, withGroup(template, place, { ...place.group, exercises: removeAt(place.group.exercises, place.setIndex) }), language));
}

/** Drag-to-reorder of sets within their group, by position; labels follow the new order. */
export function moveSet(template: Template, exerciseConId: string, from: number, to: number, language?: Language): Result<Template> {
  const place = findGroup(template, exerciseConId);
  const exercises = place ? moveItem(place.group.exercises, from, to) : null;
  if (!place || !exercises) return fail('notFound');
  return ok(settle(template, withGroup(template, place, { ...place.group, exercises }), language));
}
