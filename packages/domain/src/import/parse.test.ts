import { describe, expect, it } from 'vitest';
import { fixture } from './fixture.ts';
import { parseImport } from './parse.ts';

describe('parseImport, bad input', () => {
  it('leaves out each bad row with its line, column and cell, and keeps the good ones', () => {
    const parsed = parseImport('strong', fixture('strong-malformed.csv'), { defaultUnit: 'kg' });
    expect(parsed.errors).toEqual([
      { line: 3, reason: 'badDate', column: 'Date', value: '2023-02-30 10:00:00' },
      { line: 4, reason: 'badNumber', column: 'Weight (kg)', value: 'heavy' },
      { line: 5, reason: 'badSetType', column: 'Set Order', value: 'X' },
      { line: 6, reason: 'badNumber', column: 'Reps', value: '5.5' },
      { line: 7, reason: 'missingValue', column: 'Reps' },
      { line: 8, reason: 'badNumber', column: 'Weight (kg)', value: '1500' },
      { line: 9, reason: 'badNumber', column: 'RPE', value: '11' },
      { line: 10, reason: 'tooManyCells', value: '14' },
      { line: 11, reason: 'badDuration', column: 'Duration (sec)', value: 'soon' },
      { line: 12, reason: 'badDate', column: 'Date', value: 'yesterday' },
      { line: 13, reason: 'unclosedQuote' },
    ]);
    // "Other" (line 12) had no good row, so it is not a training at all.
    expect(parsed.trainings.map((t) => [t.name, t.sets.map((s) => s.line)])).toEqual([['Full Body', [2]]]);
    expect(parsed.skippedRows).toBe(0);
  });

  it('answers one unknownLayout error at the header line for a header no layout has', () => {
    expect(parseImport('strong', fixture('unknown-header.csv'), { defaultUnit: 'kg' })).toEqual({
      trainings: [], errors: [{ line: 2, reason: 'unknownLayout' }], skippedRows: 0, unitFromFile: false,
    });
    expect(parseImport('hevy', '', { defaultUnit: 'kg' }).errors).toEqual([{ line: 1, reason: 'unknownLayout' }]);
    expect(parseImport('fitnotes', fixture('hevy-kg.csv'), { defaultUnit: 'kg' }).errors).toEqual([{ line: 1, reason: 'unknownLayout' }]);
  });

  it('never throws, whatever the text', () => {
    const header = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n';
    for (const text of ['"', '\ufeff', header + '"""', header + ',,,,,,,,,,,,,,,,', header + '2023-01-15 08:00,"a""b",1h,"x\n\n",1,1e3,Infinity,NaN,,,,', header + '\r\r\r']) {
      expect(() => parseImport('strong', text, { defaultUnit: 'kg' })).not.toThrow();
    }
  });
});

describe('parseImport, speed', () => {
  it('reads a 5 MB Hevy export in well under a second (guard: 3 s on a busy machine)', () => {
    const header = '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"\n';
    const rows: string[] = [];
    let size = header.length;
    for (let i = 0; size < 5_000_000; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      const row = `"Push, ${Math.floor(i / 30)}","${day} Jan 2023, 08:30","${day} Jan 2023, 09:40","笔记 ""quoted""","Bench Press (Barbell)",${i % 3 === 0 ? 1 : ''},"",${i % 30},"normal",${60 + (i % 40) * 2.5},${1 + (i % 12)},,,${6 + (i % 9) / 2}\n`;
      rows.push(row);
      size += row.length;
    }
    const text = header + rows.join('');
    const started = performance.now();
    const parsed = parseImport('hevy', text, { defaultUnit: 'kg' });
    const elapsed = performance.now() - started;
    expect(parsed.errors).toEqual([]);
    expect(parsed.trainings.reduce((sum, t) => sum + t.sets.length, 0)).toBe(rows.length);
    expect(elapsed).toBeLessThan(3000);
  });
});
