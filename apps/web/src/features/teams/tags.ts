/** The server keeps tags of at most 20 characters, at most 20 on a team or a member. */
export const TAG_MAX_LENGTH = 20;
export const TAGS_MAX = 20;

/** Adds a typed tag: trimmed, once, and not past the limit. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim().slice(0, TAG_MAX_LENGTH);
  if (!tag || tags.includes(tag) || tags.length >= TAGS_MAX) return [...tags];
  return [...tags, tag];
}
