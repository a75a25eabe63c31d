import { describe, expect, it } from 'vitest';
import { exerciseNameKey } from './names.ts';

describe('exerciseNameKey', () => {
  it('gives two spellings of one exercise the same key: case, brackets and word order do not matter', () => {
    expect(exerciseNameKey('Bench Press (Barbell)')).toBe('barbell bench press');
    expect(exerciseNameKey('barbell bench press')).toBe('barbell bench press');
    expect(exerciseNameKey('  BENCH-press [barbell] ')).toBe('barbell bench press');
    expect(exerciseNameKey("Farmer's Walk")).toBe(exerciseNameKey('farmers walk'));
  });

  it('keeps different exercises apart', () => {
    expect(exerciseNameKey('Bench Press (Dumbbell)')).not.toBe(exerciseNameKey('Bench Press (Barbell)'));
    expect(exerciseNameKey('Incline Bench Press')).not.toBe(exerciseNameKey('Bench Press'));
  });

  it('keeps the order of Chinese characters and drops their spaces and punctuation', () => {
    expect(exerciseNameKey('杠铃 卧推（平板）')).toBe('杠铃卧推平板');
    expect(exerciseNameKey('杠铃卧推·平板')).toBe('杠铃卧推平板');
    expect(exerciseNameKey('卧推杠铃')).not.toBe(exerciseNameKey('杠铃卧推'));
    expect(exerciseNameKey('ＴＲＸ 划船')).toBe('trx划船');
  });
});
