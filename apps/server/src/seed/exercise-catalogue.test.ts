import { EQUIPMENT, EXERCISE_TYPES, INJURY_PREVENTION_FEATURES, MOVEMENT_PATTERNS, MUSCLES, MUSCLE_GROUPS, PERFORMANCE_FEATURES, RANGES_OF_MOTION, SERVER_DICTIONARIES, SERVER_DICTIONARY_KEYS, groupsOfMuscles, isTaxonomyKey, type EquipmentKey } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from './content.ts';

const CJK = /\p{Script=Han}/u;

const MIN_PER_EQUIPMENT: Record<EquipmentKey, number> = {
  barbell: 8, dumbbell: 8, machine: 8, cable: 8, bodyweight: 8, kettlebell: 5, band: 5,
  smith_machine: 2, ez_bar: 2, trap_bar: 2, medicine_ball: 2, suspension: 2, other: 1,
};

const UNPATTERNED_TYPES: ReadonlySet<string> = new Set(['cardio', 'stretch', 'mobility']);

function countBy<T>(items: readonly T[], keysOf: (item: T) => readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const key of keysOf(item)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('exercise catalogue', () => {
  it('holds at least 160 exercises', () => {
    expect(EXERCISE_CATALOGUE.length).toBeGreaterThanOrEqual(160);
  });

  it('has unique kebab-case keys and unique names in both languages', () => {
    expect(duplicates(EXERCISE_CATALOGUE.map((e) => e.key))).toEqual([]);
    expect(duplicates(EXERCISE_CATALOGUE.map((e) => e.nameEn.toLowerCase()))).toEqual([]);
    expect(duplicates(EXERCISE_CATALOGUE.map((e) => e.nameZh))).toEqual([]);
    for (const e of EXERCISE_CATALOGUE) expect(e.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses only values of the taxonomy', () => {
    for (const e of EXERCISE_CATALOGUE) {
      const where = e.key;
      expect(isTaxonomyKey(EXERCISE_TYPES, e.type), where).toBe(true);
      expect(isTaxonomyKey(EQUIPMENT, e.equipment), where).toBe(true);
      expect(isTaxonomyKey(RANGES_OF_MOTION, e.rangeOfMotion), where).toBe(true);
      for (const m of [...e.primaryMuscles, ...e.secondaryMuscles]) expect(isTaxonomyKey(MUSCLES, m), `${where}: ${m}`).toBe(true);
      for (const p of e.movementPatterns) expect(isTaxonomyKey(MOVEMENT_PATTERNS, p), `${where}: ${p}`).toBe(true);
      for (const f of e.performanceFeatures) expect(isTaxonomyKey(PERFORMANCE_FEATURES, f), `${where}: ${f}`).toBe(true);
      for (const f of e.injuryPreventionFeatures) expect(isTaxonomyKey(INJURY_PREVENTION_FEATURES, f), `${where}: ${f}`).toBe(true);
    }
  });

  it('uses units of the server dictionaries', () => {
    const values = (parentKey: string) => (SERVER_DICTIONARIES[parentKey] ?? []).map((d) => d.value);
    const intensityUnits = values(SERVER_DICTIONARY_KEYS.intensityUnit);
    const quantityUnits = values(SERVER_DICTIONARY_KEYS.quantityUnit);
    for (const e of EXERCISE_CATALOGUE) {
      expect(intensityUnits, e.key).toContain(e.intensityUnit);
      expect(quantityUnits, e.key).toContain(e.quantityUnit);
    }
  });

  it('gives every exercise a primary muscle and a performance feature, and every lift a movement pattern', () => {
    for (const e of EXERCISE_CATALOGUE) {
      expect(e.primaryMuscles.length, e.key).toBeGreaterThan(0);
      expect(e.performanceFeatures.length, e.key).toBeGreaterThan(0);
      // Cardio machines and stretches fit none of the lifting patterns, so they may have none.
      if (!UNPATTERNED_TYPES.has(e.type)) expect(e.movementPatterns.length, e.key).toBeGreaterThan(0);
    }
  });

  it('never lists a muscle twice, nor as both primary and secondary', () => {
    for (const e of EXERCISE_CATALOGUE) {
      expect(duplicates([...e.primaryMuscles, ...e.secondaryMuscles]), e.key).toEqual([]);
      expect(duplicates(e.movementPatterns), e.key).toEqual([]);
      expect(duplicates(e.performanceFeatures), e.key).toEqual([]);
      expect(duplicates(e.injuryPreventionFeatures), e.key).toEqual([]);
    }
  });

  it('has two to four key points in each language, Chinese ones written in Chinese', () => {
    for (const e of EXERCISE_CATALOGUE) {
      for (const points of [e.keyPointsEn, e.keyPointsZh]) {
        expect(points.length, e.key).toBeGreaterThanOrEqual(2);
        expect(points.length, e.key).toBeLessThanOrEqual(4);
        for (const point of points) expect(point.trim(), e.key).not.toBe('');
      }
      expect(e.nameZh, e.key).toMatch(CJK);
      for (const point of e.keyPointsZh) expect(point, e.key).toMatch(CJK);
      expect(e.nameEn, e.key).not.toMatch(CJK);
      for (const point of e.keyPointsEn) expect(point, e.key).not.toMatch(CJK);
    }
  });

  it('trains every muscle group with several exercises', () => {
    const counts = countBy(EXERCISE_CATALOGUE, (e) => groupsOfMuscles(e.primaryMuscles));
    for (const group of MUSCLE_GROUPS) expect(counts.get(group.value) ?? 0, group.value).toBeGreaterThanOrEqual(8);
  });

  it('uses every piece of equipment, the common ones many times', () => {
    const counts = countBy(EXERCISE_CATALOGUE, (e) => [e.equipment]);
    for (const equipment of EQUIPMENT) {
      expect(counts.get(equipment.value) ?? 0, equipment.value).toBeGreaterThanOrEqual(MIN_PER_EQUIPMENT[equipment.value]);
    }
  });

  it('includes stretches, mobility drills and cardio with their own units', () => {
    const types = countBy(EXERCISE_CATALOGUE, (e) => [e.type]);
    for (const type of ['stretch', 'mobility', 'cardio']) expect(types.get(type) ?? 0, type).toBeGreaterThanOrEqual(3);
    const byKey = new Map(EXERCISE_CATALOGUE.map((e) => [e.key, e]));
    expect(byKey.get('treadmill-run')).toMatchObject({ intensityUnit: 'kmh', quantityUnit: 'minutes' });
    expect(byKey.get('rowing-machine')).toMatchObject({ intensityUnit: 'level', quantityUnit: 'meters' });
    expect(byKey.get('plank')).toMatchObject({ intensityUnit: 'bodyweight', quantityUnit: 'seconds' });
  });

  it('loads bodyweight exercises by bodyweight', () => {
    for (const e of EXERCISE_CATALOGUE.filter((x) => x.equipment === 'bodyweight')) expect(e.intensityUnit, e.key).toBe('bodyweight');
  });

  it('holds only isometric work when the range of motion is isometric, counted in time', () => {
    for (const e of EXERCISE_CATALOGUE.filter((x) => x.rangeOfMotion === 'isometric')) {
      expect(['seconds', 'minutes'], e.key).toContain(e.quantityUnit);
    }
  });
});
