import { DEFAULT_INTERVAL_SECONDS } from '../constants.ts';
import {
  REPEAT_CASE_TYPE, type ActionsCon, type IdGen, type NewAction, type RepeatCase, type RepeatCaseType,
  type SetGroupKind, type Template, type TemplateAction, type TemplateExercise,
} from './types.ts';

/** Decrease and increase sets repeat in their own way; warm-up, stretch and normal sets repeat normally. */
export function repeatCaseTypeFor(kind: SetGroupKind): RepeatCaseType {
  if (kind === 'decrease') return REPEAT_CASE_TYPE.decrease;
  if (kind === 'increase') return REPEAT_CASE_TYPE.increase;
  return REPEAT_CASE_TYPE.normal;
}

/**
 * An action entering a template gets one normal repeat case from the template's settings:
 * single-sided under unilateral recording, the template's interval between sets.
 */
export function placeAction(template: Template, action: NewAction, ids: IdGen): TemplateAction {
  const side = template.unilateral ? 1 : 0;
  return { ...action, repeatCases: [{ id: ids(), type: REPEAT_CASE_TYPE.normal, side, intervalSeconds: template.setIntervalSeconds }] };
}

/** The action's repeat case of that type; a missing one is added, starting from the normal case. */
export function ensureRepeatCase(action: TemplateAction, type: RepeatCaseType, ids: IdGen): { action: TemplateAction; repeatCase: RepeatCase } {
  const existing = action.repeatCases.find((c) => c.type === type);
  if (existing) return { action, repeatCase: existing };
  const base = action.repeatCases.find((c) => c.type === REPEAT_CASE_TYPE.normal);
  const repeatCase: RepeatCase = { id: ids(), type, side: base?.side ?? 0, intervalSeconds: base?.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS };
  return { action: { ...action, repeatCases: [...action.repeatCases, repeatCase] }, repeatCase };
}

/** A new set; it starts from `from` (an earlier set of the same action) when there is one, else from zero. */
export function newSet(id: string, action: TemplateAction, repeatCase: RepeatCase, from: TemplateExercise | undefined): TemplateExercise {
  return {
    id,
    name: '',
    side: from?.side ?? repeatCase.side,
    intervalSeconds: from?.intervalSeconds ?? repeatCase.intervalSeconds,
    actionId: action.id,
    actionRepeatCaseId: repeatCase.id,
    intensityCountLeft: from?.intensityCountLeft ?? 0,
    intensityCountRight: from?.intensityCountRight ?? 0,
    quantityCount: from?.quantityCount ?? 0,
  };
}

/**
 * The interval after a new set of a round that starts from no earlier set (spec §3 template
 * intervals, §9 defaults): in a superset, a set followed by another exercise of its round rests
 * between exercises, so it takes the template's exercise interval; the round's last set rests
 * before the next round, the repeat case's interval between sets. A single-action block has no
 * rounds: every set rests between sets.
 */
export function roundInterval(template: Pick<Template, 'exerciseIntervalSeconds'>, indexInRound: number, roundLength: number, repeatCase: RepeatCase): number {
  return indexInRound < roundLength - 1 ? template.exerciseIntervalSeconds : repeatCase.intervalSeconds;
}

/**
 * One round of a set group: a set of every action of the block, in block order, each starting
 * from the last set of that action in the first source that has one (callers pass the group
 * before the whole block, so a new set copies its neighbours); one with no earlier set rests as
 * roundInterval says. Actions that gain a repeat case come back in `actions`.
 */
export function newRound(
  template: Pick<Template, 'exerciseIntervalSeconds'>,
  block: ActionsCon,
  kind: SetGroupKind,
  ids: IdGen,
  sources: readonly (readonly TemplateExercise[])[],
): { actions: TemplateAction[]; sets: TemplateExercise[] } {
  const type = repeatCaseTypeFor(kind);
  const actions: TemplateAction[] = [];
  const sets: TemplateExercise[] = [];
  for (const [index, original] of block.actions.entries()) {
    const { action, repeatCase } = ensureRepeatCase(original, type, ids);
    actions.push(action);
    const from = lastSetOf(action.id, sources);
    const set = newSet(ids(), action, repeatCase, from);
    sets.push(from ? set : { ...set, intervalSeconds: roundInterval(template, index, block.actions.length, repeatCase) });
  }
  return { actions, sets };
}

function lastSetOf(actionId: number, sources: readonly (readonly TemplateExercise[])[]): TemplateExercise | undefined {
  for (const source of sources) {
    const found = [...source].reverse().find((s) => s.actionId === actionId);
    if (found) return found;
  }
  return undefined;
}

/** Every set of the block in the order shown: groups in order, sets in order. */
export function blockSets(block: ActionsCon): TemplateExercise[] {
  return block.exerciseCons.flatMap((g) => g.exercises);
}

/** A block is named after its actions, so a superset reads "Squat + Row". */
export function blockName(actions: readonly Pick<TemplateAction, 'name'>[]): string {
  return actions.map((a) => a.name).join(' + ');
}
