import { addActions, newTemplate, sequentialIdGen, setIntensity, type NewAction, type Template } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT, canUndo, changedInMini, enterMini, initialState, isDirty, leaveMini, pushEdit, savedAs, undoEdit } from './editor-history.ts';

const squat: NewAction = { id: 7, name: 'Squat', iconPath: '', gifPath: '', intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' } };

function withSquat(): Template {
  const result = addActions(newTemplate({ groupId: '1', name: 'Legs' }), [squat], { mode: 'separate', sets: 3 }, sequentialIdGen());
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function weigh(template: Template, kg: number): Template {
  const setId = template.actionsCons[0]?.exerciseCons[0]?.exercises[0]?.id ?? '';
  const result = setIntensity(template, setId, 'left', kg);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('editor history', () => {
  it('undoes the last change and is clean again at the loaded version', () => {
    const loaded = withSquat();
    let state = pushEdit(initialState(loaded), weigh(loaded, 60));
    expect(isDirty(state)).toBe(true);
    expect(canUndo(state)).toBe(true);
    state = undoEdit(state);
    expect(state.template).toBe(loaded);
    expect(isDirty(state)).toBe(false);
    expect(canUndo(state)).toBe(false);
  });

  it('leaves no step for a change to nothing, and merges typing into one field', () => {
    const loaded = withSquat();
    let state = pushEdit(initialState(loaded), weigh(loaded, 0));
    expect(canUndo(state)).toBe(false);
    state = pushEdit(state, { ...state.template, name: 'Legs A' }, 'name');
    state = pushEdit(state, { ...state.template, name: 'Legs AB' }, 'name');
    expect(state.past).toHaveLength(1);
    expect(undoEdit(state).template.name).toBe('Legs');
  });

  it('forgets the oldest steps past the limit', () => {
    let state = initialState(withSquat());
    for (let i = 1; i <= UNDO_LIMIT + 5; i += 1) state = pushEdit(state, weigh(state.template, i));
    expect(state.past).toHaveLength(UNDO_LIMIT);
  });

  it('takes the saved version as the new baseline and starts Undo afresh', () => {
    const loaded = withSquat();
    const edited = pushEdit(initialState(loaded), weigh(loaded, 80));
    const saved = { ...edited.template, id: 12 };
    const state = savedAs(edited, saved);
    expect(state.template).toBe(saved);
    expect(isDirty(state)).toBe(false);
    expect(canUndo(state)).toBe(false);
  });

  it('mini mode restores the snapshot taken on entering, as an undoable edit', () => {
    const loaded = withSquat();
    let state = enterMini(initialState(loaded));
    expect(changedInMini(state)).toBe(false);
    state = pushEdit(state, weigh(state.template, 100));
    expect(changedInMini(state)).toBe(true);
    const restored = leaveMini(state, true);
    expect(restored.mini).toBeNull();
    expect(restored.template).toEqual(loaded);
    expect(isDirty(restored)).toBe(false);
    expect(undoEdit(restored).template.actionsCons[0]?.exerciseCons[0]?.exercises[0]?.intensityCountLeft).toBe(100);
    expect(leaveMini(state, false).template.actionsCons[0]?.exerciseCons[0]?.exercises[0]?.intensityCountLeft).toBe(100);
  });

  it('a save in mini mode becomes the version to come back to', () => {
    let state = enterMini(initialState(withSquat()));
    state = pushEdit(state, weigh(state.template, 50));
    state = savedAs(state, { ...state.template, id: 3 });
    expect(changedInMini(state)).toBe(false);
    expect(leaveMini(state, true).template.actionsCons[0]?.exerciseCons[0]?.exercises[0]?.intensityCountLeft).toBe(50);
  });
});
