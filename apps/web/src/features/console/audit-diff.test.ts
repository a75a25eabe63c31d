import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff.ts';

describe('an audit entry as changed fields', () => {
  it('lists only the fields that differ, deeply compared', () => {
    expect(changedFields({ status: 'draft', title: 'Rest', tags: [1] }, { status: 'published', title: 'Rest', tags: [1] })).toEqual([{ field: 'status', before: '"draft"', after: '"published"' }]);
    expect(changedFields({ texts: [{ title: 'a' }] }, { texts: [{ title: 'b' }] })).toEqual([{ field: 'texts', before: '[{"title":"a"}]', after: '[{"title":"b"}]' }]);
  });

  it('lists every field of a creation and marks removed ones', () => {
    expect(changedFields(null, { id: 3, nameEn: 'Tips' })).toEqual([
      { field: 'id', before: '—', after: '3' },
      { field: 'nameEn', before: '—', after: '"Tips"' },
    ]);
    expect(changedFields({ reply: 'x' }, {})).toEqual([{ field: 'reply', before: '"x"', after: '—' }]);
  });

  it('treats a plain value as one field', () => {
    expect(changedFields(false, true)).toEqual([{ field: 'value', before: 'false', after: 'true' }]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
