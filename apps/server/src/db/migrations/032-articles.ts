import { sql, type Kysely } from 'kysely';
import { addIdColumn } from '../dialect.ts';

/**
 * The knowledge library (issue 27 §1): categories, articles and each article's texts, one row
 * per language (English, Chinese or both). An article's key is the seed's slug, so a later
 * seed finds what it wrote; an article an operator makes has none. Only the share code's
 * article is read by the public link, and only while published. Frozen: nothing of the live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('article_categories'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIdColumn(db, db.schema.createTable('articles'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('article_categories.id'))
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('cover_path', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('published_at', 'text')
    .addColumn('share_code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The list: published ones newest first, then by id (keyset pages), overall and per category.
  await db.schema.createIndex('articles_published').on('articles').columns(['status', 'published_at', 'id']).execute();
  await db.schema.createIndex('articles_category_published').on('articles').columns(['category_id', 'status', 'published_at', 'id']).execute();
  await db.schema.createTable('article_texts')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id'))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'zh-Hans')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body_md', 'text', (c) => c.notNull())
    .addColumn('reading_minutes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_texts_pk', ['article_id', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_texts').execute();
  await db.schema.dropIndex('articles_category_published').execute();
  await db.schema.dropIndex('articles_published').execute();
  await db.schema.dropTable('articles').execute();
  await db.schema.dropTable('article_categories').execute();
}
