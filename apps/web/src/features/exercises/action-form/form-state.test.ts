import type { ActionDetail } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, formFromDetail, formToInput, isDirty, isEditLocationState, validateForm, withPrimaryMuscles } from './form-state.ts';

const detail: ActionDetail = {
  id: 7, name: 'Cable Fly', nameEn: 'Cable Fly', nameZh: '绳索夹胸', type: 'strength', equipment: 'cable', compound: false,
  primaryMuscles: ['chest'], secondaryMuscles: ['front_delts', 'chest'], muscleGroups: ['chest', 'shoulders'], movementPatterns: ['isolation'],
  gifPath: 'uploads/3/a.gif', iconPath: '', gifUrl: '/files/uploads/3/a.gif?t=1', iconUrl: '',
  intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' }, official: false, mine: true, pinned: false,
  keyPoints: ['Soft elbows'], keyPointsEn: ['Soft elbows'], keyPointsZh: [], rangeOfMotion: 'full', performanceFeatures: ['hypertrophy'],
  injuryPreventionFeatures: [], videoPath: '', videoUrl: '', shareCode: 'abcdefghijkl', archived: false,
};

describe('exercise form', () => {
  it('asks for a name in one language, the equipment and a primary muscle', () => {
    expect(validateForm(EMPTY_FORM)).toEqual({ name: 'nameRequired', equipment: 'equipmentRequired', primaryMuscles: 'primaryRequired' });
    const filled = { ...EMPTY_FORM, nameZh: ' 绳索夹胸 ', equipment: 'cable', primaryMuscles: ['chest'] };
    expect(validateForm(filled)).toEqual({});
    expect(validateForm({ ...filled, nameZh: '   ' })).toEqual({ name: 'nameRequired' });
  });

  it('sends trimmed names, non-empty key points and secondary muscles that are not primary', () => {
    const form = {
      ...EMPTY_FORM,
      nameEn: '  Cable Fly ',
      keyPointsEn: [' Soft elbows ', '', '  '],
      keyPointsZh: [''],
      equipment: 'cable',
      primaryMuscles: ['chest'],
      secondaryMuscles: ['chest', 'front_delts'],
      gif: { path: 'uploads/3/a.gif', url: '/files/uploads/3/a.gif' },
    };
    expect(formToInput(form)).toMatchObject({
      nameEn: 'Cable Fly', nameZh: '', keyPointsEn: ['Soft elbows'], keyPointsZh: [], secondaryMuscles: ['front_delts'],
      gifPath: 'uploads/3/a.gif', videoPath: null, iconPath: null, intensityUnit: 'kg', quantityUnit: 'reps',
    });
  });

  it('moves a muscle chosen as primary out of the secondary ones', () => {
    const form = withPrimaryMuscles({ ...EMPTY_FORM, secondaryMuscles: ['triceps', 'front_delts'] }, ['chest', 'triceps']);
    expect(form.primaryMuscles).toEqual(['chest', 'triceps']);
    expect(form.secondaryMuscles).toEqual(['front_delts']);
  });

  it('fills the form from an exercise and sends back the same exercise', () => {
    const form = formFromDetail(detail);
    expect(form.keyPointsZh).toEqual(['']);
    expect(form.secondaryMuscles).toEqual(['front_delts']);
    expect(form.gif).toEqual({ path: 'uploads/3/a.gif', url: '/files/uploads/3/a.gif?t=1' });
    expect(form.video).toBeNull();
    expect(formToInput(form)).toMatchObject({ nameEn: 'Cable Fly', nameZh: '绳索夹胸', keyPointsEn: ['Soft elbows'], equipment: 'cable', gifPath: 'uploads/3/a.gif', videoPath: null });
  });

  it('shows a name the server copied into both languages only where it was typed', () => {
    expect(formFromDetail({ ...detail, nameEn: 'Landmine Press', nameZh: 'Landmine Press' })).toMatchObject({ nameEn: 'Landmine Press', nameZh: '' });
    expect(formFromDetail({ ...detail, nameEn: '地雷管推举', nameZh: '地雷管推举' })).toMatchObject({ nameEn: '', nameZh: '地雷管推举' });
    expect(formFromDetail(detail)).toMatchObject({ nameEn: 'Cable Fly', nameZh: '绳索夹胸' });
  });

  it('counts only changes a save would keep as unsaved', () => {
    const form = formFromDetail(detail);
    expect(isDirty(form, { ...form, keyPointsEn: ['Soft elbows', '  '], nameEn: 'Cable Fly ' })).toBe(false);
    expect(isDirty(form, { ...form, compound: true })).toBe(true);
    expect(isDirty(form, { ...form, gif: null })).toBe(true);
    expect(isDirty(EMPTY_FORM, EMPTY_FORM)).toBe(false);
  });

  it('recognises the way in from the detail screen', () => {
    expect(isEditLocationState({ fromInfo: true })).toBe(true);
    expect(isEditLocationState(null)).toBe(false);
    expect(isEditLocationState({ fromInfo: 'yes' })).toBe(false);
  });
});
