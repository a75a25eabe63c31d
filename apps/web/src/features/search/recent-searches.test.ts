import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_MAX, withRecentSearch } from './recent-searches.ts';

describe('recent searches', () => {
  it('puts the newest first and moves a repeated search up instead of keeping it twice', () => {
    expect(withRecentSearch(['squat', 'bench'], 'deadlift')).toEqual(['deadlift', 'squat', 'bench']);
    expect(withRecentSearch(['squat', 'bench', '卧推'], ' Bench ')).toEqual(['Bench', 'squat', '卧推']);
  });

  it('keeps the last ten and ignores blank searches', () => {
    const many = Array.from({ length: RECENT_SEARCHES_MAX }, (_, i) => `word ${i}`);
    const next = withRecentSearch(many, 'newest');
    expect(next).toHaveLength(RECENT_SEARCHES_MAX);
    expect(next[0]).toBe('newest');
    expect(next).not.toContain(`word ${RECENT_SEARCHES_MAX - 1}`);
    expect(withRecentSearch(['squat'], '   ')).toEqual(['squat']);
  });
});
