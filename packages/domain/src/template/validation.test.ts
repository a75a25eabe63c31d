import { describe, expect, it } from 'vitest';
import { validateTemplate, type TemplateProblem } from './index.ts';
import { PLANK, ROW, SQUAT, blankTemplate, makeTemplate } from './test-fixtures.ts';
import type { ActionsCon, Template } from './types.ts';

function withFirstBlock(t: Template, change: (b: ActionsCon) => ActionsCon): Template {
  return { ...t, actionsCons: t.actionsCons.map((b, i) => (i === 0 ? change(b) : b)) };
}

function codesAt(problems: readonly TemplateProblem[]): string[] {
  return problems.map((p) => `${p.path}:${p.code}`);
}

describe('validateTemplate', () => {
  it('accepts a template made by the editor', () => {
    expect(validateTemplate(makeTemplate([SQUAT, ROW], 'superset', 3))).toEqual([]);
  });

  it('needs name, type and description, and a name of at most 140 characters', () => {
    const t = makeTemplate([SQUAT], 'separate');
    expect(codesAt(validateTemplate({ ...t, name: '  ', type: '', description: '\n' }))).toEqual(['name:required', 'type:required', 'description:required']);
    expect(validateTemplate({ ...t, name: '深'.repeat(140) })).toEqual([]);
    expect(codesAt(validateTemplate({ ...t, name: '深'.repeat(141) }))).toEqual(['name:tooLong']);
  });

  it('needs at least one block', () => {
    expect(codesAt(validateTemplate(blankTemplate()))).toEqual(['actionsCons:empty']);
  });

  it('needs an action and a group in every block, and a set in every group', () => {
    const t = makeTemplate([SQUAT], 'separate');
    expect(codesAt(validateTemplate(withFirstBlock(t, (b) => ({ ...b, actions: [], exerciseCons: [] }))))).toEqual([
      'actionsCons[0].actions:empty', 'actionsCons[0].exerciseCons:empty',
    ]);
    const noSets = withFirstBlock(t, (b) => ({ ...b, exerciseCons: b.exerciseCons.map((g) => ({ ...g, exercises: [] })) }));
    expect(codesAt(validateTemplate(noSets))).toEqual(['actionsCons[0].exerciseCons[0].exercises:empty']);
  });

  it('needs every set to point at an action of its block and a repeat case of that action', () => {
    const t = makeTemplate([SQUAT, ROW], 'separate');
    const rowCase = t.actionsCons[1]!.actions[0]!.repeatCases[0]!.id;
    const bad = withFirstBlock(t, (b) => ({
      ...b,
      exerciseCons: [{ ...b.exerciseCons[0]!, exercises: [
        { ...b.exerciseCons[0]!.exercises[0]!, actionRepeatCaseId: rowCase },
        { ...b.exerciseCons[0]!.exercises[0]!, id: 'other', actionId: ROW.id },
      ] }],
    }));
    expect(codesAt(validateTemplate(bad))).toEqual([
      'actionsCons[0].exerciseCons[0].exercises[0].actionRepeatCaseId:unknownRepeatCase',
      'actionsCons[0].exerciseCons[0].exercises[1].actionId:unknownAction',
    ]);
  });

  it('needs ids unique across the template and actions unique within a block', () => {
    const t = makeTemplate([SQUAT, ROW], 'separate');
    const secondId = t.actionsCons[1]!.actionsConId;
    const dup = withFirstBlock(t, (b) => ({ ...b, exerciseCons: [{ ...b.exerciseCons[0]!, exerciseConId: secondId }] }));
    expect(codesAt(validateTemplate(dup))).toEqual(['actionsCons[1].actionsConId:duplicateId']);
    const twice = withFirstBlock(t, (b) => ({ ...b, actions: [b.actions[0]!, b.actions[0]!] }));
    expect(codesAt(validateTemplate(twice))).toContain('actionsCons[0].actions[1].id:duplicateId');
    const blank = withFirstBlock(t, (b) => ({ ...b, actionsConId: '' }));
    expect(codesAt(validateTemplate(blank))).toEqual(['actionsCons[0].actionsConId:required']);
  });

  it('needs units kg or lbs, rests within 0–3600 and values within their unit', () => {
    const t = makeTemplate([SQUAT], 'separate');
    const units = { ...t, units: 'stone' } as unknown as Template;
    expect(codesAt(validateTemplate(units))).toEqual(['units:invalid']);
    const rests = withFirstBlock({ ...t, setIntervalSeconds: 3601, exerciseIntervalSeconds: -1 }, (b) => ({
      ...b,
      restSeconds: Number.NaN,
      exerciseCons: [{ ...b.exerciseCons[0]!, restSeconds: 4000, exercises: [{ ...b.exerciseCons[0]!.exercises[0]!, intervalSeconds: -5, quantityCount: 1001, intensityCountRight: 1000.5 }] }],
    }));
    expect(codesAt(validateTemplate(rests))).toEqual([
      'setIntervalSeconds:outOfRange', 'exerciseIntervalSeconds:outOfRange', 'actionsCons[0].restSeconds:outOfRange',
      'actionsCons[0].exerciseCons[0].restSeconds:outOfRange', 'actionsCons[0].exerciseCons[0].exercises[0].intervalSeconds:outOfRange',
      'actionsCons[0].exerciseCons[0].exercises[0].intensityCountRight:outOfRange', 'actionsCons[0].exerciseCons[0].exercises[0].quantityCount:outOfRange',
    ]);
  });

  it('checks stored weights in kg whatever the template units, other intensities in their own unit', () => {
    const lbs = makeTemplate([SQUAT, PLANK], 'separate', 1, undefined, { units: 'lbs' });
    const withValue = (t: Template, blockIndex: number, value: number): Template => ({
      ...t,
      actionsCons: t.actionsCons.map((b, i) => (i !== blockIndex ? b : {
        ...b,
        exerciseCons: [{ ...b.exerciseCons[0]!, exercises: [{ ...b.exerciseCons[0]!.exercises[0]!, intensityCountLeft: value, intensityCountRight: value }] }],
      })),
    });
    expect(validateTemplate(withValue(lbs, 0, 997.9))).toEqual([]);
    expect(codesAt(validateTemplate(withValue(lbs, 0, 1500)))).toEqual([
      'actionsCons[0].exerciseCons[0].exercises[0].intensityCountLeft:outOfRange', 'actionsCons[0].exerciseCons[0].exercises[0].intensityCountRight:outOfRange',
    ]);
    expect(validateTemplate(withValue({ ...lbs, units: 'kg' }, 1, 1000))).toEqual([]);
    expect(codesAt(validateTemplate(withValue(lbs, 1, 1001)))).toHaveLength(2);
  });

  it('refuses values outside the enums the JSON may carry', () => {
    const t = makeTemplate([SQUAT], 'separate');
    const bad = withFirstBlock({ ...t, finished: 2 } as unknown as Template, (b) => ({
      ...b,
      exerciseCons: [{ ...b.exerciseCons[0]!, type: 9, exercises: [{ ...b.exerciseCons[0]!.exercises[0]!, side: 3 }] }],
    } as unknown as ActionsCon));
    expect(codesAt(validateTemplate(bad))).toEqual([
      'finished:invalid', 'actionsCons[0].exerciseCons[0].type:invalid', 'actionsCons[0].exerciseCons[0].exercises[0].side:invalid',
    ]);
  });
});
