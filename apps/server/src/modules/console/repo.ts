import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { ArticleStatus } from '../../db/schema/articles.ts';
import type { SortKey } from '../../platform/keyset.ts';

/** Plain queries of the operators' console (issue 27 §3): what only operators read and write. */

// ── Operators ────────────────────────────────────────────────────────────────

export function operatorRows(db: Kysely<Database>) {
  return db.selectFrom('users')
    .leftJoin('users as granter', 'granter.id', 'users.operator_granted_by')
    .select(['users.id', 'users.nick_name', 'users.mobile', 'users.operator_since', 'users.operator_granted_by', 'granter.nick_name as granter_nick_name'])
    .where('users.operator_since', 'is not', null)
    .orderBy('users.operator_since').orderBy('users.id')
    .execute();
}
export type OperatorRow = Awaited<ReturnType<typeof operatorRows>>[number];

export async function operatorRow(db: Kysely<Database>, userId: number): Promise<OperatorRow | undefined> {
  return (await operatorRows(db)).find((r) => r.id === userId);
}

export async function personExists(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function setOperator(db: Kysely<Database>, userId: number, since: string, grantedBy: number): Promise<void> {
  await db.updateTable('users').set({ operator_since: since, operator_granted_by: grantedBy }).where('id', '=', userId).where('operator_since', 'is', null).execute();
}

export async function clearOperator(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ operator_since: null, operator_granted_by: null }).where('id', '=', userId).execute();
}

// ── Official exercises ───────────────────────────────────────────────────────

/** Where a new official exercise goes: after the last one. */
export async function nextOfficialExerciseSort(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('exercises').select((eb) => eb.fn.max('sort').as('sort')).where('owner_id', 'is', null).executeTakeFirst();
  return Number(row?.sort ?? -1) + 1;
}

// ── Categories and articles (drafts too) ─────────────────────────────────────

export function categoryRows(db: Kysely<Database>) {
  return db.selectFrom('article_categories')
    .leftJoin('articles', 'articles.category_id', 'article_categories.id')
    .select(['article_categories.id', 'article_categories.key', 'article_categories.name_en', 'article_categories.name_zh', 'article_categories.sort'])
    .select((eb) => eb.fn.count<number | string>('articles.id').as('articles'))
    .groupBy(['article_categories.id', 'article_categories.key', 'article_categories.name_en', 'article_categories.name_zh', 'article_categories.sort'])
    .orderBy('article_categories.sort').orderBy('article_categories.id')
    .execute();
}
export type CategoryRow = Awaited<ReturnType<typeof categoryRows>>[number];

export function categoryById(db: Kysely<Database>, id: number) {
  return db.selectFrom('article_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function categoryByKey(db: Kysely<Database>, key: string) {
  return db.selectFrom('article_categories').select('id').where('key', '=', key).executeTakeFirst();
}

export function articleById(db: Kysely<Database>, id: number) {
  return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
}
export type ConsoleArticleRow = NonNullable<Awaited<ReturnType<typeof articleById>>>;

/** Newest change first; `after` is the (updated_at, id) of the previous page's last row. */
export function articlePage(db: Kysely<Database>, filter: { categoryId?: number | undefined; status?: ArticleStatus | undefined }, after: SortKey | undefined, limit: number) {
  return articlesFiltered(db, filter)
    .selectAll()
    .$if(after !== undefined, (q) => q.where((eb) => eb.or([
      eb('updated_at', '<', String(after![0])),
      eb.and([eb('updated_at', '=', String(after![0])), eb('id', '<', Number(after![1]))]),
    ])))
    .orderBy('updated_at', 'desc').orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countArticles(db: Kysely<Database>, filter: { categoryId?: number | undefined; status?: ArticleStatus | undefined }): Promise<number> {
  const row = await articlesFiltered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

function articlesFiltered(db: Kysely<Database>, filter: { categoryId?: number | undefined; status?: ArticleStatus | undefined }) {
  return db.selectFrom('articles')
    .$if(filter.categoryId !== undefined, (q) => q.where('category_id', '=', filter.categoryId!))
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!));
}

export function textsOfArticles(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('article_texts').selectAll().where('article_id', 'in', [...ids]).orderBy('article_id').orderBy('language').execute();
}

export async function insertDraft(db: Kysely<Database>, row: { category_id: number; cover_path: string | null; share_code: string; at: string }): Promise<number> {
  const { at, ...fields } = row;
  const inserted = await db.insertInto('articles')
    .values({ ...fields, key: null, status: 'draft', published_at: null, created_at: at, updated_at: at, operator_edited_at: at })
    .returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateEditedArticle(db: Kysely<Database>, id: number, row: { category_id: number; cover_path: string | null; at: string }): Promise<void> {
  await db.updateTable('articles').set({ category_id: row.category_id, cover_path: row.cover_path, updated_at: row.at, operator_edited_at: row.at }).where('id', '=', id).execute();
}

/** Drops the language versions no longer submitted. */
export async function deleteTextsExcept(db: Kysely<Database>, articleId: number, languages: readonly ('en' | 'zh-Hans')[]): Promise<void> {
  await db.deleteFrom('article_texts').where('article_id', '=', articleId).where('language', 'not in', [...languages]).execute();
}

export async function setArticleStatus(db: Kysely<Database>, id: number, status: ArticleStatus, publishedAt: string | null, at: string): Promise<void> {
  await db.updateTable('articles').set({ status, published_at: publishedAt, updated_at: at }).where('id', '=', id).execute();
}

// ── VIP memberships ──────────────────────────────────────────────────────────

/** Latest change first; `after` is the (updated_at, organisation id, user id) of the previous page's last row. */
export function vipPage(db: Kysely<Database>, active: { today: string; active: boolean } | undefined, after: SortKey | undefined, limit: number) {
  return vipsFiltered(db, active)
    .innerJoin('users', 'users.id', 'organisation_vips.user_id')
    .innerJoin('organisations', 'organisations.id', 'organisation_vips.organisation_id')
    .leftJoin('users as granter', 'granter.id', 'organisation_vips.granted_by')
    .select([
      'organisation_vips.organisation_id', 'organisation_vips.user_id', 'organisation_vips.expires_on', 'organisation_vips.updated_at', 'organisation_vips.granted_by',
      'users.nick_name', 'users.mobile', 'organisations.name as organisation_name', 'granter.nick_name as granter_nick_name',
    ])
    .$if(after !== undefined, (q) => q.where((eb) => eb.or([
      eb('organisation_vips.updated_at', '<', String(after![0])),
      eb.and([eb('organisation_vips.updated_at', '=', String(after![0])), eb('organisation_vips.organisation_id', '<', Number(after![1]))]),
      eb.and([
        eb('organisation_vips.updated_at', '=', String(after![0])), eb('organisation_vips.organisation_id', '=', Number(after![1])), eb('organisation_vips.user_id', '<', Number(after![2])),
      ]),
    ])))
    .orderBy('organisation_vips.updated_at', 'desc').orderBy('organisation_vips.organisation_id', 'desc').orderBy('organisation_vips.user_id', 'desc')
    .limit(limit)
    .execute();
}
export type VipRow = Awaited<ReturnType<typeof vipPage>>[number];

export async function countVips(db: Kysely<Database>, active: { today: string; active: boolean } | undefined): Promise<number> {
  const row = await vipsFiltered(db, active).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Active: the last day is today or later (UTC: the console is one list for people in every zone). */
function vipsFiltered(db: Kysely<Database>, active: { today: string; active: boolean } | undefined) {
  return db.selectFrom('organisation_vips')
    .$if(active !== undefined, (q) => q.where('organisation_vips.expires_on', active!.active ? '>=' : '<', active!.today));
}

// ── Feedback ─────────────────────────────────────────────────────────────────

export type FeedbackState = 'unhandled' | 'handled' | 'all';

function feedbackFiltered(db: Kysely<Database>, state: FeedbackState) {
  return db.selectFrom('feedback')
    .$if(state === 'unhandled', (q) => q.where('feedback.handled_at', 'is', null))
    .$if(state === 'handled', (q) => q.where('feedback.handled_at', 'is not', null));
}

function feedbackWithPeople(db: Kysely<Database>, state: FeedbackState) {
  return feedbackFiltered(db, state)
    .innerJoin('users as sender', 'sender.id', 'feedback.user_id')
    .leftJoin('users as handler', 'handler.id', 'feedback.handled_by')
    .selectAll('feedback')
    .select(['sender.nick_name as sender_nick_name', 'sender.mobile as sender_mobile', 'handler.nick_name as handler_nick_name']);
}

/** Newest first, by id. */
export function feedbackPage(db: Kysely<Database>, state: FeedbackState, after: SortKey | undefined, limit: number) {
  return feedbackWithPeople(db, state)
    .$if(after !== undefined, (q) => q.where('feedback.id', '<', Number(after![0])))
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute();
}
export type InboxRow = Awaited<ReturnType<typeof feedbackPage>>[number];

export function feedbackById(db: Kysely<Database>, id: number): Promise<InboxRow | undefined> {
  return feedbackWithPeople(db, 'all').where('feedback.id', '=', id).executeTakeFirst();
}

export async function countFeedback(db: Kysely<Database>, state: FeedbackState): Promise<number> {
  const row = await feedbackFiltered(db, state).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setFeedbackHandled(db: Kysely<Database>, id: number, fields: { handled_at: string | null; handled_by: number | null; reply?: string }): Promise<void> {
  await db.updateTable('feedback').set(fields).where('id', '=', id).execute();
}

// ── Activity ─────────────────────────────────────────────────────────────────

/** People active per day and position (1 coach, 2 trainee, else none chosen), each counted once per day and position. */
export function activityCounts(db: Kysely<Database>, from: string, to: string) {
  return db.selectFrom('user_activity')
    .select(['day', 'position'])
    .select((eb) => eb.fn.count<number | string>('user_id').distinct().as('people'))
    .where('day', '>=', from).where('day', '<=', to)
    .groupBy(['day', 'position'])
    .execute();
}

// ── Audit log ────────────────────────────────────────────────────────────────

/** Newest first, by id; by operator and entity when asked. */
export function auditPage(db: Kysely<Database>, filter: { operatorId?: number | undefined; entity?: string | undefined }, after: SortKey | undefined, limit: number) {
  return auditFiltered(db, filter)
    .leftJoin('users', 'users.id', 'audit_log.operator_id')
    .selectAll('audit_log')
    .select('users.nick_name')
    .$if(after !== undefined, (q) => q.where('audit_log.id', '<', Number(after![0])))
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
}
export type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];

export async function countAudit(db: Kysely<Database>, filter: { operatorId?: number | undefined; entity?: string | undefined }): Promise<number> {
  const row = await auditFiltered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

function auditFiltered(db: Kysely<Database>, filter: { operatorId?: number | undefined; entity?: string | undefined }) {
  return db.selectFrom('audit_log')
    .$if(filter.operatorId !== undefined, (q) => q.where('audit_log.operator_id', '=', filter.operatorId!))
    .$if(filter.entity !== undefined, (q) => q.where('audit_log.entity', '=', filter.entity!));
}
