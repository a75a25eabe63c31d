import { INPUT_MAX_LENGTH } from '../constants.ts';
import { REST_LIMIT, quantityLimit, storedIntensityLimit, withinLimit } from './limits.ts';
import { REPEAT_CASE_TYPE, SET_GROUP_TYPE, WEIGHT_UNITS, type ActionsCon, type Template } from './types.ts';

export type TemplateProblemCode =
  | 'required' | 'tooLong' | 'invalid' | 'empty' | 'outOfRange' | 'duplicateId' | 'unknownAction' | 'unknownRepeatCase';

/** One problem, at a path into the template such as `actionsCons[0].exerciseCons[1].exercises[2].actionId`. */
export interface TemplateProblem {
  readonly path: string;
  readonly code: TemplateProblemCode;
}

const FLAGS: readonly number[] = [0, 1];
const SIDES: readonly number[] = [0, 1];
const GROUP_TYPES: readonly number[] = Object.values(SET_GROUP_TYPE);
const REPEAT_TYPES: readonly number[] = Object.values(REPEAT_CASE_TYPE);

/**
 * The checks a template must pass to be saved (spec §5), run by the web app before saving and
 * by the server on every save, since the server cannot trust what it is sent: name, type and
 * description present (the name at most 140 characters, the default input length); at least
 * one block, every block with an action and a set group, every group with a set; every set
 * pointing at an action of its own block and at a repeat case of that action; ids unique
 * across the whole template; units kg or lbs; rests and intervals within 0–3600 s; values
 * within their unit's range as stored (weights in kg whatever the template's units, see
 * units.ts). An empty list means the template is valid.
 */
export function validateTemplate(template: Template): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const add = (path: string, code: TemplateProblemCode) => problems.push({ path, code });
  requireText(template.name, 'name', add);
  if ([...template.name.trim()].length > INPUT_MAX_LENGTH) add('name', 'tooLong');
  requireText(template.type, 'type', add);
  requireText(template.description, 'description', add);
  if (!WEIGHT_UNITS.includes(template.units)) add('units', 'invalid');
  if (!FLAGS.includes(template.finished)) add('finished', 'invalid');
  checkRest(template.setIntervalSeconds, 'setIntervalSeconds', add);
  checkRest(template.exerciseIntervalSeconds, 'exerciseIntervalSeconds', add);
  if (template.actionsCons.length === 0) add('actionsCons', 'empty');
  template.actionsCons.forEach((block, i) => checkBlock(block, `actionsCons[${i}]`, add));
  checkUniqueIds(template, add);
  return problems;
}

type Add = (path: string, code: TemplateProblemCode) => void;

function requireText(value: unknown, path: string, add: Add): void {
  if (typeof value !== 'string' || value.trim() === '') add(path, 'required');
}

function checkRest(value: number, path: string, add: Add): void {
  if (!withinLimit(value, REST_LIMIT)) add(path, 'outOfRange');
}

function checkBlock(block: ActionsCon, path: string, add: Add): void {
  if (!FLAGS.includes(block.finished)) add(`${path}.finished`, 'invalid');
  checkRest(block.restSeconds, `${path}.restSeconds`, add);
  if (block.actions.length === 0) add(`${path}.actions`, 'empty');
  block.actions.forEach((action, j) => {
    const at = `${path}.actions[${j}]`;
    if (block.actions.findIndex((a) => a.id === action.id) !== j) add(`${at}.id`, 'duplicateId');
    action.repeatCases.forEach((c, k) => {
      if (!REPEAT_TYPES.includes(c.type)) add(`${at}.repeatCases[${k}].type`, 'invalid');
      if (!SIDES.includes(c.side)) add(`${at}.repeatCases[${k}].side`, 'invalid');
      checkRest(c.intervalSeconds, `${at}.repeatCases[${k}].intervalSeconds`, add);
    });
  });
  if (block.exerciseCons.length === 0) add(`${path}.exerciseCons`, 'empty');
  block.exerciseCons.forEach((group, j) => {
    const at = `${path}.exerciseCons[${j}]`;
    if (!GROUP_TYPES.includes(group.type)) add(`${at}.type`, 'invalid');
    if (!FLAGS.includes(group.finished)) add(`${at}.finished`, 'invalid');
    checkRest(group.restSeconds, `${at}.restSeconds`, add);
    if (group.exercises.length === 0) add(`${at}.exercises`, 'empty');
    group.exercises.forEach((set, k) => {
      const setPath = `${at}.exercises[${k}]`;
      if (!SIDES.includes(set.side)) add(`${setPath}.side`, 'invalid');
      checkRest(set.intervalSeconds, `${setPath}.intervalSeconds`, add);
      const action = block.actions.find((a) => a.id === set.actionId);
      if (!action) {
        add(`${setPath}.actionId`, 'unknownAction');
        return;
      }
      if (!action.repeatCases.some((c) => c.id === set.actionRepeatCaseId)) add(`${setPath}.actionRepeatCaseId`, 'unknownRepeatCase');
      const intensity = storedIntensityLimit(action);
      if (!withinLimit(set.intensityCountLeft, intensity)) add(`${setPath}.intensityCountLeft`, 'outOfRange');
      if (!withinLimit(set.intensityCountRight, intensity)) add(`${setPath}.intensityCountRight`, 'outOfRange');
      if (!withinLimit(set.quantityCount, quantityLimit(action))) add(`${setPath}.quantityCount`, 'outOfRange');
    });
  });
}

/** Blocks, groups, sets and repeat cases share one id space; every repeat after the first is reported. */
function checkUniqueIds(template: Template, add: Add): void {
  const seen = new Set<string>();
  const visit = (id: string, path: string) => {
    if (id.trim() === '') add(path, 'required');
    else if (seen.has(id)) add(path, 'duplicateId');
    seen.add(id);
  };
  template.actionsCons.forEach((block, i) => {
    const path = `actionsCons[${i}]`;
    visit(block.actionsConId, `${path}.actionsConId`);
    block.actions.forEach((action, j) => action.repeatCases.forEach((c, k) => visit(c.id, `${path}.actions[${j}].repeatCases[${k}].id`)));
    block.exerciseCons.forEach((group, j) => {
      visit(group.exerciseConId, `${path}.exerciseCons[${j}].exerciseConId`);
      group.exercises.forEach((set, k) => visit(set.id, `${path}.exerciseCons[${j}].exercises[${k}].id`));
    });
  });
}
