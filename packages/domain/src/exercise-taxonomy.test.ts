import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT, EXERCISE_TYPES, INJURY_PREVENTION_FEATURES, MOVEMENT_PATTERNS, MUSCLES, MUSCLE_GROUPS, MUSCLE_GROUP_OF,
  MUSCLE_SIDE, PERFORMANCE_FEATURES, RANGES_OF_MOTION, groupsOfMuscles, isTaxonomyKey, labelOf, musclesInGroup,
  type DictEntry,
} from './index.ts';

const CJK = /\p{Script=Han}/u;

const VOCABULARIES: Record<string, readonly DictEntry[]> = {
  MUSCLES, MUSCLE_GROUPS, EQUIPMENT, MOVEMENT_PATTERNS, EXERCISE_TYPES, RANGES_OF_MOTION, PERFORMANCE_FEATURES,
  INJURY_PREVENTION_FEATURES,
};

describe.each(Object.entries(VOCABULARIES))('%s', (_name, list) => {
  it('has unique snake_case keys', () => {
    const keys = list.map((e) => e.value);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });
  it('has a Chinese and an English label for every entry', () => {
    for (const entry of list) {
      expect(entry.name, entry.value).toMatch(CJK);
      expect(entry.aliasName.trim(), entry.value).not.toBe('');
      expect(entry.aliasName, entry.value).not.toMatch(CJK);
    }
  });
  it('has unique labels in each language', () => {
    expect(new Set(list.map((e) => e.name)).size).toBe(list.length);
    expect(new Set(list.map((e) => e.aliasName)).size).toBe(list.length);
  });
});

describe('muscles', () => {
  it('gives every muscle a group and a body-map side, and nothing else', () => {
    const keys = MUSCLES.map((m) => m.value).sort();
    expect(Object.keys(MUSCLE_GROUP_OF).sort()).toEqual(keys);
    expect(Object.keys(MUSCLE_SIDE).sort()).toEqual(keys);
    for (const muscle of keys) {
      expect(isTaxonomyKey(MUSCLE_GROUPS, MUSCLE_GROUP_OF[muscle])).toBe(true);
      expect(['front', 'back', 'both']).toContain(MUSCLE_SIDE[muscle]);
    }
  });
  it('places the muscles the filters rely on', () => {
    expect(MUSCLE_GROUP_OF.neck).toBe('back');
    expect(MUSCLE_GROUP_OF.traps).toBe('back');
    expect(MUSCLE_GROUP_OF.hip_flexors).toBe('core');
    expect(MUSCLE_GROUP_OF.abductors).toBe('glutes');
    expect(MUSCLE_GROUP_OF.adductors).toBe('legs');
    expect(MUSCLE_GROUP_OF.calves).toBe('legs');
    expect(MUSCLE_GROUP_OF.forearms).toBe('arms');
    expect(MUSCLE_SIDE.chest).toBe('front');
    expect(MUSCLE_SIDE.lats).toBe('back');
    expect(MUSCLE_SIDE.side_delts).toBe('both');
  });
  it('shows labels through the ordinary dictionary lookup', () => {
    expect(labelOf(MUSCLES, 'hamstrings', 'en')).toBe('Hamstrings');
    expect(labelOf(MUSCLES, 'hamstrings', 'zh-Hans')).toBe('腘绳肌');
  });
});

describe('musclesInGroup', () => {
  it('round-trips with MUSCLE_GROUP_OF and covers every muscle exactly once', () => {
    const all = MUSCLE_GROUPS.flatMap((g) => {
      const muscles = musclesInGroup(g.value);
      expect(muscles.length, g.value).toBeGreaterThan(0);
      for (const muscle of muscles) expect(MUSCLE_GROUP_OF[muscle]).toBe(g.value);
      return muscles;
    });
    expect([...all].sort()).toEqual(MUSCLES.map((m) => m.value).sort());
  });
  it('keeps MUSCLES order', () => {
    expect(musclesInGroup('shoulders')).toEqual(['front_delts', 'side_delts', 'rear_delts']);
  });
});

describe('groupsOfMuscles', () => {
  it('dedupes and orders by MUSCLE_GROUPS', () => {
    expect(groupsOfMuscles(['glutes', 'quads', 'hamstrings', 'lower_back', 'chest', 'abductors'])).toEqual([
      'chest', 'back', 'legs', 'glutes',
    ]);
  });
  it('ignores unknown keys and handles an empty list', () => {
    expect(groupsOfMuscles(['biceps', 'pecs', ''])).toEqual(['arms']);
    expect(groupsOfMuscles([])).toEqual([]);
  });
});

describe('isTaxonomyKey', () => {
  it('accepts keys of the list only', () => {
    expect(isTaxonomyKey(EQUIPMENT, 'trap_bar')).toBe(true);
    expect(isTaxonomyKey(EQUIPMENT, 'chest')).toBe(false);
    expect(isTaxonomyKey(EQUIPMENT, 'Barbell')).toBe(false);
    expect(isTaxonomyKey(EQUIPMENT, null)).toBe(false);
    expect(isTaxonomyKey(EQUIPMENT, undefined)).toBe(false);
  });
});
