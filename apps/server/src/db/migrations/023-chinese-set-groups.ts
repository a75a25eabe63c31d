import { sql, type Kysely } from 'kysely';

/**
 * Issue 24, the stored half of the glossary (docs/GLOSSARY.md): in Chinese 组 means a set only,
 * so set groups are 段. Templates store their group names (relabel writes them), and those
 * written before read 第n组, 热身组, 拉伸组, 递减组 and 递增组; they become 第n段, 热身段, 拉伸段,
 * 递减段 and 递增段, so the server answers the same titles the screens show. Set labels carry
 * no 组 and do not change. English names are untouched.
 *
 * Plain string rewrites on purpose (frozen: no domain import): the names are exactly the
 * ones the Chinese labels produced, and `replace` reads the same on SQLite and PostgreSQL.
 */

const FIXED: readonly (readonly [before: string, after: string])[] = [
  ['热身组', '热身段'],
  ['拉伸组', '拉伸段'],
  ['递减组', '递减段'],
  ['递增组', '递增段'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [before, after] of FIXED) {
    await sql`update template_set_groups set name = ${after} where name = ${before}`.execute(db);
  }
  // 第n组 of normal groups (type 1); digits only between 第 and 组.
  await sql`update template_set_groups set name = replace(name, '组', '段') where type = 1 and name like '第%组' and name not like '%组%组'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [before, after] of FIXED) {
    await sql`update template_set_groups set name = ${before} where name = ${after}`.execute(db);
  }
  await sql`update template_set_groups set name = replace(name, '段', '组') where type = 1 and name like '第%段' and name not like '%段%段'`.execute(db);
}
