/** One field an audited change touched, each side written as compact JSON ('—' when absent). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const ABSENT = '—';

function show(value: unknown): string {
  return value === undefined ? ABSENT : JSON.stringify(value);
}

/**
 * The fields that differ between an audited object's before and after, in the after's order
 * then the removed ones. A creation (before null) lists every field; a value that is not an
 * object is one field, "value".
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = before === null || before === undefined ? {} : before;
  const to = after === null || after === undefined ? {} : after;
  if (!isRecord(from) || !isRecord(to)) return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ field: 'value', before: show(before ?? undefined), after: show(after ?? undefined) }];
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  return fields.filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field])).map((field) => ({ field, before: show(from[field]), after: show(to[field]) }));
}
