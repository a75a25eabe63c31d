import { describe, expect, it } from 'vitest';
import { addTag, TAGS_MAX } from './tags.ts';

describe('addTag', () => {
  it('adds a trimmed tag once', () => {
    expect(addTag(['Beginner'], '  Evening ')).toEqual(['Beginner', 'Evening']);
    expect(addTag(['Beginner'], 'Beginner')).toEqual(['Beginner']);
    expect(addTag([], '   ')).toEqual([]);
  });

  it('cuts a tag to 20 characters and stops at the limit', () => {
    expect(addTag([], 'x'.repeat(30))).toEqual(['x'.repeat(20)]);
    const full = Array.from({ length: TAGS_MAX }, (_, i) => `t${i}`);
    expect(addTag(full, 'one more')).toEqual(full);
  });
});
