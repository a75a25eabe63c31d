import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_IMPORT_NAMES } from './known-names.ts';
import { exerciseNameKey } from './names.ts';

/** The official library as the server seeds it. */
const LIBRARY = JSON.parse(fs.readFileSync(new URL('../../../../apps/server/src/seed/content/exercises.json', import.meta.url), 'utf8')) as { key: string; nameEn: string; nameZh: string }[];

describe('names other apps give common exercises', () => {
  it('point at official exercises that exist', () => {
    const keys = new Set(LIBRARY.map((e) => e.key));
    for (const official of KNOWN_IMPORT_NAMES.values()) expect(keys, official).toContain(official);
  });

  it('never contradict the library: a name that is a library exercise\'s own points at that exercise', () => {
    const byName = new Map(LIBRARY.flatMap((e) => [[exerciseNameKey(e.nameEn), e.key], [exerciseNameKey(e.nameZh), e.key]]));
    for (const [nameKey, official] of KNOWN_IMPORT_NAMES) if (byName.has(nameKey)) expect(byName.get(nameKey), nameKey).toBe(official);
  });

  it('read Strong\'s and Hevy\'s spellings as the library\'s exercises', () => {
    expect(KNOWN_IMPORT_NAMES.get(exerciseNameKey('Squat (Barbell)'))).toBe('barbell-back-squat');
    expect(KNOWN_IMPORT_NAMES.get(exerciseNameKey('deadlift (barbell)'))).toBe('conventional-deadlift');
    expect(KNOWN_IMPORT_NAMES.get(exerciseNameKey('Triceps Pushdown (Cable - Straight Bar)'))).toBe('cable-triceps-pushdown');
    expect(KNOWN_IMPORT_NAMES.get(exerciseNameKey('Zercher Good Morning Deluxe'))).toBeUndefined();
  });
});
