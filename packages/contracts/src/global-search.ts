import { INPUT_MAX_LENGTH } from '@repwise/domain';
import { z } from 'zod';
import { integerInRange } from './schema-kit.ts';

/**
 * The global search (issue 27 §2; spec `/pages/Home/AllSearch/AllSearch`): one keyword over
 * the library (exercises and templates, official and one's own), published articles, and for
 * coaches their own plans, teams and members. Results come grouped by type, each group a
 * page with its own `next`: "more" of a group sends that cursor with `types` naming the group.
 */

export const SEARCH_TYPES = ['exercise', 'template', 'article', 'plan', 'team', 'member'] as const;
export const searchType = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof searchType>;

export const globalSearchQuery = z.object({
  keyword: z.string().trim().min(1).max(INPUT_MAX_LENGTH),
  /** Comma-separated: only these groups (all the caller may see when absent). */
  types: z.string().trim().max(80).optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const names = [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))];
      const unknown = names.filter((n) => !(SEARCH_TYPES as readonly string[]).includes(n));
      if (unknown.length > 0 || names.length === 0) {
        ctx.addIssue({ code: 'custom', message: `types: one or more of ${SEARCH_TYPES.join(', ')}` });
        return z.NEVER;
      }
      return names as SearchType[];
    }),
  /** A group's `next`: the following page of that group (`types` must name that one group). */
  cursor: z.string().min(1).max(512).optional(),
  size: integerInRange(1, 30).default(5),
});
export type GlobalSearchQuery = z.infer<typeof globalSearchQuery>;

export const searchItem = z.object({
  type: searchType,
  /** The object's id: the exercise, template, article, plan or team; for a member, the person's. */
  id: z.number().int(),
  title: z.string(),
  /** A second line in the reader's language (an exercise's other name, a template's type, an article's summary…). */
  subtitle: z.string(),
  coverUrl: z.string().nullable(),
  /** A member's team (their team member screen opens with it); null for the other types. */
  teamId: z.number().int().nullable(),
});
export type SearchItem = z.infer<typeof searchItem>;

export const searchGroup = z.object({
  type: searchType,
  list: z.array(searchItem),
  /** The cursor of the group's next page; null when there is no more. */
  next: z.string().nullable(),
});
export type SearchGroup = z.infer<typeof searchGroup>;

/** Only the groups with results, in SEARCH_TYPES order. */
export const globalSearchResult = z.object({ groups: z.array(searchGroup) });
export type GlobalSearchResult = z.infer<typeof globalSearchResult>;
