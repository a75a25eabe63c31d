import { INPUT_MAX_LENGTH } from '@repwise/domain';
import { z } from 'zod';
import { actionInput } from './action.ts';
import { ARTICLE_LANGUAGES } from './article.ts';
import { entityId, pageOf, pageQuery } from './schema-kit.ts';

/**
 * The operators' console (issue 27 §3): the people who run an installation edit the knowledge
 * library and the official content, grant VIP, answer feedback and read activity, and every
 * change they make is written to an audit log no one can edit. Operators are a stored role
 * (users.operator_since); the mobiles in OPERATOR_MOBILES are made operators when they first
 * sign in, later ones are granted here. Every console route answers "not found" to anyone
 * who is not an operator.
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const articleLanguage = z.enum(ARTICLE_LANGUAGES);
const mobile = z.string().trim().min(5).max(20);

// ── Operators ────────────────────────────────────────────────────────────────

export const consoleOperator = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  /** Masked except the last four digits. */
  mobile: z.string(),
  since: z.string(),
  /** Who granted it; null for one made from OPERATOR_MOBILES. */
  grantedBy: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
  /** In OPERATOR_MOBILES: revoking it lasts only until their next sign-in, so the console refuses. */
  fromEnvironment: z.boolean(),
});
export type ConsoleOperator = z.infer<typeof consoleOperator>;
export const consoleOperators = z.object({ list: z.array(consoleOperator) });
/** Makes the person with this mobile an operator (they must have an account). */
export const consoleOperatorGrantBody = z.object({ mobile });
/** Ends a person's operator role; not one's own, not one from OPERATOR_MOBILES. */
export const consoleOperatorRevokeBody = z.object({ userId: entityId() });
export const consoleOperatorRevoked = z.object({ userId: z.number().int() });

// ── Articles and categories ──────────────────────────────────────────────────

export const consoleCategory = z.object({
  id: z.number().int(),
  key: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  sort: z.number().int(),
  /** Articles in it, drafts included. */
  articles: z.number().int(),
});
export type ConsoleCategory = z.infer<typeof consoleCategory>;
export const consoleCategories = z.object({ list: z.array(consoleCategory) });
/** Creates (no id; the key is made from the English name) or renames and reorders a category. */
export const consoleCategorySaveBody = z.object({
  id: entityId().optional(),
  nameEn: z.string().trim().min(1).max(40),
  nameZh: z.string().trim().min(1).max(40),
  sort: z.number().int().min(0).max(10_000).default(0),
});

export const consoleArticleListQuery = pageQuery.extend({
  categoryId: entityId().optional(),
  status: z.enum(['draft', 'published']).optional(),
});
export const consoleArticleRow = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  status: z.enum(['draft', 'published']),
  /** The English title, else the Chinese one. */
  title: z.string(),
  languages: z.array(articleLanguage),
  /** Seeded articles have their slug; the seed never overwrites one an operator has edited. */
  key: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ConsoleArticleRow = z.infer<typeof consoleArticleRow>;
export const consoleArticlePage = pageOf(consoleArticleRow);

export const consoleArticleText = z.object({
  language: articleLanguage,
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().min(1).max(300),
  bodyMd: z.string().trim().min(1).max(50_000),
});
export const consoleArticle = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  status: z.enum(['draft', 'published']),
  key: z.string().nullable(),
  /** The stored cover: a picture of the web app (/articles/….svg) or an upload's path. */
  coverPath: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** One or two versions; a reader in the missing language is told and shown the other. */
  texts: z.array(consoleArticleText.extend({ readingMinutes: z.number().int() })),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The public page, while published. */
  sharePath: z.string(),
});
export type ConsoleArticle = z.infer<typeof consoleArticle>;
/** Creates (no id; a draft) or replaces an article's category, cover and texts; its status stays. */
export const consoleArticleSaveBody = z.object({
  id: entityId().optional(),
  categoryId: entityId(),
  /** An upload of the operator's (`action/upload?kind=image`: its path or url), a web-app picture (/articles/….svg), or null. */
  coverPath: z.string().trim().max(1000).nullable().default(null),
  texts: z.array(consoleArticleText).min(1).max(2)
    .refine((texts) => new Set(texts.map((t) => t.language)).size === texts.length, { message: 'one text per language' }),
});
export const consoleArticlePublishBody = z.object({ id: entityId(), published: z.boolean() });
/** The Markdown rendered as readers will get it (same renderer, raw HTML escaped). */
export const consoleArticlePreviewBody = z.object({ bodyMd: z.string().max(50_000) });
export const consoleArticlePreview = z.object({ bodyHtml: z.string(), readingMinutes: z.number().int() });

// ── Official exercises and templates ─────────────────────────────────────────

/** Lists use `action/list` and `series/listZt` (operators read the official shelf as everyone does). */
export const consoleExerciseSaveBody = z.intersection(z.object({ id: entityId().optional() }), actionInput);
export const consoleExerciseSaved = z.object({ id: z.number().int() });
/** Copies one of the operator's own templates to the official shelf; edits then go through `series/save`. */
export const consoleTemplatePromoteBody = z.object({ templateId: entityId() });
export const consoleTemplatePromoted = z.object({ id: z.number().int() });

// ── VIP ──────────────────────────────────────────────────────────────────────

export const consoleVipQuery = pageQuery.extend({ active: z.enum(['true', 'false']).optional() });
export const consoleVipRow = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  mobile: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  expiresOn: z.string(),
  active: z.boolean(),
  grantedBy: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
  updatedAt: z.string(),
});
export const consoleVipPage = pageOf(consoleVipRow);
/** Grants go through `user.grantVip` (operator/vip/grant), which the audit log records too. */

// ── Feedback inbox ───────────────────────────────────────────────────────────

export const consoleFeedbackQuery = pageQuery.extend({ state: z.enum(['unhandled', 'handled', 'all']).default('unhandled') });
export const consoleFeedbackItem = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), nickName: z.string(), mobile: z.string() }),
  content: z.string(),
  contact: z.string().nullable(),
  images: z.array(z.string()),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
  /** The answer the sender received as a notification. */
  reply: z.string().nullable(),
});
export type ConsoleFeedbackItem = z.infer<typeof consoleFeedbackItem>;
export const consoleFeedbackPage = pageOf(consoleFeedbackItem);
/** Marks handled or not; a reply (once) reaches the sender as a notification in their language's text as written. */
export const consoleFeedbackHandleBody = z.object({
  id: entityId(),
  handled: z.boolean(),
  reply: z.string().trim().min(1).max(INPUT_MAX_LENGTH).optional(),
});

// ── Activity ─────────────────────────────────────────────────────────────────

/** From recordActive: people active per day (their own calendar day), by role. At most 92 days. */
export const consoleActivityQuery = z.object({ from: isoDay, to: isoDay });
export const consoleActivity = z.object({
  days: z.array(z.object({ day: z.string(), coaches: z.number().int(), trainees: z.number().int(), unchosen: z.number().int() })),
});

// ── Audit log ────────────────────────────────────────────────────────────────

export const CONSOLE_AUDIT_ACTIONS = [
  'operator.grant', 'operator.revoke', 'operator.bootstrap',
  'category.create', 'category.update',
  'article.create', 'article.update', 'article.publish', 'article.unpublish',
  'exercise.create', 'exercise.update',
  'template.promote', 'template.update',
  'vip.grant', 'vip.end',
  'feedback.handle', 'feedback.reopen', 'feedback.reply',
] as const;
export const consoleAuditQuery = pageQuery.extend({
  operatorId: entityId().optional(),
  entity: z.enum(['operator', 'category', 'article', 'exercise', 'template', 'vip', 'feedback']).optional(),
});
export const consoleAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operator: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
  action: z.enum(CONSOLE_AUDIT_ACTIONS),
  entity: z.string(),
  entityId: z.string(),
  /** The object as it was before and after, as JSON values (null for a creation's before). */
  before: z.unknown(),
  after: z.unknown(),
});
export type ConsoleAuditEntry = z.infer<typeof consoleAuditEntry>;
export const consoleAuditPage = pageOf(consoleAuditEntry);

// ── Capabilities (the youmengSDK test page) ──────────────────────────────────

/** What this installation is configured with; names and states only, never a secret. */
export const consoleCapabilities = z.object({
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  keyValueStore: z.enum(['memory', 'redis']),
  storage: z.enum(['local', 's3']),
  sms: z.object({ provider: z.string(), real: z.boolean() }),
  signIn: z.array(z.object({ provider: z.enum(['qq', 'apple', 'umeng']), configured: z.boolean(), real: z.boolean() })),
  publicUrl: z.string().nullable(),
});
