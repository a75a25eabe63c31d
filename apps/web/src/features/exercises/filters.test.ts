import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromQuery, filtersToQuery, withFilter } from './filters.ts';

describe('library filters', () => {
  it('read known values from the route query and drop the rest', () => {
    const filters = filtersFromQuery(new URLSearchParams('scope=mine&keyword=%20row%20&muscleGroup=back&equipment=spaceship&pattern=hinge'));
    expect(filters).toEqual({ scope: 'mine', keyword: 'row', muscleGroup: 'back', pattern: 'hinge' });
    expect(filtersFromQuery(new URLSearchParams('scope=everything'))).toEqual({ scope: 'official', keyword: '' });
  });

  it('write only what differs from the defaults, and read back the same', () => {
    expect(filtersToQuery({ scope: 'official', keyword: '' }).toString()).toBe('');
    const filters = { scope: 'mine' as const, keyword: '硬拉', equipment: 'barbell' as const };
    expect(filtersFromQuery(filtersToQuery(filters))).toEqual(filters);
  });

  it('set and clear one filter without touching the others', () => {
    const base = { scope: 'official' as const, keyword: 'press', muscleGroup: 'chest' as const };
    const withBarbell = withFilter(base, 'equipment', 'barbell');
    expect(withBarbell).toEqual({ ...base, equipment: 'barbell' });
    expect(activeFilterCount(withBarbell)).toBe(2);
    expect(withFilter(withBarbell, 'muscleGroup', undefined)).toEqual({ scope: 'official', keyword: 'press', equipment: 'barbell' });
    expect(withFilter(base, 'pattern', 'not-a-pattern')).toEqual(base);
    expect(base).toEqual({ scope: 'official', keyword: 'press', muscleGroup: 'chest' });
  });
});
