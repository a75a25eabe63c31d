import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from './csv.ts';
import { escapeFormula, exportCsv, EXPORT_CSV_COLUMNS, unescapeFormula } from './export-csv.ts';
import { parseImport } from './parse.ts';
import type { ExportSet, ExportTraining } from './types.ts';

const set = (fields: Partial<ExportSet>): ExportSet => ({
  exercise: 'Bench Press', setType: 'normal', side: 'both', weightKg: 60, unit: 'kg', reps: 5, repsRight: null, effort: null, ...fields,
});

describe('exportCsv', () => {
  it('writes Strong’s newer columns then Repwise’s own, one CRLF row per set, quoting only when needed', () => {
    const csv = exportCsv([
      {
        name: 'Push, heavy', start: '2023-01-15T08:30:00', durationSeconds: 3900, note: 'said "go"',
        sets: [
          set({ setType: 'warmup', weightKg: 40, reps: 10 }),
          set({ weightKg: 102.05800000000001, effort: 4 }),
          set({ exercise: 'Curl', side: 'left', reps: 10, repsRight: 9, weightKg: 11.34, unit: 'lbs' }),
          set({ setType: 'decrease', weightKg: 50, reps: 8 }),
          set({ setType: 'increase', weightKg: 70, reps: 3 }),
        ],
      },
      { name: 'Legs', start: '2023-01-17T18:00:00', durationSeconds: null, note: null, sets: [set({ exercise: 'Squat', weightKg: 0.1 + 0.2 })] },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes,Set Type,Side,Reps (right),Effort,Unit',
      '1,2023-01-15 08:30:00,"Push, heavy",3900,Bench Press,W,40,10,,,,,"said ""go""",warmup,both,,,kg',
      '1,2023-01-15 08:30:00,"Push, heavy",3900,Bench Press,1,102.058,5,,,,,"said ""go""",normal,both,,4,kg',
      '1,2023-01-15 08:30:00,"Push, heavy",3900,Curl,1,11.34,10,,,,,"said ""go""",normal,left,9,,lbs',
      '1,2023-01-15 08:30:00,"Push, heavy",3900,Bench Press,D,50,8,,,,,"said ""go""",decrease,both,,,kg',
      '1,2023-01-15 08:30:00,"Push, heavy",3900,Bench Press,2,70,3,,,,,"said ""go""",increase,both,,,kg',
      '2,2023-01-17 18:00:00,Legs,,Squat,1,0.3,5,,,,,,normal,both,,,kg',
      '',
    ]);
    expect(EXPORT_CSV_COLUMNS).toHaveLength(18);
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const csv = exportCsv([{ name: '=HYPERLINK("http://evil.example","click")', start: '2023-01-15T08:30:00', durationSeconds: null, note: '@SUM(A1)', sets: [set({ exercise: '+cmd|calc' }), set({ exercise: '-2+3' })] }]);
    const cells = readCsv(csv).rows.slice(1).map((row) => [row.cells[2], row.cells[4], row.cells[12]]);
    expect(cells).toEqual([
      ['\'=HYPERLINK("http://evil.example","click")', "'+cmd|calc", "'@SUM(A1)"],
      ['\'=HYPERLINK("http://evil.example","click")', "'-2+3", "'@SUM(A1)"],
    ]);
    for (const text of ['=1', '+1', '-x', '@a', '\tx', '\rx', "'=x", "''@x"]) expect(escapeFormula(text), JSON.stringify(text)).toBe(`'${text}`);
    for (const text of ['-12.5', 'plain', "it's", "'quoted'", '']) expect(escapeFormula(text), text).toBe(text);
    for (const text of ['=1', "'=x", '-x', "it's", "'quoted'", '-12.5']) expect(unescapeFormula(escapeFormula(text))).toBe(text);
  });

  it('reads an escaped name back as it was, and leaves apostrophes alone in a file Strong wrote', () => {
    const csv = exportCsv([{ name: '=SUM(A1)', start: '2023-01-15T08:30:00', durationSeconds: 60, note: "'=kept", sets: [set({ exercise: '-Squat' })] }]);
    const [training] = parseImport('strong', csv, { defaultUnit: 'kg' }).trainings;
    expect([training!.name, training!.note, training!.sets[0]!.exercise]).toEqual(['=SUM(A1)', "'=kept", '-Squat']);
    const strong = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2023-01-15 08:30:00,\'=odd,1h,Squat,1,100,5,,,,,\n';
    expect(parseImport('strong', strong, { defaultUnit: 'kg' }).trainings[0]!.name).toBe("'=odd");
  });

  it('reads back through the Strong reader exactly, whatever the names (commas, quotes, line ends, formulas, Chinese)', () => {
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '"', "'", '\n', '\r\n', '=', '+', '-', '@', '\t', '卧', '推', '💪', '1', '.') }),
      fc.string(),
    ).map((value) => value.trim()).filter((value) => value !== '');
    const exportSet = fc.record({
      exercise: text,
      setType: fc.constantFrom('normal', 'warmup', 'stretch', 'decrease', 'increase'),
      side: fc.constantFrom('both', 'left', 'right'),
      weightKg: fc.integer({ min: 0, max: 1_000_000 }).map((grams) => grams / 1000),
      unit: fc.constantFrom('kg', 'lbs'),
      reps: fc.integer({ min: 0, max: 1000 }),
      repsRight: fc.option(fc.integer({ min: 0, max: 1000 })),
      effort: fc.option(fc.integer({ min: 1, max: 5 })),
    }) as fc.Arbitrary<ExportSet>;
    const training = (day: number) => fc.record({
      name: text,
      start: fc.integer({ min: 0, max: 86_399 }).map((second) => new Date(Date.UTC(2020, 0, 1 + day, 0, 0, second)).toISOString().slice(0, 19)),
      durationSeconds: fc.option(fc.integer({ min: 0, max: 86_400 })),
      note: fc.option(text),
      sets: fc.array(exportSet, { minLength: 1, maxLength: 6 }),
    });
    // One training a day, so no two share a start and a name (they would be one training in Strong's layout).
    const trainings = fc.integer({ min: 1, max: 4 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, day) => training(day))));

    fc.assert(fc.property(trainings, (exported: ExportTraining[]) => {
      const parsed = parseImport('strong', exportCsv(exported), { defaultUnit: 'lbs' });
      expect(parsed.errors).toEqual([]);
      expect(parsed.unitFromFile).toBe(true);
      expect(parsed.trainings.map((t) => ({
        name: t.name,
        start: t.start,
        durationSeconds: t.end === null ? null : (Date.parse(`${t.end}Z`) - Date.parse(`${t.start}Z`)) / 1000,
        note: t.note,
        sets: t.sets.map(({ exercise, setType, side, weightKg, unit, reps, repsRight, effort }) => ({ exercise, setType, side, weightKg, unit, reps, repsRight, effort })),
      }))).toEqual(exported);
    }), { numRuns: 200 });
  });
});
